import { assign, fromPromise, setup } from 'xstate';
import { callFailureOf } from './rules/callFailure';
import { estimateCnyMinor, formatRateE4, type CryptoRate } from './rules/cryptoRate';
import {
  checkWithdrawRequest,
  cryptoAllowed,
  withdrawGate,
  type AccountKind,
  type BonusTier,
  type Refusal,
  type WithdrawFacts,
  type WithdrawMethod,
  type WithdrawMethodOffer,
} from './rules/withdrawal';
import { orderWatchSetup, orderWatchStates } from './fragments/orderWatch';

/**
 * Withdrawing (spec sections 2, 4, 5, 8 and 9): the spec's withdrawal gating as a statechart.
 * The member's standing is loaded, then checked in the spec's order — real name, phone,
 * withdrawal password, an order not yet verified, the turnover requirement, the VIP level's
 * daily count and limit — and only then the form opens: an account, an amount within the
 * balance and the limits (crypto only after a first successful withdrawal), a method and the
 * withdrawal password. A submitted withdrawal is held on the ledger until the operator pays it
 * out or rejects it. The server checks every gate again; this is what the member sees first.
 *
 * To a crypto account the amount is USDT: the form shows the CNY it takes at the operator's rate before
 * it is sent (withdrawalEstimate), sends the rate it showed, and when the server answers that the rate has
 * changed, reads the standing again (the new rate) and keeps what the member typed.
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

export type { AccountKind, BonusTier, WithdrawMethod, WithdrawMethodOffer, Refusal };

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
  /** The operator's USDT rate in force; null while none is set (crypto accounts cannot be paid). */
  usdtRate: CryptoRate | null;
  /** The methods the server offers now, in its order (getWithdrawMethod). */
  methods: WithdrawMethodOffer[];
  /** The appointment bonus's tiers the server pays by (getWithdrawExtraRule). */
  bonusTiers: BonusTier[];
}

export interface WithdrawalRequest {
  accountId: number;
  accountKind: AccountKind;
  amount: string;
  method: WithdrawMethod;
  password: string;
  /** To a crypto account: the rate the form showed ("7.1000"), which the server holds the order to. */
  rate?: string;
}

/** The order the server holds; the page watches it until the operator decides. */
export interface HeldWithdrawal {
  id: number;
  orderNo: string;
  /** CNY held. */
  amount: string;
  /** To a crypto account: the USDT to pay out and the rate ("7.1000"); absent or null otherwise. */
  cryptoAmount?: string | null;
  cryptoRate?: string | null;
}

export type WithdrawalOutcome = 'paid' | 'rejected';

/** What one look at a held order answers: still waiting for the operator, or how it ended. */
export type WithdrawalLook = 'pending' | WithdrawalOutcome;

/**
 * The tags views read: the page's phase (one of loading, failed, gate, form, held, done, rejected, watchLost),
 * the closed gate's name (`gate:<name>`), and what the form is doing (busy, submitting, recycling).
 */
export const WITHDRAWAL_PHASES = ['loading', 'failed', 'gate', 'form', 'held', 'done', 'rejected', 'watchLost'] as const;
export type WithdrawalPhase = (typeof WITHDRAWAL_PHASES)[number];
export const gateTag = (gate: GateName) => `gate:${gate}` as const;

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

const chosenAccount = (context: Pick<WithdrawalContext, 'standing' | 'accountKey'>) =>
  context.standing?.accounts.find((candidate) => accountKeyOf(candidate) === context.accountKey) ?? null;

/** A crypto account cannot be chosen before the first paid withdrawal (spec section 4), nor while no rate is set. */
export function accountUnavailable(standing: WithdrawalStanding, account: WithdrawalAccount): Refusal | null {
  if (account.kind !== 'blockchain') return null;
  if (!cryptoAllowed(standing)) return { key: 'withdrawal.error.cryptoFirst' };
  return standing.usdtRate ? null : { key: 'withdrawal.error.rateNotSet' };
}

/** What is wrong with the form before it is sent (the server's own request check, then the password); null when nothing is. */
export function withdrawalFormProblem(context: Pick<WithdrawalContext, 'standing' | 'accountKey' | 'amount' | 'method' | 'password'>): Refusal | null {
  const standing = context.standing;
  if (!standing) return { key: 'withdrawal.form.notLoaded' };
  const account = chosenAccount(context);
  if (!account) return { key: 'withdrawal.form.chooseAccount', field: 'accountId' };
  const checked = checkWithdrawRequest(standing, { accountKind: account.kind, amount: context.amount, method: context.method, rate: standing.usdtRate });
  if ('key' in checked) return checked;
  if (!WITHDRAW_PASSWORD.test(context.password)) return { key: 'withdrawal.form.password', field: 'password' };
  return null;
}

/** What a crypto withdrawal comes to before it is sent: the CNY it takes (null until the amount reads as one) at the rate. */
export interface WithdrawalEstimate {
  cnyMinor: number | null;
  rate: CryptoRate;
}

/** The estimate the form shows under the amount while a crypto account is chosen and a rate is set; null otherwise. */
export function withdrawalEstimate(context: Pick<WithdrawalContext, 'standing' | 'accountKey' | 'amount'>): WithdrawalEstimate | null {
  const rate = context.standing?.usdtRate;
  if (!rate || chosenAccount(context)?.kind !== 'blockchain') return null;
  return { cnyMinor: estimateCnyMinor(context.amount, rate.rateE4, 'withdrawal'), rate };
}

