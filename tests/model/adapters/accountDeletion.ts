import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter } from '../model';

/** The server's words for a wrong withdrawal password. */
export const WRONG_PASSWORD = Object.assign(new Error('API call failed with code 400'), { code: 400, msg: 'The withdrawal password is wrong.' });

export const accountDeletionModel: ModelAdapter = {
  flowId: 'accountDeletion',
  scenarios: [
    { name: 'a member with a withdrawal password', input: { hasWithdrawPassword: true } },
    { name: 'a member without one', input: { hasWithdrawPassword: false } },
  ],
  events: [
    // Five digits are one short of the rule; the sixth makes it whole.
    { type: 'SET_PASSWORD', password: '12345' },
    { type: 'SET_PASSWORD', password: '123456' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.remove' },
    { type: 'xstate.error.actor.remove', error: WRONG_PASSWORD },
  ],
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context.password, snapshot.context.problem]),
};
