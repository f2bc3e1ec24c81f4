import { assign, fromPromise, raise, setup } from 'xstate';
import type { Game, GameListTab } from '../contract/games';
import { callFailureOf, type CallFailure } from './rules/callFailure';
import { GAME_SEARCH_DEBOUNCE_MS } from './rules/gameLobby';

/**
 * The e-game lobby (spec sections 2 and 6): games of one game type, narrowed by venue, by a name
 * (searched once typing pauses, at once on Enter or a popular-search chip) and by the tab all /
 * popular / my collection, a page at a time. A member's star flips at once and the call follows; a
 * refused call puts it back. A guest who stars a game or opens "my collection" is asked to log in.
 *
 * Three parallel regions: `results` (the page on screen), `search` (the debounce) and `favourite`
 * (one favourite call in flight at a time; stars wait meanwhile).
 */

/** What the lobby keeps of a game: the catalogue's record (contract/games.ts). */
export type LobbyGame = Pick<Game, 'id' | 'collected' | 'collectId'> & Partial<Omit<Game, 'id' | 'collected' | 'collectId'>>;

export interface LobbyQuery {
  gameType: number;
  /** '' for every venue of the type. */
  platType: string;
  tab: GameListTab;
  /** The searched name, trimmed; '' for none. */
  gameName: string;
  pageIndex: number;
  pageSize: number;
}

export interface LobbyPage {
  games: LobbyGame[];
  total: number;
}

/** The favourite call on its way: the game, the star it shows now, and the favourite it had before. */
export interface FavouriteToggle {
  gameId: number;
  collect: boolean;
  previousCollectId: number | null;
}

export interface GameLobbyContext {
  gameType: number;
  pageSize: number;
  venue: string;
  tab: GameListTab;
  /** The search box as typed. */
  draft: string;
  /** The name the page on screen was searched with. */
  term: string;
  page: number;
  games: LobbyGame[];
  total: number;
  failure: CallFailure | null;
  toggling: FavouriteToggle | null;
}

export interface GameLobbyInput {
  gameType: number;
  pageSize: number;
  venue?: string;
}

export type GameLobbyEvent =
  | { type: 'SET_VENUE'; platType: string }
  | { type: 'SET_TAB'; tab: GameListTab; member: boolean }
  | { type: 'TYPE'; text: string }
  | { type: 'SEARCH' }
  | { type: 'PICK_SEARCH'; term: string }
  | { type: 'GO_TO_PAGE'; page: number }
  | { type: 'RETRY' }
  | { type: 'TOGGLE_FAVOURITE'; gameId: number; member: boolean }
  | { type: 'DISMISS' };

/** How many pages the lobby has (at least one). */
export const lobbyPageCount = (context: Pick<GameLobbyContext, 'total' | 'pageSize'>) => Math.max(1, Math.ceil(context.total / context.pageSize));

const withStar = (games: LobbyGame[], gameId: number, collected: boolean, collectId: number | null) =>
  games.map((game) => (game.id === gameId ? { ...game, collected, collectId } : game));

type EventOf<T extends GameLobbyEvent['type']> = Extract<GameLobbyEvent, { type: T }>;

/**
 * A new venue, tab or name starts the list again from page 1, even while a page is on its way. Each
 * state of `results` carries these itself: a `reenter` on the region would re-enter the whole lobby
 * (its domain is the parallel root), cancelling a favourite call on its way.
 */
const reloadOn = {
  SET_VENUE: {
    guard: { type: 'venueChanges', params: ({ event }: { event: EventOf<'SET_VENUE'> }) => ({ platType: event.platType }) },
    target: 'loading',
    reenter: true,
    actions: { type: 'setVenue', params: ({ event }: { event: EventOf<'SET_VENUE'> }) => ({ platType: event.platType }) },
  },
  SET_TAB: {
    guard: { type: 'tabOpens', params: ({ event }: { event: EventOf<'SET_TAB'> }) => ({ tab: event.tab, member: event.member }) },
    target: 'loading',
    reenter: true,
    actions: { type: 'setTab', params: ({ event }: { event: EventOf<'SET_TAB'> }) => ({ tab: event.tab }) },
  },
  SEARCH: { guard: 'draftChanges', target: 'loading', reenter: true, actions: 'searchDraft' },
  PICK_SEARCH: {
    guard: { type: 'pickChanges', params: ({ event }: { event: EventOf<'PICK_SEARCH'> }) => ({ term: event.term }) },
    target: 'loading',
    reenter: true,
    // The chip's own name: the search region fills the box in the same step, after this region.
    actions: { type: 'searchPicked', params: ({ event }: { event: EventOf<'PICK_SEARCH'> }) => ({ term: event.term }) },
  },
} as const;

/** Typing (re)starts the pause; Enter searches at once; a chip fills the box and searches. */
const searchOn = {
  TYPE: { target: 'typing', reenter: true, actions: { type: 'setDraft', params: ({ event }: { event: EventOf<'TYPE'> }) => ({ text: event.text }) } },
  SEARCH: { target: 'idle' },
  PICK_SEARCH: { target: 'idle', actions: { type: 'setDraft', params: ({ event }: { event: EventOf<'PICK_SEARCH'> }) => ({ text: event.term }) } },
} as const;