const orderWatch = orderWatchSetup<WithdrawalEvent>();

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
    fetchOrderOutcome: fromPromise<WithdrawalLook, { id: number }>(() => {
      throw new Error('withdrawal: fetchOrderOutcome was not provided');
    }),
  },
  actions: {
    keepStanding: assign({
      standing: (_, params: { standing: WithdrawalStanding }) => params.standing,
      // The account chosen before stays chosen if it is still bound; otherwise the first one is offered.
      // A crypto account is not offered before the first paid withdrawal (spec section 4).
      accountKey: ({ context }, params: { standing: WithdrawalStanding }) => {
        const usable = params.standing.accounts.filter((account) => accountUnavailable(params.standing, account) === null);
        const first = usable[0];
        return usable.some((account) => accountKeyOf(account) === context.accountKey)
          ? context.accountKey
          : first
            ? accountKeyOf(first)
            : null;
      },
      // The method chosen stays while the server still offers it; otherwise its first method is chosen.
      method: ({ context }, params: { standing: WithdrawalStanding }) =>
        params.standing.methods.some((offer) => offer.method === context.method) ? context.method : (params.standing.methods[0]?.method ?? context.method),
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
    // The server refused the rate the form showed: another is in force.
    rateChanged: ({ event }) => callFailureOf((event as { error?: unknown }).error).field === 'rate',
    ...orderWatch.guards,
  },
  delays: orderWatch.delays,
}).createMachine({
  id: 'withdrawal',
  context: { standing: null, accountKey: null, amount: '', method: 'instant', password: '', problem: null, held: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadStanding',
        src: 'loadStanding',
        onDone: { target: 'gating', actions: { type: 'keepStanding', params: ({ event }) => ({ standing: event.output }) } },
        onError: 'failed',
      },
    },
    failed: {
      tags: ['failed'],
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
      tags: ['gate'],
      // Having fixed the cause elsewhere (profile, another tab), the member checks again.
      on: { RETRY: 'loading' },
      // Only ever entered at a named gate; the initial child is never taken on its own.
      initial: 'realName',
      states: {
        realName: { tags: [gateTag('realName')] },
        phone: { tags: [gateTag('phone')] },
        withdrawPassword: { tags: [gateTag('withdrawPassword')] },
        unverified: { tags: [gateTag('unverified')] },
        turnover: { tags: [gateTag('turnover')] },
        daily: { tags: [gateTag('daily')] },
      },
    },
    form: {
      tags: ['form'],
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
      tags: ['form', 'busy', 'recycling'],
      invoke: {
        id: 'recycle',
        src: 'recycle',
        // The venues' money is home: the balance and the gates are read again.
        onDone: { target: 'loading', actions: ['announceRecycled', 'refreshBalances'] },
        onError: { target: 'form', actions: 'refreshBalances' },
      },
    },
    submitting: {
      tags: ['form', 'busy', 'submitting'],
      invoke: {
        id: 'submitWithdrawal',
        src: 'submitWithdrawal',
        input: ({ context }) => {
          const account = chosenAccount(context)!;
          const rate = account.kind === 'blockchain' && context.standing!.usdtRate ? { rate: formatRateE4(context.standing!.usdtRate.rateE4) } : {};
          return { accountId: account.id, accountKind: account.kind, amount: context.amount, method: context.method, password: context.password, ...rate };
        },
        onDone: {
          target: 'held',
          actions: [{ type: 'keepHeld', params: ({ event }) => ({ held: event.output }) }, 'clearForm', 'announceSubmitted', 'refreshBalances', 'refreshRecords'],
        },
        onError: [
          // Another rate is in force: read it (the standing again); the amount stays, the estimate shows the new rate.
          { guard: 'rateChanged', target: 'loading', actions: 'clearPassword' },
          // The API client has shown why (a wrong password, a gate the server closed); nothing was held.
          { target: 'form', actions: ['clearPassword', 'refreshBalances'] },
        ],
      },
    },
    // The operator decides; the watch looks at the order until then. A failed look (offline, signed out) ends
    // the watch: the order stands, and the records page tells its fate.
    held: {
      tags: ['held'],
      ...orderWatchStates({
        input: ({ context }: { context: WithdrawalContext }) => ({ id: context.held!.id }),
        ends: [
          { outcome: 'paid', target: '#withdrawal.done', actions: ['refreshBalances', 'refreshRecords'] },
          { outcome: 'rejected', target: '#withdrawal.rejected', actions: ['refreshBalances', 'refreshRecords'] },
        ],
        lost: '#withdrawal.watchLost',
      }),
      on: { AGAIN: { target: 'loading', actions: 'forgetHeld' } },
    },
    watchLost: {
      tags: ['watchLost'],
      on: { AGAIN: { target: 'loading', actions: 'forgetHeld' } },
    },
    done: {
      tags: ['done'],
      on: { AGAIN: { target: 'loading', actions: 'forgetHeld' } },
    },
    rejected: {
      tags: ['rejected'],
      on: { AGAIN: { target: 'loading', actions: 'forgetHeld' } },
    },
  },
});
