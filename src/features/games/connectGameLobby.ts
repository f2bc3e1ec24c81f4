import type { SnapshotFrom } from 'xstate';
import { GAME_LIST_TABS, type Game, type GameListTab } from '../../../contract/games';
import { lobbyPageCount, type gameLobbyMachine, type GameLobbyEvent } from '../../../machines/gameLobby';
import type { PlatformType } from '../../api/content';
import type { PopularSearch } from '../../api/games';
import type { ConnectedList } from '../../components/list/connectList';
import type { connectGameLaunch } from '../../components/gameLaunch/connectGameLaunch';

export interface LobbyParts {
  member: boolean;
  venues: ConnectedList<PlatformType>;
  popular: ConnectedList<PopularSearch>;
  launch: ReturnType<typeof connectGameLaunch>;
}

/** The e-game lobby as its view shows it: venue tabs, search, list tabs, chips, the games and paging. */
export function connectGameLobby(state: SnapshotFrom<typeof gameLobbyMachine>, send: (event: GameLobbyEvent) => void, parts: LobbyParts) {
  const { member, venues, popular, launch } = parts;
  const { context } = state;
  const titleOf = new Map(venues.items.map((venue) => [venue.platType, venue.apiTitle]));
  const saving = state.hasTag('saving');
  const pages = lobbyPageCount(context);
  const loaded = state.hasTag('loaded');
  return {
    gameType: context.gameType,
    member,
    venue: context.venue,
    venues: venues.items.map((venue) => ({
      platType: venue.platType,
      title: venue.apiTitle,
      logo: venue.pcNavbarImgUrl,
      active: venue.platType === context.venue,
    })),
    tabs: GAME_LIST_TABS.map((tab) => ({ tab, active: tab === context.tab })),
    tab: context.tab,
    draft: context.draft,
    /** The popular searches, for a member (a guest's list is empty). */
    chips: popular.items.map((search) => ({ term: search.gameName, active: search.gameName === context.term })),
    games: (context.games as Game[]).map((game) => ({
      id: game.id,
      name: game.gameName,
      imgUrl: game.imgUrl,
      venueTitle: titleOf.get(game.platType) ?? game.platType,
      tags: game.tags,
      collected: game.collected,
      /** The star waits while a favourite call is on its way. */
      starBusy: saving,
      opening: launch.openingGame === game.gameCode,
      play: () => launch.play(game.platType, game.gameCode),
      toggleFavourite: () => send({ type: 'TOGGLE_FAVOURITE', gameId: game.id, member }),
    })),
    playBusy: launch.busy,
    total: context.total,
    loading: state.hasTag('loading'),
    loaded,
    empty: state.hasTag('empty'),
    failed: state.hasTag('failed'),
    failureMessage: context.failure?.msg ?? null,
    emptyKey: context.tab === 'collect' && context.term === '' ? 'games.lobby.emptyCollection' : 'games.lobby.empty',
    page: context.page,
    pages,
    canGoBack: loaded && context.page > 1,
    canGoOn: loaded && context.page < pages,
    /** The lobby's prompt (a guest's star or collection) or the play button's (a guest's play). */
    loginPrompt: state.hasTag('loginPrompt') || launch.loginPrompt,
    dismissPrompt: () => {
      if (state.hasTag('loginPrompt')) send({ type: 'DISMISS' });
      if (launch.loginPrompt) launch.dismiss();
    },
    setVenue: (platType: string) => send({ type: 'SET_VENUE', platType }),
    setTab: (tab: GameListTab) => send({ type: 'SET_TAB', tab, member }),
    type: (text: string) => send({ type: 'TYPE', text }),
    searchNow: () => send({ type: 'SEARCH' }),
    pick: (term: string) => send({ type: 'PICK_SEARCH', term }),
    previous: () => send({ type: 'GO_TO_PAGE', page: context.page - 1 }),
    next: () => send({ type: 'GO_TO_PAGE', page: context.page + 1 }),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type ConnectedLobby = ReturnType<typeof connectGameLobby>;
