import { sql, type Kysely } from 'kysely';
import { addId } from './columns';

/**
 * VIP levels and the welfare centre (issue 24).
 *
 * - `vip_levels`: what each level 0-10 asks (cumulative valid turnover to reach it, turnover to keep it
 *   through a 90-day quarter) and gives (daily withdrawal count and limit, the gifts); content
 *   (server/content/vip.json) upserted at start, editable by an operator. It replaces migration 012's
 *   `vip_withdraw_limits`, so the withdrawal limits have one source.
 * - `welfare_kinds`: each welfare item kind's turnover multiple (spec section 9: 1x-3x), content too.
 * - `vip_standings`: each member's counters (turnover counted towards promotion, the quarter's days and
 *   turnover) and the last business day the daily job closed for them: the job's unit of idempotency.
 *   The level itself stays users.level_id, which the rest of the site reads.
 * - `vip_level_changes`: the history, at most one change a member a day.
 * - `welfare_items`: what a member may claim, each under a unique key naming member, kind and period
 *   (the same key names its ledger movement), with its window and its claim.
 * - `welfare_records`: one per claim.
 * - a `welfare` house account, the other side of every welfare payment.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

const nonNegative = (column: string) => sql.raw(`${column} >= 0`);

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await db.schema
    .createTable('vip_levels')
    .addColumn('vip_level', 'integer', (c) => c.primaryKey().check(sql`vip_level between 0 and 10`))
    .addColumn('promotion_minor', 'bigint', (c) => c.notNull().check(nonNegative('promotion_minor')))
    .addColumn('keep_minor', 'bigint', (c) => c.notNull().check(nonNegative('keep_minor')))
    .addColumn('daily_count', 'integer', (c) => c.notNull().check(nonNegative('daily_count')))
    .addColumn('daily_limit_minor', 'bigint', (c) => c.notNull().check(nonNegative('daily_limit_minor')))
    .addColumn('upgrade_gift_minor', 'bigint', (c) => c.notNull().check(nonNegative('upgrade_gift_minor')))
    .addColumn('birthday_gift_minor', 'bigint', (c) => c.notNull().check(nonNegative('birthday_gift_minor')))
    .addColumn('weekly_packet_minor', 'bigint', (c) => c.notNull().check(nonNegative('weekly_packet_minor')))
    .addColumn('exclusive_packet_minor', 'bigint', (c) => c.notNull().check(nonNegative('exclusive_packet_minor')))
    .execute();
  await db.schema
    .createTable('welfare_kinds')
    .addColumn('kind', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('turnover_multiple', 'integer', (c) => c.notNull().check(sql`turnover_multiple between 1 and 3`))
    .execute();

  await db.schema
    .createTable('vip_standings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('counted_minor', 'bigint', (c) => c.notNull().check(nonNegative('counted_minor')))
    .addColumn('quarter_days', 'integer', (c) => c.notNull().check(sql`quarter_days between 0 and 90`))
    .addColumn('quarter_minor', 'bigint', (c) => c.notNull().check(nonNegative('quarter_minor')))
    .addColumn('closed_day', 'varchar(10)', (c) => c.notNull())
    .execute();
  await addId(db.schema.createTable('vip_level_changes'), database)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('business_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('from_level', 'integer', (c) => c.notNull())
    .addColumn('to_level', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('vip_level_changes_day', ['user_id', 'business_day'])
    .addCheckConstraint('vip_level_changes_one', sql`abs(to_level - from_level) = 1 and to_level between 0 and 10`)
    .execute();

  await addId(db.schema.createTable('welfare_items'), database)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('item_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().check(sql`kind in ('upgrade', 'birthday', 'weekly', 'exclusive', 'rebate')`))
    .addColumn('vip_level', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('turnover_multiple', 'integer', (c) => c.notNull().check(sql`turnover_multiple between 1 and 3`))
    .addColumn('business_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('available_from', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('welfare_items_window', sql`expires_at > available_from`)
    .execute();
  await db.schema.createIndex('welfare_items_member').on('welfare_items').columns(['user_id', 'expires_at']).execute();

  await addId(db.schema.createTable('welfare_records'), database)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().unique().references('welfare_items.id'))
    .addColumn('order_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('required_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('welfare_records_member').on('welfare_records').columns(['user_id', 'created_at']).execute();

  await sql`insert into house_accounts (code, description) values ('welfare', 'VIP gifts, red packets and rebates paid to members')`.execute(db);
  await db.schema.dropTable('vip_withdraw_limits').execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  // Migration 012's table again, with the limits the levels held.
  await db.schema
    .createTable('vip_withdraw_limits')
    .addColumn('vip_level', 'integer', (c) => c.primaryKey())
    .addColumn('daily_count', 'integer', (c) => c.notNull())
    .addColumn('daily_limit_minor', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into vip_withdraw_limits (vip_level, daily_count, daily_limit_minor) select vip_level, daily_count, daily_limit_minor from vip_levels`.execute(db);
  for (const table of ['welfare_records', 'welfare_items', 'vip_level_changes', 'vip_standings', 'welfare_kinds', 'vip_levels']) await db.schema.dropTable(table).execute();
  await sql`delete from house_accounts where code = 'welfare'`.execute(db);
}
