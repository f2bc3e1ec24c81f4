import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { baccaratTableMachine } from '../../../machines/baccaratTable';
import { houseBalance, playBaccarat } from '../../api/house';
import { useSiteActors } from '../../session/SiteActorsContext';
import { afterMoneyMoved } from '../../session/afterMoneyMoved';
import { connectBaccarat } from './connectBaccarat';

/** The baccarat table machine with the site's effects: the house calls and the balances. */
export function useBaccaratTable() {
  const { session, inspect } = useSiteActors();
  const [logic] = useState(() =>
    baccaratTableMachine.provide({
      actors: {
        loadBalance: fromPromise(() => houseBalance()),
        playRound: fromPromise(({ input }) => playBaccarat(input)),
      },
      actions: { refreshBalances: () => afterMoneyMoved(session) },
    }),
  );
  const [state, send] = useMachine(logic, { inspect });
  return connectBaccarat(state, send);
}
