import { Type, type Static } from 'typebox';
import { Amount, endpoint, NoData } from './envelope';
import { BalanceMap } from './wallet';
import { PAGE_SIZE_MAX } from '../machines/rules/paging';

/**
 * Games calls of spec section 7: the catalogue (lists by type, venue and name; the popular searches),
 * favourites, the rebate ratios per VIP level, and opening a venue. The venues of a game type are
 * content's getAllPlatTypes (contract/content.ts).
 */

/** The lobby's tabs: every game, the popular ones (by hot rank), the member's favourites. */
export const GAME_LIST_TABS = ['all', 'hot', 'collect'] as const;
export type GameListTab = (typeof GAME_LIST_TABS)[number];

/** A searched name is at most this long (longer text is refused by name). */
export const GAME_NAME_MAX = 64;

export const GameListQuery = Type.Object({
  gameType: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  platType: Type.Optional(Type.String({ maxLength: 32 })),
  gameName: Type.Optional(Type.String({ maxLength: GAME_NAME_MAX })),
  tab: Type.Optional(Type.Union([Type.Literal(GAME_LIST_TABS[0]), Type.Literal(GAME_LIST_TABS[1]), Type.Literal(GAME_LIST_TABS[2])], { default: 'all' })),
  pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 20 })),
});
export type GameListQuery = Static<typeof GameListQuery>;

export const GameTag = Type.Union([Type.Literal('new'), Type.Literal('hot'), Type.Literal('jackpot')]);

export const Game = Type.Object({
  id: Type.Integer(),
  gameCode: Type.String({ description: "The provider's code, passed to getGameUrl" }),
  gameName: Type.String({ description: "In the caller's language" }),
  gameType: Type.Integer(),
  platType: Type.String(),
  imgUrl: Type.String({ description: 'The game art, served by this site' }),
  hotRank: Type.Integer({ description: '0 when not in the popular tab, else its place there (1 first)' }),
  tags: Type.Array(GameTag),
  collected: Type.Boolean({ description: "In the member's favourites (always false for a guest)" }),
  collectId: Type.Union([Type.Integer(), Type.Null()], { description: 'The favourite to delete with /gameCollect/delete/{id}; null when not collected' }),
});
export type Game = Static<typeof Game>;

export const GamePage = Type.Object({ records: Type.Array(Game), total: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() });
export type GamePage = Static<typeof GamePage>;

export const PopularSearch = Type.Object({ gameName: Type.String({ description: 'The searched term, normalised' }), count: Type.Integer() });
export type PopularSearch = Static<typeof PopularSearch>;

export const CollectBody = Type.Object({ gameId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const CollectParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const WaterStrategyQuery = Type.Object({ gameType: Type.Integer({ minimum: 0, maximum: 99 }) });

export const WaterStrategy = Type.Object({
  vipLevel: Type.Integer({ minimum: 0, maximum: 10 }),
  ratio: Type.String({ description: 'Rebate in percent of valid turnover, two decimals ("1.20" is 1.2 %)' }),
});
export type WaterStrategy = Static<typeof WaterStrategy>;

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
  getGameList: endpoint({
    method: 'POST',
    path: '/guest/apiCode/getGameList',
    summary: 'Games by type, venue and name, a page at a time (tab collect needs a member: 401)',
    access: 'guest',
    querystring: GameListQuery,
    reply: Type.Object({ page: GamePage }),
  }),
  getGameListByGameType: endpoint({
    method: 'POST',
    path: '/apiCode/getGameListByGameType',
    summary: "Games by type, venue and name, a page at a time, each marked in the member's favourites or not",
    access: 'member',
    querystring: GameListQuery,
    reply: Type.Object({ page: GamePage }),
  }),
  getTop5PopularSearchGame: endpoint({
    method: 'POST',
    path: '/apiCode/getTop5PopularSearchGame',
    summary: 'The five names searched most in the last 7 days',
    access: 'member',
    reply: Type.Object({ searchList: Type.Array(PopularSearch) }),
  }),
  saveCollect: endpoint({
    method: 'POST',
    path: '/gameCollect/save',
    summary: "Adds a game to the member's favourites (a game already there answers the same favourite)",
    access: 'member',
    body: CollectBody,
    reply: Type.Object({ collectId: Type.Integer() }),
  }),
  deleteCollect: endpoint({
    method: 'POST',
    path: '/gameCollect/delete/:id',
    summary: "Removes one of the member's favourites (404 for any other id)",
    access: 'member',
    params: CollectParams,
    reply: NoData,
  }),
  queryWaterStrategyByGameType: endpoint({
    method: 'POST',
    path: '/strategy/queryWaterStrategyByGameType',
    summary: 'The rebate ratio of a game type at each VIP level 0-10 (empty for a type without rebates)',
    access: 'member',
    querystring: WaterStrategyQuery,
    reply: Type.Object({ waterStrategyList: Type.Array(WaterStrategy) }),
  }),
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
