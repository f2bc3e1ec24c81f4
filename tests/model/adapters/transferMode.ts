import type { ModelAdapter } from '../model';

export const transferModeModel: ModelAdapter = {
  flowId: 'transferMode',
  scenarios: [
    { name: 'starting off', input: { walletType: 0 } },
    { name: 'starting on', input: { walletType: 1 } },
  ],
  events: [
    { type: 'TOGGLE' },
    { type: 'xstate.done.actor.changeWalletType' },
    { type: 'xstate.error.actor.changeWalletType', error: new Error('refused') },
  ],
};
