import type { AnyMachineSnapshot } from 'xstate';
import { formProblem, type DepositContext, type DepositMethod, type DepositOrder } from '../../../machines/deposit';
import type { ModelAdapter, ModelEvent } from '../model';

/** One method of each kind, with limits 100.00 to 50,000.00. */
export const MODEL_METHODS: DepositMethod[] = [
  { id: 1, kind: 'bank', name: 'Bank transfer', minMinor: 10_000, maxMinor: 5_000_000, quickAmounts: ['100.00', '500.00'], protocols: [], channels: [], rate: null },
  { id: 5, kind: 'crypto', name: 'USDT', minMinor: 10_000, maxMinor: 5_000_000, quickAmounts: ['100.00'], protocols: ['TRC20', 'ERC20'], channels: [], rate: { rateE4: 71_000, setAt: 1_735_718_400_000 } },
  { id: 2, kind: 'online', name: 'Online banking', minMinor: 10_000, maxMinor: 5_000_000, quickAmounts: ['100.00'], protocols: [], channels: ['11', '12'], rate: null },
];

/** An order as the server answers it (contract/deposit.ts RechargeOrder), a bank transfer awaiting payment. */
export const MODEL_ORDER: DepositOrder = {
  id: 41,
  orderNo: 'D2026112200041',
  paymentMethodId: 1,
  rechargeType: 'bank',
  rechargeTypeName: 'Bank transfer',
  payMode: 'offline',
  amount: '100.00',
  cryptoAmount: null,
  cryptoRate: null,
  cryptoRateTime: null,
  depositorName: 'Li Wei',
  virtualCurrencyType: null,
  protocol: null,
  providerCode: null,
  orderAccount: {
    paymentMethodId: 1,
    rechargeType: 'bank',
    bankName: 'Harbour Commercial Bank',
    accountName: 'Golden Star Entertainment Ltd',
    accountNo: '6222 0210 8800 1234 567',
    branch: 'Central branch',
    virtualCurrencyType: null,
    protocol: null,
    address: null,
  },
  remarkCode: 'RC7731',
  voucherUrls: [],
  status: 0,
  statusName: 'Awaiting payment',
  cancelReason: null,
  rejectReason: null,
  expireTime: null,
  createTime: 1_795_000_000_000,
  confirmTime: null,
  creditTime: null,
};
export const MODEL_PROOF_URL = '/web/upload/files/proof-1.png';
export const MODEL_PAY_URL = '/web/sandbox/cashier/D2026112200041';

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as DepositContext;

/** The events that make sense where the member is: the form's fields one at a time, the order's steps after. */
function eventsAt(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const c = context(snapshot);
  const kind = MODEL_METHODS.find((method) => method.id === c.methodId)?.kind;
  // The member fills each field once, with what the chosen method needs: any order of the fields behaves alike.
  const fields: ModelEvent[] = [
    ...MODEL_METHODS.filter((method) => method.id !== c.methodId).map((method) => ({ type: 'CHOOSE_METHOD', methodId: method.id })),
    ...(c.amount === '' ? [{ type: 'SET_AMOUNT', amount: '100.00' }] : []),
    ...(kind === 'bank' && c.depositorName === '' ? [{ type: 'SET_DEPOSITOR', name: 'Li Wei' }] : []),
    ...(kind === 'crypto' && c.protocol !== 'ERC20' ? [{ type: 'SET_PROTOCOL', protocol: 'ERC20' }] : []),
    ...(kind === 'online' && c.channel !== '12' ? [{ type: 'SET_CHANNEL', channel: '12' }] : []),
  ];
  const events: ModelEvent[] = [
    { type: 'xstate.done.actor.loadMethods', output: MODEL_METHODS },
    { type: 'xstate.done.actor.loadMethods', output: [] },
    { type: 'xstate.error.actor.loadMethods', error: new Error('down') },
    { type: 'RETRY' },
    ...fields,
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.createOrder', output: MODEL_ORDER },
    { type: 'xstate.error.actor.createOrder', error: new Error('limit') },
    { type: 'xstate.done.actor.createPayment', output: MODEL_PAY_URL },
    { type: 'xstate.error.actor.createPayment', error: new Error('provider down') },
    { type: 'COPY', text: 'RC7731' },
    { type: 'PAID' },
    { type: 'BACK' },
    { type: 'ADD_PROOF', file: { name: 'receipt.png', type: 'image/png', size: 2048 } },
    { type: 'ADD_PROOF', file: { name: 'notes.txt', type: 'text/plain', size: 12 } },
    { type: 'REMOVE_PROOF', index: 0 },
    { type: 'xstate.done.actor.uploadProof', output: MODEL_PROOF_URL },
    { type: 'xstate.error.actor.uploadProof', error: new Error('refused') },
    { type: 'CONFIRM' },
    { type: 'xstate.done.actor.confirmOrder' },
    { type: 'xstate.error.actor.confirmOrder', error: new Error('refused') },
    { type: 'OPEN_CASHIER' },
    { type: 'CANCEL' },
    { type: 'CHOOSE_REASON', reason: 'wrongAmount' },
    { type: 'CONFIRM_CANCEL' },
    { type: 'KEEP_ORDER' },
    { type: 'xstate.done.actor.cancelOrder' },
    { type: 'xstate.error.actor.cancelOrder', error: Object.assign(new Error('third'), { code: 400, msg: 'At most 2 cancels a day' }) },
    { type: 'xstate.after.orderPoll.deposit.waiting.resting' },
    ...(['pending', 'credited', 'rejected', 'expired', 'cancelled'] as const).map((output) => ({ type: 'xstate.done.actor.fetchOrderOutcome', output })),
    { type: 'xstate.error.actor.fetchOrderOutcome', error: new Error('network') },
    { type: 'xstate.after.countdownTick.deposit.crypto.countdown.running' },
    { type: 'xstate.after.cryptoPayWindow.deposit.crypto' },
    { type: 'NEW_DEPOSIT' },
  ];
  // Only what the state answers: forty events tried in each of hundreds of states would pass the traversal's budget.
  return events.filter((event) => snapshot.can(event));
}

export const depositModel: ModelAdapter = {
  flowId: 'deposit',
  scenarios: [{ name: 'deposit page' }],
  events: eventsAt,
  // Walking every method, field order and refusal multiplies simple paths past any budget: simple paths
  // walk a bank transfer's life (the longest), shortest and transition paths cover every other step.
  simplePathEvents: (event) =>
    /^(SET_AMOUNT|SET_DEPOSITOR|SUBMIT|PAID|CONFIRM|CANCEL|CONFIRM_CANCEL)$|done\.actor\.(loadMethods|createOrder|uploadProof|confirmOrder|cancelOrder|fetchOrderOutcome)|orderPoll/.test(event.type) &&
    !(event.type === 'xstate.done.actor.loadMethods' && (event as { output?: unknown[] }).output?.length === 0),
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = context(snapshot);
    // Once the order exists, what was typed into the form no longer changes what can happen.
    if (c.order) {
      return JSON.stringify([snapshot.value, c.methodId, c.proofs.length, c.proofProblem, c.cancelReason, c.cancelProblem, c.cancelRefusal !== null, c.payUrl !== null]);
    }
    return JSON.stringify([
      snapshot.value,
      c.methodId,
      c.amount !== '',
      c.depositorName !== '',
      formProblem(c),
      c.problem,
      c.proofs.length,
      c.proofProblem,
      c.cancelReason,
      c.cancelProblem,
      c.cancelRefusal !== null,
      c.payUrl !== null,
    ]);
  },
};
