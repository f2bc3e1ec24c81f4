import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { withdrawalMachine, type WithdrawalOutcome } from '../../../machines/withdrawal';
import { WITHDRAW_STATUS } from '../../../machines/rules/withdrawal';
import * as withdrawalApi from '../../api/withdrawal';
import * as walletApi from '../../api/wallet';
import { afterMoneyMoved } from '../../session/afterMoneyMoved';
import { recordsChanged } from '../../store/recordRevisions';
import { useSiteActors } from '../../session/SiteActorsContext';
import { connectWithdrawal } from './connectWithdrawal';

/** How often a held withdrawal's order is looked at while the member waits for the operator. */
export const OUTCOME_POLL_MS = 5000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('stopped watching'));
    });
  });

/** Looks at the order until the operator has decided; stops when the page leaves (the machine stops the actor). */
async function watchOrder(id: number, signal: AbortSignal): Promise<WithdrawalOutcome> {
  for (;;) {
    await pause(OUTCOME_POLL_MS, signal);
    const order = await withdrawalApi.getWithdrawOrder(id, { handles: 'all' });
    if (order.status === WITHDRAW_STATUS.paid) return 'paid';
    // A failed payout ends as a rejection does: the held amount is back in the central wallet.
    if (order.status === WITHDRAW_STATUS.rejected || order.status === WITHDRAW_STATUS.payoutFailed) return 'rejected';
  }
}

/** The withdrawal machine with the site's effects: the API, the notices and the balances. */
export function useWithdrawalLogic() {
  const { session, notify } = useSiteActors();
  const [logic] = useState(() =>
    withdrawalMachine.provide({
      actors: {
        loadStanding: fromPromise(() => withdrawalApi.getWithdrawalStanding()),
        recycle: fromPromise(() => walletApi.recycleAll()),
        submitWithdrawal: fromPromise(({ input }) => withdrawalApi.submitWithdrawal(input)),
        awaitOutcome: fromPromise(({ input, signal }) => watchOrder(input.id, signal)),
      },
      actions: {
        announceSubmitted: () => notify('success', 'withdrawal.submitted'),
        announceRecycled: () => notify('success', 'withdrawal.recycled'),
        refreshBalances: () => afterMoneyMoved(session),
        refreshRecords: () => recordsChanged('withdrawals'),
      },
    }),
  );
  return logic;
}

/** Runs a provided withdrawal machine and answers what the view shows. */
export function useWithdrawal(logic: typeof withdrawalMachine) {
  const { inspect } = useSiteActors();
  const [state, send] = useMachine(logic, { inspect });
  return connectWithdrawal(state, send);
}
