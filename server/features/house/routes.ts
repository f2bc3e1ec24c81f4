import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { routeOptions } from '../../http/route';
import { ok } from '../../http/envelope';
import { house } from '../../../contract/house';
import { playBaccarat } from './baccarat';
import { buyKenoTicket, kenoState } from './keno';

/**
 * The in-house venue's calls. Both money calls are declared idempotent: their Idempotency-Key becomes
 * the bet's key, so a repeat answers the same round or ticket and moves nothing again (the bets core
 * keeps the key with the bet, in the transaction that takes the stake).
 */
export function houseRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    app.post(house.playBaccarat.path, routeOptions(house.playBaccarat), async (request) =>
      ok(request, { round: await playBaccarat(db, clock, request.member.userId, request.body, request.idempotencyKey) }),
    );

    app.post(house.kenoState.path, routeOptions(house.kenoState), async (request) =>
      ok(request, { state: await kenoState(db, clock, request.member.userId) }),
    );

    app.post(house.buyKenoTicket.path, routeOptions(house.buyKenoTicket), async (request) => {
      const userId = request.member.userId;
      const ticket = await buyKenoTicket(db, clock, userId, request.body, request.idempotencyKey);
      return ok(request, { ticket, state: await kenoState(db, clock, userId) });
    });
  };
}
