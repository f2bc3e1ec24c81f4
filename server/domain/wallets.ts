import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export const CENTRAL_WALLET = 'central';

export async function openCentralWallet(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.insertInto('wallets').values({ user_id: userId, venue: CENTRAL_WALLET, balance_minor: 0 }).execute();
}

export async function centralBalance(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallets')
    .select('balance_minor')
    .where('user_id', '=', userId)
    .where('venue', '=', CENTRAL_WALLET)
    .executeTakeFirst();
  return Number(row?.balance_minor ?? 0);
}
