/**
 * The in-house venue: our own platType and its two games, as the catalogue lists them and getGameUrl
 * opens them (server) and the play pages route them (site).
 */
export const HOUSE_PLAT_TYPE = 'house';

export const HOUSE_GAMES = {
  baccarat: 'house-baccarat',
  keno: 'house-keno',
} as const;
export type HouseGame = keyof typeof HOUSE_GAMES;

/** The house game a catalogue code names, or null for any other code. */
export const houseGameOf = (gameCode: string | null): HouseGame | null =>
  (Object.keys(HOUSE_GAMES) as HouseGame[]).find((game) => HOUSE_GAMES[game] === gameCode) ?? null;

/** The chips a member stakes with, in minor units (1, 5, 10, 50, 100, 500, 1,000). */
export const HOUSE_CHIPS_MINOR = [100, 500, 1_000, 5_000, 10_000, 50_000, 100_000] as const;
