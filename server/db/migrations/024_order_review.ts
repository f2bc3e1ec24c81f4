import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Order owners, late payments and payouts (issue 22):
 *
 * - recharge_orders: status 7 (review: a provider reported a payment after the order closed, or for another
 *   amount), `paid_minor` (what the provider says it captured, credited if the operator approves) and
 *   `review_reason` ('late' or 'amount').
 * - withdraw_orders: statuses 3 (paying: approved, the payout adapter asked) and 4 (payout failed: the hold
 *   voided), `payout_reason` (why a payout failed, as the payout service said) and `paid_at`.
 * - the house account `promotions`, which pays the appointment bonus (the withdrawals account only receives
 *   the money paid out).
 *
 * A CHECK cannot change in place on SQLite: each table is rebuilt as SQLite's documentation prescribes (a
 * new table from the stored definition with the new CHECK, its rows copied, the old one dropped, the new
 * one renamed, its indexes built again) in one transaction, foreign keys checked before it commits, as
 * migration 015 did. PostgreSQL swaps the constraint.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

const CHECKS = {
  recharge_orders: { before: 'status between 0 and 6', after: 'status between 0 and 7' },
  withdraw_orders: { before: 'status between 0 and 2', after: 'status between 0 and 4' },
} as const;
type OrderTable = keyof typeof CHECKS;

async function rebuildSqliteCheck(db: AnyDb, table: OrderTable, from: string, to: string): Promise<void> {
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const definition = rows[0]?.sql;
  if (!definition) throw new Error(`migration 024: no ${table} table`);
  if (definition.includes(to) && !definition.includes(from)) return;
  if (definition.split(from).length !== 2 || !definition.startsWith(`CREATE TABLE "${table}" (`)) {
    throw new Error(`migration 024: unexpected definition of ${table}: ${definition}`);
  }
  const rebuilt = definition.replace(from, to).replace(`CREATE TABLE "${table}" (`, `CREATE TABLE "${table}_rebuilt" (`);
  const { rows: indexes } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db);
  // Outside any transaction, as SQLite requires: the drop must not act on the tables that refer to this one.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql.raw(`insert into "${table}_rebuilt" select * from "${table}"`).execute(trx);
      await sql.raw(`drop table "${table}"`).execute(trx);
      await sql.raw(`alter table "${table}_rebuilt" rename to "${table}"`).execute(trx);
      for (const index of indexes) await sql.raw(index.sql).execute(trx);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error(`migration 024: foreign keys broken by the rebuild: ${JSON.stringify(broken.slice(0, 5))}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function setStatusCheck(db: AnyDb, table: OrderTable, from: string, to: string): Promise<void> {
  if (isSqlite(db)) return rebuildSqliteCheck(db, table, from, to);
  await sql.raw(`alter table "${table}" drop constraint if exists "${table}_status_check"`).execute(db);
  await sql.raw(`alter table "${table}" add constraint "${table}_status_check" check (${to})`).execute(db);
}

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await db.schema.alterTable('recharge_orders').addColumn('paid_minor', 'bigint').execute();
  await db.schema.alterTable('recharge_orders').addColumn('review_reason', 'varchar(16)').execute();
  await db.schema.alterTable('withdraw_orders').addColumn('payout_reason', 'varchar(200)').execute();
  await db.schema.alterTable('withdraw_orders').addColumn('paid_at', 'bigint').execute();
  for (const table of Object.keys(CHECKS) as OrderTable[]) await setStatusCheck(db, table, CHECKS[table].before, CHECKS[table].after);
  await sql`insert into house_accounts (code, description) values ('promotions', 'Promotions paid to members (the appointment withdrawal bonus)')`.execute(db);
}

export async function down(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  for (const table of Object.keys(CHECKS) as OrderTable[]) await setStatusCheck(db, table, CHECKS[table].after, CHECKS[table].before);
  await db.schema.alterTable('withdraw_orders').dropColumn('paid_at').execute();
  await db.schema.alterTable('withdraw_orders').dropColumn('payout_reason').execute();
  await db.schema.alterTable('recharge_orders').dropColumn('review_reason').execute();
  await db.schema.alterTable('recharge_orders').dropColumn('paid_minor').execute();
  await sql`delete from house_accounts where code = 'promotions'`.execute(db);
}
