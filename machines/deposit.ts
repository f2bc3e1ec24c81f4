import { assign, fromPromise, setup } from 'xstate';
import type { RechargeOrder } from '../contract/deposit';
import { callFailureOf, type CallFailure } from './rules/callFailure';
import { CRYPTO_PAY_WINDOW_MS, type CancelReason } from './rules/deposit';
import { estimateCnyMinor, type CryptoRate } from './rules/cryptoRate';
import { ORDER_POLL_MS, orderWatchSetup, orderWatchStates } from './fragments/orderWatch';
import {
  cancelReasonOf,
  cancelReasonProblem,
  depositProblem,
  PROOF_MAX_COUNT,
  proofProblem,
  type DepositKind,
  type ProofFile,
} from './rules/depositForm';

/**
 * A deposit order's life on the deposit page (spec sections 2 and 4): choose a method and an amount
 * within its limits; then by the method's kind
 * - bank transfer: the depositor name, our account and the remark code (copy buttons), "I have paid",
 *   the proof pictures, and the wait for the operator's confirmation;
 * - crypto: the protocol, our address as a QR code with a 30-minute countdown, "I have paid", the wait;
 * - online: the provider, its cashier in a new window, the wait for its notification.
 * An unpaid bank or crypto order can be cancelled with a reason; an unpaid crypto order expires after
 * 30 minutes; the wait ends credited, rejected, expired or cancelled, as the server's order says.
 * A crypto amount is USDT: before the order is made the form shows the CNY it credits at the operator's
 * rate (depositEstimate); the order then keeps the rate it was made at, which the pay step shows.
 */

/** A payment method as the machine reads it (the page maps the server's methods to this). */
export interface DepositMethod {
  id: number;
  kind: DepositKind;
  name: string;
  minMinor: number;
  maxMinor: number;
  /** Amounts offered as one-click buttons, 2-decimal text. */
  quickAmounts: string[];
  /** Crypto: the networks the address is on (TRC20, ERC20). */
  protocols: string[];
  /** Online: the channels (ids as text) whose providers' cashiers serve the method. */
  channels: string[];
  /** Crypto: the operator's rate its USDT converts at now; null for other methods. */
  rate: CryptoRate | null;
}

/** The order the server created (contract/deposit.ts): the machine reads its id, the view the rest. */
export type DepositOrder = RechargeOrder;

/** What the wait learns from the server: still open, or how it ended. */
export type OrderOutcome = 'pending' | 'credited' | 'rejected' | 'expired' | 'cancelled';

/** How often the wait asks the server how the order stands (the order watch's interval). */
export { ORDER_POLL_MS };

/** The countdown's step. */
export const COUNTDOWN_TICK_MS = 1000;

export interface OrderRequest {
  method: DepositMethod;
  amount: string;
  depositorName: string;
  protocol: string;
  channel: string;
}

export interface DepositContext {
  methods: DepositMethod[];
  methodId: number | null;
  amount: string;
  depositorName: string;
  protocol: string;
  channel: string;
  /** The form's first problem, a locale key, once the member tried to send it. */
  problem: string | null;
  order: DepositOrder | null;
  payUrl: string | null;
  proofs: string[];
  proofProblem: string | null;
  cancelReason: CancelReason | null;
  cancelProblem: string | null;
  /** A refused cancel (the third of a day): the server's words, in the member's language, when it gave some. */
  cancelRefusal: CallFailure | null;
  secondsLeft: number;
  /** How the order ended, once it has. */
  outcome: OrderOutcome | null;
}

export type DepositEvent =
  | { type: 'RETRY' }
  | { type: 'CHOOSE_METHOD'; methodId: number }
  | { type: 'SET_AMOUNT'; amount: string }
  | { type: 'SET_DEPOSITOR'; name: string }
  | { type: 'SET_PROTOCOL'; protocol: string }
  | { type: 'SET_CHANNEL'; channel: string }
  | { type: 'SUBMIT' }
  | { type: 'COPY'; text: string }
  | { type: 'PAID' }
  | { type: 'BACK' }
  | { type: 'ADD_PROOF'; file: ProofFile }
  | { type: 'REMOVE_PROOF'; index: number }
  | { type: 'CONFIRM' }
  | { type: 'OPEN_CASHIER' }
  | { type: 'CANCEL' }
  | { type: 'CHOOSE_REASON'; reason: string }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'KEEP_ORDER' }
  | { type: 'NEW_DEPOSIT' };

