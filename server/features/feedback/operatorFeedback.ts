import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { conflict } from '../../errors';
import type { LanguageCode } from '../../../machines/rules/language';
import type { OpsFeedback } from '../../../contract/feedback';
import { notifyMember } from '../messages/notify';
import { feedbackNotFound, feedbackViews, type FeedbackRow } from './feedback';
import { recordAction } from '../ops/actions';
import type { ActingOperator } from '../ops/operators';
import { publishUnread } from '../../events/publish';

/**
 * The operator's feedback desk: what awaits a reply (oldest first), and the reply, written once with the
 * private message that brings it to the member, in one transaction.
 */

const OPS_LIST_MAX = 200;

async function withMembers(db: Kysely<Database>, rows: Array<FeedbackRow & { user_name: string }>, language: LanguageCode): Promise<OpsFeedback[]> {
  const views = await feedbackViews(db, rows, language);
  return views.map((view, index) => ({ ...view, userName: rows[index].user_name }));
}

export async function listFeedbackForOperator(db: Kysely<Database>, status: 'open' | 'all', language: LanguageCode): Promise<OpsFeedback[]> {
  const rows = await db
    .selectFrom('feedback')
    .innerJoin('users', 'users.id', 'feedback.user_id')
    .selectAll('feedback')
    .select('users.user_name')
    .$if(status === 'open', (query) => query.where('feedback.status', '=', 'open'))
    .orderBy('feedback.created_at', 'asc')
    .orderBy('feedback.id', 'asc')
    .limit(OPS_LIST_MAX)
    .execute();
  return withMembers(db, rows, language);
}

export async function replyToFeedback(db: Kysely<Database>, clock: Clock,
  operator: ActingOperator, id: number, content: string, language: LanguageCode): Promise<OpsFeedback> {
  const replied = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('feedback')
      .set({ status: 'replied', reply: content, replied_at: clock.now() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await notifyMember(trx, clock, Number(row.user_id), { event: 'feedbackReplied', feedbackId: Number(row.id), reply: content });
    await recordAction(trx, clock, operator, { action: 'feedback.reply', targetKind: 'feedback', targetId: String(row.id) });
    return row;
  });
  if (!replied) {
    const exists = await db.selectFrom('feedback').select('id').where('id', '=', id).executeTakeFirst();
    throw exists ? conflict('feedback.error.alreadyReplied') : feedbackNotFound();
  }
  publishUnread(db, Number(replied.user_id));
  const user = await db.selectFrom('users').select('user_name').where('id', '=', replied.user_id).executeTakeFirstOrThrow();
  return (await withMembers(db, [{ ...replied, user_name: user.user_name }], language))[0];
}
