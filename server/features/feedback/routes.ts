import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { feedback } from '../../../contract/feedback';
import { deleteFeedback, listFeedback, ownFeedback, saveFeedback } from './feedback';

/** The member's feedback calls (spec section 7 "Feedback"). */
export function feedbackRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    app.post(feedback.saveFeedback.path, routeOptions(feedback.saveFeedback), async (request) =>
      ok(request, { feedback: await saveFeedback(db, clock, request.member.userId, request.body ?? {}, request.language) }),
    );

    app.post(feedback.feedbackList.path, routeOptions(feedback.feedbackList), async (request) =>
      ok(request, { page: await listFeedback(db, request.member.userId, request.query.pageIndex ?? 1, request.query.pageSize ?? 10, request.language) }),
    );

    app.post(feedback.feedbackInfo.path, routeOptions(feedback.feedbackInfo), async (request) =>
      ok(request, { feedback: await ownFeedback(db, request.member.userId, request.params.id, request.language) }),
    );

    app.post(feedback.deleteFeedback.path, routeOptions(feedback.deleteFeedback), async (request) => {
      await deleteFeedback(db, clock, request.member.userId, request.params.id);
      return ok(request);
    });
  };
}
