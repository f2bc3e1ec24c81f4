import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { gameLobbyMachine, type FavouriteToggle, type LobbyPage, type LobbyQuery } from '../../machines/gameLobby';
import { GAME_SEARCH_DEBOUNCE_MS } from '../../machines/rules/gameLobby';
import { FIRST_OF_TWO, lobbyGame } from '../model/adapters/gameLobby';
import { deferred, flush } from './deferred';

/** A lobby whose calls the test answers by hand: each fetch and favourite call waits for the test. */
function startLobby() {
  const fetches: Array<{ query: LobbyQuery; answer: ReturnType<typeof deferred<LobbyPage>> }> = [];
  const toggles: Array<{ input: FavouriteToggle; answer: ReturnType<typeof deferred<{ collectId: number | null }>> }> = [];
  const confirmations: boolean[] = [];
  const actor = createActor(
    gameLobbyMachine.provide({
      actors: {
        fetchGames: fromPromise(({ input }) => {
          const answer = deferred<LobbyPage>();
          fetches.push({ query: input, answer });
          return answer.promise;
        }),
        toggleFavourite: fromPromise(({ input }) => {
          const answer = deferred<{ collectId: number | null }>();
          toggles.push({ input, answer });
          return answer.promise;
        }),
      },
      actions: { confirmFavourite: (_, { collected }) => confirmations.push(collected) },
    }),
    { input: { gameType: 2, pageSize: 4 } },
  ).start();
  return { actor, fetches, toggles, confirmations };
}

async function loadedLobby(page: LobbyPage = FIRST_OF_TWO) {
  const lobby = startLobby();
  lobby.fetches[0].answer.resolve(page);
  await flush();
  return lobby;
}

const stars = (actor: ReturnType<typeof startLobby>['actor']) => actor.getSnapshot().context.games.map((game) => [game.id, game.collected, game.collectId]);

describe('the e-game lobby: loading and filters', () => {
  it('asks for page 1 of every venue of its type on the tab all, and shows what comes back', async () => {
    const { actor, fetches } = await loadedLobby();
    expect(fetches[0].query).toEqual({ gameType: 2, platType: '', tab: 'all', gameName: '', pageIndex: 1, pageSize: 4 });
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true);
    expect(actor.getSnapshot().context.total).toBe(6);
  });

  it('a venue or a tab reloads from page 1; the same venue again does nothing', async () => {
    const { actor, fetches } = await loadedLobby();
    actor.send({ type: 'GO_TO_PAGE', page: 2 });
    fetches[1].answer.resolve(FIRST_OF_TWO);
    await flush();
    actor.send({ type: 'SET_VENUE', platType: 'pgx' });
    expect(fetches[2].query).toMatchObject({ platType: 'pgx', pageIndex: 1 });
    actor.send({ type: 'SET_VENUE', platType: 'pgx' });
    expect(fetches).toHaveLength(3);
    actor.send({ type: 'SET_TAB', tab: 'hot', member: false });
    expect(fetches[3].query).toMatchObject({ platType: 'pgx', tab: 'hot', pageIndex: 1 });
  });

  it('pages only within the pages there are (6 games by 4: two pages)', async () => {
    const { actor, fetches } = await loadedLobby();
    actor.send({ type: 'GO_TO_PAGE', page: 3 });
    actor.send({ type: 'GO_TO_PAGE', page: 0 });
    expect(fetches).toHaveLength(1);
    actor.send({ type: 'GO_TO_PAGE', page: 2 });
    expect(fetches[1].query.pageIndex).toBe(2);
  });

  it('says empty for no games and failed (with a retry) for a refused call', async () => {
    const { actor, fetches } = await loadedLobby({ games: [], total: 0 });
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    actor.send({ type: 'SET_TAB', tab: 'hot', member: true });
    fetches[1].answer.reject(Object.assign(new Error('busy'), { code: 500, msg: 'Server busy' }));
    await flush();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure?.msg).toBe('Server busy');
    actor.send({ type: 'RETRY' });
    expect(fetches[2].query).toMatchObject({ tab: 'hot' });
  });

  it('asks a guest who opens "my collection" to log in, and loads nothing', async () => {
    const { actor, fetches } = await loadedLobby();
    actor.send({ type: 'SET_TAB', tab: 'collect', member: false });
    expect(actor.getSnapshot().hasTag('loginPrompt')).toBe(true);
    expect(actor.getSnapshot().context.tab).toBe('all');
    expect(fetches).toHaveLength(1);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().hasTag('loginPrompt')).toBe(false);
  });
});

