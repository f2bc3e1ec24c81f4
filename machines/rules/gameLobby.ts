/**
 * Constants of the game pages (spec sections 2 and 7). The spec gives no debounce for the lobby's
 * search; 400 ms is ours: long enough that typing a name asks the server once, short enough to feel live.
 */

/** Quiet time after the last keystroke before the lobby searches. */
export const GAME_SEARCH_DEBOUNCE_MS = 400;

/** Games a lobby page shows (four rows of six at 1280 px and wider). */
export const LOBBY_PAGE_SIZE = 24;

/** `/game/egame/{id}`: the game types that have a lobby (1 live casino, 2 electronic games, 6 fishing, 7 chess). */
export const LOBBY_GAME_TYPES = [1, 2, 6, 7] as const;
export type LobbyGameType = (typeof LOBBY_GAME_TYPES)[number];

/** `/game/fishing` is the fishing lobby. */
export const FISHING_GAME_TYPE: LobbyGameType = 6;

/** The shared category page's routes and the game type each lists (server/content/game-categories.json). */
export const CATEGORY_GAME_TYPES = { sport: 3, realbet: 1, chess: 7, gaming: 5, lottery: 4 } as const;
export type GameCategoryKey = keyof typeof CATEGORY_GAME_TYPES;

export const isLobbyGameType = (value: number): value is LobbyGameType => (LOBBY_GAME_TYPES as readonly number[]).includes(value);
