import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter, ModelEvent } from '../model';
import { gameLobbyMachine } from '../../../machines/gameLobby';
import type { LobbyGame, LobbyPage } from '../../../machines/gameLobby';
import type { Game } from '../../../contract/games';

/** Games as the catalogue answers them; the first is a favourite already (favourite 70). */
export const lobbyGame = (id: number, collected = false): Game => ({
  id,
  gameCode: `pgx-game-${id}`,
  gameName: `Game ${id}`,
  gameType: 2,
  platType: 'pgx',
  imgUrl: `/content/games/pgx-game-${id}.svg`,
  hotRank: id,
  tags: [],
  collected,
  collectId: collected ? 70 : null,
});

/** The first of two pages of four: six games in all. */
export const FIRST_OF_TWO: LobbyPage = { games: [lobbyGame(1, true), lobbyGame(2), lobbyGame(3), lobbyGame(4)], total: 6 };
export const NO_GAMES: LobbyPage = { games: [], total: 0 };
export const LOBBY_PAGE_SIZE_IN_MODEL = 4;

/** What the API client rejects with: the envelope's code and message. */
export const LOBBY_BUSY = Object.assign(new Error('API call failed with code 500'), { code: 500, msg: 'Server busy' });

export const gameLobbyModel: ModelAdapter = {
  flowId: 'gameLobby',
  scenarios: [{ name: 'electronic games lobby', input: { gameType: 2, pageSize: LOBBY_PAGE_SIZE_IN_MODEL } }],
  // The search, the filters and the stars each vary from the lobby as it opens, not all at once: three
  // regions and five filters multiply states past any traversal budget otherwise.
  events: (snapshot: AnyMachineSnapshot) => {
    const { venue, tab, draft, term, page } = snapshot.context as { venue: string; tab: string; draft: string; term: string; page: number };
    const unfiltered = venue === '' && tab === 'all';
    const unsearched = draft === '' && term === '';
    const starsQuiet = snapshot.matches({ favourite: 'idle' });
    const firstPageShown = snapshot.matches({ results: 'loaded' }) && page === 1;
    const offered: ModelEvent[] = [
      ...(unsearched && starsQuiet ? [{ type: 'SET_VENUE', platType: 'pgx' }, { type: 'SET_TAB', tab: 'hot', member: true }, { type: 'SET_TAB', tab: 'collect', member: false }] : []),
      ...(unfiltered && draft === '' && starsQuiet ? [{ type: 'TYPE', text: 'fortune' }] : []),
      // A second keystroke before the pause ends starts the pause again.
      ...(draft === 'fortune' && snapshot.matches({ search: 'typing' }) ? [{ type: 'TYPE', text: 'fortune ' }] : []),
      ...(draft !== '' ? [{ type: 'SEARCH' }] : []),
      ...(unfiltered && term === '' && starsQuiet ? [{ type: 'PICK_SEARCH', term: 'dragon' }] : []),
      { type: 'GO_TO_PAGE', page: 2 },
      { type: 'RETRY' },
      ...(unfiltered && unsearched && firstPageShown
        ? [
            { type: 'TOGGLE_FAVOURITE', gameId: 2, member: true },
            { type: 'TOGGLE_FAVOURITE', gameId: 1, member: false },
          ]
        : []),
      { type: 'DISMISS' },
      { type: 'xstate.after.searchDebounce.gameLobby.search.typing' },
      { type: 'xstate.done.actor.fetchGames', output: FIRST_OF_TWO },
      { type: 'xstate.done.actor.fetchGames', output: NO_GAMES },
      { type: 'xstate.error.actor.fetchGames', error: LOBBY_BUSY },
      { type: 'xstate.done.actor.toggleFavourite', output: { collectId: 71 } },
      { type: 'xstate.error.actor.toggleFavourite', error: LOBBY_BUSY },
    ];
    // Only events the lobby takes in this state: the others would only spend the budget.
    return offered.filter((event) => gameLobbyMachine.getTransitionData(snapshot as never, event as never).length > 0);
  },
  // Simple paths multiply with every region they interleave: they walk the list (paging, retries, the
  // call's outcomes); shortest and transition paths reach the search, the filters and the stars.
  simplePathEvents: (event) => /GO_TO_PAGE|RETRY|fetchGames/.test(event.type),
  // States apart by what the screen shows (a path's expected snapshot is the first one met with its key).
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const { venue, tab, draft, term, page, games, toggling } = snapshot.context as {
      venue: string;
      tab: string;
      draft: string;
      term: string;
      page: number;
      games: LobbyGame[];
      toggling: unknown;
    };
    return JSON.stringify([snapshot.value, venue, tab, draft, term, page, games.map((game) => [game.collected, game.collectId]), toggling]);
  },
};
