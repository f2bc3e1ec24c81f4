import type { AnyMachineSnapshot } from 'xstate';
import { withdrawalFormProblem } from '../../../machines/withdrawal';
import { OPEN_STANDING, standing } from '../../machines/withdrawalFixtures';
import type { ModelAdapter } from '../model';

/** One loaded standing per gate, plus an open one: each path reaches its gate through the real guards. */
export const WITHDRAWAL_STANDINGS = {
  realName: standing({ hasRealName: false, hasPhone: false }),
  phone: standing({ hasPhone: false, hasWithdrawPassword: false }),
  withdrawPassword: standing({ hasWithdrawPassword: false, hasReviewingOrder: true }),
  unverified: standing({ hasReviewingOrder: true, remainingTurnoverMinor: 500 }),
  turnover: standing({ remainingTurnoverMinor: 12_345, dailyCountUsed: 3 }),
  daily: standing({ dailyCountUsed: 3 }),
  open: OPEN_STANDING,
};

export const withdrawalModel: ModelAdapter = {
  flowId: 'withdrawal',
  scenarios: [{ name: 'withdrawal page' }],
  events: [
    ...Object.values(WITHDRAWAL_STANDINGS).map((output) => ({ type: 'xstate.done.actor.loadStanding', output })),
    { type: 'xstate.error.actor.loadStanding', error: new Error('offline') },
    { type: 'RETRY' },
    { type: 'SET_ACCOUNT', accountKey: 'blockchain:1' },
    { type: 'SET_ACCOUNT', accountKey: 'bankCard:1' },
    { type: 'SET_AMOUNT', amount: '150.00' },
    { type: 'SET_METHOD', method: 'appointment' },
    { type: 'SET_PASSWORD', password: '654321' },
    { type: 'SUBMIT' },
    { type: 'RECYCLE' },
    { type: 'xstate.done.actor.recycle' },
    { type: 'xstate.error.actor.recycle', error: new Error('busy') },
    { type: 'xstate.done.actor.submitWithdrawal', output: { id: 7, orderNo: 'W100', amount: '150.00' } },
    { type: 'xstate.error.actor.submitWithdrawal', error: new Error('wrong password') },
    // The server holds a crypto order to the rate the form showed: another in force sends the form to read it.
    { type: 'xstate.error.actor.submitWithdrawal', error: { code: 409, msg: 'withdrawal.error.rateChanged', field: 'rate' } },
    { type: 'xstate.after.orderPoll.withdrawal.held.resting' },
    { type: 'xstate.done.actor.fetchOrderOutcome', output: 'pending' },
    { type: 'xstate.done.actor.fetchOrderOutcome', output: 'paid' },
    { type: 'xstate.done.actor.fetchOrderOutcome', output: 'rejected' },
    { type: 'xstate.error.actor.fetchOrderOutcome', error: new Error('offline') },
    { type: 'AGAIN' },
  ],
  // Filling the form in every order multiplies simple paths past any budget; shortest and transition paths cover those.
  simplePathEvents: (event) => !/SET_/.test(event.type),
  // What is typed only matters while the form is up; elsewhere the state's name tells it apart.
  serializeState: (snapshot: AnyMachineSnapshot) =>
    snapshot.matches('form')
      ? JSON.stringify([
          snapshot.value,
          snapshot.context.accountKey,
          snapshot.context.amount,
          snapshot.context.method,
          snapshot.context.password,
          snapshot.context.problem?.key ?? null,
          withdrawalFormProblem(snapshot.context)?.key ?? null,
        ])
      : JSON.stringify(snapshot.value),
};
