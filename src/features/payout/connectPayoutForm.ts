import type { SnapshotFrom } from 'xstate';
import { payoutFormFields, payoutFormProblems, type PayoutField, type payoutFormMachine, type PayoutFormEvent } from '../../../machines/payoutForm';

/** A payout form as its dialog shows it: the fields, the message under each touched one, the code button. */
export function connectPayoutForm(state: SnapshotFrom<typeof payoutFormMachine>, send: (event: PayoutFormEvent) => void) {
  const { context } = state;
  const problems = payoutFormProblems(context.kind, context.fields, context.realName, context.smsRequired);
  const shown = payoutFormFields(context.kind, context.smsRequired);
  return {
    kind: context.kind,
    modifying: context.accountId !== null,
    shown,
    fields: context.fields,
    /** The rule message of a touched field, else the server's refusal when it named this field. */
    problemOf: (field: PayoutField): string | null =>
      (context.touched[field] ? problems[field] : null) ?? (context.failure?.field === field ? context.failure.message : null),
    /** The server's refusal that names no shown field. */
    failure: context.failure && !(shown as string[]).includes(context.failure.field ?? '') ? context.failure.message : null,
    busy: state.hasTag('busy'),
    sendingCode: state.hasTag('sendingCode'),
    codeSent: state.hasTag('codeSent'),
    secondsLeft: context.secondsLeft,
    setField: (field: PayoutField, value: string) => send({ type: 'SET_FIELD', field, value }),
    sendCode: () => send({ type: 'SEND_CODE' }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}

export type PayoutFormView = ReturnType<typeof connectPayoutForm>;
