import { assign, type AnyMachineSnapshot } from 'xstate';
import { checkRegistration, type RegistrationFields } from '../../../machines/rules/validation';
import type { ModelAdapter, ModelEvent } from '../model';

/** The values a member types, field by field, in the order the form shows them. */
export const VALID_ENTRY = {
  userName: 'player01',
  password: 'secret123',
  confirmPassword: 'secret123',
  phone: '13912345678',
  smsCode: '123456',
} as const;

/** A two-second countdown walks every countdown transition without sixty ticks. */
export const SHORT_COUNTDOWN = 2;

/** Which rules pass, field by field: two forms that pass the same rules behave the same. */
const passing = (fields: RegistrationFields) =>
  Object.values(checkRegistration(fields))
    .map((result) => (result === null ? '1' : '0'))
    .join('');

export const registerFormModel: ModelAdapter = {
  flowId: 'registerForm',
  scenarios: [
    {
      name: 'registration with a short countdown',
      implementations: { actions: { startCountdown: assign({ secondsLeft: SHORT_COUNTDOWN }) } },
    },
  ],
  // The member fills the next empty field; so many fields make every order a separate path otherwise.
  events: (snapshot: AnyMachineSnapshot) => {
    const fields = snapshot.context.fields as RegistrationFields;
    const next = (Object.keys(VALID_ENTRY) as Array<keyof typeof VALID_ENTRY>).find((field) => fields[field] === '');
    const events: ModelEvent[] = [
      { type: 'SEND_CODE' },
      { type: 'SUBMIT' },
      { type: 'xstate.done.actor.sendCode' },
      { type: 'xstate.error.actor.sendCode', error: new Error('limit') },
      { type: 'xstate.done.actor.register', output: 'fresh-token' },
      { type: 'xstate.error.actor.register', error: new Error('taken') },
      { type: 'xstate.after.oneSecond.registerForm.smsCode.coolingDown' },
    ];
    if (next) events.unshift({ type: 'EDIT', field: next, value: VALID_ENTRY[next] });
    if (!fields.agreed) events.push({ type: 'TOGGLE_TERMS' });
    return events;
  },
  simplePathEvents: (event) => !/SEND_CODE|sendCode|oneSecond/.test(event.type),
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, passing(snapshot.context.fields), snapshot.context.secondsLeft]),
};
