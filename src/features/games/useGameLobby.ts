import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { gameLobbyMachine, type LobbyQuery } from '../../../machines/gameLobby';
import { LOBBY_PAGE_SIZE } from '../../../machines/rules/gameLobby';
import type { ListQuery } from '../../../machines/list';
import * as gamesApi from '../../api/games';
import type { Game, PopularSearch } from '../../api/games';
import type { PlatformType } from '../../api/content';
import { useList } from '../../components/list/useList';
import { useSiteActors } from '../../session/SiteActorsContext';
import { useGameLaunch } from '../../components/gameLaunch/useGameLaunch';
import { connectGameLobby } from './connectGameLobby';

/** One page of the lobby: the guest list for a guest, the list with favourites for a member. */
export async function fetchLobbyPage(query: LobbyQuery, member: boolean) {
  const page = await gamesApi.getGames(
    {
      gameType: query.gameType,
      ...(query.platType ? { platType: query.platType } : {}),
      ...(query.gameName ? { gameName: query.gameName } : {}),
      tab: query.tab,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
    },
    member,
    { handles: 'all' }, // the lobby shows a failed load in place, with a retry
  );
  return { games: page.records, total: page.total };
}

/** Saves or deletes a favourite; the API client shows a refusal, the machine puts the star back. */
export async function toggleFavourite({ gameId, collect, previousCollectId }: { gameId: number; collect: boolean; previousCollectId: number | null }) {
  if (collect) return { collectId: await gamesApi.saveFavourite(gameId) };
  if (previousCollectId !== null) await gamesApi.deleteFavourite(previousCollectId);
  return { collectId: null };
}

/**
 * The e-game lobby's wiring: the gameLobby machine with the games calls and the site's toasts, the
 * type's venues and (for a member) the popular searches as lists, and the play buttons' launch machine.
 * The page remounts this for another type, member or language, so each starts afresh.
 */
export function useGameLobby(gameType: number, member: boolean, pageSize: number = LOBBY_PAGE_SIZE) {
  const { notify, inspect } = useSiteActors();
  const [logic] = useState(() =>
    gameLobbyMachine.provide({
      actors: {
        fetchGames: fromPromise(({ input }) => fetchLobbyPage(input, member)),
        toggleFavourite: fromPromise(({ input }) => toggleFavourite(input)),
      },
      actions: {
        confirmFavourite: (_, { collected }) => notify('success', collected ? 'games.favourited' : 'games.unfavourited'),
      },
    }),
  );
  const [state, send] = useMachine(logic, { inspect, input: { gameType, pageSize } });
  const venues = useList<PlatformType>({
    fetchPage: async (_: ListQuery) => {
      const items = await gamesApi.getVenues(gameType, { handles: 'all' });
      return { items, total: items.length };
    },
  });
  const popular = useList<PopularSearch>({
    fetchPage: async (_: ListQuery) => {
      // The popular searches are a member call: a guest's lobby has no chips.
      const items = member ? await gamesApi.getPopularSearches({ handles: 'all' }) : [];
      return { items, total: items.length };
    },
  });
  const launch = useGameLaunch();
  return connectGameLobby(state, send, { member, venues, popular, launch });
}

export type { Game };
