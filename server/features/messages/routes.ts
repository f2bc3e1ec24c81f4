import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { messages } from '../../../contract/messages';
import { deleteMessage, latestMessages, listMessages, ownMessage, readAllMessages, readMessage, unreadCount } from './inbox';
import { publishUnread } from '../../events/publish';

/** The message centre's member calls (spec section 7 "Messages"); every change answers the unread count after it. */
export function messageRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    app.post(messages.messageList.path, routeOptions(messages.messageList), async (request) =>
      ok(request, { page: await listMessages(db, request.member.userId, request.query, request.language) }),
    );

    app.post(messages.getTop50MessageList.path, routeOptions(messages.getTop50MessageList), async (request) =>
      ok(request, { messageList: await latestMessages(db, request.member.userId, request.language) }),
    );

    app.post(messages.getUnReadMessageCount.path, routeOptions(messages.getUnReadMessageCount), async (request) =>
      ok(request, { data: await unreadCount(db, request.member.userId) }),
    );

    app.post(messages.getMessage.path, routeOptions(messages.getMessage), async (request) =>
      ok(request, { message: await ownMessage(db, request.member.userId, request.params.id, request.language) }),
    );

    app.post(messages.doReadMessage.path, routeOptions(messages.doReadMessage), async (request) => {
      await readMessage(db, clock, request.member.userId, request.body.id);
      publishUnread(db, request.member.userId);
      return ok(request, { data: await unreadCount(db, request.member.userId) });
    });

    app.post(messages.deleteMessage.path, routeOptions(messages.deleteMessage), async (request) => {
      await deleteMessage(db, clock, request.member.userId, request.body.id);
      publishUnread(db, request.member.userId);
      return ok(request, { data: await unreadCount(db, request.member.userId) });
    });

    app.post(messages.modifyReadAllMessage.path, routeOptions(messages.modifyReadAllMessage), async (request) => {
      await readAllMessages(db, clock, request.member.userId, request.body?.tab);
      publishUnread(db, request.member.userId);
      return ok(request, { data: await unreadCount(db, request.member.userId) });
    });
  };
}
