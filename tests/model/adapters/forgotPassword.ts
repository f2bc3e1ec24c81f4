import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter, ModelEvent } from '../model';
import { captchaProblem, forgotProblem, type ForgotContext } from '../../../machines/forgotPassword';

export const forgotPasswordModel: ModelAdapter = {
  flowId: 'forgotPassword',
  // A 2-second wait stands in for the 60 seconds (tests/machines/forgotPassword.test.ts runs the real one at its edges).
  scenarios: [{ name: 'login page', input: { resendSeconds: 2 } }],
  // A field is typed where the step shows it: the account name on the first step, the captcha where a
  // send can start (the method step, the code step's resend), the code on the code step, the new
  // password on the last.
  events: (snapshot: AnyMachineSnapshot): ModelEvent[] => [
    ...(snapshot.hasTag('stepAccount') ? [{ type: 'SET_FIELD', field: 'userName', value: 'member01' }] : []),
    // Typing the captcha where it is empty, a new picture (which empties it) where it is typed: the other
    // way round changes nothing the model tells apart.
    ...(snapshot.hasTag('captcha')
      ? [(snapshot.context as ForgotContext).captcha === '' ? { type: 'SET_FIELD', field: 'captcha', value: 'ab3d' } : { type: 'RENEW_CAPTCHA' }]
      : []),
    ...(snapshot.hasTag('stepCode') ? [{ type: 'SET_FIELD', field: 'code', value: '123456' }] : []),
    ...(snapshot.hasTag('stepPassword')
      ? [
          { type: 'SET_FIELD', field: 'newPassword', value: 'newpass123' },
          { type: 'SET_FIELD', field: 'confirmPassword', value: 'newpass123' },
        ]
      : []),
    { type: 'SUBMIT' },
    { type: 'BACK' },
    { type: 'CHOOSE', channel: 'phone' },
    { type: 'CHOOSE', channel: 'email' },
    { type: 'RESEND' },
    { type: 'xstate.done.actor.firstStep' },
    { type: 'xstate.error.actor.firstStep', error: { code: 400, msg: 'bad name', field: 'userName' } },
    { type: 'xstate.done.actor.sendCode' },
    { type: 'xstate.error.actor.sendCode', error: { code: 429, msg: 'too soon' } },
    { type: 'xstate.done.actor.checkCode' },
    { type: 'xstate.error.actor.checkCode', error: { code: 400, msg: 'wrong code' } },
    { type: 'xstate.done.actor.resetPassword' },
    { type: 'xstate.error.actor.resetPassword', error: new Error('offline') },
    { type: 'xstate.after.oneSecond.forgotPassword.code.coolingDown' },
  ],
  // Field edits multiply simple paths past any budget; shortest and transition paths cover them.
  simplePathEvents: (event) =>
    event.type !== 'SET_FIELD' && event.type !== 'RENEW_CAPTCHA' && event.type !== 'xstate.after.oneSecond.forgotPassword.code.coolingDown',
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ForgotContext;
    return JSON.stringify([
      snapshot.value,
      context.problem !== null,
      context.failure !== null,
      forgotProblem(context, 'account') === null,
      captchaProblem(context) === null,
      forgotProblem(context, 'code') === null,
      context.newPassword !== '',
      forgotProblem(context, 'password') === null,
      context.secondsLeft,
    ]);
  },
};
