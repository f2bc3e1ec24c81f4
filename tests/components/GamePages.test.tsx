import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { createActor, fromPromise } from 'xstate';
import * as gamesApi from '../../src/api/games';
import GameCategoryPage from '../../src/features/games/GameCategoryPage';
import { connectGameLobby, type LobbyParts } from '../../src/features/games/connectGameLobby';
import { gameLobbyMachine } from '../../machines/gameLobby';
import { SiteActorsContext } from '../../src/session/SiteActorsContext';
import type { SiteActors } from '../../src/session/actors';
import { ROUTE } from '../../src/config/paths';
import { sessionData } from '../../src/store/session';
import { FIRST_OF_TWO } from '../model/adapters/gameLobby';
import { deferred, renderWithSite, sessionRecorder, text } from './renderWithSite';

vi.mock('../../src/api/games', () => ({ launchGame: vi.fn(), getVenues: vi.fn() }));

const getVenues = vi.mocked(gamesApi.getVenues);
const launchGame = vi.mocked(gamesApi.launchGame);
const LIVE_VENUES = [
  { platType: 'rlive', apiTitle: 'Royal Live', eng: 'Royal Live', pcNavbarImgUrl: '/content/providers/rlive.svg' },
  { platType: 'evx', apiTitle: 'Evoke Live', eng: 'Evoke Live', pcNavbarImgUrl: '/content/providers/evx.svg' },
];

function renderCategory(hash: string, member: boolean) {
  window.location.hash = hash;
  sessionData.gameNavList = [{ gameType: 1, gameTypeName: 'Live casino', layout: 1, link: '/game/realbet', imgUrl: '/content/categories/realbet.svg', platTypeList: [] }];
  const session = sessionRecorder();
  if (member) session.send({ type: 'LOGGED_IN', token: 'member-token', newMember: false });
  const actors = { session, notify: vi.fn() } as unknown as SiteActors;
  return renderWithSite(
    <SiteActorsContext.Provider value={actors}>
      <Switch>
        <Route path={ROUTE.gameCategory}>
          <GameCategoryPage />
        </Route>
        <Route>home</Route>
      </Switch>
    </SiteActorsContext.Provider>,
  );
}

beforeEach(() => {
  getVenues.mockReset().mockResolvedValue(LIVE_VENUES);
  launchGame.mockReset();
});
afterEach(() => {
  window.location.hash = '';
});

describe('the shared category page', () => {
  it('/game/realbet lists the live casino venues (game type 1) as cards with their art and a play button', async () => {
    renderCategory('#/game/realbet', false);
    await screen.findByText('Evoke Live', { selector: 'h2' });
    expect(getVenues).toHaveBeenCalledWith(1, { handles: 'all' });
    const cards = [...document.querySelectorAll('[data-venue-card]')];
    expect(cards.map((card) => card.getAttribute('data-venue-card'))).toEqual(['rlive', 'evx']);
    expect(cards[0].querySelector<HTMLImageElement>('.venue-card__logo')!.getAttribute('src')).toBe('/content/providers/rlive.svg');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Live casino');
    expect(screen.getByText(text('games.category.venues', { count: 2 }))).toBeTruthy();
  });

  it('each route asks for its own game type', async () => {
    renderCategory('#/game/lottery', false);
    await screen.findByText('Royal Live', { selector: 'h2' });
    expect(getVenues).toHaveBeenCalledWith(4, { handles: 'all' });
  });

  it('a guest’s play button asks them to log in and opens nothing', async () => {
    const { user } = renderCategory('#/game/sport', false);
    await screen.findByText('Royal Live', { selector: 'h2' });
    await user.click(screen.getAllByRole('button', { name: text('nav.play') })[0]);
    expect(screen.getByRole('dialog').textContent).toContain(text('prompt.loginFirst'));
    expect(launchGame).not.toHaveBeenCalled();
  });

  it('a member’s play button opens that venue, without a game code', async () => {
    const opened = deferred<Awaited<ReturnType<typeof gamesApi.launchGame>>>();
    launchGame.mockReturnValue(opened.promise);
    const { user } = renderCategory('#/game/realbet', true);
    await screen.findByText('Evoke Live', { selector: 'h2' });
    await user.click(document.querySelector<HTMLButtonElement>('[data-venue="evx"]')!);
    await waitFor(() => expect(launchGame).toHaveBeenCalledWith('evx', null));
    expect(document.querySelector('[data-venue="evx"]')!.textContent).toBe(text('games.opening'));
    expect(document.querySelector<HTMLButtonElement>('[data-venue="rlive"]')!.disabled).toBe(true);
  });

  it('an unknown category goes home', async () => {
    renderCategory('#/game/nosuch', false);
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(getVenues).not.toHaveBeenCalled();
  });
});

