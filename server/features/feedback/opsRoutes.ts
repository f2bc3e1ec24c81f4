import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { opsFeedback } from '../../../contract/feedback';
import { requireOperator } from '../ops/operatorAuth';
import { listFeedbackForOperator, replyToFeedback } from './operatorFeedback';

/** The operator's feedback desk under /web/ops/ (registered, like the other desks, only when OPERATOR_KEY is set). */
export function operatorFeedbackRoutes(ctx: AppContext, operatorKey: string) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    requireOperator(app, operatorKey);

    app.get(opsFeedback.opsFeedbackList.path, routeOptions(opsFeedback.opsFeedbackList), async (request) =>
      ok(request, { feedback: await listFeedbackForOperator(db, request.query.status ?? 'open', request.language) }),
    );

    app.post(opsFeedback.opsReplyFeedback.path, routeOptions(opsFeedback.opsReplyFeedback), async (request) =>
      ok(request, { feedback: await replyToFeedback(db, clock, request.params.id, request.body.content, request.language) }),
    );
  };
}
