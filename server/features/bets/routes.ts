import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { bets } from '../../../contract/bets';
import { betDetail, betRecords, betTotals, betWindow } from './records';

/** Bet records (user calls of spec section 7): a member's own bets and their totals. */
export function betRoutes(ctx: AppContext) {
  const { db } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    app.post(bets.getBetRecord.path, routeOptions(bets.getBetRecord), async (request) => {
      const window = betWindow(request.query);
      return ok(request, { page: await betRecords(db, request.member.userId, request.language, window) });
    });

    app.post(bets.getSumBetRecord.path, routeOptions(bets.getSumBetRecord), async (request) => {
      const window = betWindow(request.query);
      return ok(request, { sum: await betTotals(db, request.member.userId, window) });
    });

    app.post(bets.getBetDetail.path, routeOptions(bets.getBetDetail), async (request) =>
      ok(request, await betDetail(db, request.member.userId, request.language, request.params.id)),
    );
  };
}
