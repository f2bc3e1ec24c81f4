import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { withdrawalMachine, type WithdrawalLook } from '../../../machines/withdrawal';
import { WITHDRAW_STATUS } from '../../../machines/rules/withdrawal';
import * as withdrawalApi from '../../api/withdrawal';
import * as walletApi from '../../api/wallet';
import { afterMoneyMoved } from '../../session/afterMoneyMoved';
import { recordsChanged } from '../../store/recordRevisions';
import { useSiteActors } from '../../session/SiteActorsContext';
import { connectWithdrawal } from './connectWithdrawal';

/** One look at a held withdrawal's order: still pending, or how the operator decided. A failed look shows no toast. */
async function lookAtOrder(id: number): Promise<WithdrawalLook> {
  const order = await withdrawalApi.getWithdrawOrder(id, { handles: 'all' });
  if (order.status === WITHDRAW_STATUS.paid) return 'paid';
  // A failed payout ends as a rejection does: the held amount is back in the central wallet.
  if (order.status === WITHDRAW_STATUS.rejected || order.status === WITHDRAW_STATUS.payoutFailed) return 'rejected';
  return 'pending';
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
        fetchOrderOutcome: fromPromise(({ input }) => lookAtOrder(input.id)),
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
