import type { Kysely, Selectable } from 'kysely';
import type { ActivitiesTable, Database } from '../../db/schema';
import type { ActivityKind, ActivityRules, BonusType, DepositRule, GiftTier } from '../../../machines/rules/activity';
import type { ActivityClassId } from '../../../machines/rules/activity';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';

/**
 * An activity as the feature works with it: the row read into the shared rules' shape (machines/rules/activity.ts)
 * with its period, texts in one language and stake tiers.
 */

export interface Activity extends ActivityRules {
  id: number;
  classId: ActivityClassId;
  sort: number;
  listImgUrl: string;
  startsAt: number;
  endsAt: number;
  tiers: GiftTier[];
  updatedAt: number;
}

export interface ActivityTexts {
  title: string;
  summary: string;
  content: string;
}

export function activityOf(row: Selectable<ActivitiesTable>, tiers: GiftTier[]): Activity {
  return {
    id: Number(row.id),
    classId: Number(row.class_id) as ActivityClassId,
    kind: row.kind as ActivityKind,
    sort: Number(row.sort),
    listImgUrl: row.list_img_url,
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    applyFrom: Number(row.apply_from),
    applyUntil: Number(row.apply_until),
    minVipLevel: Number(row.min_vip_level),
    depositRule: row.deposit_rule as DepositRule,
    minDepositMinor: Number(row.min_deposit_minor),
    memberDaysMin: row.member_days_min === null ? null : Number(row.member_days_min),
    memberDaysMax: row.member_days_max === null ? null : Number(row.member_days_max),
    perMemberLimit: Number(row.per_member_limit),
    bonusType: row.bonus_type as BonusType,
    bonusFixedMinor: Number(row.bonus_fixed_minor),
    bonusPercentBp: Number(row.bonus_percent_bp),
    bonusCapMinor: Number(row.bonus_cap_minor),
    turnoverMultiple: Number(row.turnover_multiple),
    review: Number(row.review) === 1,
    walletVenue: row.wallet_venue,
    locksWallet: Number(row.locks_wallet) === 1,
    tiers,
    updatedAt: Number(row.updated_at),
  };
}

/** The stake tiers of the activities named, by activity, in tier order. */
export async function tiersOf(db: Kysely<Database>, activityIds: number[]): Promise<Map<number, GiftTier[]>> {
  const byActivity = new Map<number, GiftTier[]>(activityIds.map((id) => [id, []]));
  if (activityIds.length === 0) return byActivity;
  const rows = await db.selectFrom('activity_gift_tiers').selectAll().where('activity_id', 'in', activityIds).orderBy('activity_id').orderBy('tier').execute();
  for (const row of rows) byActivity.get(Number(row.activity_id))?.push({ tier: Number(row.tier), turnoverMinor: Number(row.turnover_minor), giftMinor: Number(row.gift_minor) });
  return byActivity;
}

/** One activity, whatever its phase, or null. */
export async function findActivity(db: Kysely<Database>, id: number): Promise<Activity | null> {
  const row = await db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return activityOf(row, (await tiersOf(db, [id])).get(id) ?? []);
}

/** The texts of the activities named in `language`, by activity. */
export async function textsOf(db: Kysely<Database>, activityIds: number[], language: LanguageCode): Promise<Map<number, ActivityTexts>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('activities_texts')
    .select(['activity_id', 'title', 'summary', 'content'])
    .where('activity_id', 'in', activityIds)
    .where('language_type', '=', languageIdOf(language))
    .execute();
  return new Map(rows.map((row) => [Number(row.activity_id), { title: row.title, summary: row.summary, content: row.content }]));
}
