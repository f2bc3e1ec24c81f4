import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { gameLaunchMachine } from '../../../machines/gameLaunch';
import { useSiteActors } from '../../session/SiteActorsContext';
import { afterMoneyMoved } from '../../session/afterMoneyMoved';
import { connectGameLaunch } from './connectGameLaunch';
import { useSignedIn } from '../../session/useSignedIn';

/** The game-launch machine with the site's effects: the games API, a new window, toasts and balances. */
export function useGameLaunch() {
  const { session, notify, inspect } = useSiteActors();
  const signedIn = useSignedIn();
  const [logic] = useState(() =>
    gameLaunchMachine.provide({
      // The games calls (and their part of the contract) load with the first launch, not with every page.
      actors: {
        launchGame: fromPromise(async ({ input }) => (await import('../../api/games')).launchGame(input.platType, input.gameCode)),
      },
      actions: {
        openGame: (_, { url }) => {
          window.open(url, '_blank');
        },
        announceMoved: () => notify('success', 'games.movedIn'),
        refreshBalances: () => afterMoneyMoved(session),
      },
    }),
  );
  const [state, send] = useMachine(logic, { inspect });
  return connectGameLaunch(state, send, signedIn);
}
