import type { AnyMachineSnapshot } from 'xstate';
import { firstPayoutProblem, payoutFormProblems } from '../../../machines/payoutForm';
import type { ModelAdapter } from '../model';
import { TRON_ADDRESS } from '../../rules/cryptoAddressFixtures';

/** A resend wait of 2 s keeps the countdown's states few; the machine tests check the spec's 60 at its edges. */
const RESEND = 2;

export const payoutFormModel: ModelAdapter = {
  flowId: 'payoutForm',
  scenarios: [
    { name: 'USDT address', input: { kind: 'blockchain', realName: 'Li Lei', resendSeconds: RESEND } },
  ],
  events: [
    { type: 'SET_FIELD', field: 'alias', value: 'Cold wallet' },
    { type: 'SET_FIELD', field: 'address', value: TRON_ADDRESS },
    { type: 'SET_FIELD', field: 'address', value: '0xabc' },
    { type: 'SET_FIELD', field: 'smsCode', value: '123456' },
    { type: 'SEND_CODE' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.sendCode' },
    { type: 'xstate.error.actor.sendCode', error: { code: 1, msg: 'payout.codeRefused', field: null } },
    { type: 'xstate.done.actor.submit' },
    { type: 'xstate.error.actor.submit', error: { code: 1, msg: 'payout.address.protocolMismatch', field: 'address' } },
    { type: 'xstate.after.oneSecond.payoutForm.open.code.coolingDown' },
  ],
  // Typing in every order multiplies simple paths past any budget; shortest and transition paths cover the fields.
  simplePathEvents: (event) => event.type !== 'SET_FIELD',
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.secondsLeft,
      firstPayoutProblem(snapshot.context.kind, snapshot.context.fields, snapshot.context.realName),
      // Whether the address is right decides whether a code is sent, whatever else is missing.
      payoutFormProblems(snapshot.context.kind, snapshot.context.fields, snapshot.context.realName).address ?? null,
      Object.keys(snapshot.context.touched).sort(),
      snapshot.context.failure,
    ]),
};
