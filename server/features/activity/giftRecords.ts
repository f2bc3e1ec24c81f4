import type { Kysely, Selectable } from 'kysely';
import type { ActivityApplicationsTable, Database } from '../../db/schema';
import { translate } from '../../http/messages';
import { formatMinor } from '../../../machines/rules/money';
import { formatAmount } from '../../../machines/rules/display';

/** Money in words as the site shows it (spec section 5): thousands separators. */
const money = (minor: number) => formatAmount(minor / 100);
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';
import type { ApplicationStatus } from '../../../machines/rules/activity';
import type { GiftRecord } from '../../../contract/activity';
import { walletNameOf } from './catalogue';

/**
 * The prize/reward records of spec section 3 (application time, activity name, prize type, status, delivery
 * info): a member's applications, each read in the caller's language. Only the member's own are listed.
 */

export type ApplicationRow = Selectable<ActivityApplicationsTable> & { kind: string; title: string | null };

/** What became of an application, in words: where it was credited and what it asks, that it waits, or why it was refused. */
function deliveryInfo(row: ApplicationRow, walletName: string, language: LanguageCode): string {
  const amount = money(Number(row.bonus_minor));
  if (row.status === 'pending') return translate(language, 'activity.delivery.pending', { amount });
  if (row.status === 'rejected') return translate(language, 'activity.delivery.rejected', { reason: row.reject_reason ?? '' });
  const values = { amount, wallet: walletName, turnover: money(Number(row.required_minor)), multiple: Number(row.turnover_multiple) };
  return translate(language, Number(row.locks_wallet) === 1 ? 'activity.delivery.grantedLocked' : 'activity.delivery.granted', values);
}

export function giftRecordView(row: ApplicationRow, walletName: string, language: LanguageCode): GiftRecord {
  const status = row.status as ApplicationStatus;
  const kind = row.kind === 'bettingGift' ? 'bettingGift' : 'bonus';
  return {
    id: Number(row.id),
    orderNo: row.order_no,
    activityId: Number(row.activity_id),
    activityName: row.title ?? '',
    tier: row.tier === null ? null : Number(row.tier),
    prizeType: kind,
    prizeTypeName: translate(language, `activity.prize.${kind}`, { tier: Number(row.tier ?? 0) }),
    prize: formatMinor(Number(row.bonus_minor)),
    status,
    statusName: translate(language, `activity.status.${status}`),
    createTime: Number(row.created_at),
    reviewTime: row.reviewed_at === null ? null : Number(row.reviewed_at),
    walletName,
    requiredTurnover: formatMinor(Number(row.required_minor)),
    deliveryInfo: deliveryInfo(row, walletName, language),
  };
}

/** Applications with their activity's kind and title in `language`. */
export const applicationRows = (db: Kysely<Database>, language: LanguageCode) =>
  db
    .selectFrom('activity_applications')
    .innerJoin('activities', 'activities.id', 'activity_applications.activity_id')
    .leftJoin('activities_texts as text', (join) =>
      join.onRef('text.activity_id', '=', 'activity_applications.activity_id').on('text.language_type', '=', languageIdOf(language)),
    )
    .selectAll('activity_applications')
    .select(['activities.kind', 'text.title']);

/** Views of application rows, each venue's name read once. */
export async function giftRecordViews(db: Kysely<Database>, rows: ApplicationRow[], language: LanguageCode): Promise<GiftRecord[]> {
  const names = new Map<string, string>();
  for (const venue of new Set(rows.map((row) => row.wallet_venue))) names.set(venue, await walletNameOf(db, venue, language));
  return rows.map((row) => giftRecordView(row, names.get(row.wallet_venue)!, language));
}

/** One application as the member (or the operator) reads it. */
export async function giftRecordOf(db: Kysely<Database>, applicationId: number, language: LanguageCode): Promise<GiftRecord> {
  const row = await applicationRows(db, language).where('activity_applications.id', '=', applicationId).executeTakeFirstOrThrow();
  return (await giftRecordViews(db, [row], language))[0];
}

export interface GiftRecordQuery {
  activityId?: number;
  pageIndex?: number;
  pageSize?: number;
}

/** A page of the member's applications, newest first, of one activity or all. */
export async function listGiftRecords(db: Kysely<Database>, userId: number, query: GiftRecordQuery, language: LanguageCode) {
  const pageIndex = query.pageIndex ?? 1;
  const pageSize = query.pageSize ?? 10;
  const own = db
    .selectFrom('activity_applications')
    .where('user_id', '=', userId)
    .$if(query.activityId !== undefined, (qb) => qb.where('activity_id', '=', query.activityId!));
  const { total } = await own.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await applicationRows(db, language)
    .where('activity_applications.user_id', '=', userId)
    .$if(query.activityId !== undefined, (qb) => qb.where('activity_applications.activity_id', '=', query.activityId!))
    .orderBy('activity_applications.id', 'desc')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute();
  return { records: await giftRecordViews(db, rows, language), total: Number(total), pageIndex, pageSize };
}
