import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';
import { depositDayStart } from '../../../machines/rules/deposit';
import { DEFAULT_VIP_WITHDRAW_LIMITS, WITHDRAW_STATUS, type WithdrawFacts } from '../../../machines/rules/withdrawal';
import { memberFacts } from '../payout/accountGuards';
import { turnoverStanding } from './turnover';
import { withdrawLimitsOf } from '../vip/levels';

/**
 * The facts the withdrawal gate reads (machines/rules/withdrawal.ts), as the database holds them now.
 * The site's machine reads the same through /withdraw/checkIsQuickWithdraw; the server reads them again
 * on submission, inside the transaction that holds the money.
 *
 * The day of the daily count and limit is the site's business day (UTC+8, as the deposit cancels').
 */

export interface MemberWithdrawFacts extends WithdrawFacts {
  vipLevel: number;
  venueMinor: number;
}

/** The level's daily count and limit, from the VIP configuration (the one source); the defaults before it is loaded. */
async function vipLimits(db: Kysely<Database>, level: number) {
  const fallback = DEFAULT_VIP_WITHDRAW_LIMITS[0];
  return (await withdrawLimitsOf(db, level)) ?? { dailyCount: fallback.dailyCount, dailyLimitMinor: fallback.dailyLimitMinor };
}

export async function withdrawFacts(db: Kysely<Database>, userId: number, now: number): Promise<MemberWithdrawFacts> {
  const member = await memberFacts(db, userId);
  const limits = await vipLimits(db, member.vipLevel);
  const orders = await db
    .selectFrom('withdraw_orders')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('status', '=', WITHDRAW_STATUS.reviewing).then(1).else(0).end()).as('reviewing'),
      eb.fn.sum<number>(eb.case().when('status', '=', WITHDRAW_STATUS.paid).then(1).else(0).end()).as('paid'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // Today's orders that still stand (awaiting review, paying or paid): a rejected one, or one whose payout
  // failed, gives its count and amount back.
  const today = await db
    .selectFrom('withdraw_orders')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount_minor').as('total')])
    .where('user_id', '=', userId)
    .where('status', 'not in', [WITHDRAW_STATUS.rejected, WITHDRAW_STATUS.payoutFailed])
    .where('created_at', '>=', depositDayStart(now))
    .executeTakeFirstOrThrow();
  const wallets = await db.selectFrom('wallets').select(['venue', 'balance_minor', 'held_minor']).where('user_id', '=', userId).execute();
  const central = wallets.find((wallet) => wallet.venue === CENTRAL_WALLET);
  const turnover = await turnoverStanding(db, userId, now);
  return {
    hasRealName: member.realName !== null,
    hasPhone: member.phone !== null,
    hasWithdrawPassword: member.hasWithdrawPassword,
    hasReviewingOrder: Number(orders.reviewing ?? 0) > 0,
    hasPaidWithdrawal: Number(orders.paid ?? 0) > 0,
    remainingTurnoverMinor: turnover.remainingMinor,
    requiredTurnoverMinor: turnover.requiredMinor,
    dailyCountLimit: limits.dailyCount,
    dailyCountUsed: Number(today.n),
    dailyAmountLimitMinor: limits.dailyLimitMinor,
    dailyAmountUsedMinor: Number(today.total ?? 0),
    availableMinor: central ? Number(central.balance_minor) - Number(central.held_minor) : 0,
    vipLevel: member.vipLevel,
    venueMinor: wallets.filter((wallet) => wallet.venue !== CENTRAL_WALLET).reduce((sum, wallet) => sum + Number(wallet.balance_minor), 0),
  };
}