describe('connectGameLobby', () => {
  const venues = { items: LIVE_VENUES } as unknown as LobbyParts['venues'];
  const popular = { items: [{ gameName: 'dragon', count: 3 }, { gameName: 'koi', count: 1 }] } as unknown as LobbyParts['popular'];
  const launch = { openingGame: 'pgx-game-2', busy: true, loginPrompt: false, play: vi.fn(), dismiss: vi.fn() } as unknown as LobbyParts['launch'];

  async function lobbyAt(events: Parameters<ReturnType<typeof createActor<typeof gameLobbyMachine>>['send']>[0][], page = FIRST_OF_TWO) {
    const actor = createActor(
      gameLobbyMachine.provide({ actors: { fetchGames: fromPromise(async () => page), toggleFavourite: fromPromise(() => new Promise<{ collectId: number | null }>(() => {})) } }),
      { input: { gameType: 2, pageSize: 4 } },
    ).start();
    await act(async () => {});
    for (const event of events) actor.send(event);
    await act(async () => {});
    const send = vi.fn();
    return { view: connectGameLobby(actor.getSnapshot(), send, { member: true, venues, popular, launch }), send };
  }

  it('shows each game with its venue’s name, its star, and the game being opened', async () => {
    const { view } = await lobbyAt([]);
    expect(view.games.map((game) => [game.id, game.collected, game.opening])).toEqual([
      [1, true, false],
      [2, false, true],
      [3, false, false],
      [4, false, false],
    ]);
    expect(view.games[0].venueTitle).toBe('pgx');
    expect(view.playBusy).toBe(true);
    expect([view.page, view.pages, view.canGoBack, view.canGoOn]).toEqual([1, 2, false, true]);
  });

  it('marks the chip of the name searched, and sends what the member does', async () => {
    const { view, send } = await lobbyAt([{ type: 'PICK_SEARCH', term: 'dragon' }]);
    expect(view.chips).toEqual([
      { term: 'dragon', active: true },
      { term: 'koi', active: false },
    ]);
    view.games[1].toggleFavourite();
    view.setTab('collect');
    view.games[1].play();
    expect(send.mock.calls).toEqual([[{ type: 'TOGGLE_FAVOURITE', gameId: 2, member: true }], [{ type: 'SET_TAB', tab: 'collect', member: true }]]);
    expect(launch.play).toHaveBeenCalledWith('pgx', 'pgx-game-2');
  });

  it('stars wait while a favourite call is on its way', async () => {
    const { view } = await lobbyAt([{ type: 'TOGGLE_FAVOURITE', gameId: 2, member: true }]);
    expect(view.games.every((game) => game.starBusy)).toBe(true);
    expect(view.games[1].collected).toBe(true);
  });

  it('an empty collection says how to add to it; an empty search says to try another name', async () => {
    const collection = await lobbyAt([{ type: 'SET_TAB', tab: 'collect', member: true }], { games: [], total: 0 });
    expect([collection.view.empty, collection.view.emptyKey]).toEqual([true, 'games.lobby.emptyCollection']);
    const search = await lobbyAt([{ type: 'PICK_SEARCH', term: 'zzz' }], { games: [], total: 0 });
    expect(search.view.emptyKey).toBe('games.lobby.empty');
  });
});
