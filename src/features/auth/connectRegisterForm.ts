import type { SnapshotFrom } from 'xstate';
import type { registerFormMachine, RegisterFormEvent, RegisterTextField } from '../../../machines/registerForm';
import { checkRegistration, type RegistrationField } from '../../../machines/rules/validation';
import { checkInviteCode } from '../../../machines/rules/agent';

/** Registration state as the view needs it: values, live messages for touched fields, the SMS button. */
export function connectRegisterForm(
  state: SnapshotFrom<typeof registerFormMachine>,
  send: (event: RegisterFormEvent) => void,
) {
  const { fields, touched, secondsLeft, smsRequired } = state.context;
  const results = checkRegistration(fields, smsRequired);
  const errorOf = (field: RegistrationField | 'inviteCode') => (touched[field] ? (field === 'inviteCode' ? checkInviteCode(fields.inviteCode) : results[field]) : null);
  const sms = state.hasTag('sendingCode')
    ? ({ label: 'register.sendingCode', disabled: true } as const)
    : state.hasTag('codeSent')
      ? ({ label: 'register.resendIn', disabled: true } as const)
      : ({ label: 'register.sendCode', disabled: false } as const);
  return {
    values: fields,
    errorOf,
    /** Whether the SMS code (and the captcha that sends it) is asked for: the site setting sms_switch. */
    smsRequired,
    sms: { ...sms, secondsLeft },
    codeSent: state.hasTag('codeSent'),
    busy: state.hasTag('busy'),
    edit: (field: RegisterTextField, value: string) => send({ type: 'EDIT', field, value }),
    toggleTerms: () => send({ type: 'TOGGLE_TERMS' }),
    sendCode: () => send({ type: 'SEND_CODE' }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}