describe('the e-game lobby: search', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`searches ${GAME_SEARCH_DEBOUNCE_MS} ms after the last keystroke, not before, with the name trimmed`, async () => {
    const { actor, fetches } = startLobby();
    fetches[0].answer.resolve(FIRST_OF_TWO);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'TYPE', text: 'for' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'TYPE', text: ' fortune ' });
    await vi.advanceTimersByTimeAsync(399);
    expect(fetches).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('typing')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toHaveLength(2);
    expect(fetches[1].query).toMatchObject({ gameName: 'fortune', pageIndex: 1 });
    expect(actor.getSnapshot().context.draft).toBe(' fortune ');
  });

  it('Enter searches at once and the pause then asks nothing more; the same name again asks nothing', async () => {
    const { actor, fetches } = startLobby();
    fetches[0].answer.resolve(FIRST_OF_TWO);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'TYPE', text: 'koi' });
    actor.send({ type: 'SEARCH' });
    expect(fetches[1].query.gameName).toBe('koi');
    await vi.advanceTimersByTimeAsync(GAME_SEARCH_DEBOUNCE_MS * 2);
    expect(fetches).toHaveLength(2);
    actor.send({ type: 'SEARCH' });
    expect(fetches).toHaveLength(2);
  });

  it('a popular-search chip fills the box and searches at once, cancelling a pending pause', async () => {
    const { actor, fetches } = startLobby();
    fetches[0].answer.resolve(FIRST_OF_TWO);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'TYPE', text: 'dra' });
    actor.send({ type: 'PICK_SEARCH', term: 'dragon' });
    expect(actor.getSnapshot().context.draft).toBe('dragon');
    expect(fetches[1].query.gameName).toBe('dragon');
    await vi.advanceTimersByTimeAsync(GAME_SEARCH_DEBOUNCE_MS);
    expect(fetches).toHaveLength(2);
  });
});

describe('the e-game lobby: favourites', () => {
  it('a member’s star changes at once, the call follows, and success confirms and keeps the favourite’s id', async () => {
    const { actor, toggles, confirmations } = await loadedLobby();
    actor.send({ type: 'TOGGLE_FAVOURITE', gameId: 2, member: true });
    expect(stars(actor)[1]).toEqual([2, true, null]);
    expect(toggles[0].input).toEqual({ gameId: 2, collect: true, previousCollectId: null });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    toggles[0].answer.resolve({ collectId: 81 });
    await flush();
    expect(stars(actor)[1]).toEqual([2, true, 81]);
    expect(confirmations).toEqual([true]);
    expect(actor.getSnapshot().context.toggling).toBeNull();
  });

  it('a refused call puts the star back as it was, favourite id included, and confirms nothing', async () => {
    const { actor, toggles, confirmations } = await loadedLobby();
    actor.send({ type: 'TOGGLE_FAVOURITE', gameId: 1, member: true });
    expect(stars(actor)[0]).toEqual([1, false, 70]);
    expect(toggles[0].input).toEqual({ gameId: 1, collect: false, previousCollectId: 70 });
    toggles[0].answer.reject(new Error('refused'));
    await flush();
    expect(stars(actor)[0]).toEqual([1, true, 70]);
    expect(confirmations).toEqual([]);
  });

  it('one call at a time: another star while one is on its way is ignored', async () => {
    const { actor, toggles } = await loadedLobby();
    actor.send({ type: 'TOGGLE_FAVOURITE', gameId: 2, member: true });
    actor.send({ type: 'TOGGLE_FAVOURITE', gameId: 3, member: true });
    expect(toggles).toHaveLength(1);
    expect(stars(actor)[2]).toEqual([3, false, null]);
  });

  it('a page arriving while a star is on its way shows that star as set, and a rollback still reaches it', async () => {
    const { actor, fetches, toggles } = await loadedLobby();
    actor.send({ type: 'TOGGLE_FAVOURITE', gameId: 2, member: true });
    actor.send({ type: 'GO_TO_PAGE', page: 2 });
    fetches[1].answer.resolve({ games: [lobbyGame(2), lobbyGame(5)], total: 6 });
    await flush();
    expect(stars(actor)).toEqual([
      [2, true, null],
      [5, false, null],
    ]);
    toggles[0].answer.reject(new Error('refused'));
    await flush();
    expect(stars(actor)[0]).toEqual([2, false, null]);
  });

  it('a new venue, tab or search while a star is on its way leaves the call running and the search box alone', async () => {
    const { actor, toggles, confirmations, fetches } = await loadedLobby();
    actor.send({ type: 'TOGGLE_FAVOURITE', gameId: 2, member: true });
    actor.send({ type: 'TYPE', text: 'ko' });
    actor.send({ type: 'SET_VENUE', platType: 'pgx' });
    actor.send({ type: 'SET_TAB', tab: 'hot', member: true });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(actor.getSnapshot().hasTag('typing')).toBe(true);
    expect(fetches.at(-1)!.query).toMatchObject({ platType: 'pgx', tab: 'hot' });
    fetches.at(-1)!.answer.resolve({ games: [lobbyGame(2)], total: 1 });
    toggles[0].answer.resolve({ collectId: 90 });
    await flush();
    expect(confirmations).toEqual([true]);
    expect(stars(actor)).toEqual([[2, true, 90]]);
  });

  it('a guest’s star asks them to log in and calls nothing', async () => {
    const { actor, toggles } = await loadedLobby();
    actor.send({ type: 'TOGGLE_FAVOURITE', gameId: 2, member: false });
    expect(actor.getSnapshot().hasTag('loginPrompt')).toBe(true);
    expect(stars(actor)[1]).toEqual([2, false, null]);
    expect(toggles).toHaveLength(0);
  });

  it('a game not on the page cannot be starred', async () => {
    const { actor, toggles } = await loadedLobby();
    actor.send({ type: 'TOGGLE_FAVOURITE', gameId: 99, member: true });
    expect(toggles).toHaveLength(0);
    expect(actor.getSnapshot().hasTag('saving')).toBe(false);
    // The lobby carries on: a game on the page still stars.
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'TOGGLE_FAVOURITE', gameId: 2, member: true });
    expect(toggles).toHaveLength(1);
  });
});

