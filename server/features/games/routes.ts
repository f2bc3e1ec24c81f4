import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { requireMember } from '../../http/auth';
import { routeOptions } from '../../http/route';
import { answerIdempotently } from '../../http/idempotency';
import { formatMinor } from '../../../machines/rules/money';
import { requireVenue } from '../wallet/wallets';
import { enterVenue } from '../wallet/transfers';
import { games, type LaunchedGame } from '../../../contract/games';

/** Games calls of spec section 7 that exist so far: launching a venue. */
export function gameRoutes(ctx: AppContext) {
  const { db, clock, venues } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    requireMember(app, ctx);

    /**
     * The address that opens a venue's game. In transfer-free mode the member's money moves into the
     * venue first (see enterVenue); the provider is asked before anything moves, so a provider that
     * cannot open the game leaves the wallets as they were.
     */
    app.post(games.getGameUrl.path, routeOptions(games.getGameUrl), async (request, reply) => {
      const userId = request.member!.userId;
      const { plat_type: platType } = await requireVenue(db, request.query.platType);
      const gameCode = request.query.gameCode || null;
      const url = await venues.launchUrl({ platType, gameCode, language: request.language });
      return answerIdempotently(ctx, request, reply, userId, async (trx, keys): Promise<LaunchedGame> => {
        const entry = await enterVenue(trx, clock, keys, userId, platType);
        return {
          url,
          platType,
          movedIn: formatMinor(entry.movedInMinor),
          movedOut: entry.movedOut.map((moved) => ({ platType: moved.platType, amount: formatMinor(moved.amountMinor) })),
          userBalanceMap: entry.userBalanceMap,
        };
      });
    });
  };
}
