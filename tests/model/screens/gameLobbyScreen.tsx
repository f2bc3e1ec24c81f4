import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { expect, vi, type Mock } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { GameLobby } from '../../../src/features/games/GameLobbyPage';
import type { GameLobbyContext, LobbyPage } from '../../../machines/gameLobby';
import { GAME_SEARCH_DEBOUNCE_MS } from '../../../machines/rules/gameLobby';
import type { GamePage } from '../../../src/api/games';
import { SiteActorsContext } from '../../../src/session/SiteActorsContext';
import type { SiteActors } from '../../../src/session/actors';
import { deferred, renderWithSite, sessionRecorder, text } from '../../components/renderWithSite';
import { LOBBY_PAGE_SIZE_IN_MODEL } from '../adapters/gameLobby';
import type { ApiMocks, ScreenAdapter } from '../screen';

/**
 * The gameLobby machine on the lobby itself. Only setTimeout is faked, so the search pause passes
 * exactly when the replay says; the games and favourite calls wait until the replay settles them.
 * The member flag of an event is the page's member prop, changed in place (the real page remounts
 * the lobby when it changes; here one lobby sees both, as the model does).
 */
type Ui = ReturnType<typeof renderWithSite> & {
  fetching: ReturnType<typeof deferred<GamePage>> | null;
  favouriting: ReturnType<typeof deferred<unknown>> | null;
  favouriteCall: 'save' | 'delete' | null;
  setMember(member: boolean): void;
  notify: Mock;
};

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as GameLobbyContext;
const searchBox = () => screen.getByRole('searchbox') as HTMLInputElement;
const cards = () => [...document.querySelectorAll<HTMLElement>('.game-card[data-game]')];
const star = (gameId: number) => document.querySelector<HTMLButtonElement>(`[data-game="${gameId}"] .game-card__star`)!;
const click = (element: Element) => act(async () => void fireEvent.click(element));

type LobbyMocks = Pick<ApiMocks, 'getGames' | 'getVenues' | 'getPopularSearches' | 'saveFavourite' | 'deleteFavourite'>;

