import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { routeOptions } from '../../http/route';
import { answerIdempotently } from '../../http/idempotency';
import { formatMinor } from '../../../machines/rules/money';
import { requireVenue } from '../wallet/wallets';
import { enterVenue } from '../wallet/transfers';
import { ok } from '../../http/envelope';
import { games, type GameListQuery, type LaunchedGame } from '../../../contract/games';
import type { LanguageCode } from '../../../machines/rules/language';
import { listGames, requireGameOfVenue } from './catalogue';
import { cachedCatalogue } from './catalogueCache';
import { flushSearches, normaliseSearchTerm, popularSearches, recordSearch } from './searches';
import { deleteFavourite, saveFavourite } from './favourites';
import { rebateRatios } from './rebates';

/**
 * A page of the catalogue (from the lobby's cached copy, see catalogueCache.ts). A search by name is
 * recorded for the popular list once, on its first page, so that paging through the results of one
 * search counts it once.
 */
async function gamePage(ctx: AppContext, language: LanguageCode, userId: number | null, query: GameListQuery) {
  const term = normaliseSearchTerm(query.gameName ?? '');
  const page = await listGames(ctx.db, { language, userId, term, query }, await cachedCatalogue(ctx.db));
  if ((query.pageIndex ?? 1) === 1) recordSearch(ctx.db, term, userId, ctx.clock.now());
  return page;
}

/**
 * Games calls of spec section 7: the catalogue for guests, and for members the catalogue with their
 * favourites, the popular searches, favourites, rebate ratios and launching a venue.
 */
export function gameRoutes(ctx: AppContext) {
  const { db, clock, venues } = ctx;
  return async (instance: FastifyInstance) => {
    // Searches are written in batches (see searches.ts): the last one is written before the server closes.
    instance.addHook('onClose', () => flushSearches(db));
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    app.post(games.getGameList.path, routeOptions(games.getGameList), async (request) =>
      ok(request, { page: await gamePage(ctx, request.language, null, request.query) }),
    );

    app.post(games.getGameListByGameType.path, routeOptions(games.getGameListByGameType), async (request) =>
      ok(request, { page: await gamePage(ctx, request.language, request.member.userId, request.query) }),
    );

    app.post(games.getTop5PopularSearchGame.path, routeOptions(games.getTop5PopularSearchGame), async (request) =>
      ok(request, { searchList: await popularSearches(db, clock.now()) }),
    );

    app.post(games.saveCollect.path, routeOptions(games.saveCollect), async (request) => {
      const collectId = await saveFavourite(db, request.member.userId, request.body.gameId, clock.now());
      return ok(request, { collectId });
    });

    app.post(games.deleteCollect.path, routeOptions(games.deleteCollect), async (request) => {
      await deleteFavourite(db, request.member.userId, request.params.id);
      return ok(request);
    });

    app.post(games.queryWaterStrategyByGameType.path, routeOptions(games.queryWaterStrategyByGameType), async (request) =>
      ok(request, { waterStrategyList: await rebateRatios(db, request.query.gameType) }),
    );

    /**
     * The address that opens a venue's game. In transfer-free mode the member's money moves into the
     * venue first (see enterVenue); the provider is asked before anything moves, so a provider that
     * cannot open the game leaves the wallets as they were. A game code must be one of the venue's
     * games in the catalogue.
     */
    app.post(games.getGameUrl.path, routeOptions(games.getGameUrl), async (request, reply) => {
      const userId = request.member.userId;
      const { plat_type: platType } = await requireVenue(db, request.query.platType);
      const gameCode = request.query.gameCode || null;
      if (gameCode) await requireGameOfVenue(db, platType, gameCode);
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
