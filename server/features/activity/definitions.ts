import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest, conflict } from '../../errors';
import { checkHelpHtml } from '../content/helpHtml';
import { requireVenue } from '../wallet/wallets';
import { recordAction } from '../ops/actions';
import type { ActingOperator } from '../ops/operators';
import { pageAnswer, pageOf } from '../ops/paging';
import { formatMinor } from '../../../machines/rules/money';
import { activityDefinitionProblem, activityPhase, type ActivityPhase } from '../../../machines/rules/activity';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';
import { LANGUAGES } from '../../../machines/rules/language';
import type { ActivityInput, OpsActivity } from '../../../contract/activity';
import { activityOf, findActivity, tiersOf, type Activity } from './activityRows';
import { activityNotFound, percentText } from './catalogue';

/**
 * Operators write activities (POST /web/ops/activities, PUT …/{id}, POST …/{id}/end): the contract checks
 * each value's shape; here the rules between values (machines/rules/activity.ts activityDefinitionProblem), the
 * wallet named (a venue that exists), and each body's HTML (the help articles' allowed HTML: headings,
 * paragraphs, lists, tables, strong, em, in-site links; anything else is refused naming the language and
 * line). A start in the future schedules an activity; ending one moves its end (and its window's) to now.
 * Each change and its operator_actions row are one transaction.
 */

/** "12", "12.5", "12.50" in minor units (the contract's pattern has already been checked). */
export const minorOfText = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** The row an input describes, less the times the database keeps. */
function definitionOf(input: ActivityInput) {
  return {
    class_id: input.activityClassId,
    kind: input.kind,
    sort: input.sort,
    list_img_url: input.listImgUrl,
    starts_at: input.startTime,
    ends_at: input.endTime,
    apply_from: input.applyStartTime,
    apply_until: input.applyEndTime,
    min_vip_level: input.minVipLevel,
    deposit_rule: input.depositRule,
    min_deposit_minor: minorOfText(input.minDeposit),
    member_days_min: input.memberDaysMin,
    member_days_max: input.memberDaysMax,
    per_member_limit: input.perMemberLimit,
    bonus_type: input.bonusType,
    bonus_fixed_minor: minorOfText(input.bonusAmount),
    bonus_percent_bp: minorOfText(input.bonusPercent),
    bonus_cap_minor: minorOfText(input.bonusCap),
    turnover_multiple: input.turnoverMultiple,
    review: input.review ? 1 : 0,
    wallet_venue: input.walletVenue,
    locks_wallet: input.locksWallet ? 1 : 0,
  };
}

/** What is wrong between an input's values (the shared rule), or null. */
export function inputProblem(input: ActivityInput) {
  const row = { ...definitionOf(input), id: 0, created_at: 0, updated_at: 0 };
  const tiers = input.tiers.map((tier, index) => ({ tier: index + 1, turnoverMinor: minorOfText(tier.turnover), giftMinor: minorOfText(tier.gift) }));
  return activityDefinitionProblem(activityOf(row, tiers));
}

/** Refuses an input whose values do not fit together, naming the field. */
async function checkInput(db: Kysely<Database>, input: ActivityInput): Promise<void> {
  const problem = inputProblem(input);
  if (problem) throw badRequest(problem.key, {}, problem.field);
  if (input.walletVenue !== CENTRAL_WALLET) {
    try {
      await requireVenue(db, input.walletVenue);
    } catch {
      throw badRequest('activity.ops.unknownWallet', { wallet: input.walletVenue }, 'walletVenue');
    }
  }
  for (const language of LANGUAGES) {
    const htmlProblem = checkHelpHtml(input.texts[language.code].content);
    if (htmlProblem) throw badRequest('activity.ops.html', { language: language.code, problem: htmlProblem }, `texts.${language.code}.content`);
  }
}

/** Writes the texts and tiers of an activity, replacing what it had. */
async function writeParts(trx: Transaction<Database>, id: number, input: ActivityInput): Promise<void> {
  await trx.deleteFrom('activities_texts').where('activity_id', '=', id).execute();
  await trx.deleteFrom('activity_gift_tiers').where('activity_id', '=', id).execute();
  await trx
    .insertInto('activities_texts')
    .values(LANGUAGES.map((language) => ({ activity_id: id, language_type: language.id, ...input.texts[language.code] })))
    .execute();
  if (input.tiers.length > 0) {
    await trx
      .insertInto('activity_gift_tiers')
      .values(input.tiers.map((tier, index) => ({ activity_id: id, tier: index + 1, turnover_minor: minorOfText(tier.turnover), gift_minor: minorOfText(tier.gift) })))
      .execute();
  }
}

