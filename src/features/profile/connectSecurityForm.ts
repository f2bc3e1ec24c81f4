import type { SnapshotFrom } from 'xstate';
import type { securityFormMachine, SecurityFormEvent } from '../../../machines/securityForm';
import { formFields, securityFormProblems, usesCode, type SecurityField } from '../../../machines/rules/securityForms';

/** A personal-page dialog as its view needs it: the fields with their messages, the code button, the state. */
export function connectSecurityForm(state: SnapshotFrom<typeof securityFormMachine>, send: (event: SecurityFormEvent) => void) {
  const { kind, fields, touched, failure, secondsLeft } = state.context;
  const shown = formFields(kind, fields, state.context);
  const problems = securityFormProblems(kind, fields, state.context);
  // The server's refusal shows under the field it names, else under the form.
  const failureField = failure && failure.field && shown.includes(failure.field as SecurityField) ? (failure.field as SecurityField) : null;
  const errorOf = (field: SecurityField): string | null =>
    (touched[field] ? problems[field] : null) ?? (failureField === field ? failure!.message : null);
  const codeButton = state.hasTag('sendingCode')
    ? ({ label: 'security.sendingCode', disabled: true } as const)
    : state.hasTag('codeSent')
      ? ({ label: 'security.resendIn', disabled: true } as const)
      : ({ label: 'security.sendCode', disabled: false } as const);
  return {
    kind,
    fields: shown,
    values: fields,
    errorOf,
    formFailure: failure && !failureField ? failure.message : null,
    code: usesCode(kind, fields) ? { ...codeButton, secondsLeft, sent: state.hasTag('codeSent') } : null,
    busy: state.hasTag('busy'),
    /** The real name as typed, while the member confirms it (it cannot be changed later); null otherwise. */
    confirmingRealName: state.hasTag('confirmRealName') ? fields.realName.trim() : null,
    confirm: () => send({ type: 'CONFIRM' }),
    cancelConfirm: () => send({ type: 'CANCEL' }),
    setField: (field: SecurityField, value: string) => send({ type: 'SET_FIELD', field, value }),
    sendCode: () => send({ type: 'SEND_CODE' }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}