export function gameLobbyScreen(mocks: LobbyMocks): ScreenAdapter<Ui> {
  return {
    flowId: 'gameLobby',
    async mount() {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      const ui = { fetching: null, favouriting: null, favouriteCall: null, notify: vi.fn() } as unknown as Ui;
      mocks.getVenues.mockResolvedValue([{ platType: 'pgx', apiTitle: 'Pixel Games', eng: 'Pixel Games', pcNavbarImgUrl: '/content/providers/pgx.svg' }]);
      mocks.getPopularSearches.mockResolvedValue([{ gameName: 'dragon', count: 3 }]);
      mocks.getGames.mockImplementation(() => {
        ui.fetching = deferred<GamePage>();
        return ui.fetching.promise;
      });
      const favourite = (kind: 'save' | 'delete') => () => {
        ui.favouriteCall = kind;
        ui.favouriting = deferred<unknown>();
        return ui.favouriting.promise;
      };
      mocks.saveFavourite.mockImplementation(favourite('save'));
      mocks.deleteFavourite.mockImplementation(favourite('delete'));
      const holder = { setMember: (_: boolean) => {} };
      function Lobby() {
        const [member, setMember] = useState(true);
        holder.setMember = setMember;
        return <GameLobby gameType={2} member={member} pageSize={LOBBY_PAGE_SIZE_IN_MODEL} />;
      }
      const actors = { session: sessionRecorder(), notify: ui.notify } as unknown as SiteActors;
      Object.assign(ui, renderWithSite(<SiteActorsContext.Provider value={actors}><Lobby /></SiteActorsContext.Provider>));
      ui.setMember = (member) => act(() => holder.setMember(member));
      // The venues and the popular searches arrive before the member does anything.
      await act(async () => {});
      return ui;
    },
    unmount() {
      vi.useRealTimers();
    },
    events: {
      async SET_VENUE(_, event) {
        await click(document.querySelector(`[data-venue-tab="${String(event.platType)}"]`)!);
      },
      async SET_TAB(ui, event) {
        ui.setMember(Boolean(event.member));
        await click(document.querySelector(`[data-tab="${String(event.tab)}"]`)!);
      },
      async TYPE(_, event) {
        await act(async () => void fireEvent.change(searchBox(), { target: { value: String(event.text) } }));
      },
      async SEARCH() {
        await act(async () => void fireEvent.submit(screen.getByRole('search')));
      },
      async PICK_SEARCH(_, event) {
        await click(document.querySelector(`[data-chip="${String(event.term)}"]`)!);
      },
      async GO_TO_PAGE(_, event) {
        const next = Number(event.page) > Number(/\d+/.exec(document.querySelector('.game-lobby__pager span')!.textContent!)![0]);
        await click(screen.getByRole('button', { name: text(next ? 'records.next' : 'records.previous') }));
      },
      async RETRY() {
        await click(screen.getByRole('button', { name: text('list.retry') }));
      },
      async TOGGLE_FAVOURITE(ui, event) {
        ui.setMember(Boolean(event.member));
        await click(star(Number(event.gameId)));
      },
      async DISMISS() {
        await click(screen.getByRole('button', { name: text('common.cancel') }));
      },
      async 'xstate.after.searchDebounce.gameLobby.search.typing'() {
        await act(async () => void vi.advanceTimersByTime(GAME_SEARCH_DEBOUNCE_MS));
      },
      async 'xstate.done.actor.fetchGames'(ui, event) {
        const { games, total } = event.output as LobbyPage;
        await act(async () => ui.fetching!.resolve({ records: games as GamePage['records'], total, pageIndex: 1, pageSize: LOBBY_PAGE_SIZE_IN_MODEL }));
      },
      async 'xstate.error.actor.fetchGames'(ui, event) {
        await act(async () => ui.fetching!.reject(event.error));
      },
      async 'xstate.done.actor.toggleFavourite'(ui, event) {
        const { collectId } = event.output as { collectId: number | null };
        const saving = ui.favouriteCall === 'save';
        await act(async () => ui.favouriting!.resolve(saving ? collectId : undefined));
        expect(ui.notify).toHaveBeenLastCalledWith('success', saving ? 'games.favourited' : 'games.unfavourited');
      },
      async 'xstate.error.actor.toggleFavourite'(ui, event) {
        const confirmed = ui.notify.mock.calls.length;
        await act(async () => ui.favouriting!.reject(event.error));
        expect(ui.notify).toHaveBeenCalledTimes(confirmed);
      },
    },
    states: {
      'gameLobby.results.loading': (_, expected) => {
        const { venue, tab, term, page } = contextOf(expected);
        expect(screen.getByRole('status', { name: text('common.loading') })).toBeTruthy();
        expect(cards()).toHaveLength(0);
        // The call asks for what the lobby shows: venue, tab, name and page.
        const [query] = mocks.getGames.mock.lastCall! as [Record<string, unknown>];
        expect(query).toEqual({
          gameType: 2,
          ...(venue ? { platType: venue } : {}),
          ...(term ? { gameName: term } : {}),
          tab,
          pageIndex: page,
          pageSize: LOBBY_PAGE_SIZE_IN_MODEL,
        });
      },
      'gameLobby.results.loaded': (_, expected) => {
        const { games, total, tab, venue } = contextOf(expected);
        expect(cards().map((card) => Number(card.dataset.game))).toEqual(games.map((game) => game.id));
        // Each star as the lobby holds it: the member's change shows at once, a rollback puts it back.
        expect(games.map((game) => star(game.id).getAttribute('aria-pressed'))).toEqual(games.map((game) => String(game.collected)));
        expect(screen.getByText(text('games.lobby.count', { total }))).toBeTruthy();
        expect(document.querySelector(`[data-tab="${tab}"]`)!.getAttribute('aria-pressed')).toBe('true');
        expect(document.querySelector('.venue-tab.is-active')!.getAttribute('data-venue-tab') ?? '').toBe(venue);
      },
      'gameLobby.results.empty': (_, expected) => {
        expect(cards()).toHaveLength(0);
        const { tab, term } = contextOf(expected);
        expect(screen.getByText(text(tab === 'collect' && term === '' ? 'games.lobby.emptyCollection' : 'games.lobby.empty'))).toBeTruthy();
      },
      'gameLobby.results.failed': (_, expected) => {
        expect(screen.getByRole('alert').textContent).toContain(contextOf(expected).failure!.msg);
        expect(screen.getByRole('button', { name: text('list.retry') })).toBeTruthy();
      },
      'gameLobby.search.idle': (_, expected) => {
        expect(searchBox().value).toBe(contextOf(expected).draft);
      },
      'gameLobby.search.typing': (_, expected) => {
        expect(searchBox().value).toBe(contextOf(expected).draft);
      },
      'gameLobby.favourite.idle': () => {
        expect(screen.queryByRole('dialog')).toBeNull();
        for (const button of document.querySelectorAll<HTMLButtonElement>('.game-card__star')) expect(button.disabled).toBe(false);
      },
      'gameLobby.favourite.loginPrompt': () => {
        expect(screen.getByRole('dialog').textContent).toContain(text('prompt.loginFirst'));
      },
      'gameLobby.favourite.saving': (_, expected) => {
        const { gameId, collect, previousCollectId } = contextOf(expected).toggling!;
        if (collect) expect(mocks.saveFavourite).toHaveBeenLastCalledWith(gameId);
        else expect(mocks.deleteFavourite).toHaveBeenLastCalledWith(previousCollectId);
        for (const button of document.querySelectorAll<HTMLButtonElement>('.game-card__star')) expect(button.disabled).toBe(true);
      },
    },
  };
}
