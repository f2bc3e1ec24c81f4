import type { Harness } from './harness';
import { createMember } from './flows';
import { issueToken } from '../../server/features/auth/tokens';
import { HOUSE } from '../../server/ledger/ledger';
import { lockMemberWallets, moveMemberMoney } from '../../server/features/wallet/wallets';
import { placeSettledBet } from '../../server/features/bets/service';
import { businessDayStart } from '../../machines/rules/businessDay';
import { HOUR } from './flows';

/** Steps the VIP and welfare tests share: the server clock at a business-day moment, members, and valid turnover on a day. */

/** Moves the harness clock to an instant (backwards too: the sandbox clock is an offset). */
export function clockTo(h: Harness, at: number) {
  h.clock.advance(at - h.clock.now());
}

/** A moment of a business day (UTC+8): `clockAt(h, '2026-11-28', 1)` is Saturday 01:00:00 there. */
export const momentOf = (day: string, hours = 0, minutes = 0, seconds = 0) => businessDayStart(day) + hours * HOUR + (minutes * 60 + seconds) * 1000;

let serial = 0;
/** A member registered now on the harness clock, at `level` (as the registration wrote it). */
export async function vipMember(h: Harness, prefix: string, level = 0) {
  serial += 1;
  const member = await createMember(h, `${prefix}${String(serial).padStart(4, '0')}`);
  if (level > 0) await h.db.updateTable('users').set({ level_id: level }).where('id', '=', member.userId).execute();
  return member;
}

/** A fresh token (days pass between calls in these tests, past a session's idle limit). */
export const tokenOf = (h: Harness, userId: number) => issueToken(h.db, h.clock, userId);

let betSerial = 0;
/**
 * Valid turnover settled now at a venue: the venue wallet is funded from the sandbox account, then one bet
 * of `stakeMinor` settles as a push (the stake comes back), so the member's money is as before.
 */
export async function betNow(h: Harness, userId: number, stakeMinor: number, platType = 'pgx') {
  await h.db.transaction().execute(async (trx) => {
    const wallets = await lockMemberWallets(trx, userId, [platType]);
    const venue = wallets.get(platType)!;
    betSerial += 1;
    await moveMemberMoney(
      trx,
      h.clock,
      {
        key: `vip-test-fund:${userId}:${betSerial}`,
        kind: 'sandbox',
        referencePrefix: 'SB',
        userId,
        amountMinor: stakeMinor,
        legs: [
          { account: { house: HOUSE.sandbox }, amountMinor: -stakeMinor },
          { account: { walletId: venue.id }, amountMinor: stakeMinor },
        ],
      },
      wallets.values(),
    );
  });
  betSerial += 1;
  await placeSettledBet(
    h.db,
    h.clock,
    { memberId: userId, platType, gameCode: 'vip-test', roundId: `vip-round-${betSerial}`, stakeMinor, key: `vip-bet-${betSerial}` },
    (stake) => ({ payoutMinor: stake }),
  );
}