/** Writes a new activity (with its id, for the sandbox seed) in the caller's transaction. */
export async function insertActivity(trx: Transaction<Database>, now: number, input: ActivityInput, id?: number): Promise<number> {
  const { id: written } = await trx
    .insertInto('activities')
    .values({ ...(id === undefined ? {} : { id }), ...definitionOf(input), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeParts(trx, Number(written), input);
  return Number(written);
}

export async function createActivity(db: Kysely<Database>, clock: Clock, operator: ActingOperator, input: ActivityInput): Promise<OpsActivity> {
  await checkInput(db, input);
  const id = await db.transaction().execute(async (trx) => {
    const created = await insertActivity(trx, clock.now(), input);
    await recordAction(trx, clock, operator, { action: 'activity.create', targetKind: 'activity', targetId: String(created), detail: input.texts.en.title });
    return created;
  });
  return opsActivityById(db, id, clock.now());
}

export async function editActivity(db: Kysely<Database>, clock: Clock, operator: ActingOperator, id: number, input: ActivityInput): Promise<OpsActivity> {
  await checkInput(db, input);
  await db.transaction().execute(async (trx) => {
    const now = clock.now();
    // Only an activity that has not ended changes (the condition is in the update itself).
    const updated = await trx.updateTable('activities').set({ ...definitionOf(input), updated_at: now }).where('id', '=', id).where('ends_at', '>', now).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw (await trx.selectFrom('activities').select('id').where('id', '=', id).executeTakeFirst()) ? conflict('activity.ops.ended') : activityNotFound();
    await writeParts(trx, id, input);
    await recordAction(trx, clock, operator, { action: 'activity.edit', targetKind: 'activity', targetId: String(id), detail: input.texts.en.title });
  });
  return opsActivityById(db, id, clock.now());
}

/**
 * Ends an activity now: its end (and its window's) moves to now, so it leaves the list and takes no more
 * applications; one still scheduled gets a period that ended before it began showing. Pending applications
 * stay to be decided.
 */
export async function endActivity(db: Kysely<Database>, clock: Clock, operator: ActingOperator, id: number): Promise<OpsActivity> {
  await db.transaction().execute(async (trx) => {
    const now = clock.now();
    const activity = await findActivity(trx, id);
    if (!activity) throw activityNotFound();
    if (activityPhase(activity, now) === 'ended') throw conflict('activity.ops.ended');
    const applyUntil = Math.min(activity.applyUntil, now);
    await trx
      .updateTable('activities')
      .set({
        starts_at: Math.min(activity.startsAt, now - 1),
        ends_at: now,
        apply_from: Math.min(activity.applyFrom, applyUntil - 1),
        apply_until: applyUntil,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await recordAction(trx, clock, operator, { action: 'activity.end', targetKind: 'activity', targetId: String(id) });
  });
  return opsActivityById(db, id, clock.now());
}

async function opsActivityOf(db: Kysely<Database>, activity: Activity, now: number): Promise<OpsActivity> {
  const texts = await db.selectFrom('activities_texts').selectAll().where('activity_id', '=', activity.id).execute();
  const textOf = (languageType: number) => {
    const row = texts.find((each) => Number(each.language_type) === languageType);
    return { title: row?.title ?? '', summary: row?.summary ?? '', content: row?.content ?? '' };
  };
  const counts = await db
    .selectFrom('activity_applications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('activity_id', '=', activity.id)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.count ?? 0);
  return {
    id: activity.id,
    phase: activityPhase(activity, now),
    activityClassId: activity.classId,
    kind: activity.kind,
    sort: activity.sort,
    listImgUrl: activity.listImgUrl,
    startTime: activity.startsAt,
    endTime: activity.endsAt,
    applyStartTime: activity.applyFrom,
    applyEndTime: activity.applyUntil,
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
    locksWallet: activity.locksWallet,
    tiers: activity.tiers.map((tier) => ({ turnover: formatMinor(tier.turnoverMinor), gift: formatMinor(tier.giftMinor) })),
    texts: Object.fromEntries(LANGUAGES.map((language) => [language.code, textOf(language.id)])) as OpsActivity['texts'],
    applications: { pending: count('pending'), granted: count('granted'), rejected: count('rejected') },
    updateTime: activity.updatedAt,
  };
}

export async function opsActivityById(db: Kysely<Database>, id: number, now: number): Promise<OpsActivity> {
  const activity = await findActivity(db, id);
  if (!activity) throw activityNotFound();
  return opsActivityOf(db, activity, now);
}

/** The desk's list of activities, newest first, of one phase or all. */
export async function listOpsActivities(db: Kysely<Database>, now: number, query: { phase?: ActivityPhase | 'all'; pageIndex?: number; pageSize?: number }) {
  const page = pageOf(query);
  const phase = query.phase ?? 'all';
  const chosen = db
    .selectFrom('activities')
    .$if(phase === 'scheduled', (qb) => qb.where('starts_at', '>', now))
    .$if(phase === 'running', (qb) => qb.where('starts_at', '<=', now).where('ends_at', '>', now))
    .$if(phase === 'ended', (qb) => qb.where('ends_at', '<=', now));
  const { total } = await chosen.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await chosen.selectAll().orderBy('id', 'desc').limit(page.pageSize).offset(page.offset).execute();
  const tiers = await tiersOf(db, rows.map((row) => Number(row.id)));
  const records = [];
  for (const row of rows) records.push(await opsActivityOf(db, activityOf(row, tiers.get(Number(row.id)) ?? []), now));
  return pageAnswer(records, total, page);
}
