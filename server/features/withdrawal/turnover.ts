import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { validTurnover } from '../bets/service';
import { WITHDRAW_STATUS } from '../../../machines/rules/withdrawal';

/**
 * The turnover requirement (spec section 9: 1x each deposit, or a promotion's multiple): the sum of the
 * requirements recorded since the member's last paid withdrawal, less the valid turnover settled since
 * the first of them. A paid withdrawal clears what came before it. Valid turnover is the bets feature's
 * one reading (validTurnover: settled bets' valid stakes by settle time), so VIP, rebates and this agree.
 */

/** Turnover the member still owes before money may leave, in minor units (0: free to withdraw). */
export async function remainingTurnoverMinor(db: Kysely<Database>, userId: number, now: number): Promise<number> {
  return (await turnoverStanding(db, userId, now)).remainingMinor;
}

/** The requirement since the last paid withdrawal and what is still owed of it, in minor units. */
export async function turnoverStanding(db: Kysely<Database>, userId: number, now: number): Promise<{ requiredMinor: number; remainingMinor: number }> {
  const lastPaid = await db
    .selectFrom('withdraw_orders')
    .select((eb) => eb.fn.max('reviewed_at').as('at'))
    .where('user_id', '=', userId)
    .where('status', '=', WITHDRAW_STATUS.paid)
    .executeTakeFirst();
  const since = lastPaid?.at === null || lastPaid?.at === undefined ? -1 : Number(lastPaid.at);
  const owed = await db
    .selectFrom('turnover_requirements')
    .select((eb) => [eb.fn.sum<number>('required_minor').as('required'), eb.fn.min<number>('created_at').as('first')])
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const required = Number(owed.required ?? 0);
  if (required === 0) return { requiredMinor: 0, remainingMinor: 0 };
  // Bets settled up to and including now count ([first, now + 1)).
  const done = await validTurnover(db, userId, Number(owed.first), now + 1);
  return { requiredMinor: required, remainingMinor: Math.max(0, required - done) };
}