export const gameLobbyMachine = setup({
  types: {
    context: {} as GameLobbyContext,
    events: {} as GameLobbyEvent,
    input: {} as GameLobbyInput,
  },
  actors: {
    fetchGames: fromPromise<LobbyPage, LobbyQuery>(() => {
      throw new Error('gameLobby: fetchGames was not provided');
    }),
    toggleFavourite: fromPromise<{ collectId: number | null }, FavouriteToggle>(() => {
      throw new Error('gameLobby: toggleFavourite was not provided');
    }),
  },
  delays: { searchDebounce: GAME_SEARCH_DEBOUNCE_MS },
  actions: {
    setVenue: assign({ venue: (_, params: { platType: string }) => params.platType, page: 1 }),
    setTab: assign({ tab: (_, params: { tab: GameListTab }) => params.tab, page: 1 }),
    setDraft: assign({ draft: (_, params: { text: string }) => params.text }),
    searchDraft: assign({ term: ({ context }) => context.draft.trim(), page: 1 }),
    searchPicked: assign({ term: (_, params: { term: string }) => params.term.trim(), page: 1 }),
    setPage: assign({ page: (_, params: { page: number }) => params.page }),
    // A page that arrives while a star is on its way shows that star as the member set it.
    storePage: assign(({ context }, params: LobbyPage) => {
      const toggling = context.toggling;
      const games = toggling ? withStar(params.games, toggling.gameId, toggling.collect, toggling.previousCollectId) : params.games;
      return { games, total: params.total, failure: null };
    }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => callFailureOf(params.error) }),
    flipStar: assign(({ context }, params: { gameId: number }) => {
      const game = context.games.find((candidate) => candidate.id === params.gameId)!;
      const toggling = { gameId: game.id, collect: !game.collected, previousCollectId: game.collectId };
      return { toggling, games: withStar(context.games, game.id, toggling.collect, game.collectId) };
    }),
    keepStar: assign(({ context }, params: { collectId: number | null }) => ({
      games: withStar(context.games, context.toggling!.gameId, context.toggling!.collect, params.collectId),
      toggling: null,
    })),
    rollBackStar: assign(({ context }) => ({
      games: withStar(context.games, context.toggling!.gameId, !context.toggling!.collect, context.toggling!.previousCollectId),
      toggling: null,
    })),
    confirmFavourite: (_, _params: { collected: boolean }) => {},
    searchNow: raise({ type: 'SEARCH' }),
  },
  guards: {
    venueChanges: ({ context }, params: { platType: string }) => params.platType !== context.venue,
    tabOpens: ({ context }, params: { tab: GameListTab; member: boolean }) => params.tab !== context.tab && (params.member || params.tab !== 'collect'),
    guestWantsCollection: (_, params: { tab: GameListTab; member: boolean }) => !params.member && params.tab === 'collect',
    draftChanges: ({ context }) => context.draft.trim() !== context.term,
    pickChanges: ({ context }, params: { term: string }) => params.term.trim() !== context.term,
    isOtherPage: ({ context }, params: { page: number }) =>
      Number.isInteger(params.page) && params.page >= 1 && params.page <= lobbyPageCount(context) && params.page !== context.page,
    isEmpty: (_, params: LobbyPage) => params.games.length === 0,
    isGuest: (_, params: { member: boolean }) => !params.member,
    gameShown: ({ context }, params: { gameId: number }) => context.games.some((game) => game.id === params.gameId),
  },
}).createMachine({
  id: 'gameLobby',
  type: 'parallel',
  context: ({ input }) => ({
    gameType: input.gameType,
    pageSize: input.pageSize,
    venue: input.venue ?? '',
    tab: 'all',
    draft: '',
    term: '',
    page: 1,
    games: [],
    total: 0,
    failure: null,
    toggling: null,
  }),
  states: {
    results: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          on: reloadOn,
          invoke: {
            id: 'fetchGames',
            src: 'fetchGames',
            input: ({ context }) => ({
              gameType: context.gameType,
              platType: context.venue,
              tab: context.tab,
              gameName: context.term,
              pageIndex: context.page,
              pageSize: context.pageSize,
            }),
            onDone: [
              {
                guard: { type: 'isEmpty', params: ({ event }) => event.output },
                target: 'empty',
                actions: { type: 'storePage', params: ({ event }) => event.output },
              },
              { target: 'loaded', actions: { type: 'storePage', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loaded: {
          tags: ['loaded'],
          on: {
            ...reloadOn,
            GO_TO_PAGE: {
              guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
              target: 'loading',
              actions: { type: 'setPage', params: ({ event }) => ({ page: event.page }) },
            },
          },
        },
        empty: { tags: ['empty'], on: reloadOn },
        failed: {
          tags: ['failed'],
          on: { ...reloadOn, RETRY: 'loading' },
        },
      },
    },
    search: {
      initial: 'idle',
      states: {
        idle: { on: searchOn },
        typing: {
          tags: ['typing'],
          on: searchOn,
          after: { searchDebounce: { target: 'idle', actions: 'searchNow' } },
        },
      },
    },
    favourite: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            TOGGLE_FAVOURITE: [
              { guard: { type: 'isGuest', params: ({ event }) => ({ member: event.member }) }, target: 'loginPrompt' },
              {
                guard: { type: 'gameShown', params: ({ event }) => ({ gameId: event.gameId }) },
                target: 'saving',
                actions: { type: 'flipStar', params: ({ event }) => ({ gameId: event.gameId }) },
              },
            ],
            SET_TAB: { guard: { type: 'guestWantsCollection', params: ({ event }) => ({ tab: event.tab, member: event.member }) }, target: 'loginPrompt' },
          },
        },
        loginPrompt: {
          tags: ['loginPrompt'],
          on: { DISMISS: 'idle' },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            id: 'toggleFavourite',
            src: 'toggleFavourite',
            input: ({ context }) => context.toggling!,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'confirmFavourite', params: ({ context }) => ({ collected: context.toggling!.collect }) },
                { type: 'keepStar', params: ({ event }) => ({ collectId: event.output.collectId }) },
              ],
            },
            // The API client has shown the server's message; the star goes back to what it was.
            onError: { target: 'idle', actions: 'rollBackStar' },
          },
        },
      },
    },
  },
});
