import type { AnyMachineSnapshot } from 'xstate';
import { transferProblem } from '../../../machines/transfer';
import type { ModelAdapter } from '../model';

export const transferModel: ModelAdapter = {
  flowId: 'transfer',
  scenarios: [{ name: 'transfer page', input: { to: 'gsport' } }],
  events: [
    { type: 'SET_AMOUNT', amount: '10.00' },
    { type: 'SET_AMOUNT', amount: '' },
    { type: 'SET_TO', wallet: 'central' },
    { type: 'SET_TO', wallet: 'gsport' },
    { type: 'SET_FROM', wallet: 'rlive' },
    { type: 'SET_FROM', wallet: 'central' },
    { type: 'SWAP' },
    { type: 'PICK_VENUE', wallet: 'rlive' },
    { type: 'SUBMIT' },
    { type: 'RECYCLE' },
    { type: 'xstate.done.actor.convertMoney' },
    { type: 'xstate.error.actor.convertMoney', error: new Error('insufficient') },
    { type: 'xstate.done.actor.recycle' },
    { type: 'xstate.error.actor.recycle', error: new Error('busy') },
  ],
  // Choosing wallets multiplies simple paths past any budget; shortest and transition paths cover those choices.
  simplePathEvents: (event) => !/SET_FROM|SET_TO|SWAP|PICK_VENUE/.test(event.type),
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.from, snapshot.context.to, transferProblem(snapshot.context), snapshot.context.problem]),
};
