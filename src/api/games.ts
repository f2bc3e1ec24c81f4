import { call, type CallOptions } from './client';
import { games, type GameListQuery, type GamePage, type LaunchedGame, type PopularSearch } from '../../contract/games';
import { content, type PlatformType } from '../../contract/content';

/** Games calls of spec section 7. */

export type { Game, GamePage, LaunchedGame, PopularSearch } from '../../contract/games';

/**
 * Opens a venue (q platType), or one of its games (q gameCode); money-moving in transfer-free mode,
 * so it carries an Idempotency-Key.
 */
export async function launchGame(platType: string, gameCode?: string | null, options?: CallOptions): Promise<LaunchedGame> {
  const query = gameCode ? { platType, gameCode } : { platType };
  const { url, platType: venue, movedIn, movedOut, userBalanceMap } = await call(games.getGameUrl, { query }, options);
  return { url, platType: venue, movedIn, movedOut, userBalanceMap };
}

/** The venues of a game type (q gameType, device 1), in the server's order. */
export async function getVenues(gameType: number, options?: CallOptions): Promise<PlatformType[]> {
  const { platTypes } = await call(content.getAllPlatTypes, { query: { gameType, device: 1 } }, options);
  return Object.values(platTypes);
}

/** A page of games: a guest asks the guest list, a member the list that marks their favourites. */
export async function getGames(query: GameListQuery, member: boolean, options?: CallOptions): Promise<GamePage> {
  return (await call(member ? games.getGameListByGameType : games.getGameList, { query }, options)).page;
}

/** The five names searched most in the last 7 days (members only). */
export async function getPopularSearches(options?: CallOptions): Promise<PopularSearch[]> {
  return (await call(games.getTop5PopularSearchGame, {}, options)).searchList;
}

/** Adds a game to the member's favourites; answers the favourite's id. */
export async function saveFavourite(gameId: number, options?: CallOptions): Promise<number> {
  return (await call(games.saveCollect, { body: { gameId } }, options)).collectId;
}

/** Removes one of the member's favourites. */
export async function deleteFavourite(collectId: number, options?: CallOptions): Promise<void> {
  await call(games.deleteCollect, { params: { id: collectId } }, options);
}
