import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest, DomainError } from '../../errors';
import type { OpsMessage, SendMessageBody } from '../../../contract/messages';
import { recordAction } from '../ops/actions';
import type { ActingOperator } from '../ops/operators';
import { publishMessageToEveryone, publishUnread } from '../../events/publish';

/**
 * The operator's messages: an announcement, activity or notification goes to everyone as one row (each
 * member sees it if they registered before it was sent); a private message goes to the one member named.
 */
export async function sendOperatorMessage(db: Kysely<Database>, clock: Clock, operator: ActingOperator, body: SendMessageBody): Promise<OpsMessage> {
  // The edge has trimmed the text and refused an empty title or content (server/http/validation.ts).
  const { title, content } = body;
  let userId: number | null = null;
  let userName: string | null = null;
  if (body.kind === 'private') {
    if (!body.userName) throw badRequest('mail.error.userNameRequired', {}, 'userName');
    const member = await db.selectFrom('users').select(['id', 'user_name']).where('user_name_key', '=', body.userName.trim().toLowerCase()).executeTakeFirst();
    if (!member) throw new DomainError(404, 'mail.error.noSuchMember', {}, {}, 'userName');
    userId = member.id;
    userName = member.user_name;
  } else if (body.userName !== undefined) {
    throw badRequest('mail.error.userNameOnlyPrivate', {}, 'userName');
  }
  const createdAt = clock.now();
  // The message and the record of who sent it are committed together.
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('messages')
      .values({ kind: body.kind, user_id: userId, title, content, template: null, params: null, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAction(trx, clock, operator, { action: `message.${body.kind}`, targetKind: 'message', targetId: String(inserted.id) });
    return inserted.id;
  });
  if (userId === null) publishMessageToEveryone(db, body.kind);
  else publishUnread(db, userId);
  return { id: Number(id), kind: body.kind, title, content, userName, createTime: createdAt };
}
