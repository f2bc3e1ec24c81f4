import { sql, type Kysely } from 'kysely';
import { addId } from './columns';
import { DEFAULT_VIP_WITHDRAW_LIMITS } from '../../../machines/rules/withdrawal';

/**
 * Withdrawals (issue 15): the 15 supported banks (names are locale keys payout.bank.<code>, icons our
 * own SVGs); the members' bank cards, crypto (USDT) accounts and e-wallet accounts; withdrawal orders,
 * each with a snapshot of the account it pays to (a later change or deletion does not rewrite it) and
 * the keys of its ledger movements; the VIP levels' daily withdrawal count and limit; and the house
 * account withdrawals are paid out to.
 *
 * A partial unique index allows one order awaiting review per member: "nothing else may be submitted"
 * holds even for two submissions at once.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

export const SYSTEM_BANK_CODES = ['ICBC', 'CCB', 'ABC', 'BOC', 'BOCOM', 'CMB', 'PSBC', 'CITIC', 'CEB', 'CMBC', 'PAB', 'SPDB', 'CIB', 'HXB', 'GDB'] as const;

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await sql`insert into house_accounts (code, description) values ('withdrawals', 'Member withdrawals paid out, and appointment bonuses paid')`.execute(db);

  await addId(db.schema.createTable('system_banks'), database)
    .addColumn('bank_code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('icon_url', 'varchar(128)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('system_banks')
    .values(SYSTEM_BANK_CODES.map((code, index) => ({ bank_code: code, icon_url: `/img/banks/${code.toLowerCase()}.svg`, sort_order: index + 1 })))
    .execute();

  await addId(db.schema.createTable('user_bank_cards'), database)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('holder_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('card_type', 'integer', (c) => c.notNull())
    .addColumn('bank_id', 'integer', (c) => c.notNull().references('system_banks.id'))
    .addColumn('card_no', 'varchar(19)', (c) => c.notNull())
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('user_bank_cards_number', ['user_id', 'card_no'])
    .execute();

  await addId(db.schema.createTable('user_blockchain_accounts'), database)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('alias', 'varchar(30)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('protocol', 'varchar(8)', (c) => c.notNull().check(sql`protocol in ('TRC20', 'ERC20')`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('user_blockchain_accounts_address', ['user_id', 'protocol', 'address'])
    .execute();

  await addId(db.schema.createTable('user_third_part_accounts'), database)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().check(sql`kind in ('koi', 'eb')`))
    .addColumn('alias', 'varchar(30)', (c) => c.notNull())
    .addColumn('account', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('user_third_part_accounts_account', ['user_id', 'kind', 'account'])
    .execute();

  await addId(db.schema.createTable('withdraw_orders'), database)
    .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('account_kind', 'varchar(16)', (c) => c.notNull().check(sql`account_kind in ('bankCard', 'blockchain', 'thirdPart')`))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    // The account as it was when submitted: its bank, alias or kind, and its masked number or address.
    .addColumn('account_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('method', 'varchar(16)', (c) => c.notNull().check(sql`method in ('appointment', 'instant')`))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    // The appointment bonus this order earns when paid (0 for instant).
    .addColumn('bonus_minor', 'bigint', (c) => c.notNull().check(sql`bonus_minor >= 0`))
    .addColumn('status', 'integer', (c) => c.notNull().check(sql`status between 0 and 2`))
    .addColumn('reject_reason', 'varchar(200)')
    // The pending movement that holds the amount, and the keys that settle it (post or void) and pay the bonus.
    .addColumn('hold_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('settle_key', 'varchar(100)')
    .addColumn('bonus_key', 'varchar(100)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'varchar(16)')
    .execute();
  await db.schema.createIndex('withdraw_orders_member_time').on('withdraw_orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('withdraw_orders_status_time').on('withdraw_orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('withdraw_orders_one_reviewing').on('withdraw_orders').column('user_id').unique().where(sql.ref('status'), '=', 0).execute();

  await db.schema
    .createTable('vip_withdraw_limits')
    .addColumn('vip_level', 'integer', (c) => c.primaryKey())
    .addColumn('daily_count', 'integer', (c) => c.notNull().check(sql`daily_count >= 0`))
    .addColumn('daily_limit_minor', 'bigint', (c) => c.notNull().check(sql`daily_limit_minor >= 0`))
    .execute();
  await db
    .insertInto('vip_withdraw_limits')
    .values(DEFAULT_VIP_WITHDRAW_LIMITS.map((row) => ({ vip_level: row.level, daily_count: row.dailyCount, daily_limit_minor: row.dailyLimitMinor })))
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  for (const table of ['vip_withdraw_limits', 'withdraw_orders', 'user_third_part_accounts', 'user_blockchain_accounts', 'user_bank_cards', 'system_banks']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`delete from house_accounts where code = 'withdrawals'`.execute(db);
}
