import type { ModelAdapter } from '../model';

export const transferFreeModeModel: ModelAdapter = {
  flowId: 'transferFreeMode',
  scenarios: [
    { name: 'starting off', input: { on: false } },
    { name: 'starting on', input: { on: true } },
  ],
  events: [
    { type: 'TOGGLE' },
    { type: 'xstate.done.actor.saveTransferFree' },
    { type: 'xstate.error.actor.saveTransferFree', error: new Error('refused') },
  ],
};