const CRYPTO_SECONDS = CRYPTO_PAY_WINDOW_MS / 1000;

const chosenMethod = (context: DepositContext) => context.methods.find((method) => method.id === context.methodId) ?? null;

/** The form's first problem, as depositProblem reads it. */
export function formProblem(context: DepositContext): string | null {
  const method = chosenMethod(context);
  if (!method) return 'deposit.methodRequired';
  return depositProblem({
    kind: method.kind,
    limits: method,
    amount: context.amount,
    depositorName: context.depositorName,
    protocol: context.protocol,
    protocols: method.protocols,
    channel: context.channel,
    channels: method.channels,
  });
}

/** The method the order was created with. */
export const methodOf = chosenMethod;

/** What a crypto deposit comes to before it is made: the CNY it credits (null until the amount reads as one) at the rate. */
export interface DepositEstimate {
  cnyMinor: number | null;
  rate: CryptoRate;
}

/** The estimate the form shows under the amount while a crypto method with a rate is chosen; null otherwise. */
export function depositEstimate(context: Pick<DepositContext, 'methods' | 'methodId' | 'amount'>): DepositEstimate | null {
  const method = context.methods.find((candidate) => candidate.id === context.methodId);
  if (method?.kind !== 'crypto' || !method.rate) return null;
  return { cnyMinor: estimateCnyMinor(context.amount, method.rate.rateE4, 'deposit'), rate: method.rate };
}

const EMPTY_ORDER = {
  order: null,
  payUrl: null,
  proofs: [],
  proofProblem: null,
  cancelReason: null,
  cancelProblem: null,
  cancelRefusal: null,
  secondsLeft: CRYPTO_SECONDS,
  outcome: null,
} satisfies Partial<DepositContext>;

