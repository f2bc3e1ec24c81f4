import { sql, type Kysely } from 'kysely';
import { addId } from './columns';

/**
 * Deposits (issue 13): recharge orders with their receiving account, remark code, vouchers and status;
 * the providers' notifications as received (an authentic one's event id is unique, so a replay is
 * refused); the turnover each credited deposit requires before a withdrawal; the operator's actions;
 * and the house account deposits are credited from. Payment methods and providers are configuration
 * in code (server/features/deposit/methods.ts, server/features/payments/providers.ts).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await sql`insert into house_accounts (code, description) values ('deposits', 'Member deposits (bank, providers, crypto)')`.execute(db);

  await addId(db.schema.createTable('recharge_orders'), database)
    .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('payment_method_id', 'integer', (c) => c.notNull())
    .addColumn('recharge_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('pay_mode', 'varchar(8)', (c) => c.notNull().check(sql`pay_mode in ('offline', 'online')`))
    .addColumn('channel_id', 'integer')
    .addColumn('provider_code', 'varchar(32)')
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('depositor_name', 'varchar(64)')
    .addColumn('protocol', 'varchar(8)')
    // The receiving account as it was when the order was made (JSON), so a later change does not rewrite it.
    .addColumn('account_json', 'text')
    .addColumn('remark_code', 'varchar(16)')
    // JSON list of upload addresses.
    .addColumn('voucher_urls', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('pay_url', 'varchar(512)')
    .addColumn('status', 'integer', (c) => c.notNull().check(sql`status between 0 and 6`))
    .addColumn('cancel_reason', 'varchar(64)')
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('expire_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('settled_at', 'bigint')
    // The ledger movement that credited it (status 2 only).
    .addColumn('movement_id', 'integer', (c) => c.references('movements.id'))
    .execute();
  await db.schema.createIndex('recharge_orders_member_time').on('recharge_orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('recharge_orders_status_expiry').on('recharge_orders').columns(['status', 'expire_at']).execute();
  await db.schema.createIndex('recharge_orders_member_cancels').on('recharge_orders').columns(['user_id', 'cancelled_at']).execute();

  await addId(db.schema.createTable('pay_notifications'), database)
    .addColumn('provider_code', 'varchar(32)', (c) => c.notNull())
    // Null when the signature did not verify: only an authentic event id can be "seen".
    .addColumn('event_id', 'varchar(128)')
    .addColumn('order_no', 'varchar(64)')
    // accepted, repeated (valid, nothing more to credit) or refused:<reason>.
    .addColumn('outcome', 'varchar(48)', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pay_notifications_event').on('pay_notifications').columns(['provider_code', 'event_id']).unique().execute();

  await addId(db.schema.createTable('turnover_requirements'), database)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('source_ref', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('multiple', 'integer', (c) => c.notNull().check(sql`multiple >= 1`))
    .addColumn('required_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('turnover_requirements_source', ['source', 'source_ref'])
    .execute();
  await db.schema.createIndex('turnover_requirements_member').on('turnover_requirements').column('user_id').execute();

  await addId(db.schema.createTable('operator_actions'), database)
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('target', 'varchar(64)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  for (const table of ['operator_actions', 'turnover_requirements', 'pay_notifications', 'recharge_orders']) await db.schema.dropTable(table).execute();
  await sql`delete from house_accounts where code = 'deposits'`.execute(db);
}
