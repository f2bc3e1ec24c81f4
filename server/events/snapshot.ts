import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { balanceMapOfSession } from '../features/wallet/balanceQuery';
import { unreadCount } from '../features/messages/inbox';
import { CENTRAL_WALLET } from '../../machines/rules/wallet';
import type { MemberBalanceMap } from '../../contract/member';
import type { UnreadCount } from '../../contract/messages';

/**
 * What a stream sends when told something changed: the values read now, the same way the calls that
 * answer them read them (the balance poll's map, the message centre's count), so the stream and the calls
 * never disagree.
 */

export async function balanceSnapshot(db: Kysely<Database>, userId: number): Promise<MemberBalanceMap> {
  const [wallets, user] = await Promise.all([
    db.selectFrom('wallets').select(['venue', 'balance_minor', 'held_minor']).where('user_id', '=', userId).execute(),
    db.selectFrom('users').select('wallet_type').where('id', '=', userId).executeTakeFirst(),
  ]);
  let centralMinor = 0;
  let venuesMinor = 0;
  let heldMinor = 0;
  for (const wallet of wallets) {
    if (wallet.venue === CENTRAL_WALLET) {
      centralMinor += Number(wallet.balance_minor);
      heldMinor += Number(wallet.held_minor);
    } else venuesMinor += Number(wallet.balance_minor);
  }
  return balanceMapOfSession({ balances: { centralMinor, venuesMinor }, heldMinor, walletType: Number(user?.wallet_type ?? 0) });
}

export const unreadSnapshot = (db: Kysely<Database>, userId: number): Promise<UnreadCount> => unreadCount(db, userId);
