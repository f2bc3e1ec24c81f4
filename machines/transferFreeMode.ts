import { fromPromise, setup } from 'xstate';

/**
 * The transfer-free mode switch of spec section 4 (the API's `walletType`):
 * off or on, with a switching step each way; a refused switch returns to the
 * mode before it. While switching on the switch already shows on, while
 * switching off it shows off, and it takes no click until the server answered.
 */

export type TransferFreeModeEvent = { type: 'TOGGLE' };

export const transferFreeModeMachine = setup({
  types: {
    events: {} as TransferFreeModeEvent,
    input: {} as { on: boolean },
    context: {} as { startsOn: boolean },
  },
  actors: {
    saveTransferFree: fromPromise<void, { on: boolean }>(() => {
      throw new Error('transferFreeMode: saveTransferFree was not provided');
    }),
  },
  actions: {
    announceSwitched: (_, _params: { on: boolean }) => {},
    refreshBalances: () => {},
  },
  guards: {
    startsOn: ({ context }) => context.startsOn,
  },
}).createMachine({
  id: 'transferFreeMode',
  context: ({ input }) => ({ startsOn: input.on }),
  initial: 'resolving',
  states: {
    resolving: {
      always: [{ guard: 'startsOn', target: 'on' }, { target: 'off' }],
    },
    off: {
      on: { TOGGLE: 'switchingOn' },
    },
    switchingOn: {
      tags: ['on', 'busy'],
      invoke: {
        id: 'saveTransferFree',
        src: 'saveTransferFree',
        input: { on: true },
        onDone: { target: 'on', actions: [{ type: 'announceSwitched', params: { on: true } }, 'refreshBalances'] },
        // The API client has shown the server's message; the mode stays as it was.
        onError: 'off',
      },
    },
    on: {
      tags: ['on'],
      on: { TOGGLE: 'switchingOff' },
    },
    switchingOff: {
      tags: ['busy'],
      invoke: {
        id: 'saveTransferFree',
        src: 'saveTransferFree',
        input: { on: false },
        onDone: { target: 'off', actions: [{ type: 'announceSwitched', params: { on: false } }, 'refreshBalances'] },
        onError: 'on',
      },
    },
  },
});
