import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter } from '../model';

export const LAUNCHED_WITH_MONEY = { url: '/web/sandbox/venue/rlive?lang=zh', movedIn: '12.34' };
export const LAUNCHED_EMPTY = { url: '/web/sandbox/venue/rlive?lang=zh', movedIn: '0.00' };

export const gameLaunchModel: ModelAdapter = {
  flowId: 'gameLaunch',
  scenarios: [{ name: 'header play buttons' }],
  events: [
    { type: 'PLAY', platType: 'rlive', member: true },
    { type: 'PLAY', platType: 'rlive', member: false },
    { type: 'DISMISS' },
    { type: 'xstate.done.actor.launchGame', output: LAUNCHED_WITH_MONEY },
    { type: 'xstate.done.actor.launchGame', output: LAUNCHED_EMPTY },
    { type: 'xstate.error.actor.launchGame', error: new Error('venue unavailable') },
  ],
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context.platType]),
};
