import { assign, fromPromise, setup } from 'xstate';
import { CENTRAL_WALLET } from './rules/wallet';
import { transferProblem } from './rules/transfer';

export { transferProblem };

/**
 * A transfer between the central wallet and a venue wallet (spec section 2):
 * choose source and target, an amount, submit; success refreshes balances,
 * failure moves nothing. One-click recycle brings every venue home. Views read the tags `busy`,
 * `submitting` and `recycling`.
 */

/** The central wallet, as the transfer form names it. */
export const CENTRAL = CENTRAL_WALLET;

export interface TransferContext {
  from: string;
  to: string;
  amount: string;
  problem: string | null;
}

export type TransferEvent =
  | { type: 'SET_FROM'; wallet: string }
  | { type: 'SET_TO'; wallet: string }
  | { type: 'SET_AMOUNT'; amount: string }
  /** A venue tile: money goes from the central wallet into that venue, whatever the form showed before. */
  | { type: 'PICK_VENUE'; wallet: string }
  | { type: 'SWAP' }
  | { type: 'SUBMIT' }
  | { type: 'RECYCLE' };

export interface TransferRequest {
  from: string;
  to: string;
  amount: string;
}

export const transferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
    input: {} as { to: string },
  },
  actors: {
    convertMoney: fromPromise<void, TransferRequest>(() => {
      throw new Error('transfer: convertMoney was not provided');
    }),
    recycle: fromPromise<void>(() => {
      throw new Error('transfer: recycle was not provided');
    }),
  },
  actions: {
    setFrom: assign({ from: (_, params: { wallet: string }) => params.wallet, problem: null }),
    setTo: assign({ to: (_, params: { wallet: string }) => params.wallet, problem: null }),
    setAmount: assign({ amount: (_, params: { amount: string }) => params.amount.replace(/[^\d.]/g, ''), problem: null }),
    pickVenue: assign({ from: CENTRAL, to: (_, params: { wallet: string }) => params.wallet, problem: null }),
    swap: assign(({ context }) => ({ from: context.to, to: context.from, problem: null })),
    flagProblem: assign({ problem: ({ context }) => transferProblem(context) }),
    clearAmount: assign({ amount: '' }),
    announceTransferred: () => {},
    announceRecycled: () => {},
    refreshBalances: () => {},
  },
  guards: {
    invalid: ({ context }) => transferProblem(context) !== null,
  },
}).createMachine({
  id: 'transfer',
  context: ({ input }) => ({ from: CENTRAL, to: input.to, amount: '', problem: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SET_FROM: { actions: { type: 'setFrom', params: ({ event }) => ({ wallet: event.wallet }) } },
        SET_TO: { actions: { type: 'setTo', params: ({ event }) => ({ wallet: event.wallet }) } },
        SET_AMOUNT: { actions: { type: 'setAmount', params: ({ event }) => ({ amount: event.amount }) } },
        PICK_VENUE: { actions: { type: 'pickVenue', params: ({ event }) => ({ wallet: event.wallet }) } },
        SWAP: { actions: 'swap' },
        SUBMIT: [{ guard: 'invalid', actions: 'flagProblem' }, { target: 'submitting' }],
        RECYCLE: 'recycling',
      },
    },
    submitting: {
      tags: ['busy', 'submitting'],
      invoke: {
        id: 'convertMoney',
        src: 'convertMoney',
        input: ({ context }) => ({ from: context.from, to: context.to, amount: context.amount }),
        onDone: { target: 'editing', actions: ['clearAmount', 'announceTransferred', 'refreshBalances'] },
        // The API client has shown why; nothing moved, so the member can correct and retry.
        onError: { target: 'editing', actions: 'refreshBalances' },
      },
    },
    recycling: {
      tags: ['busy', 'recycling'],
      invoke: {
        id: 'recycle',
        src: 'recycle',
        onDone: { target: 'editing', actions: ['announceRecycled', 'refreshBalances'] },
        onError: { target: 'editing', actions: 'refreshBalances' },
      },
    },
  },
});
