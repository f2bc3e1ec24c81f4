import { assign, fromPromise, setup } from 'xstate';
import {
  checkPhone,
  firstRegistrationError,
  stripNonWord,
  type RegistrationField,
  type RegistrationFields,
} from './rules/validation';
import { SMS_RESEND_SECONDS, smsCodeStates, smsCooldownContext, smsCooldownSetup, type SmsCooldownContext } from './fragments/smsCooldown';
import { checkInviteCode, normaliseInviteCode } from './rules/agent';

/**
 * Registration of spec section 5: live rule messages for the fields a member
 * has touched, an SMS code with a resend countdown, and nothing sent to the
 * server until every rule passes and the terms are agreed. With the site
 * setting sms_switch off (`smsRequired: false`) no code is asked for. An
 * invitation link's code starts in the invitation code field (`inviteCode`),
 * which stays editable: the server refuses a code that is nobody's.
 */

export { SMS_RESEND_SECONDS };

/** A field the member types in: the rules' text fields and the invitation code. */
export type RegisterTextField = Exclude<RegistrationField, 'agreed'> | 'inviteCode';
export type RegisterRequest = RegistrationFields;

export interface RegisterFormInput {
  /** The site setting sms_switch; on unless told otherwise. */
  smsRequired?: boolean;
  /** The resend wait: SMS_RESEND_SECONDS (a test model may shorten it). */
  resendSeconds?: number;
  /** The invitation link's code, if the page was opened from one. */
  inviteCode?: string;
}

export interface RegisterFormContext extends SmsCooldownContext {
  smsRequired: boolean;
  fields: RegistrationFields;
  touched: Partial<Record<RegistrationField | 'inviteCode', true>>;
}

export type RegisterFormEvent =
  | { type: 'EDIT'; field: RegisterTextField; value: string }
  | { type: 'TOGGLE_TERMS' }
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT' };

const cooldown = smsCooldownSetup<RegisterFormContext, RegisterFormEvent>();

const allTouched: RegisterFormContext['touched'] = {
  userName: true,
  password: true,
  confirmPassword: true,
  phone: true,
  smsCode: true,
  inviteCode: true,
  agreed: true,
};

export const registerFormMachine = setup({
  types: {
    context: {} as RegisterFormContext,
    events: {} as RegisterFormEvent,
    input: {} as RegisterFormInput | undefined,
  },
  actors: {
    sendCode: fromPromise<void, { phone: string }>(() => {
      throw new Error('registerForm: sendCode was not provided');
    }),
    register: fromPromise<string, RegisterRequest>(() => {
      throw new Error('registerForm: register was not provided');
    }),
  },
  actions: {
    edit: assign(({ context }, params: { field: RegisterTextField; value: string }) => ({
      fields: { ...context.fields, [params.field]: params.field === 'inviteCode' ? normaliseInviteCode(params.value) : stripNonWord(params.value) },
      touched: { ...context.touched, [params.field]: true as const },
    })),
    toggleTerms: assign(({ context }) => ({
      fields: { ...context.fields, agreed: !context.fields.agreed },
      touched: { ...context.touched, agreed: true as const },
    })),
    touchPhone: assign(({ context }) => ({ touched: { ...context.touched, phone: true as const } })),
    touchAll: assign({ touched: allTouched }),
    ...cooldown.actions,
    registered: (_, _params: { token: string }) => {},
  },
  guards: {
    phoneInvalid: ({ context }) => checkPhone(context.fields.phone) !== null,
    formInvalid: ({ context }) => firstRegistrationError(context.fields, context.smsRequired) !== null || checkInviteCode(context.fields.inviteCode) !== null,
    ...cooldown.guards,
  },
  delays: cooldown.delays,
}).createMachine({
  id: 'registerForm',
  type: 'parallel',
  context: ({ input }) => ({
    smsRequired: input?.smsRequired ?? true,
    fields: { userName: '', password: '', confirmPassword: '', phone: '', smsCode: '', inviteCode: normaliseInviteCode(input?.inviteCode ?? ''), agreed: false },
    // A code the link brought is judged at once: a mistyped link says so before the member fills the rest.
    touched: input?.inviteCode ? { inviteCode: true as const } : {},
    ...smsCooldownContext(input?.resendSeconds),
  }),
  states: {
    entry: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            EDIT: {
              actions: { type: 'edit', params: ({ event }) => ({ field: event.field, value: event.value }) },
            },
            TOGGLE_TERMS: { actions: 'toggleTerms' },
            SUBMIT: [{ guard: 'formInvalid', actions: 'touchAll' }, { target: 'submitting' }],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => context.fields,
            onDone: {
              target: 'registered',
              actions: { type: 'registered', params: ({ event }) => ({ token: event.output }) },
            },
            onError: 'editing',
          },
        },
        registered: { type: 'final', tags: ['busy'] },
      },
    },
    smsCode: {
      initial: 'ready',
      states: smsCodeStates({
        event: 'SEND_CODE',
        refusals: [{ guard: 'phoneInvalid', actions: 'touchPhone' }],
        input: ({ context }: { context: RegisterFormContext }) => ({ phone: context.fields.phone }),
      }),
    },
  },
});
