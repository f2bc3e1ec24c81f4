import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireMember } from '../../http/auth';
import { badRequest } from '../../errors';
import { text } from '../../http/params';
import { formatMinor } from '../../../machines/rules/money';
import { requireVenue } from '../wallet/wallets';
import { enterVenue } from '../wallet/transfers';
import { answerIdempotently, idempotencyKeyOf } from '../wallet/routes';

/** A provider's game code: letters, digits, underscores and hyphens. */
const GAME_CODE = /^[\w-]{1,64}$/;

/** Games calls of spec section 7 that exist so far: launching a venue. */
export function gameRoutes(ctx: AppContext) {
  const { db, clock, venues } = ctx;
  return async (app: FastifyInstance) => {
    requireMember(app, ctx);

    /**
     * The address that opens a venue's game (q: platType, optional gameCode). In transfer-free mode the
     * member's money moves into the venue first (see enterVenue); the provider is asked before anything
     * moves, so a provider that cannot open the game leaves the wallets as they were.
     */
    app.post('/apiCode/getGameUrl', async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const userId = request.member!.userId;
      const { plat_type: platType } = await requireVenue(db, text(request.query, 'platType'));
      const gameCode = text(request.query, 'gameCode') || null;
      if (gameCode !== null && !GAME_CODE.test(gameCode)) throw badRequest('error.badParameter', { name: 'gameCode' });
      const url = await venues.launchUrl({ platType, gameCode, language: request.language });
      const call = { userId, key, request: `getGameUrl ${platType} ${gameCode ?? ''}` };
      return answerIdempotently(ctx, request, reply, call, async (trx) => {
        const entry = await enterVenue(trx, clock, userId, platType);
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