describe('the e-game lobby: what asks for nothing', () => {
  it('opens with an empty search box and no games until the first page arrives', () => {
    const { actor } = startLobby();
    expect(actor.getSnapshot().context).toMatchObject({ draft: '', term: '', games: [], total: 0, page: 1 });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it('the tab already open asks nothing; a member opens "my collection" without a login prompt', async () => {
    const { actor, fetches } = await loadedLobby();
    actor.send({ type: 'SET_TAB', tab: 'all', member: true });
    expect(fetches).toHaveLength(1);
    actor.send({ type: 'SET_TAB', tab: 'collect', member: true });
    expect(fetches[1].query).toMatchObject({ tab: 'collect', pageIndex: 1 });
    expect(actor.getSnapshot().hasTag('loginPrompt')).toBe(false);
  });

  it('a guest opening another tab than "my collection" gets it without a login prompt', async () => {
    const { actor, fetches } = await loadedLobby();
    actor.send({ type: 'SET_TAB', tab: 'hot', member: false });
    expect(fetches[1].query).toMatchObject({ tab: 'hot' });
    expect(actor.getSnapshot().hasTag('loginPrompt')).toBe(false);
  });

  it('goes back to page 1 from page 2, and the page on screen asks nothing', async () => {
    const { actor, fetches } = await loadedLobby();
    actor.send({ type: 'GO_TO_PAGE', page: 1 });
    expect(fetches).toHaveLength(1);
    actor.send({ type: 'GO_TO_PAGE', page: 2 });
    fetches[1].answer.resolve(FIRST_OF_TWO);
    await flush();
    actor.send({ type: 'GO_TO_PAGE', page: 1 });
    expect(fetches).toHaveLength(3);
    expect(fetches[2].query.pageIndex).toBe(1);
  });

  it('Enter on the name already searched, spaces around it, asks nothing more', async () => {
    const { actor, fetches } = await loadedLobby();
    actor.send({ type: 'TYPE', text: ' koi ' });
    actor.send({ type: 'SEARCH' });
    expect(fetches[1].query.gameName).toBe('koi');
    fetches[1].answer.resolve(FIRST_OF_TWO);
    await flush();
    actor.send({ type: 'SEARCH' });
    expect(fetches).toHaveLength(2);
  });

  it('a chip searches its name trimmed, and the chip of the name already searched asks nothing', async () => {
    const { actor, fetches } = await loadedLobby();
    actor.send({ type: 'PICK_SEARCH', term: ' dragon ' });
    expect(fetches[1].query.gameName).toBe('dragon');
    expect(actor.getSnapshot().context.term).toBe('dragon');
    fetches[1].answer.resolve(FIRST_OF_TWO);
    await flush();
    actor.send({ type: 'PICK_SEARCH', term: 'dragon ' });
    actor.send({ type: 'PICK_SEARCH', term: 'dragon' });
    expect(fetches).toHaveLength(2);
  });
});

describe('the e-game lobby: an empty page after a full one', () => {
  it('shows no games and a total of 0 when a new tab brings none', async () => {
    const { actor, fetches } = await loadedLobby();
    actor.send({ type: 'SET_TAB', tab: 'hot', member: true });
    fetches[1].answer.resolve({ games: [], total: 0 });
    await flush();
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ games: [], total: 0 });
  });
});

describe('the e-game lobby: the search and the star come to rest', () => {
  it('the pause ends the typing once it searches', async () => {
    vi.useFakeTimers();
    try {
      const { actor, fetches } = startLobby();
      fetches[0].answer.resolve(FIRST_OF_TWO);
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'TYPE', text: 'koi' });
      await vi.advanceTimersByTimeAsync(400);
      expect(fetches).toHaveLength(2);
      expect(actor.getSnapshot().hasTag('typing')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a star is no longer saving once the call answers, kept or refused', async () => {
    const { actor, toggles } = await loadedLobby();
    actor.send({ type: 'TOGGLE_FAVOURITE', gameId: 2, member: true });
    toggles[0].answer.resolve({ collectId: 81 });
    await flush();
    expect(actor.getSnapshot().hasTag('saving')).toBe(false);
    actor.send({ type: 'TOGGLE_FAVOURITE', gameId: 3, member: true });
    toggles[1].answer.reject(new Error('refused'));
    await flush();
    expect(actor.getSnapshot().hasTag('saving')).toBe(false);
  });
});
