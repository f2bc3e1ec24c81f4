import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { opsMessages } from '../../../contract/messages';
import { requireOperator } from '../ops/operatorAuth';
import { sendOperatorMessage } from './operatorMessages';

/** The operator's message desk under /web/ops/ (registered, like the other desks, only when OPERATOR_KEY is set). */
export function operatorMessageRoutes(ctx: AppContext, operatorKey: string) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    requireOperator(app, operatorKey);

    app.post(opsMessages.opsSendMessage.path, routeOptions(opsMessages.opsSendMessage), async (request) =>
      ok(request, { message: await sendOperatorMessage(db, clock, request.body) }),
    );
  };
}
