import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';
import { formatMinor } from '../../../machines/rules/money';
import { WITHDRAW_STATUS } from '../../../machines/rules/withdrawal';
import type { HeldBalanceMap } from '../../../contract/withdrawal';

/**
 * The member's central wallet split as the header shows it. What is held is the ledger's own figure
 * (held_minor: what open pending movements reserve; only a withdrawal under review opens one on the
 * central wallet), read in one row with the balance so the two always add up.
 */
export async function heldBalanceMap(db: Kysely<Database>, userId: number): Promise<HeldBalanceMap> {
  const row = await db
    .selectFrom('wallets')
    .select((eb) => [
      'balance_minor',
      'held_minor',
      eb
        .selectFrom('withdraw_orders')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .where('withdraw_orders.user_id', '=', userId)
        .where('withdraw_orders.status', '=', WITHDRAW_STATUS.reviewing)
        .as('reviewing'),
    ])
    .where('user_id', '=', userId)
    .where('venue', '=', CENTRAL_WALLET)
    .executeTakeFirst();
  const balance = Number(row?.balance_minor ?? 0);
  const held = Number(row?.held_minor ?? 0);
  return {
    balance: formatMinor(balance),
    availableBalance: formatMinor(balance - held),
    heldBalance: formatMinor(held),
    reviewingCount: Number(row?.reviewing ?? 0),
  };
}
