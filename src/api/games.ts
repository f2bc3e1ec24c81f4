import { call, type CallOptions } from './client';
import { games, type LaunchedGame } from '../../contract/games';

/** Games calls of spec section 7. */

export type { LaunchedGame } from '../../contract/games';

/** Opens a venue (q platType); money-moving in transfer-free mode, so it carries an Idempotency-Key. */
export async function launchGame(platType: string, options?: CallOptions): Promise<LaunchedGame> {
  const { url, platType: venue, movedIn, movedOut, userBalanceMap } = await call(games.getGameUrl, { query: { platType } }, options);
  return { url, platType: venue, movedIn, movedOut, userBalanceMap };
}
