import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { translate } from '../../http/messages';
import { validTurnover } from '../bets/service';
import { formatMinor } from '../../../machines/rules/money';
import { RECHARGE_STATUS } from '../../../machines/rules/deposit';
import { businessTimeText } from '../../../machines/rules/businessDay';
import { applicationProblems, bonusMinorOf, tierProblems, type ActivityProblem, type GiftTier, type MemberFacts } from '../../../machines/rules/activity';
import type { LanguageCode } from '../../../machines/rules/language';
import type { ApplyStanding } from '../../../contract/activity';
import type { Activity } from './activityRows';
import { applicationRows, giftRecordViews } from './giftRecords';

/**
 * Where a member stands for an activity (or a betting gift's tier): the facts the rules read (machines/rules/
 * activity.ts, the same rules the apply call enforces), the problems in the member's words, what an application
 * would be worth, and their latest application to it.
 */

export interface FirstDeposit {
  orderNo: string;
  amountMinor: number;
}

/** The member's first credited deposit (what was credited: a payment held for review credits what was paid). */
export async function firstDepositOf(db: Kysely<Database>, userId: number): Promise<FirstDeposit | null> {
  const row = await db
    .selectFrom('recharge_orders')
    .select(['order_no', 'amount_minor', 'paid_minor'])
    .where('user_id', '=', userId)
    .where('status', '=', RECHARGE_STATUS.credited)
    .orderBy('settled_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? { orderNo: row.order_no, amountMinor: Number(row.paid_minor ?? row.amount_minor) } : null;
}

/** The member's applications to the activity (to one tier of a betting gift), by status. */
async function heldOf(db: Kysely<Database>, userId: number, activityId: number, tier: number | null) {
  const rows = await db
    .selectFrom('activity_applications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .where('activity_id', '=', activityId)
    .$if(tier !== null, (qb) => qb.where('tier', '=', tier!))
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { pending: count('pending'), granted: count('granted'), all: count('pending') + count('granted') + count('rejected') };
}

export interface Judgement {
  problems: ActivityProblem[];
  facts: MemberFacts;
  firstDeposit: FirstDeposit | null;
  /** What an application now is worth (0 when nothing is known yet, such as a percentage without a deposit). */
  bonusMinor: number;
  /** Applications the member ever made to it (rejected ones too): the next one's slot follows them. */
  made: number;
  tier: GiftTier | null;
}

/** The tier a betting gift's claim names; a bonus activity takes none. */
export function tierOf(activity: Activity, tier: number | null | undefined): GiftTier | null {
  if (activity.kind !== 'bettingGift') {
    if (tier !== undefined && tier !== null) throw badRequest('activity.refuse.noTier', {}, 'tier');
    return null;
  }
  const found = activity.tiers.find((each) => each.tier === tier);
  if (!found) throw badRequest('activity.refuse.noTier', {}, 'tier');
  return found;
}

/** The member's valid turnover over a betting gift's period, up to now (bets settled at now included). */
export const giftTurnoverMinor = (db: Kysely<Database>, userId: number, activity: Activity, now: number) =>
  validTurnover(db, userId, activity.startsAt, Math.min(now + 1, activity.endsAt));

/** Judges an application of the member now, inside the caller's transaction or not. */
export async function judge(db: Kysely<Database>, userId: number, activity: Activity, tierNumber: number | null | undefined, now: number): Promise<Judgement> {
  const tier = tierOf(activity, tierNumber);
  const member = await db.selectFrom('users').select(['level_id', 'created_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  const held = await heldOf(db, userId, activity.id, tier?.tier ?? null);
  const firstDeposit = activity.depositRule === 'first' ? await firstDepositOf(db, userId) : null;
  const facts: MemberFacts = {
    vipLevel: Number(member.level_id),
    registeredAt: Number(member.created_at),
    firstDeposit,
    heldApplications: held.pending + held.granted,
    pending: held.pending > 0,
  };
  if (tier) {
    const turnover = await giftTurnoverMinor(db, userId, activity, now);
    return { problems: tierProblems(activity, tier, turnover, held.granted + held.pending > 0, now, businessTimeText), facts, firstDeposit, bonusMinor: tier.giftMinor, made: held.all, tier };
  }
  const bonusMinor = activity.bonusType === 'percent' && !firstDeposit ? 0 : bonusMinorOf(activity, firstDeposit?.amountMinor ?? null);
  return { problems: applicationProblems(activity, facts, now, businessTimeText), facts, firstDeposit, bonusMinor, made: held.all, tier: null };
}

export const problemText = (problem: ActivityProblem, language: LanguageCode) => translate(language, problem.key, problem.values);

/** The member's standing as the site reads it. */
export async function standingOf(db: Kysely<Database>, userId: number, activity: Activity, tier: number | null | undefined, now: number, language: LanguageCode): Promise<ApplyStanding> {
  const judged = await judge(db, userId, activity, tier, now);
  const latest = await applicationRows(db, language)
    .where('activity_applications.user_id', '=', userId)
    .where('activity_applications.activity_id', '=', activity.id)
    .$if(judged.tier !== null, (qb) => qb.where('activity_applications.tier', '=', judged.tier!.tier))
    .orderBy('activity_applications.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    eligible: judged.problems.length === 0,
    problems: judged.problems.map((problem) => problemText(problem, language)),
    bonus: judged.bonusMinor > 0 ? formatMinor(judged.bonusMinor) : null,
    latest: latest ? (await giftRecordViews(db, [latest], language))[0] : null,
  };
}
