import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter, ModelEvent } from '../model';
import type { SecurityFormContext } from '../../../machines/securityForm';
import { formFields, securityFormProblems, type SecurityField } from '../../../machines/rules/securityForms';

/** What a member types, field by field: each value passes its rule. */
export const VALID_SECURITY_ENTRY: Partial<Record<SecurityField, string>> = {
  email: 'member@example.com',
  code: '123456',
  oldPassword: 'oldpass123',
  newPassword: 'newpass456',
  confirmPassword: 'newpass456',
  realName: '张伟',
  gender: '1',
  birthDate: '1990-05-01',
};

/** A two-second countdown walks every countdown transition without sixty ticks. */
export const SECURITY_SHORT_COUNTDOWN = 2;

const facts = { realNameSet: true, today: '2026-11-22', resendSeconds: SECURITY_SHORT_COUNTDOWN };

export const securityFormModel: ModelAdapter = {
  flowId: 'securityForm',
  // One form with a code (binding an e-mail) and one without (the login password); the rules of every
  // form are tested in tests/machines/securityForm.test.ts.
  scenarios: [
    { name: 'bind e-mail', input: { kind: 'email', ...facts } },
    { name: 'change login password', input: { kind: 'password', ...facts } },
    // Basic information that sets the real name: confirmed before it is saved (it cannot be changed).
    { name: 'set real name', input: { kind: 'basicInfo', ...facts, realNameSet: false } },
  ],
  // The member fills the next field that breaks its rule; every order would be a separate path otherwise.
  events: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as SecurityFormContext;
    const problems = securityFormProblems(context.kind, context.fields, context);
    const next = formFields(context.kind, context.fields, context).find((field) => problems[field]);
    const events: ModelEvent[] = [
      { type: 'SEND_CODE' },
      { type: 'SUBMIT' },
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
      { type: 'xstate.done.actor.sendCode' },
      { type: 'xstate.error.actor.sendCode', error: { code: 429, msg: 'error.smsTooSoon', field: null } },
      { type: 'xstate.done.actor.submit' },
      { type: 'xstate.error.actor.submit', error: { code: 400, msg: 'error.smsCodeWrong', field: 'code' } },
      { type: 'xstate.after.oneSecond.securityForm.open.code.coolingDown' },
    ];
    if (next) events.unshift({ type: 'SET_FIELD', field: next, value: VALID_SECURITY_ENTRY[next]! });
    return events;
  },
  simplePathEvents: (event) => !/SEND_CODE|sendCode|oneSecond/.test(event.type),
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as SecurityFormContext;
    const passing = Object.values(securityFormProblems(context.kind, context.fields, context))
      .map((problem) => (problem ? '0' : '1'))
      .join('');
    return JSON.stringify([snapshot.value, passing, context.failure !== null, context.secondsLeft]);
  },
};
