import { assign, fromPromise, setup } from 'xstate';
import {
  checkWithdrawRequest,
  cryptoAllowed,
  withdrawGate,
  type AccountKind,
  type Refusal,
  type WithdrawFacts,
  type WithdrawMethod,
} from './rules/withdrawal';

/**
 * Withdrawing (spec sections 2, 4, 5, 8 and 9): the spec's withdrawal gating as a statechart.
 * The member's standing is loaded, then checked in the spec's order — real name, phone,
 * withdrawal password, an order not yet verified, the turnover requirement, the VIP level's
 * daily count and limit — and only then the form opens: an account, an amount within the
 * balance and the limits (crypto only after a first successful withdrawal), a method and the
 * withdrawal password. A submitted withdrawal is held on the ledger until the operator pays it
 * out or rejects it. The server checks every gate again; this is what the member sees first.
 */

/** A bound payout account the form can send money to. */
export interface WithdrawalAccount {
  id: number;
  kind: AccountKind;
  /** Bank name, alias or e-wallet kind, as the list shows it. */
  label: string;
  /** The number or address, masked for display. */
  masked: string;
}

export type { AccountKind, WithdrawMethod, Refusal };

/**
 * The form's name for an account: its kind and id together, since cards, crypto and e-wallet accounts
 * are numbered each in their own table (a card and an address may both be number 1).
 */
export const accountKeyOf = (account: Pick<WithdrawalAccount, 'kind' | 'id'>) => `${account.kind}:${account.id}`;

/** Everything the gates and the form read: the shared rules' facts, the accounts and the venues' money (minor units). */
export interface WithdrawalStanding extends WithdrawFacts {
  /** Money still in venue wallets, which the member may bring home first. */
  venueBalanceMinor: number;
  accounts: WithdrawalAccount[];
}

export interface WithdrawalRequest {
  accountId: number;
  accountKind: AccountKind;
  amount: string;
  method: WithdrawMethod;
  password: string;
}

/** The order the server holds; the page watches it until the operator decides. */
export interface HeldWithdrawal {
  id: number;
  orderNo: string;
  amount: string;
}

export type WithdrawalOutcome = 'paid' | 'rejected';

export interface WithdrawalContext {
  standing: WithdrawalStanding | null;
  /** accountKeyOf the chosen account. */
  accountKey: string | null;
  amount: string;
  method: WithdrawMethod;
  password: string;
  problem: Refusal | null;
  held: HeldWithdrawal | null;
}

export type WithdrawalEvent =
  | { type: 'SET_ACCOUNT'; accountKey: string }
  | { type: 'SET_AMOUNT'; amount: string }
  | { type: 'SET_METHOD'; method: WithdrawMethod }
  | { type: 'SET_PASSWORD'; password: string }
  | { type: 'SUBMIT' }
  | { type: 'RECYCLE' }
  | { type: 'RETRY' }
  | { type: 'AGAIN' };

/**
 * The gates as states, named by the shared rule's refusal (withdrawGate answers the first closed one,
 * in the order of spec section 8); the state names read as the diagram's.
 */
export const GATE_STATES = {
  realName: 'profile.fillBasicInfo',
  phone: 'profile.setPhoneFirst',
  withdrawPassword: 'security.withdrawPassword.notSet',
  unverified: 'withdrawal.error.reviewingOrder',
  turnover: 'withdrawal.error.turnover',
  daily: 'withdrawal.error.dailyCount',
} as const;
export type GateName = keyof typeof GATE_STATES;

/** Spec section 5: a withdrawal password is 6 digits. */
const WITHDRAW_PASSWORD = /^\d{6}$/;

/** What is wrong with the form before it is sent (the server's own request check, then the password); null when nothing is. */
export function withdrawalFormProblem(context: Pick<WithdrawalContext, 'standing' | 'accountKey' | 'amount' | 'method' | 'password'>): Refusal | null {
  const standing = context.standing;
  if (!standing) return { key: 'withdrawal.form.notLoaded' };
  const account = standing.accounts.find((candidate) => accountKeyOf(candidate) === context.accountKey);
  if (!account) return { key: 'withdrawal.form.chooseAccount', field: 'accountId' };
  const checked = checkWithdrawRequest(standing, { accountKind: account.kind, amount: context.amount, method: context.method });
  if ('key' in checked) return checked;
  if (!WITHDRAW_PASSWORD.test(context.password)) return { key: 'withdrawal.form.password', field: 'password' };
  return null;
}

