import { fromPromise, setup } from 'xstate';

/**
 * Transfer-free ("auto transfer") mode of spec section 4: off or on, with a
 * switching step each way; a refused switch returns to the mode before it.
 */

export const WALLET_TYPE = { manual: 0, transferFree: 1 } as const;

export type TransferModeEvent = { type: 'TOGGLE' };

export const transferModeMachine = setup({
  types: {
    events: {} as TransferModeEvent,
    input: {} as { walletType: number },
    context: {} as { walletType: number },
  },
  actors: {
    changeWalletType: fromPromise<void, { walletType: number }>(() => {
      throw new Error('transferMode: changeWalletType was not provided');
    }),
  },
  actions: {
    announceSwitched: (_, _params: { on: boolean }) => {},
    refreshBalances: () => {},
  },
  guards: {
    startsOn: ({ context }) => context.walletType === WALLET_TYPE.transferFree,
  },
}).createMachine({
  id: 'transferMode',
  context: ({ input }) => ({ walletType: input.walletType }),
  initial: 'resolving',
  states: {
    resolving: {
      always: [{ guard: 'startsOn', target: 'on' }, { target: 'off' }],
    },
    off: {
      on: { TOGGLE: 'switchingOn' },
    },
    switchingOn: {
      invoke: {
        id: 'changeWalletType',
        src: 'changeWalletType',
        input: { walletType: WALLET_TYPE.transferFree },
        onDone: { target: 'on', actions: [{ type: 'announceSwitched', params: { on: true } }, 'refreshBalances'] },
        // The API client has shown the server's message; the mode stays as it was.
        onError: 'off',
      },
    },
    on: {
      on: { TOGGLE: 'switchingOff' },
    },
    switchingOff: {
      invoke: {
        id: 'changeWalletType',
        src: 'changeWalletType',
        input: { walletType: WALLET_TYPE.manual },
        onDone: { target: 'off', actions: [{ type: 'announceSwitched', params: { on: false } }, 'refreshBalances'] },
        onError: 'on',
      },
    },
  },
});
