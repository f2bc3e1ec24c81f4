import type { SnapshotFrom } from 'xstate';
import type { forgotPasswordMachine, ForgotChannel, ForgotEvent, ForgotField } from '../../../machines/forgotPassword';
import { captchaUrl } from '../../api/guest';

export type ForgotStep = 'account' | 'method' | 'code' | 'password' | 'done';

const STEP_TAGS: Array<[string, ForgotStep]> = [
  ['stepAccount', 'account'],
  ['stepMethod', 'method'],
  ['stepCode', 'code'],
  ['stepPassword', 'password'],
  ['stepDone', 'done'],
];

/** Password recovery as its view needs it: the step, the values, one message, the resend button, the captcha where a send can start. */
export function connectForgotPassword(state: SnapshotFrom<typeof forgotPasswordMachine>, send: (event: ForgotEvent) => void) {
  const { userName, channel, captcha, captchaId, code, newPassword, confirmPassword, secondsLeft, problem, failure } = state.context;
  const step = STEP_TAGS.find(([tag]) => state.hasTag(tag))![1];
  const busy = state.hasTag('busy');
  const resend = state.hasTag('codeSent')
    ? ({ label: 'forgot.resendIn', disabled: true } as const)
    : state.hasTag('sendingCode')
      ? ({ label: 'forgot.sending', disabled: true } as const)
      : ({ label: 'forgot.resend', disabled: busy } as const);
  return {
    step,
    busy,
    channel,
    values: { userName, captcha, code, newPassword, confirmPassword },
    message: problem ?? failure,
    resend: { ...resend, secondsLeft },
    /** The captcha picture's address while a send can start from this step, else null. */
    captchaSrc: state.hasTag('captcha') ? captchaUrl(captchaId) : null,
    renewCaptcha: () => send({ type: 'RENEW_CAPTCHA' }),
    setField: (field: ForgotField, value: string) => send({ type: 'SET_FIELD', field, value }),
    choose: (chosen: ForgotChannel) => send({ type: 'CHOOSE', channel: chosen }),
    resendCode: () => send({ type: 'RESEND' }),
    submit: () => send({ type: 'SUBMIT' }),
    back: () => send({ type: 'BACK' }),
  };
}
