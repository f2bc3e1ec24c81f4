import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { sandboxPayouts } from '../../../contract/withdrawal';
import { sandboxPayoutsOf } from '../../adapters/payouts';

/** Sandbox mode: POST /web/sandbox/payouts/failNext makes the sandbox payout service fail its next payout. */
export function sandboxPayoutRoutes(ctx: AppContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    app.post(sandboxPayouts.sandboxFailNextPayout.path, routeOptions(sandboxPayouts.sandboxFailNextPayout), async (request) => {
      sandboxPayoutsOf(ctx.db).failNext(request.body.reason ?? 'accountRejected');
      return ok(request, {});
    });
  };
}