/** The cancel dialog of an unpaid order, the same for a bank transfer and a crypto order. */
const cancelDialog = {
  cancelDialog: {
    tags: ['cancelDialog'],
    on: {
      CHOOSE_REASON: { actions: { type: 'chooseReason', params: ({ event }: { event: { reason: string } }) => ({ reason: event.reason }) } },
      CONFIRM_CANCEL: [{ guard: 'noCancelReason', actions: 'flagCancelReason' }, { target: 'cancelling' }],
      KEEP_ORDER: 'paying',
    },
  },
  cancelling: {
    tags: ['cancelDialog', 'busy'],
    invoke: {
      id: 'cancelOrder',
      src: 'cancelOrder',
      input: ({ context }: { context: DepositContext }) => ({ id: context.order!.id, reason: context.cancelReason! }),
      onDone: { target: '#deposit.cancelled', actions: 'announceCancelled' },
      onError: { target: 'cancelDialog', actions: { type: 'storeCancelRefusal', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, reenter: false },
    },
  },
} as const;

const orderWatch = orderWatchSetup<DepositEvent>();

export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
  },
  actors: {
    loadMethods: fromPromise<DepositMethod[]>(() => {
      throw new Error('deposit: loadMethods was not provided');
    }),
    createOrder: fromPromise<DepositOrder, OrderRequest>(() => {
      throw new Error('deposit: createOrder was not provided');
    }),
    createPayment: fromPromise<string, { order: DepositOrder }>(() => {
      throw new Error('deposit: createPayment was not provided');
    }),
    uploadProof: fromPromise<string, { file: ProofFile }>(() => {
      throw new Error('deposit: uploadProof was not provided');
    }),
    confirmOrder: fromPromise<void, { id: number; voucherUrls: string[] }>(() => {
      throw new Error('deposit: confirmOrder was not provided');
    }),
    cancelOrder: fromPromise<void, { id: number; reason: CancelReason }>(() => {
      throw new Error('deposit: cancelOrder was not provided');
    }),
    fetchOrderOutcome: fromPromise<OrderOutcome, { id: number }>(() => {
      throw new Error('deposit: fetchOrderOutcome was not provided');
    }),
  },
  delays: {
    cryptoPayWindow: CRYPTO_PAY_WINDOW_MS,
    countdownTick: COUNTDOWN_TICK_MS,
    ...orderWatch.delays,
  },
  actions: {
    storeMethods: assign({
      methods: (_, params: { methods: DepositMethod[] }) => params.methods,
      methodId: (_, params: { methods: DepositMethod[] }) => params.methods[0]?.id ?? null,
    }),
    chooseMethod: assign(({ context }, params: { methodId: number }) => {
      const method = context.methods.find((candidate) => candidate.id === params.methodId);
      if (!method) return {};
      return { methodId: method.id, protocol: method.protocols[0] ?? '', channel: method.channels[0] ?? '', problem: null };
    }),
    setAmount: assign({ amount: (_, params: { amount: string }) => params.amount.replace(/[^\d.]/g, ''), problem: null }),
    setDepositor: assign({ depositorName: (_, params: { name: string }) => params.name, problem: null }),
    setProtocol: assign({ protocol: (_, params: { protocol: string }) => params.protocol, problem: null }),
    setChannel: assign({ channel: (_, params: { channel: string }) => params.channel, problem: null }),
    flagProblem: assign({ problem: ({ context }) => formProblem(context) }),
    storeOrder: assign({ ...EMPTY_ORDER, order: (_, params: { order: DepositOrder }) => params.order }),
    storePayUrl: assign({ payUrl: (_, params: { url: string }) => params.url }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - COUNTDOWN_TICK_MS / 1000) }),
    flagProof: assign({ proofProblem: (_, params: { file: ProofFile }) => proofProblem(params.file) }),
    flagTooManyProofs: assign({ proofProblem: 'deposit.proofTooMany' }),
    flagNoProof: assign({ proofProblem: 'deposit.proofRequired' }),
    addProof: assign({ proofs: ({ context }, params: { url: string }) => [...context.proofs, params.url], proofProblem: null }),
    removeProof: assign({
      proofs: ({ context }, params: { index: number }) => context.proofs.filter((_, index) => index !== params.index),
      proofProblem: null,
    }),
    openCancelDialog: assign({ cancelProblem: null, cancelRefusal: null }),
    chooseReason: assign({
      cancelReason: (_, params: { reason: string }) => cancelReasonOf(params.reason),
      cancelProblem: null,
      cancelRefusal: null,
    }),
    flagCancelReason: assign({ cancelProblem: ({ context }) => cancelReasonProblem(context.cancelReason) }),
    storeCancelRefusal: assign({ cancelRefusal: (_, params: { error: unknown }) => callFailureOf(params.error) }),
    recordOutcome: assign({ outcome: (_, params: { outcome: OrderOutcome }) => params.outcome }),
    resetOrder: assign({ ...EMPTY_ORDER, amount: '', problem: null }),
    // Effects the page supplies.
    copyText: (_, _params: { text: string }) => {},
    openCashier: (_, _params: { url: string }) => {},
    announceCopied: () => {},
    announceCancelled: () => {},
    announceCredited: () => {},
    refreshBalances: () => {},
    refreshRecords: () => {},
  },
  guards: {
    invalid: ({ context }) => formProblem(context) !== null,
    noMethods: (_, params: { methods: DepositMethod[] }) => params.methods.length === 0,
    hasCashier: ({ context }) => context.payUrl !== null,
    isKind: ({ context }, params: { kind: DepositKind }) => chosenMethod(context)?.kind === params.kind,
    badProof: (_, params: { file: ProofFile }) => proofProblem(params.file) !== null,
    proofsFull: ({ context }) => context.proofs.length >= PROOF_MAX_COUNT,
    noProof: ({ context }) => context.proofs.length === 0,
    noCancelReason: ({ context }) => cancelReasonProblem(context.cancelReason) !== null,
    ...orderWatch.guards,
  },
}).createMachine({
  id: 'deposit',
  context: {
    methods: [],
    methodId: null,
    amount: '',
    depositorName: '',
    protocol: '',
    channel: '',
    problem: null,
    ...EMPTY_ORDER,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadMethods',
        src: 'loadMethods',
        onDone: [
          { guard: { type: 'noMethods', params: ({ event }) => ({ methods: event.output }) }, target: 'unavailable' },
          { target: 'form', actions: [{ type: 'storeMethods', params: ({ event }) => ({ methods: event.output }) }, { type: 'chooseMethod', params: ({ event }) => ({ methodId: event.output[0].id }) }] },
        ],
        onError: 'unavailable',
      },
    },
    unavailable: {
      tags: ['unavailable'],
      on: { RETRY: 'loading' },
    },
    form: {
      tags: ['form'],
      on: {
        CHOOSE_METHOD: { actions: { type: 'chooseMethod', params: ({ event }) => ({ methodId: event.methodId }) } },
        SET_AMOUNT: { actions: { type: 'setAmount', params: ({ event }) => ({ amount: event.amount }) } },
        SET_DEPOSITOR: { actions: { type: 'setDepositor', params: ({ event }) => ({ name: event.name }) } },
        SET_PROTOCOL: { actions: { type: 'setProtocol', params: ({ event }) => ({ protocol: event.protocol }) } },
        SET_CHANNEL: { actions: { type: 'setChannel', params: ({ event }) => ({ channel: event.channel }) } },
        SUBMIT: [{ guard: 'invalid', actions: 'flagProblem' }, { target: 'creating' }],
      },
    },
    creating: {
      tags: ['form', 'busy', 'creating'],
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({
          method: chosenMethod(context)!,
          amount: context.amount,
          depositorName: context.depositorName.trim(),
          protocol: context.protocol,
          channel: context.channel,
        }),
        onDone: [
          { guard: { type: 'isKind', params: { kind: 'bank' } }, target: 'bank', actions: [{ type: 'storeOrder', params: ({ event }) => ({ order: event.output }) }, 'refreshRecords'] },
          { guard: { type: 'isKind', params: { kind: 'crypto' } }, target: 'crypto', actions: [{ type: 'storeOrder', params: ({ event }) => ({ order: event.output }) }, 'refreshRecords'] },
          { target: 'online', actions: [{ type: 'storeOrder', params: ({ event }) => ({ order: event.output }) }, 'refreshRecords'] },
        ],
        // The API client has shown the server's reason; the form keeps what the member typed.
        onError: 'form',
      },
    },
    bank: {
      tags: ['bankPay'],
      initial: 'paying',
      states: {
        paying: {
          tags: ['payBank'],
          on: {
            COPY: { actions: [{ type: 'copyText', params: ({ event }) => ({ text: event.text }) }, 'announceCopied'] },
            PAID: '#deposit.proof',
            CANCEL: { target: 'cancelDialog', actions: 'openCancelDialog' },
          },
        },
        ...cancelDialog,
      },
    },
    proof: {
      initial: 'choosing',
      tags: ['proof'],
      states: {
        choosing: {
          on: {
            ADD_PROOF: [
              { guard: 'proofsFull', actions: 'flagTooManyProofs' },
              { guard: { type: 'badProof', params: ({ event }) => ({ file: event.file }) }, actions: { type: 'flagProof', params: ({ event }) => ({ file: event.file }) } },
              { target: 'uploading' },
            ],
            REMOVE_PROOF: { actions: { type: 'removeProof', params: ({ event }) => ({ index: event.index }) } },
            CONFIRM: [{ guard: 'noProof', actions: 'flagNoProof' }, { target: 'confirming' }],
            BACK: '#deposit.bank',
          },
        },
        uploading: {
          tags: ['busy', 'uploading'],
          invoke: {
            id: 'uploadProof',
            src: 'uploadProof',
            input: ({ event }) => ({ file: (event as Extract<DepositEvent, { type: 'ADD_PROOF' }>).file }),
            onDone: { target: 'choosing', actions: { type: 'addProof', params: ({ event }) => ({ url: event.output }) } },
            // The server's reason (type, size) was shown; nothing was stored, the member may pick another.
            onError: 'choosing',
          },
        },
        confirming: {
          tags: ['busy', 'confirming'],
          invoke: {
            id: 'confirmOrder',
            src: 'confirmOrder',
            input: ({ context }) => ({ id: context.order!.id, voucherUrls: context.proofs }),
            onDone: { target: '#deposit.waiting', actions: 'refreshRecords' },
            onError: 'choosing',
          },
        },
      },
    },
    crypto: {
      tags: ['cryptoPay'],
      type: 'parallel',
      // Spec section 9: unpaid after 30 minutes, the order expires (the server's clock decides the same).
      after: { cryptoPayWindow: 'expired' },
      states: {
        countdown: {
          initial: 'running',
          states: {
            running: { after: { countdownTick: { target: 'running', reenter: true, actions: 'tick' } } },
          },
        },
        step: {
          initial: 'paying',
          states: {
            paying: {
              tags: ['payCrypto'],
              on: {
                COPY: { actions: [{ type: 'copyText', params: ({ event }) => ({ text: event.text }) }, 'announceCopied'] },
                PAID: 'confirming',
                CANCEL: { target: 'cancelDialog', actions: 'openCancelDialog' },
              },
            },
            confirming: {
              tags: ['payCrypto', 'busy'],
              invoke: {
                id: 'confirmOrder',
                src: 'confirmOrder',
                input: ({ context }) => ({ id: context.order!.id, voucherUrls: [] }),
                onDone: { target: '#deposit.waiting', actions: 'refreshRecords' },
                onError: 'paying',
              },
            },
            ...cancelDialog,
          },
        },
      },
    },
    online: {
      tags: ['busy', 'openingCashier'],
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => ({ order: context.order! }),
        onDone: {
          target: 'waiting',
          actions: [
            { type: 'storePayUrl', params: ({ event }) => ({ url: event.output }) },
            { type: 'openCashier', params: ({ event }) => ({ url: event.output }) },
          ],
        },
        // The provider refused: the order stays unpaid and expires on the server; the member starts again.
        onError: { target: 'form', actions: 'resetOrder' },
      },
    },
    // The wait for the server's word on a paid order; a lost look is not a lost order: look again after the interval.
    waiting: {
      tags: ['waiting'],
      ...orderWatchStates({
        input: ({ context }: { context: DepositContext }) => ({ id: context.order!.id }),
        ends: (['credited', 'rejected', 'expired', 'cancelled'] as const).map((outcome) => ({ outcome, target: `#deposit.${outcome}` as const })),
        lost: 'resting',
      }),
      on: {
        OPEN_CASHIER: { guard: 'hasCashier', actions: { type: 'openCashier', params: ({ context }) => ({ url: context.payUrl! }) } },
      },
    },
    credited: {
      tags: ['ended'],
      entry: [{ type: 'recordOutcome', params: { outcome: 'credited' } }, 'announceCredited', 'refreshBalances', 'refreshRecords'],
      on: { NEW_DEPOSIT: { target: 'form', actions: 'resetOrder' } },
    },
    rejected: {
      tags: ['ended'],
      entry: [{ type: 'recordOutcome', params: { outcome: 'rejected' } }, 'refreshRecords'],
      on: { NEW_DEPOSIT: { target: 'form', actions: 'resetOrder' } },
    },
    expired: {
      tags: ['ended'],
      entry: [{ type: 'recordOutcome', params: { outcome: 'expired' } }, 'refreshRecords'],
      on: { NEW_DEPOSIT: { target: 'form', actions: 'resetOrder' } },
    },
    cancelled: {
      tags: ['ended'],
      entry: [{ type: 'recordOutcome', params: { outcome: 'cancelled' } }, 'refreshRecords'],
      on: { NEW_DEPOSIT: { target: 'form', actions: 'resetOrder' } },
    },
  },
});
