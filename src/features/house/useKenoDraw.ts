import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { kenoDrawMachine } from '../../../machines/kenoDraw';
import { buyKenoTicket, kenoState } from '../../api/house';
import { useSiteActors } from '../../session/SiteActorsContext';
import { afterMoneyMoved } from '../../session/afterMoneyMoved';
import { connectKeno } from './connectKeno';

/** The keno board machine with the site's effects: the house calls and the balances. */
export function useKenoDraw() {
  const { session, inspect } = useSiteActors();
  const [logic] = useState(() =>
    kenoDrawMachine.provide({
      actors: {
        loadState: fromPromise(() => kenoState()),
        buyTicket: fromPromise(({ input }) => buyKenoTicket(input)),
      },
      actions: { refreshBalances: () => afterMoneyMoved(session) },
    }),
  );
  const [state, send] = useMachine(logic, { inspect });
  return connectKeno(state, send);
}