export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
  },
  actors: {
    loadStanding: fromPromise<WithdrawalStanding>(() => {
      throw new Error('withdrawal: loadStanding was not provided');
    }),
    recycle: fromPromise<void>(() => {
      throw new Error('withdrawal: recycle was not provided');
    }),
    submitWithdrawal: fromPromise<HeldWithdrawal, WithdrawalRequest>(() => {
      throw new Error('withdrawal: submitWithdrawal was not provided');
    }),
    awaitOutcome: fromPromise<WithdrawalOutcome, HeldWithdrawal>(() => {
      throw new Error('withdrawal: awaitOutcome was not provided');
    }),
  },
  actions: {
    keepStanding: assign({
      standing: (_, params: { standing: WithdrawalStanding }) => params.standing,
      // The account chosen before stays chosen if it is still bound; otherwise the first one is offered.
      // A crypto account is not offered before the first paid withdrawal (spec section 4).
      accountKey: ({ context }, params: { standing: WithdrawalStanding }) => {
        const usable = params.standing.accounts.filter((account) => account.kind !== 'blockchain' || cryptoAllowed(params.standing));
        const first = usable[0];
        return usable.some((account) => accountKeyOf(account) === context.accountKey)
          ? context.accountKey
          : first
            ? accountKeyOf(first)
            : null;
      },
    }),
    setAccount: assign({ accountKey: (_, params: { accountKey: string }) => params.accountKey, problem: null }),
    setAmount: assign({ amount: (_, params: { amount: string }) => params.amount.replace(/[^\d.]/g, ''), problem: null }),
    setMethod: assign({ method: (_, params: { method: WithdrawMethod }) => params.method, problem: null }),
    // A withdrawal password is 6 digits (spec section 5); anything else never reaches the field.
    setPassword: assign({ password: (_, params: { password: string }) => params.password.replace(/\D/g, '').slice(0, 6), problem: null }),
    flagProblem: assign({ problem: ({ context }) => withdrawalFormProblem(context) }),
    keepHeld: assign({ held: (_, params: { held: HeldWithdrawal }) => params.held }),
    clearForm: assign({ amount: '', password: '', problem: null }),
    clearPassword: assign({ password: '' }),
    forgetHeld: assign({ held: null }),
    announceSubmitted: () => {},
    announceRecycled: () => {},
    refreshBalances: () => {},
    // The withdrawal records changed (a new order, or its outcome): lists of them load again.
    refreshRecords: () => {},
  },
  guards: {
    closedAt: ({ context }, params: { gate: GateName }) =>
      context.standing !== null && withdrawGate(context.standing)?.key === GATE_STATES[params.gate],
    invalid: ({ context }) => withdrawalFormProblem(context) !== null,
    paid: (_, params: { outcome: WithdrawalOutcome }) => params.outcome === 'paid',
  },
}).createMachine({
  id: 'withdrawal',
  context: { standing: null, accountKey: null, amount: '', method: 'instant', password: '', problem: null, held: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStanding',
        src: 'loadStanding',
        onDone: { target: 'gating', actions: { type: 'keepStanding', params: ({ event }) => ({ standing: event.output }) } },
        onError: 'failed',
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    // Eventless: the gates in the spec's order; the first one closed is what the member sees.
    gating: {
      always: [
        { guard: { type: 'closedAt', params: { gate: 'realName' } }, target: 'blocked.realName' },
        { guard: { type: 'closedAt', params: { gate: 'phone' } }, target: 'blocked.phone' },
        { guard: { type: 'closedAt', params: { gate: 'withdrawPassword' } }, target: 'blocked.withdrawPassword' },
        { guard: { type: 'closedAt', params: { gate: 'unverified' } }, target: 'blocked.unverified' },
        { guard: { type: 'closedAt', params: { gate: 'turnover' } }, target: 'blocked.turnover' },
        { guard: { type: 'closedAt', params: { gate: 'daily' } }, target: 'blocked.daily' },
        { target: 'form' },
      ],
    },
    blocked: {
      // Having fixed the cause elsewhere (profile, another tab), the member checks again.
      on: { RETRY: 'loading' },
      // Only ever entered at a named gate; the initial child is never taken on its own.
      initial: 'realName',
      states: {
        realName: {},
        phone: {},
        withdrawPassword: {},
        unverified: {},
        turnover: {},
        daily: {},
      },
    },
    form: {
      on: {
        SET_ACCOUNT: { actions: { type: 'setAccount', params: ({ event }) => ({ accountKey: event.accountKey }) } },
        SET_AMOUNT: { actions: { type: 'setAmount', params: ({ event }) => ({ amount: event.amount }) } },
        SET_METHOD: { actions: { type: 'setMethod', params: ({ event }) => ({ method: event.method }) } },
        SET_PASSWORD: { actions: { type: 'setPassword', params: ({ event }) => ({ password: event.password }) } },
        SUBMIT: [{ guard: 'invalid', actions: 'flagProblem' }, { target: 'submitting' }],
        RECYCLE: 'recycling',
      },
    },
    recycling: {
      invoke: {
        id: 'recycle',
        src: 'recycle',
        // The venues' money is home: the balance and the gates are read again.
        onDone: { target: 'loading', actions: ['announceRecycled', 'refreshBalances'] },
        onError: { target: 'form', actions: 'refreshBalances' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitWithdrawal',
        src: 'submitWithdrawal',
        input: ({ context }) => {
          const account = context.standing!.accounts.find((candidate) => accountKeyOf(candidate) === context.accountKey)!;
          return { accountId: account.id, accountKind: account.kind, amount: context.amount, method: context.method, password: context.password };
        },
        onDone: {
          target: 'held',
          actions: [{ type: 'keepHeld', params: ({ event }) => ({ held: event.output }) }, 'clearForm', 'announceSubmitted', 'refreshBalances', 'refreshRecords'],
        },
        // The API client has shown why (a wrong password, a gate the server closed); nothing was held.
        onError: { target: 'form', actions: ['clearPassword', 'refreshBalances'] },
      },
    },
    held: {
      invoke: {
        id: 'awaitOutcome',
        src: 'awaitOutcome',
        input: ({ context }) => context.held!,
        onDone: [
          { guard: { type: 'paid', params: ({ event }) => ({ outcome: event.output }) }, target: 'done', actions: ['refreshBalances', 'refreshRecords'] },
          { target: 'rejected', actions: ['refreshBalances', 'refreshRecords'] },
        ],
        // Watching failed (offline, signed out): the order stands; the records page tells its fate.
        onError: 'watchLost',
      },
      on: { AGAIN: { target: 'loading', actions: 'forgetHeld' } },
    },
    watchLost: {
      on: { AGAIN: { target: 'loading', actions: 'forgetHeld' } },
    },
    done: {
      on: { AGAIN: { target: 'loading', actions: 'forgetHeld' } },
    },
    rejected: {
      on: { AGAIN: { target: 'loading', actions: 'forgetHeld' } },
    },
  },
});
