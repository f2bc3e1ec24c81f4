import type { Kysely } from 'kysely';

/**
 * One proof, one order: each voucher (an uploaded picture's address) a member confirms an offline deposit
 * with is written here under a unique key, so the same picture cannot prove a second order. Orders confirmed
 * before this migration keep their vouchers; the first order (by id) to use one keeps it.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await db.schema
    .createTable('recharge_vouchers')
    .ifNotExists()
    .addColumn('voucher_url', 'varchar(512)', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .execute();
  const confirmed: Array<{ id: number; voucher_urls: string }> = await db
    .selectFrom('recharge_orders')
    .select(['id', 'voucher_urls'])
    .where('voucher_urls', 'is not', null)
    .orderBy('id')
    .execute();
  for (const order of confirmed) {
    const urls = JSON.parse(order.voucher_urls) as string[];
    for (const url of urls) {
      await db.insertInto('recharge_vouchers').values({ voucher_url: url, order_id: order.id }).onConflict((oc) => oc.column('voucher_url').doNothing()).execute();
    }
  }
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await (database as AnyDb).schema.dropTable('recharge_vouchers').ifExists().execute();
}
