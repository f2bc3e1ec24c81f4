import { assign, fromPromise, setup } from 'xstate';
import { callFailureOf } from './rules/callFailure';
import {
  cleanInput,
  codeTargetFields,
  codeTargetProblem,
  EMPTY_SECURITY_FIELDS,
  firstSecurityProblem,
  formFields,
  type SecurityFacts,
  type SecurityField,
  type SecurityFields,
  type SecurityFormKind,
  usesCode,
} from './rules/securityForms';
import { SMS_RESEND_SECONDS, smsCodeStates, smsCooldownContext, smsCooldownSetup, type SmsCooldownContext } from './fragments/smsCooldown';

/**
 * One dialog of the personal page (spec sections 3 and 5): basic info, binding a phone or an e-mail,
 * setting or changing the withdrawal password, changing the login password. Rule messages show for the
 * fields a member has touched; a code (where the form has one) is sent once its destination passes and
 * may be sent again after a 60-second countdown; nothing is submitted until every rule passes. A saved
 * form reloads the member and closes; a refusal keeps it open with the server's message.
 */

export const SECURITY_RESEND_SECONDS = SMS_RESEND_SECONDS;

export interface SecurityFormInput extends SecurityFacts {
  kind: SecurityFormKind;
  /** What the form starts with (the member's current gender and birth date). */
  initial?: Partial<SecurityFields>;
  /** The resend wait: the spec's 60 seconds (a test model may shorten it). */
  resendSeconds?: number;
}

export interface SecurityFormContext extends SecurityFacts, SmsCooldownContext {
  kind: SecurityFormKind;
  fields: SecurityFields;
  touched: Partial<Record<SecurityField, true>>;
  /** The server's message of a refused call and the field it named, or null. */
  failure: { message: string; field: string | null } | null;
}

export type SecurityFormEvent =
  | { type: 'SET_FIELD'; field: SecurityField; value: string }
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT' }
  /** The real-name confirmation: save it as typed, or go back to the form. */
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/** What the submit and send-code effects receive: the form's kind and its cleaned values. */
export interface SecurityRequest {
  kind: SecurityFormKind;
  fields: SecurityFields;
  realNameSet: boolean;
}

const failureOf = ({ event }: { event: { error?: unknown } }) => {
  const failure = callFailureOf(event.error);
  return { failure: { message: failure.msg ?? 'call.network', field: failure.field } };
};

const touchedAll = (fields: SecurityField[]) => Object.fromEntries(fields.map((field) => [field, true as const]));

const cooldown = smsCooldownSetup<SecurityFormContext, SecurityFormEvent>();

const requestOf = ({ context }: { context: SecurityFormContext }): SecurityRequest => ({ kind: context.kind, fields: context.fields, realNameSet: context.realNameSet });

export const securityFormMachine = setup({
  types: {
    context: {} as SecurityFormContext,
    events: {} as SecurityFormEvent,
    input: {} as SecurityFormInput,
  },
  actors: {
    sendCode: fromPromise<void, SecurityRequest>(() => {
      throw new Error('securityForm: sendCode was not provided');
    }),
    submit: fromPromise<void, SecurityRequest>(() => {
      throw new Error('securityForm: submit was not provided');
    }),
  },
  actions: {
    setField: assign(({ context }, params: { field: SecurityField; value: string }) => ({
      fields: { ...context.fields, [params.field]: cleanInput(context.kind, params.field, params.value) },
      touched: { ...context.touched, [params.field]: true as const },
      failure: null,
    })),
    touchForm: assign({ touched: ({ context }) => touchedAll(formFields(context.kind, context.fields, context)) }),
    touchCodeTarget: assign({ touched: ({ context }) => ({ ...context.touched, ...touchedAll(codeTargetFields(context.kind)) }) }),
    fail: assign({ failure: (_, params: { failure: SecurityFormContext['failure'] }) => params.failure }),
    clearFailure: assign({ failure: null }),
    ...cooldown.actions,
    announceSaved: () => {},
    reloadMember: () => {},
    close: () => {},
  },
  guards: {
    formInvalid: ({ context }) => firstSecurityProblem(context.kind, context.fields, context) !== null,
    codeTargetInvalid: ({ context }) => codeTargetProblem(context.kind, context.fields) !== null,
    noCode: ({ context }) => !usesCode(context.kind, context.fields),
    /** Basic information that sets the real name, which is set once and never changed. */
    setsRealName: ({ context }) => context.kind === 'basicInfo' && !context.realNameSet,
    ...cooldown.guards,
  },
  delays: cooldown.delays,
}).createMachine({
  id: 'securityForm',
  context: ({ input }) => ({
    kind: input.kind,
    realNameSet: input.realNameSet,
    today: input.today,
    fields: { ...EMPTY_SECURITY_FIELDS, ...input.initial },
    touched: {},
    ...smsCooldownContext(input.resendSeconds),
    failure: null,
  }),
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      on: { SET_FIELD: { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } } },
      states: {
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                SUBMIT: [
                  { guard: 'formInvalid', actions: 'touchForm' },
                  { guard: 'setsRealName', target: 'confirmingRealName' },
                  { target: 'submitting' },
                ],
              },
            },
            // The real name cannot be changed once saved: the member confirms it as typed first.
            confirmingRealName: {
              tags: ['confirmRealName'],
              on: { CONFIRM: 'submitting', CANCEL: 'editing' },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'submit',
                src: 'submit',
                input: requestOf,
                onDone: { target: '#securityForm.saved', actions: ['announceSaved', 'reloadMember', 'close'] },
                onError: { target: 'editing', actions: { type: 'fail', params: failureOf } },
              },
            },
          },
        },
        code: {
          initial: 'ready',
          states: smsCodeStates({
            event: 'SEND_CODE',
            refusals: [
              // A form without a code (or a change by the old password) has no code button.
              { guard: 'noCode' },
              { guard: 'codeTargetInvalid', actions: 'touchCodeTarget' },
            ],
            input: requestOf,
            sent: ['clearFailure'],
            failed: [{ type: 'fail', params: failureOf }],
          }),
        },
      },
    },
    saved: { type: 'final', tags: ['busy'] },
  },
});
