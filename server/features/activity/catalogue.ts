import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError } from '../../errors';
import { translate } from '../../http/messages';
import { formatMinor } from '../../../machines/rules/money';
import { ACTIVITY_CLASSES, type ActivityClassId } from '../../../machines/rules/activity';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';
import type { ActivityClass, ActivityDetail, ActivityRulesView, ActivitySummary } from '../../../contract/activity';
import { activityOf, findActivity, textsOf, tiersOf, type Activity, type ActivityTexts } from './activityRows';

/**
 * What anyone may read of the promotions (spec section 7, guest calls): the classifications, the running
 * activities by page and one running activity in full. An activity is shown from its start to its end (an
 * operator's end moves that to the moment they ended it); any other id answers 404, as an id that does not exist.
 */

export const activityNotFound = () => new DomainError(404, 'activity.refuse.notFound');

export function activityClasses(language: LanguageCode): ActivityClass[] {
  return ACTIVITY_CLASSES.map((each) => ({ id: each.id, name: translate(language, `activity.class.${each.key}`) }));
}

const isRunning = (activity: Pick<Activity, 'startsAt' | 'endsAt'>, now: number) => activity.startsAt <= now && now < activity.endsAt;

export function summaryView(activity: Activity, texts: ActivityTexts | undefined): ActivitySummary {
  return {
    id: activity.id,
    activityClassId: activity.classId,
    kind: activity.kind,
    listImgUrl: activity.listImgUrl,
    title: texts?.title ?? '',
    summary: texts?.summary ?? '',
    startTime: activity.startsAt,
    endTime: activity.endsAt,
    applyStartTime: activity.applyFrom,
    applyEndTime: activity.applyUntil,
  };
}

/** A wallet's name in `language`: the central wallet, or the venue's title. */
export async function walletNameOf(db: Kysely<Database>, venue: string, language: LanguageCode): Promise<string> {
  if (venue === CENTRAL_WALLET) return translate(language, 'wallet.central');
  const row = await db
    .selectFrom('platforms_texts')
    .select('title')
    .where('plat_type', '=', venue)
    .where('language_type', '=', languageIdOf(language))
    .executeTakeFirst();
  return row?.title ?? venue;
}

/** Percent with two decimals from basis points: 10000 → "100.00". */
export const percentText = (bp: number) => (bp / 100).toFixed(2);

export function rulesView(activity: Activity, walletName: string): ActivityRulesView {
  return {
    minVipLevel: activity.minVipLevel,
    depositRule: activity.depositRule,
    minDeposit: formatMinor(activity.minDepositMinor),
    memberDaysMin: activity.memberDaysMin,
    memberDaysMax: activity.memberDaysMax,
    perMemberLimit: activity.perMemberLimit,
    bonusType: activity.bonusType,
    bonusAmount: formatMinor(activity.bonusFixedMinor),
    bonusPercent: percentText(activity.bonusPercentBp),
    bonusCap: formatMinor(activity.bonusCapMinor),
    turnoverMultiple: activity.turnoverMultiple,
    review: activity.review,
    walletVenue: activity.walletVenue,
    walletName,
    locksWallet: activity.locksWallet,
  };
}

export const tierViews = (activity: Activity) =>
  activity.tiers.map((tier) => ({ tier: tier.tier, turnover: formatMinor(tier.turnoverMinor), gift: formatMinor(tier.giftMinor) }));

export interface ActivityListQuery {
  /** A classification's digit, or empty for all (the contract has checked it). */
  activityClassId?: string;
  pageIndex?: number;
  pageSize?: number;
}

/** A page of the running activities, lowest sort first, of one classification or all. */
export async function listActivities(db: Kysely<Database>, now: number, query: ActivityListQuery, language: LanguageCode) {
  const pageIndex = query.pageIndex ?? 1;
  const pageSize = query.pageSize ?? 10;
  const classId = query.activityClassId ? (Number(query.activityClassId) as ActivityClassId) : null;
  const running = db
    .selectFrom('activities')
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .$if(classId !== null, (qb) => qb.where('class_id', '=', classId!));
  const { total } = await running.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await running
    .selectAll()
    .orderBy('sort')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute();
  const ids = rows.map((row) => Number(row.id));
  const [tiers, texts] = await Promise.all([tiersOf(db, ids), textsOf(db, ids, language)]);
  const records = rows.map((row) => summaryView(activityOf(row, tiers.get(Number(row.id)) ?? []), texts.get(Number(row.id))));
  return { records, total: Number(total), pageIndex, pageSize };
}

/** A running activity, or 404. */
export async function runningActivity(db: Kysely<Database>, id: number, now: number): Promise<Activity> {
  const activity = await findActivity(db, id);
  if (!activity || !isRunning(activity, now)) throw activityNotFound();
  return activity;
}

export async function activityDetail(db: Kysely<Database>, id: number, now: number, language: LanguageCode): Promise<ActivityDetail> {
  const activity = await runningActivity(db, id, now);
  const texts = (await textsOf(db, [id], language)).get(id);
  return {
    ...summaryView(activity, texts),
    content: texts?.content ?? '',
    rules: rulesView(activity, await walletNameOf(db, activity.walletVenue, language)),
    tiers: tierViews(activity),
  };
}
