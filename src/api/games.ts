import { post } from './client';

/** Games calls of spec section 7. */

export interface LaunchedGame {
  /** The address that opens the venue's game. */
  url: string;
  /** What transfer-free mode moved into the venue on the way in ("0.00" when off). */
  movedIn: string;
}

/** Opens a venue (q platType); money-moving in transfer-free mode, so it carries an Idempotency-Key. */
export async function launchGame(platType: string): Promise<LaunchedGame> {
  const { url, movedIn } = await post<LaunchedGame>('/apiCode/getGameUrl', { query: { platType }, idempotent: true });
  return { url, movedIn };
}
