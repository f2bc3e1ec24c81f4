import { sql, type Kysely } from 'kysely';
import { addId } from './columns';

/**
 * Crypto at the operator's rate (issue 22): a USDT deposit was credited 1:1 to the CNY wallet.
 *
 * - crypto_rates: the USDT rate as a site setting with its time, one row each time an operator sets it
 *   (the newest row is the rate in force; the older ones say which rate held when). A rate is CNY per
 *   USDT in 1/10,000 CNY (machines/rules/cryptoRate.ts).
 * - recharge_orders and withdraw_orders: a crypto order keeps the USDT amount (USDT cents), the rate it was
 *   made at and that rate's time, beside amount_minor, which stays the CNY (fen) the ledger moves: credited
 *   by a deposit, held and paid out by a withdrawal. The three are set together, or all null (not crypto).
 *
 * USDT orders made before this migration carry no rate, since none existed: their amount_minor was the
 * USDT amount taken 1:1, and they are left as they were made (crypto orders expire unpaid after 30 minutes;
 * an operator reviews any such order still awaiting confirmation).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

const ORDER_TABLES = ['recharge_orders', 'withdraw_orders'] as const;

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await addId(db.schema.createTable('crypto_rates'), database)
    .addColumn('currency', 'varchar(8)', (c) => c.notNull().check(sql`currency = 'USDT'`))
    .addColumn('rate_e4', 'bigint', (c) => c.notNull().check(sql`rate_e4 > 0`))
    .addColumn('set_at', 'bigint', (c) => c.notNull())
    // Who set it: an operator's name, or "seed" for the sandbox's own.
    .addColumn('set_by', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('crypto_rates_currency').on('crypto_rates').columns(['currency', 'id']).execute();

  for (const table of ORDER_TABLES) {
    await db.schema.alterTable(table).addColumn('crypto_amount_minor', 'bigint', (c) => c.check(sql`crypto_amount_minor > 0`)).execute();
    await db.schema.alterTable(table).addColumn('crypto_rate_e4', 'bigint', (c) => c.check(sql`crypto_rate_e4 > 0`)).execute();
    await db.schema.alterTable(table).addColumn('crypto_rate_set_at', 'bigint').execute();
  }
}

export async function down(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  for (const table of ORDER_TABLES) {
    for (const column of ['crypto_rate_set_at', 'crypto_rate_e4', 'crypto_amount_minor']) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.dropTable('crypto_rates').execute();
}
