import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { addId } from './columns';

/**
 * Promotions (issue 26).
 *
 * - `activities`: what each activity asks (VIP level, a first deposit of at least an amount, registration age,
 *   how many applications a member may hold, the application window) and gives (a fixed bonus or a percentage
 *   of the qualifying deposit up to a cap, its turnover multiple 1x-3x, the wallet it is paid to and whether it
 *   locks that venue wallet), its classification, art, period and order. An operator writes them; a sandbox
 *   start seeds some from server/content/activities. Ids the seed names (the banner's 101, 103) stay below the
 *   ones PostgreSQL gives, which start at 1001.
 * - `activities_texts`: title, summary and HTML body per language (language_type 1 zh, 2 hk, 3 en).
 * - `activity_gift_tiers`: a betting gift's stake tiers and their gifts.
 * - `activity_applications`: a member's application (a betting gift: a tier's claim) with the bonus it is
 *   worth, pending review, granted (its ledger movement named after the application) or rejected with a
 *   reason. `slot` makes holding more than allowed impossible even for two applications at once: a member's
 *   n-th application to an activity is slot n (a betting gift's claim is its tier), unique per activity.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

const nonNegative = (column: string) => sql.raw(`${column} >= 0`);

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await addId(db.schema.createTable('activities'), database)
    .addColumn('class_id', 'integer', (c) => c.notNull().check(sql`class_id between 1 and 5`))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().check(sql`kind in ('bonus', 'bettingGift')`))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('list_img_url', 'varchar(256)', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('apply_from', 'bigint', (c) => c.notNull())
    .addColumn('apply_until', 'bigint', (c) => c.notNull())
    .addColumn('min_vip_level', 'integer', (c) => c.notNull().check(sql`min_vip_level between 0 and 10`))
    .addColumn('deposit_rule', 'varchar(8)', (c) => c.notNull().check(sql`deposit_rule in ('none', 'first')`))
    .addColumn('min_deposit_minor', 'bigint', (c) => c.notNull().check(nonNegative('min_deposit_minor')))
    .addColumn('member_days_min', 'integer')
    .addColumn('member_days_max', 'integer')
    .addColumn('per_member_limit', 'integer', (c) => c.notNull().check(sql`per_member_limit >= 1`))
    .addColumn('bonus_type', 'varchar(8)', (c) => c.notNull().check(sql`bonus_type in ('fixed', 'percent')`))
    .addColumn('bonus_fixed_minor', 'bigint', (c) => c.notNull().check(nonNegative('bonus_fixed_minor')))
    .addColumn('bonus_percent_bp', 'integer', (c) => c.notNull().check(sql`bonus_percent_bp between 0 and 10000`))
    .addColumn('bonus_cap_minor', 'bigint', (c) => c.notNull().check(nonNegative('bonus_cap_minor')))
    .addColumn('turnover_multiple', 'integer', (c) => c.notNull().check(sql`turnover_multiple between 1 and 3`))
    .addColumn('review', 'integer', (c) => c.notNull().check(sql`review in (0, 1)`))
    .addColumn('wallet_venue', 'varchar(32)', (c) => c.notNull())
    .addColumn('locks_wallet', 'integer', (c) => c.notNull().check(sql`locks_wallet in (0, 1)`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('activities_period', sql`ends_at > starts_at and apply_until > apply_from`)
    .execute();
  await db.schema.createIndex('activities_running').on('activities').columns(['ends_at', 'starts_at']).execute();

  await db.schema
    .createTable('activities_texts')
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id'))
    .addColumn('language_type', 'integer', (c) => c.notNull().check(sql`language_type between 1 and 3`))
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('summary', 'varchar(256)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('activities_texts_key', ['activity_id', 'language_type'])
    .execute();

  await db.schema
    .createTable('activity_gift_tiers')
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id'))
    .addColumn('tier', 'integer', (c) => c.notNull().check(sql`tier between 1 and 8`))
    .addColumn('turnover_minor', 'bigint', (c) => c.notNull().check(sql`turnover_minor > 0`))
    .addColumn('gift_minor', 'bigint', (c) => c.notNull().check(sql`gift_minor > 0`))
    .addPrimaryKeyConstraint('activity_gift_tiers_key', ['activity_id', 'tier'])
    .execute();

  await addId(db.schema.createTable('activity_applications'), database)
    .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id'))
    .addColumn('tier', 'integer')
    .addColumn('slot', 'integer', (c) => c.notNull().check(sql`slot >= 1`))
    .addColumn('status', 'varchar(8)', (c) => c.notNull().check(sql`status in ('pending', 'granted', 'rejected')`))
    .addColumn('deposit_order_no', 'varchar(40)')
    .addColumn('deposit_minor', 'bigint')
    .addColumn('bonus_minor', 'bigint', (c) => c.notNull().check(sql`bonus_minor > 0`))
    .addColumn('turnover_multiple', 'integer', (c) => c.notNull().check(sql`turnover_multiple between 1 and 3`))
    .addColumn('required_minor', 'bigint', (c) => c.notNull().check(nonNegative('required_minor')))
    .addColumn('wallet_venue', 'varchar(32)', (c) => c.notNull())
    .addColumn('locks_wallet', 'integer', (c) => c.notNull())
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id'))
    .addColumn('movement_id', 'integer', (c) => c.references('movements.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addUniqueConstraint('activity_applications_slot', ['activity_id', 'user_id', 'slot'])
    .addCheckConstraint('activity_applications_settled', sql`(status = 'pending') = (reviewed_at is null)`)
    .execute();
  await db.schema.createIndex('activity_applications_member').on('activity_applications').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('activity_applications_status').on('activity_applications').columns(['status', 'id']).execute();

  // The seed's ids (101-199) never meet the ones the database gives (SQLite takes the next after the largest).
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) await sql`alter table activities alter column id restart with 1001`.execute(db);
}

export async function down(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  for (const table of ['activity_applications', 'activity_gift_tiers', 'activities_texts', 'activities']) await db.schema.dropTable(table).execute();
}
