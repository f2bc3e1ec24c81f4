import { Type, type Static } from 'typebox';
import { Amount, endpoint } from './envelope';
import { BalanceMap } from './wallet';

/** Games calls of spec section 7 that exist so far: opening a venue. */

/** A provider's game code: letters, digits, underscores and hyphens. */
export const GAME_CODE_PATTERN = /^[\w-]{1,64}$/;

export const GameUrlQuery = Type.Object({
  platType: Type.String({ maxLength: 64 }),
  gameCode: Type.Optional(Type.String({ pattern: `^$|${GAME_CODE_PATTERN.source}` })),
});
export type GameUrlQuery = Static<typeof GameUrlQuery>;

export const MovedOut = Type.Object({ platType: Type.String(), amount: Amount });

export const LaunchedGame = Type.Object({
  url: Type.String({ description: "The address that opens the venue's game" }),
  platType: Type.String(),
  movedIn: Amount,
  movedOut: Type.Array(MovedOut, { description: 'Venues whose balances came back to central first (type 4 each)' }),
  userBalanceMap: BalanceMap,
});
export type LaunchedGame = Static<typeof LaunchedGame>;

export const games = {
  getGameUrl: endpoint({
    method: 'POST',
    path: '/apiCode/getGameUrl',
    summary: "Opens a venue; in transfer-free mode the member's money moves into it first (types 4 and 3)",
    access: 'member',
    querystring: GameUrlQuery,
    reply: LaunchedGame,
    idempotent: true,
  }),
} as const;
