import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { conflict, DomainError } from '../../errors';
import { recordAction } from '../ops/actions';
import type { ActingOperator } from '../ops/operators';
import { pageAnswer, pageOf } from '../ops/paging';
import { formatMinor } from '../../../machines/rules/money';
import type { LanguageCode } from '../../../machines/rules/language';
import type { OpsApplication } from '../../../contract/activity';
import { applicationRows, giftRecordViews, type ApplicationRow } from './giftRecords';
import { grantApplication, rejectApplication } from './grant';
import { publishMoneyMessage, publishUnread } from '../../events/publish';

/**
 * The operator's review of applications (GET /web/ops/activity-applications?status=pending, POST …/{id}/approve
 * and /reject with a reason): finance and admin decide, support reads. A decision and its operator_actions row
 * are one transaction; deciding twice (or two operators at once) grants once: the second is refused (409).
 */

const applicationNotFound = () => new DomainError(404, 'activity.ops.noApplication');

async function opsViews(db: Kysely<Database>, rows: Array<ApplicationRow & { user_name: string }>, language: LanguageCode): Promise<OpsApplication[]> {
  const records = await giftRecordViews(db, rows, language);
  return records.map((record, index) => ({
    ...record,
    userName: rows[index].user_name,
    depositOrderNo: rows[index].deposit_order_no,
    depositAmount: rows[index].deposit_minor === null ? null : formatMinor(Number(rows[index].deposit_minor)),
    rejectReason: rows[index].reject_reason,
  }));
}

const withMember = (db: Kysely<Database>, language: LanguageCode) =>
  applicationRows(db, language).innerJoin('users', 'users.id', 'activity_applications.user_id').select('users.user_name');

export async function opsApplication(db: Kysely<Database>, id: number, language: LanguageCode): Promise<OpsApplication> {
  const row = await withMember(db, language).where('activity_applications.id', '=', id).executeTakeFirst();
  if (!row) throw applicationNotFound();
  return (await opsViews(db, [row], language))[0];
}

/** Pending applications, oldest first, or all, newest first. */
export async function listApplications(db: Kysely<Database>, query: { status?: 'pending' | 'all'; pageIndex?: number; pageSize?: number }, language: LanguageCode) {
  const page = pageOf(query);
  const pending = (query.status ?? 'pending') === 'pending';
  const { total } = await db
    .selectFrom('activity_applications')
    .$if(pending, (qb) => qb.where('status', '=', 'pending'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await withMember(db, language)
    .$if(pending, (qb) => qb.where('activity_applications.status', '=', 'pending'))
    .orderBy('activity_applications.id', pending ? 'asc' : 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  return pageAnswer(await opsViews(db, rows, language), total, page);
}

export async function approveApplication(db: Kysely<Database>, clock: Clock, operator: ActingOperator, id: number, language: LanguageCode): Promise<OpsApplication> {
  const userId = await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('activity_applications').select(['order_no', 'bonus_minor', 'user_id']).where('id', '=', id).executeTakeFirst();
    if (!found) throw applicationNotFound();
    if ((await grantApplication(trx, clock, id, operator)) === null) throw conflict('activity.ops.decided');
    await recordAction(trx, clock, operator, { action: 'application.approve', targetKind: 'application', targetId: found.order_no, detail: formatMinor(Number(found.bonus_minor)) });
    return Number(found.user_id);
  });
  // The member's open tabs hear of the money and the message at once (server/events).
  publishMoneyMessage(db, userId);
  return opsApplication(db, id, language);
}

export async function rejectApplicationAsOperator(db: Kysely<Database>, clock: Clock, operator: ActingOperator, id: number, reason: string, language: LanguageCode): Promise<OpsApplication> {
  const userId = await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('activity_applications').select(['order_no', 'user_id']).where('id', '=', id).executeTakeFirst();
    if (!found) throw applicationNotFound();
    await rejectApplication(trx, clock, id, reason.trim(), operator);
    await recordAction(trx, clock, operator, { action: 'application.reject', targetKind: 'application', targetId: found.order_no, reason: reason.trim() });
    return Number(found.user_id);
  });
  publishUnread(db, userId);
  return opsApplication(db, id, language);
}
