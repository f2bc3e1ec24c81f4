import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Less written per money movement and per bet (docs/performance.md, 2026-11-25). Every index whose
 * key starts with the member (or the member's wallet) takes its insert at a place of its own for each
 * member, so with many members at once each write lands on a page of its own, often splitting it, and
 * each such page is one more frame of the WAL at the batch's COMMIT.
 *
 * - ledger_entries_wallet goes: no query of the site reads entries by wallet (a wallet's history is read
 *   from movements; balances from the wallet rows). Only the ledger check grouped its sums through it, and
 *   it reads every entry anyway: it now sorts them itself. Two inserts fewer per transfer and per bet.
 * - bets_member_time and bets_member_venue_time become one, bets_member_time on (user_id, bet_at,
 *   plat_type): the bet records' window (a member, a span of bet times, with or without a venue) is one
 *   range of it, the venue read from the index itself. One insert fewer per bet.
 * - SQLite: movements.movement_key becomes NOT NULL, as it is on PostgreSQL, in place of the trigger
 *   migration 005 made the key mandatory with (SQLite cannot add NOT NULL to a column). The trigger ran a
 *   program of its own for every movement inserted, about 7 µs each. The table is rebuilt as SQLite's
 *   documentation prescribes (a new table, its rows copied, the old one dropped, the new one renamed, its
 *   indexes built again), in one transaction with foreign keys checked before it commits.
 *
 * Each index is dropped if it is there and then built, so a run cut short in between (SQLite runs a
 * migration without a transaction) runs again.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

/** The stored definition of a SQLite schema object (table, index or trigger), or null. */
async function definitionOf(db: AnyDb, type: 'table' | 'index' | 'trigger', name: string): Promise<string | null> {
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = ${type} and name = ${name}`.execute(db);
  return rows[0]?.sql ?? null;
}

const KEY_COLUMN = '"movement_key" varchar(100)';
const KEY_COLUMN_NOT_NULL = `${KEY_COLUMN} not null`;

/** SQLite: movements rebuilt with its movement key NOT NULL (see above); when it already is, only the trigger goes. */
async function rebuildMovementsWithKeyRequired(db: AnyDb): Promise<void> {
  const table = await definitionOf(db, 'table', 'movements');
  if (table === null) throw new Error('migration 015: no movements table');
  if (table.includes(KEY_COLUMN_NOT_NULL)) {
    await sql`drop trigger if exists movements_key_required`.execute(db);
    return;
  }
  if (table.split(KEY_COLUMN).length !== 2 || !table.startsWith('CREATE TABLE "movements" (')) {
    throw new Error(`migration 015: unexpected definition of movements: ${table}`);
  }
  const { rows: missing } = await sql<{ n: number }>`select count(*) as n from movements where movement_key is null`.execute(db);
  if (Number(missing[0].n) > 0) throw new Error('migration 015: movements without a key');
  const rebuilt = table.replace(KEY_COLUMN, KEY_COLUMN_NOT_NULL).replace('CREATE TABLE "movements" (', 'CREATE TABLE "movements_rebuilt" (');
  const { rows: indexes } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'movements' and sql is not null`.execute(db);
  // Outside any transaction, as SQLite requires: the drop below must not act on the tables that refer to movements.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql`insert into movements_rebuilt select * from movements`.execute(trx);
      // Its indexes and the key trigger go with it; the references to it (entries, bets, itself) name it and find the new one.
      await sql`drop table movements`.execute(trx);
      await sql`alter table movements_rebuilt rename to movements`.execute(trx);
      for (const index of indexes) await sql.raw(index.sql).execute(trx);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error(`migration 015: foreign keys broken by the rebuild: ${JSON.stringify(broken.slice(0, 5))}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  if (isSqlite(db)) await rebuildMovementsWithKeyRequired(db);
  await db.schema.dropIndex('ledger_entries_wallet').ifExists().execute();
  await db.schema.dropIndex('bets_member_venue_time').ifExists().execute();
  await db.schema.dropIndex('bets_member_time').ifExists().execute();
  await db.schema.createIndex('bets_member_time').on('bets').columns(['user_id', 'bet_at', 'plat_type']).execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  // The key stays NOT NULL on SQLite (the rule the trigger kept); the trigger comes back as 005 made it.
  if (isSqlite(db) && (await definitionOf(db, 'trigger', 'movements_key_required')) === null) {
    await sql`create trigger movements_key_required before insert on movements when new.movement_key is null
      begin select raise(abort, 'movements.movement_key is required'); end`.execute(db);
  }
  await db.schema.dropIndex('bets_member_time').ifExists().execute();
  await db.schema.createIndex('bets_member_time').on('bets').columns(['user_id', 'bet_at']).execute();
  await db.schema.dropIndex('bets_member_venue_time').ifExists().execute();
  await db.schema.createIndex('bets_member_venue_time').on('bets').columns(['user_id', 'plat_type', 'bet_at']).execute();
  await db.schema.dropIndex('ledger_entries_wallet').ifExists().execute();
  await db.schema.createIndex('ledger_entries_wallet').on('ledger_entries').column('wallet_id').where(sql.ref('wallet_id'), 'is not', null).execute();
}
