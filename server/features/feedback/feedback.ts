import type { Kysely, Selectable } from 'kysely';
import type { Database, FeedbackTable } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest, DomainError } from '../../errors';
import { translate } from '../../http/messages';
import { uploadsOwnedBy } from '../upload/uploads';
import type { LanguageCode } from '../../../machines/rules/language';
import { descriptionProblem, opinionTypeKey, opinionTypeProblem, SCREENSHOTS_MAX, type FeedbackStatus } from '../../../machines/rules/feedback';
import type { FeedbackItem, FeedbackPage, SaveFeedbackBody } from '../../../contract/feedback';

/**
 * A member's feedback: submitted with the shared rules (type, 20-200 characters, up to 3 of the member's
 * own screenshots, an order only of the member's own), listed, read and deleted only by its member;
 * another member's id answers as an id that does not exist.
 */

export type FeedbackRow = Selectable<FeedbackTable>;

export const feedbackNotFound = () => new DomainError(404, 'feedback.error.notFound');

async function screenshotsOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, string[]>> {
  const byFeedback = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byFeedback;
  const rows = await db.selectFrom('feedback_screenshots').selectAll().where('feedback_id', 'in', ids).orderBy('feedback_id').orderBy('position').execute();
  for (const row of rows) byFeedback.get(Number(row.feedback_id))?.push(row.image_url);
  return byFeedback;
}

export function feedbackView(row: FeedbackRow, imageUrls: string[], language: LanguageCode): FeedbackItem {
  return {
    id: Number(row.id),
    opinionType: Number(row.opinion_type),
    opinionTypeName: translate(language, opinionTypeKey(Number(row.opinion_type))),
    orderNo: row.order_no,
    problemDescription: row.description,
    imageUrls,
    status: row.status as FeedbackStatus,
    reply: row.reply,
    replyTime: row.replied_at === null ? null : Number(row.replied_at),
    createTime: Number(row.created_at),
  };
}

export async function feedbackViews(db: Kysely<Database>, rows: FeedbackRow[], language: LanguageCode): Promise<FeedbackItem[]> {
  const screenshots = await screenshotsOf(db, rows.map((row) => Number(row.id)));
  return rows.map((row) => feedbackView(row, screenshots.get(Number(row.id)) ?? [], language));
}

/** True when the order number is one of the member's own deposit or withdrawal orders. */
async function ownsOrder(db: Kysely<Database>, userId: number, orderNo: string): Promise<boolean> {
  const deposit = await db.selectFrom('recharge_orders').select('id').where('order_no', '=', orderNo).where('user_id', '=', userId).executeTakeFirst();
  if (deposit) return true;
  const withdrawal = await db.selectFrom('withdraw_orders').select('id').where('order_no', '=', orderNo).where('user_id', '=', userId).executeTakeFirst();
  return withdrawal !== undefined;
}

export async function saveFeedback(db: Kysely<Database>, clock: Clock, userId: number, body: SaveFeedbackBody, language: LanguageCode): Promise<FeedbackItem> {
  const typeProblem = opinionTypeProblem(body.opinionType);
  if (typeProblem) throw badRequest(typeProblem, {}, 'opinionType');
  const description = (body.problemDescription ?? '').trim();
  const problem = descriptionProblem(description);
  if (problem) throw badRequest(problem, {}, 'problemDescription');
  const imageUrls = [...new Set(body.imageUrls ?? [])];
  if (imageUrls.length > SCREENSHOTS_MAX) throw badRequest('feedback.error.tooManyScreenshots', { max: SCREENSHOTS_MAX }, 'imageUrls');
  if (imageUrls.length > 0 && !(await uploadsOwnedBy(db, userId, imageUrls))) throw badRequest('feedback.error.screenshotInvalid', {}, 'imageUrls');
  const orderNo = body.orderNo?.trim() || null;
  if (orderNo !== null && !(await ownsOrder(db, userId, orderNo))) throw badRequest('feedback.error.orderNotYours', {}, 'orderNo');
  const row = await db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('feedback')
      .values({ user_id: userId, opinion_type: body.opinionType!, order_no: orderNo, description, status: 'open', reply: null, replied_at: null, created_at: clock.now(), deleted_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (imageUrls.length > 0) {
      await trx
        .insertInto('feedback_screenshots')
        .values(imageUrls.map((url, index) => ({ feedback_id: saved.id, position: index + 1, image_url: url })))
        .execute();
    }
    return saved;
  });
  return feedbackView(row, imageUrls, language);
}

const ownRows = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('feedback').where('user_id', '=', userId).where('deleted_at', 'is', null);

export async function listFeedback(db: Kysely<Database>, userId: number, pageIndex: number, pageSize: number, language: LanguageCode): Promise<FeedbackPage> {
  const { total } = await ownRows(db, userId).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await ownRows(db, userId).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((pageIndex - 1) * pageSize).execute();
  return { list: await feedbackViews(db, rows, language), total: Number(total), pageIndex, pageSize };
}

export async function ownFeedback(db: Kysely<Database>, userId: number, id: number, language: LanguageCode): Promise<FeedbackItem> {
  const row = await ownRows(db, userId).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw feedbackNotFound();
  return (await feedbackViews(db, [row], language))[0];
}

export async function deleteFeedback(db: Kysely<Database>, clock: Clock, userId: number, id: number): Promise<void> {
  const deleted = await db
    .updateTable('feedback')
    .set({ deleted_at: clock.now() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(deleted.numUpdatedRows) === 0) throw feedbackNotFound();
}
