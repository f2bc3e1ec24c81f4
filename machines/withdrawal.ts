import { assign, fromPromise, setup } from 'xstate';
import { parseAmount } from './rules/money';

/**
 * Withdrawing (spec sections 2, 4, 5, 8 and 9): the spec's withdrawal gating as a statechart.
 * The member's standing is loaded, then checked in the spec's order — real name, phone,
 * withdrawal password, an order not yet verified, the turnover requirement, the VIP level's
 * daily count and limit — and only then the form opens: an account, an amount within the
 * balance and the limits (crypto only after a first successful withdrawal), a method and the
 * withdrawal password. A submitted withdrawal is held on the ledger until the operator pays it
 * out or rejects it. The server checks every gate again; this is what the member sees first.
 */

export type PayoutKind = 'bank' | 'crypto' | 'ewallet';

/** A bound payout account the form can send money to. */
export interface WithdrawalAccount {
  id: string;
  kind: PayoutKind;
  /** Bank name, alias or e-wallet kind, as the list shows it. */
  label: string;
  /** The number or address, masked for display. */
  masked: string;
}

/** Appointment: arrives within 24 hours with a bonus; instant: arrives within 10 minutes. */
export type WithdrawMethod = 'appointment' | 'instant';

/** Everything the gates read, in minor units (cents) for money. */
export interface WithdrawalStanding {
  hasRealName: boolean;
  hasPhone: boolean;
  hasWithdrawPassword: boolean;
  unverifiedOrder: boolean;
  /** A fast or normal withdrawal has been paid out before: crypto accounts are allowed. */
  hasPaidWithdrawal: boolean;
  remainingTurnoverMinor: number;
  dailyCountLeft: number;
  dailyLimitLeftMinor: number;
  centralBalanceMinor: number;
  /** Money still in venue wallets, which the member may bring home first. */
  venueBalanceMinor: number;
  minAmountMinor: number;
  maxAmountMinor: number;
  accounts: WithdrawalAccount[];
  /** The appointment bonus as a percentage of the amount, e.g. 0.3. */
  appointmentBonusPercent: number;
}

export interface WithdrawalRequest {
  accountId: string;
  kind: PayoutKind;
  amount: string;
  method: WithdrawMethod;
  password: string;
}

/** The order the server holds; the page watches it until the operator decides. */
export interface HeldWithdrawal {
  orderNo: string;
  amount: string;
}

export type WithdrawalOutcome = 'paid' | 'rejected';

export interface WithdrawalContext {
  standing: WithdrawalStanding | null;
  accountId: string | null;
  amount: string;
  method: WithdrawMethod;
  password: string;
  problem: string | null;
  held: HeldWithdrawal | null;
}

export type WithdrawalEvent =
  | { type: 'SET_ACCOUNT'; accountId: string }
  | { type: 'SET_AMOUNT'; amount: string }
  | { type: 'SET_METHOD'; method: WithdrawMethod }
  | { type: 'SET_PASSWORD'; password: string }
  | { type: 'SUBMIT' }
  | { type: 'RECYCLE' }
  | { type: 'RETRY' }
  | { type: 'AGAIN' };

/** The gate messages of spec section 8, as locale keys, in the order the gates are checked. */
export const GATE_MESSAGES = {
  realName: 'withdrawal.gate.realName',
  phone: 'withdrawal.gate.phone',
  withdrawPassword: 'withdrawal.gate.withdrawPassword',
  unverified: 'withdrawal.gate.unverified',
  turnover: 'withdrawal.gate.turnover',
  daily: 'withdrawal.gate.daily',
} as const;

/** What is wrong with the form before it is sent, as a locale key; null when nothing is. */
export function withdrawalFormProblem(context: Pick<WithdrawalContext, 'standing' | 'accountId' | 'amount' | 'password'>): string | null {
  const standing = context.standing;
  if (!standing) return 'withdrawal.form.notLoaded';
  const account = standing.accounts.find((candidate) => candidate.id === context.accountId);
  if (!account) return 'withdrawal.form.chooseAccount';
  if (account.kind === 'crypto' && !standing.hasPaidWithdrawal) return 'withdrawal.form.cryptoAfterFirst';
  const amount = parseAmount(context.amount);
  if ('error' in amount) return amount.error;
  if (amount.minor > standing.centralBalanceMinor) return 'withdrawal.form.overBalance';
  if (amount.minor < standing.minAmountMinor) return 'withdrawal.form.belowMinimum';
  if (amount.minor > standing.maxAmountMinor) return 'withdrawal.form.aboveMaximum';
  if (amount.minor > standing.dailyLimitLeftMinor) return 'withdrawal.form.overDailyLimit';
  if (!/^\d{6}$/.test(context.password)) return 'withdrawal.form.password';
  return null;
}

const gate = (check: (standing: WithdrawalStanding) => boolean) => ({ context }: { context: WithdrawalContext }) =>
  context.standing !== null && check(context.standing);

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
      accountId: ({ context }, params: { standing: WithdrawalStanding }) =>
        params.standing.accounts.some((account) => account.id === context.accountId)
          ? context.accountId
          : (params.standing.accounts[0]?.id ?? null),
    }),
    setAccount: assign({ accountId: (_, params: { accountId: string }) => params.accountId, problem: null }),
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
  },
  guards: {
    noRealName: gate((standing) => !standing.hasRealName),
    noPhone: gate((standing) => !standing.hasPhone),
    noWithdrawPassword: gate((standing) => !standing.hasWithdrawPassword),
    orderUnverified: gate((standing) => standing.unverifiedOrder),
    turnoverDue: gate((standing) => standing.remainingTurnoverMinor > 0),
    dailyUsedUp: gate((standing) => standing.dailyCountLeft <= 0 || standing.dailyLimitLeftMinor <= 0),
    invalid: ({ context }) => withdrawalFormProblem(context) !== null,
    paid: (_, params: { outcome: WithdrawalOutcome }) => params.outcome === 'paid',
  },
}).createMachine({
  id: 'withdrawal',
  context: { standing: null, accountId: null, amount: '', method: 'instant', password: '', problem: null, held: null },
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
        { guard: 'noRealName', target: 'blocked.realName' },
        { guard: 'noPhone', target: 'blocked.phone' },
        { guard: 'noWithdrawPassword', target: 'blocked.withdrawPassword' },
        { guard: 'orderUnverified', target: 'blocked.unverified' },
        { guard: 'turnoverDue', target: 'blocked.turnover' },
        { guard: 'dailyUsedUp', target: 'blocked.daily' },
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
        SET_ACCOUNT: { actions: { type: 'setAccount', params: ({ event }) => ({ accountId: event.accountId }) } },
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
          const account = context.standing!.accounts.find((candidate) => candidate.id === context.accountId)!;
          return { accountId: account.id, kind: account.kind, amount: context.amount, method: context.method, password: context.password };
        },
        onDone: {
          target: 'held',
          actions: [{ type: 'keepHeld', params: ({ event }) => ({ held: event.output }) }, 'clearForm', 'announceSubmitted', 'refreshBalances'],
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
          { guard: { type: 'paid', params: ({ event }) => ({ outcome: event.output }) }, target: 'done', actions: 'refreshBalances' },
          { target: 'rejected', actions: 'refreshBalances' },
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
