import { assign, fromPromise, setup } from 'xstate';
import { callFailureOf } from './rules/callFailure';
import { checkPhone, checkSmsCode, type RuleResult } from './rules/validation';
import { SMS_RESEND_SECONDS, smsCodeStates, smsCooldownContext, smsCooldownSetup, type SmsCooldownContext } from './fragments/smsCooldown';
import { checkAlias, checkCardNumber, checkCardType, checkCryptoAddress, checkHolderName, checkThirdPartAccount } from './rules/payout';

/**
 * Binding or changing a payout account (spec sections 3 and 5): a bank card (/addBankCard), a USDT
 * address (/virtualCoinCard) or a KOI / EB e-wallet account (/ebpayAccount). Each field is judged by
 * the shared payout rules as the member types; the SMS code goes to the bound phone and may be sent
 * again after a 60-second countdown; nothing is submitted until every rule passes. The server judges
 * the same rules again and its refusal shows beside the field it names. A USDT address is checked (its
 * form and its checksum) before any code is sent: a code for an address that cannot be bound is wasted.
 * With the site setting sms_switch off (`smsRequired: false`) the forms have no code field.
 */

export const PAYOUT_KINDS = ['bankCard', 'blockchain', 'thirdPart'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

export const PAYOUT_RESEND_SECONDS = SMS_RESEND_SECONDS;

export type PayoutField = 'bankId' | 'holderName' | 'cardType' | 'bankcardNo' | 'phone' | 'alias' | 'protocol' | 'address' | 'type' | 'account' | 'smsCode';
export type PayoutFields = Record<PayoutField, string>;

export const EMPTY_PAYOUT_FIELDS: PayoutFields = {
  bankId: '',
  holderName: '',
  cardType: '1',
  bankcardNo: '',
  phone: '',
  alias: '',
  protocol: 'TRC20',
  address: '',
  type: 'koi',
  account: '',
  smsCode: '',
};

/** The fields each form shows, in order. */
export const PAYOUT_FORM_FIELDS: Record<PayoutKind, PayoutField[]> = {
  bankCard: ['bankId', 'holderName', 'cardType', 'bankcardNo', 'phone', 'smsCode'],
  blockchain: ['alias', 'protocol', 'address', 'smsCode'],
  thirdPart: ['type', 'alias', 'account', 'smsCode'],
};

/** The fields a form shows: without the SMS code when the site setting sms_switch is off. */
export const payoutFormFields = (kind: PayoutKind, smsRequired = true): PayoutField[] =>
  smsRequired ? PAYOUT_FORM_FIELDS[kind] : PAYOUT_FORM_FIELDS[kind].filter((field) => field !== 'smsCode');

/** What a member types is kept as the server reads it: digits only in numbers and codes, no blanks in addresses. */
export function cleanPayoutInput(field: PayoutField, value: string): string {
  switch (field) {
    case 'bankcardNo':
    case 'phone':
    case 'smsCode':
      return value.replace(/\D/g, '');
    case 'address':
    case 'account':
      return value.replace(/\s/g, '');
    default:
      return value;
  }
}

function fieldProblem(field: PayoutField, fields: PayoutFields, realName: string | null): RuleResult {
  switch (field) {
    case 'bankId':
      return fields.bankId === '' ? 'payout.bank.required' : null;
    case 'holderName':
      return checkHolderName(fields.holderName, realName);
    case 'cardType':
      return checkCardType(Number(fields.cardType));
    case 'bankcardNo':
      return checkCardNumber(fields.bankcardNo);
    case 'phone':
      return checkPhone(fields.phone);
    case 'alias':
      return checkAlias(fields.alias);
    case 'protocol':
      return null;
    case 'address':
      return checkCryptoAddress(fields.address, fields.protocol);
    case 'type':
      return null;
    case 'account':
      return checkThirdPartAccount(fields.type, fields.account);
    case 'smsCode':
      return checkSmsCode(fields.smsCode);
  }
}

/** Each shown field's broken rule (a locale key), or null. */
export function payoutFormProblems(kind: PayoutKind, fields: PayoutFields, realName: string | null, smsRequired = true): Partial<Record<PayoutField, RuleResult>> {
  return Object.fromEntries(payoutFormFields(kind, smsRequired).map((field) => [field, fieldProblem(field, fields, realName)]));
}

export const firstPayoutProblem = (kind: PayoutKind, fields: PayoutFields, realName: string | null, smsRequired = true): RuleResult =>
  Object.values(payoutFormProblems(kind, fields, realName, smsRequired)).find((problem) => problem !== null) ?? null;

export interface PayoutFormInput {
  kind: PayoutKind;
  /** The member's registered real name: a card's holder must bear it. */
  realName: string | null;
  /** Set when changing a bound account. */
  accountId?: number;
  initial?: Partial<PayoutFields>;
  resendSeconds?: number;
  /** The site setting sms_switch; on unless told otherwise. */
  smsRequired?: boolean;
}

export interface PayoutFormContext extends SmsCooldownContext {
  kind: PayoutKind;
  realName: string | null;
  accountId: number | null;
  smsRequired: boolean;
  fields: PayoutFields;
  touched: Partial<Record<PayoutField, true>>;
  failure: { message: string; field: string | null } | null;
}

export type PayoutFormEvent = { type: 'SET_FIELD'; field: PayoutField; value: string } | { type: 'SEND_CODE' } | { type: 'SUBMIT' };

/** What the submit effect receives. */
export interface PayoutRequest {
  kind: PayoutKind;
  accountId: number | null;
  fields: PayoutFields;
}

const failureOf = ({ event }: { event: { error?: unknown } }) => {
  const failure = callFailureOf(event.error);
  return { failure: { message: failure.msg ?? 'call.network', field: failure.field } };
};

const cooldown = smsCooldownSetup<PayoutFormContext, PayoutFormEvent>();

export const payoutFormMachine = setup({
  types: {
    context: {} as PayoutFormContext,
    events: {} as PayoutFormEvent,
    input: {} as PayoutFormInput,
  },
  actors: {
    sendCode: fromPromise<void>(() => {
      throw new Error('payoutForm: sendCode was not provided');
    }),
    submit: fromPromise<void, PayoutRequest>(() => {
      throw new Error('payoutForm: submit was not provided');
    }),
  },
  actions: {
    setField: assign(({ context }, params: { field: PayoutField; value: string }) => ({
      fields: { ...context.fields, [params.field]: cleanPayoutInput(params.field, params.value) },
      touched: { ...context.touched, [params.field]: true as const },
      failure: null,
    })),
    touchAddress: assign({ touched: ({ context }) => ({ ...context.touched, address: true as const }) }),
    touchForm: assign({
      touched: ({ context }) => Object.fromEntries(payoutFormFields(context.kind, context.smsRequired).map((field) => [field, true as const])),
    }),
    fail: assign({ failure: (_, params: { failure: PayoutFormContext['failure'] }) => params.failure }),
    clearFailure: assign({ failure: null }),
    ...cooldown.actions,
    announceSaved: () => {},
    reloadAccounts: () => {},
    close: () => {},
  },
  guards: {
    formInvalid: ({ context }) => firstPayoutProblem(context.kind, context.fields, context.realName, context.smsRequired) !== null,
    addressInvalid: ({ context }) => context.kind === 'blockchain' && fieldProblem('address', context.fields, context.realName) !== null,
    ...cooldown.guards,
  },
  delays: cooldown.delays,
}).createMachine({
  id: 'payoutForm',
  context: ({ input }) => ({
    kind: input.kind,
    realName: input.realName,
    accountId: input.accountId ?? null,
    smsRequired: input.smsRequired ?? true,
    // A new card's holder is the registered real name (the only one it may bear), filled in for the member.
    fields: { ...EMPTY_PAYOUT_FIELDS, ...(input.kind === 'bankCard' && input.realName ? { holderName: input.realName.trim() } : {}), ...input.initial },
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
              on: { SUBMIT: [{ guard: 'formInvalid', actions: 'touchForm' }, { target: 'submitting' }] },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'submit',
                src: 'submit',
                input: ({ context }) => ({ kind: context.kind, accountId: context.accountId, fields: context.fields }),
                onDone: { target: '#payoutForm.saved', actions: ['announceSaved', 'reloadAccounts', 'close'] },
                onError: { target: 'editing', actions: { type: 'fail', params: failureOf } },
              },
            },
          },
        },
        // The code goes to the member's bound phone; of what is typed only a USDT address must be right first.
        code: {
          initial: 'ready',
          states: smsCodeStates({
            event: 'SEND_CODE',
            refusals: [{ guard: 'addressInvalid', actions: 'touchAddress' }],
            input: undefined,
            sent: ['clearFailure'],
            failed: [{ type: 'fail', params: failureOf }],
          }),
        },
      },
    },
    saved: { type: 'final', tags: ['busy'] },
  },
});
