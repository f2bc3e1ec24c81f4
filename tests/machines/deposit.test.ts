import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorLogic } from 'xstate';
import { depositEstimate, depositMachine, formProblem, type DepositMethod, type OrderOutcome } from '../../machines/deposit';
import { MODEL_ORDER as ORDER } from '../model/adapters/deposit';
import { ApiFailureLike } from './depositFixtures';
import { deferred, flush } from './deferred';

export const BANK: DepositMethod = { id: 1, kind: 'bank', name: 'Bank transfer', minMinor: 10_000, maxMinor: 5_000_000, quickAmounts: ['100.00', '500.00'], protocols: [], channels: [], rate: null };
export const CRYPTO: DepositMethod = {
  id: 5, kind: 'crypto', name: 'USDT', minMinor: 10_000, maxMinor: 10_000_000, quickAmounts: [], protocols: ['TRC20', 'ERC20'], channels: [],
  // The operator's rate: 7.10 CNY per USDT.
  rate: { rateE4: 71_000, setAt: 1_735_718_400_000 },
};
export const ONLINE: DepositMethod = { id: 2, kind: 'online', name: 'Online banking', minMinor: 5_000, maxMinor: 1_000_000, quickAmounts: [], protocols: [], channels: ['11', '12'], rate: null };
const PICTURE = { name: 'receipt.png', type: 'image/png', size: 2048 };

function startDeposit(methods: DepositMethod[] = [BANK, CRYPTO, ONLINE]) {
  const calls = {
    createOrder: vi.fn((_: unknown) => Promise.resolve(ORDER)),
    createPayment: vi.fn((_: unknown) => Promise.resolve('/web/sandbox/cashier/D2026112200041')),
    uploadProof: vi.fn((_: unknown) => Promise.resolve('/web/upload/files/abc.png')),
    confirmOrder: vi.fn((_: unknown) => Promise.resolve()),
    cancelOrder: vi.fn((_: unknown): Promise<void> => Promise.resolve()),
    fetchOrderOutcome: vi.fn((_: unknown): Promise<OrderOutcome> => Promise.resolve('pending')),
  };
  const effects = {
    copyText: vi.fn(),
    openCashier: vi.fn(),
    announceCopied: vi.fn(),
    announceCancelled: vi.fn(),
    announceCredited: vi.fn(),
    refreshBalances: vi.fn(),
    refreshRecords: vi.fn(),
  };
  const clock = new SimulatedClock();
  const actor = createActor(
    depositMachine.provide({
      actors: {
        loadMethods: fromPromise(() => Promise.resolve(methods)),
        createOrder: fromPromise(({ input }) => calls.createOrder(input)),
        createPayment: fromPromise(({ input }) => calls.createPayment(input)),
        uploadProof: fromPromise(({ input }) => calls.uploadProof(input)),
        confirmOrder: fromPromise(({ input }) => calls.confirmOrder(input)),
        cancelOrder: fromPromise(({ input }) => calls.cancelOrder(input)),
        fetchOrderOutcome: fromPromise(({ input }) => calls.fetchOrderOutcome(input)),
      },
      actions: {
        copyText: (_, params) => effects.copyText(params),
        openCashier: (_, params) => effects.openCashier(params),
        announceCopied: () => effects.announceCopied(),
        announceCancelled: () => effects.announceCancelled(),
        announceCredited: () => effects.announceCredited(),
        refreshBalances: () => effects.refreshBalances(),
        refreshRecords: () => effects.refreshRecords(),
      },
    }),
    { clock },
  ).start();
  return { actor, calls, effects, clock };
}

type Started = ReturnType<typeof startDeposit>;

/** Whole seconds pass one by one, as a page's timers fire them (each tick arms the next). */
function passSeconds(clock: SimulatedClock, seconds: number) {
  for (let second = 0; second < seconds; second += 1) clock.increment(1000);
}

async function orderBy(started: Started, method: DepositMethod, fill: () => void = () => {}) {
  await flush();
  started.actor.send({ type: 'CHOOSE_METHOD', methodId: method.id });
  started.actor.send({ type: 'SET_AMOUNT', amount: '100' });
  fill();
  started.actor.send({ type: 'SUBMIT' });
  await flush();
}

const bankOrder = (started: Started) => orderBy(started, BANK, () => started.actor.send({ type: 'SET_DEPOSITOR', name: ' Li Wei ' }));

describe('deposit machine: the form', () => {
  it('loads the methods and opens on the first one with its first protocol and channel', async () => {
    const { actor } = startDeposit();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.methodId).toBe(BANK.id);
    actor.send({ type: 'CHOOSE_METHOD', methodId: CRYPTO.id });
    expect(actor.getSnapshot().context.protocol).toBe('TRC20');
    actor.send({ type: 'CHOOSE_METHOD', methodId: ONLINE.id });
    expect(actor.getSnapshot().context.channel).toBe('11');
  });

  it('ignores a method that is not offered', async () => {
    const { actor } = startDeposit();
    await flush();
    actor.send({ type: 'CHOOSE_METHOD', methodId: 999 });
    expect(actor.getSnapshot().context.methodId).toBe(BANK.id);
  });

  it('says the page is unavailable when no method is offered or the call fails, and retries', async () => {
    const { actor } = startDeposit([]);
    await flush();
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it.each([
    ['below the minimum of 100.00', '99.99', 'deposit.error.belowMin'],
    ['above the maximum of 50,000.00', '50000.01', 'deposit.error.aboveMax'],
    ['empty', '', 'rule.amount.required'],
  ])('sends nothing for an amount %s', async (_, amount, problem) => {
    const started = startDeposit();
    await orderBy(started, BANK, () => {
      started.actor.send({ type: 'SET_DEPOSITOR', name: 'Li Wei' });
      started.actor.send({ type: 'SET_AMOUNT', amount });
    });
    expect(started.actor.getSnapshot().value).toBe('form');
    expect(started.actor.getSnapshot().context.problem).toBe(problem);
    expect(started.calls.createOrder).not.toHaveBeenCalled();
  });

  it('takes the limits at their edges: 100.00 and 50,000.00', async () => {
    const { actor } = startDeposit();
    await flush();
    actor.send({ type: 'SET_DEPOSITOR', name: 'Li Wei' });
    actor.send({ type: 'SET_AMOUNT', amount: '100.00' });
    expect(formProblem(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'SET_AMOUNT', amount: '50000.00' });
    expect(formProblem(actor.getSnapshot().context)).toBeNull();
  });

  it('asks a bank transfer for the depositor name, and clears the problem when the member types', async () => {
    const started = startDeposit();
    await orderBy(started, BANK);
    expect(started.actor.getSnapshot().context.problem).toBe('deposit.error.depositorNameRequired');
    started.actor.send({ type: 'SET_DEPOSITOR', name: 'L' });
    expect(started.actor.getSnapshot().context.problem).toBeNull();
  });

  it('asks an online deposit for a provider the method has', async () => {
    const started = startDeposit();
    await orderBy(started, ONLINE, () => started.actor.send({ type: 'SET_CHANNEL', channel: '99' }));
    expect(started.actor.getSnapshot().context.problem).toBe('deposit.channelRequired');
  });

  it('asks a crypto deposit for a protocol the method has', async () => {
    const started = startDeposit();
    await orderBy(started, CRYPTO, () => started.actor.send({ type: 'SET_PROTOCOL', protocol: 'BEP20' }));
    expect(started.actor.getSnapshot().context.problem).toBe('deposit.error.protocolRequired');
  });

  it('keeps what the member typed when the server refuses the order', async () => {
    const started = startDeposit();
    started.calls.createOrder.mockRejectedValueOnce(new Error('limit'));
    await bankOrder(started);
    expect(started.actor.getSnapshot().value).toBe('form');
    expect(started.actor.getSnapshot().context.amount).toBe('100');
  });
});

describe('deposit machine: a bank transfer', () => {
  it('creates the order with the trimmed depositor name and shows our account', async () => {
    const started = startDeposit();
    await bankOrder(started);
    expect(started.calls.createOrder).toHaveBeenCalledWith({ method: BANK, amount: '100', depositorName: 'Li Wei', protocol: '', channel: '' });
    expect(started.actor.getSnapshot().value).toEqual({ bank: 'paying' });
    expect(started.actor.getSnapshot().context.order).toEqual(ORDER);
    expect(started.effects.refreshRecords).toHaveBeenCalledTimes(1);
  });

  it('copies the account and the remark code and says so', async () => {
    const started = startDeposit();
    await bankOrder(started);
    started.actor.send({ type: 'COPY', text: 'RC7731' });
    expect(started.effects.copyText).toHaveBeenCalledWith({ text: 'RC7731' });
    expect(started.effects.announceCopied).toHaveBeenCalledTimes(1);
  });

  it('after "I have paid" needs a proof before it confirms, and sends the uploaded addresses', async () => {
    const started = startDeposit();
    await bankOrder(started);
    started.actor.send({ type: 'PAID' });
    expect(started.actor.getSnapshot().value).toEqual({ proof: 'choosing' });
    started.actor.send({ type: 'CONFIRM' });
    expect(started.actor.getSnapshot().context.proofProblem).toBe('deposit.proofRequired');
    expect(started.calls.confirmOrder).not.toHaveBeenCalled();
    started.actor.send({ type: 'ADD_PROOF', file: PICTURE });
    expect(started.actor.getSnapshot().value).toEqual({ proof: 'uploading' });
    await flush();
    expect(started.actor.getSnapshot().context.proofs).toEqual(['/web/upload/files/abc.png']);
    started.actor.send({ type: 'CONFIRM' });
    await flush();
    expect(started.calls.confirmOrder).toHaveBeenCalledWith({ id: ORDER.id, voucherUrls: ['/web/upload/files/abc.png'] });
    expect(started.actor.getSnapshot().value).toEqual({ waiting: 'resting' });
  });

  it.each([
    ['a text file', { name: 'notes.txt', type: 'text/plain', size: 10 }, 'upload.proofType'],
    ['a gif', { name: 'a.gif', type: 'image/gif', size: 10 }, 'upload.proofType'],
    ['a picture of 15 MB + 1 byte', { name: 'a.jpg', type: 'image/jpeg', size: 15 * 1024 * 1024 + 1 }, 'upload.tooLarge'],
  ])('refuses %s without sending it', async (_, file, problem) => {
    const started = startDeposit();
    await bankOrder(started);
    started.actor.send({ type: 'PAID' });
    started.actor.send({ type: 'ADD_PROOF', file });
    expect(started.actor.getSnapshot().context.proofProblem).toBe(problem);
    expect(started.calls.uploadProof).not.toHaveBeenCalled();
  });

  it('takes a picture of exactly 15 MB', async () => {
    const started = startDeposit();
    await bankOrder(started);
    started.actor.send({ type: 'PAID' });
    started.actor.send({ type: 'ADD_PROOF', file: { name: 'a.JPEG', type: 'image/jpeg', size: 15 * 1024 * 1024 } });
    expect(started.calls.uploadProof).toHaveBeenCalledTimes(1);
  });

  it('takes five proofs at most, and removes one', async () => {
    const started = startDeposit();
    await bankOrder(started);
    started.actor.send({ type: 'PAID' });
    for (let index = 0; index < 5; index += 1) {
      started.actor.send({ type: 'ADD_PROOF', file: PICTURE });
      await flush();
    }
    started.actor.send({ type: 'ADD_PROOF', file: PICTURE });
    expect(started.actor.getSnapshot().context.proofProblem).toBe('deposit.proofTooMany');
    expect(started.calls.uploadProof).toHaveBeenCalledTimes(5);
    started.actor.send({ type: 'REMOVE_PROOF', index: 0 });
    expect(started.actor.getSnapshot().context.proofs).toHaveLength(4);
  });

  it('goes back to our account from the proof step', async () => {
    const started = startDeposit();
    await bankOrder(started);
    started.actor.send({ type: 'PAID' });
    started.actor.send({ type: 'BACK' });
    expect(started.actor.getSnapshot().value).toEqual({ bank: 'paying' });
  });

  it('waits, looking at the order every 5 seconds, until it is credited; then refreshes the balance', async () => {
    const started = startDeposit();
    await bankOrder(started);
    started.actor.send({ type: 'PAID' });
    started.actor.send({ type: 'ADD_PROOF', file: PICTURE });
    await flush();
    started.actor.send({ type: 'CONFIRM' });
    await flush();
    started.clock.increment(4999);
    expect(started.calls.fetchOrderOutcome).not.toHaveBeenCalled();
    started.clock.increment(1);
    await flush();
    expect(started.calls.fetchOrderOutcome).toHaveBeenCalledWith({ id: ORDER.id });
    expect(started.actor.getSnapshot().value).toEqual({ waiting: 'resting' });
    started.calls.fetchOrderOutcome.mockRejectedValueOnce(new Error('network'));
    started.clock.increment(5000);
    await flush();
    expect(started.actor.getSnapshot().value).toEqual({ waiting: 'resting' });
    started.calls.fetchOrderOutcome.mockResolvedValueOnce('credited');
    started.clock.increment(5000);
    await flush();
    expect(started.actor.getSnapshot().value).toBe('credited');
    expect(started.effects.announceCredited).toHaveBeenCalledTimes(1);
    expect(started.effects.refreshBalances).toHaveBeenCalledTimes(1);
    started.actor.send({ type: 'NEW_DEPOSIT' });
    expect(started.actor.getSnapshot().value).toBe('form');
    expect(started.actor.getSnapshot().context.order).toBeNull();
    expect(started.actor.getSnapshot().context.amount).toBe('');
  });

  it.each(['rejected', 'expired', 'cancelled'] as const)('ends %s when the server says so, moving no balance', async (outcome) => {
    const started = startDeposit();
    await bankOrder(started);
    started.actor.send({ type: 'PAID' });
    started.actor.send({ type: 'ADD_PROOF', file: PICTURE });
    await flush();
    started.actor.send({ type: 'CONFIRM' });
    await flush();
    started.calls.fetchOrderOutcome.mockResolvedValueOnce(outcome);
    started.clock.increment(5000);
    await flush();
    expect(started.actor.getSnapshot().value).toBe(outcome);
    expect(started.actor.getSnapshot().context.outcome).toBe(outcome);
    expect(started.effects.refreshBalances).not.toHaveBeenCalled();
  });
});

describe('deposit machine: cancelling an unpaid order', () => {
  it('needs a reason: "please select a cancel reason"', async () => {
    const started = startDeposit();
    await bankOrder(started);
    started.actor.send({ type: 'CANCEL' });
    expect(started.actor.getSnapshot().value).toEqual({ bank: 'cancelDialog' });
    started.actor.send({ type: 'CONFIRM_CANCEL' });
    expect(started.actor.getSnapshot().context.cancelProblem).toBe('deposit.error.selectCancelReason');
    started.actor.send({ type: 'CHOOSE_REASON', reason: 'not-a-reason' });
    started.actor.send({ type: 'CONFIRM_CANCEL' });
    expect(started.calls.cancelOrder).not.toHaveBeenCalled();
    started.actor.send({ type: 'CHOOSE_REASON', reason: 'wrongAmount' });
    expect(started.actor.getSnapshot().context.cancelProblem).toBeNull();
    started.actor.send({ type: 'CONFIRM_CANCEL' });
    await flush();
    expect(started.calls.cancelOrder).toHaveBeenCalledWith({ id: ORDER.id, reason: 'wrongAmount' });
    expect(started.actor.getSnapshot().value).toBe('cancelled');
    expect(started.effects.announceCancelled).toHaveBeenCalledTimes(1);
  });

  it('keeps the order when the member changes their mind', async () => {
    const started = startDeposit();
    await bankOrder(started);
    started.actor.send({ type: 'CANCEL' });
    started.actor.send({ type: 'KEEP_ORDER' });
    expect(started.actor.getSnapshot().value).toEqual({ bank: 'paying' });
  });

  it('shows the server’s refusal of a third cancel in the dialog and keeps the order open', async () => {
    const started = startDeposit();
    started.calls.cancelOrder.mockRejectedValueOnce(new ApiFailureLike(400, 'You can cancel at most 2 deposits a day'));
    await bankOrder(started);
    started.actor.send({ type: 'CANCEL' });
    started.actor.send({ type: 'CHOOSE_REASON', reason: 'other' });
    started.actor.send({ type: 'CONFIRM_CANCEL' });
    await flush();
    expect(started.actor.getSnapshot().value).toEqual({ bank: 'cancelDialog' });
    expect(started.actor.getSnapshot().context.cancelRefusal?.msg).toBe('You can cancel at most 2 deposits a day');
    started.actor.send({ type: 'KEEP_ORDER' });
    started.actor.send({ type: 'CANCEL' });
    expect(started.actor.getSnapshot().context.cancelRefusal).toBeNull();
  });
});

describe('deposit machine: crypto', () => {
  const cryptoOrder = (started: Started) => orderBy(started, CRYPTO, () => started.actor.send({ type: 'SET_PROTOCOL', protocol: 'ERC20' }));

  it('sends the chosen protocol and counts 30 minutes down second by second', async () => {
    const started = startDeposit();
    await cryptoOrder(started);
    expect(started.calls.createOrder).toHaveBeenCalledWith({ method: CRYPTO, amount: '100', depositorName: '', protocol: 'ERC20', channel: '' });
    expect(started.actor.getSnapshot().hasTag('payCrypto')).toBe(true);
    expect(started.actor.getSnapshot().context.secondsLeft).toBe(1800);
    started.clock.increment(999);
    expect(started.actor.getSnapshot().context.secondsLeft).toBe(1800);
    started.clock.increment(1);
    expect(started.actor.getSnapshot().context.secondsLeft).toBe(1799);
  });

  it('is still payable at 29 min 59.999 s and expires at exactly 30 minutes (1,800,000 ms)', async () => {
    const started = startDeposit();
    await cryptoOrder(started);
    passSeconds(started.clock, 1799);
    started.clock.increment(999);
    // 1,799,999 ms after the order
    expect(started.actor.getSnapshot().hasTag('payCrypto')).toBe(true);
    expect(started.actor.getSnapshot().context.secondsLeft).toBe(1);
    started.clock.increment(1);
    expect(started.actor.getSnapshot().value).toBe('expired');
    expect(started.effects.refreshRecords).toHaveBeenCalledTimes(2);
  });

  it('keeps counting while the cancel dialog is open, and expires from it', async () => {
    const started = startDeposit();
    await cryptoOrder(started);
    passSeconds(started.clock, 60);
    started.actor.send({ type: 'CANCEL' });
    passSeconds(started.clock, 60);
    started.actor.send({ type: 'KEEP_ORDER' });
    expect(started.actor.getSnapshot().context.secondsLeft).toBe(1680);
    started.actor.send({ type: 'CANCEL' });
    passSeconds(started.clock, 1680);
    expect(started.actor.getSnapshot().value).toBe('expired');
  });

  it('after "I have paid" confirms without a proof and waits, the countdown over', async () => {
    const started = startDeposit();
    await cryptoOrder(started);
    started.actor.send({ type: 'PAID' });
    await flush();
    expect(started.calls.confirmOrder).toHaveBeenCalledWith({ id: ORDER.id, voucherUrls: [] });
    expect(started.actor.getSnapshot().hasTag('waiting')).toBe(true);
    started.clock.increment(1_800_000);
    expect(started.actor.getSnapshot().value).not.toBe('expired');
  });

  it('stays payable when the confirmation is refused', async () => {
    const started = startDeposit();
    started.calls.confirmOrder.mockRejectedValueOnce(new Error('refused'));
    await cryptoOrder(started);
    started.actor.send({ type: 'PAID' });
    await flush();
    expect(started.actor.getSnapshot().hasTag('payCrypto')).toBe(true);
    expect(started.actor.getSnapshot().hasTag('busy')).toBe(false);
  });
});

describe('deposit machine: online', () => {
  it('asks the chosen provider for its cashier, opens it and waits for the notification', async () => {
    const started = startDeposit();
    await orderBy(started, ONLINE, () => started.actor.send({ type: 'SET_CHANNEL', channel: '12' }));
    await flush();
    expect(started.calls.createOrder).toHaveBeenCalledWith({ method: ONLINE, amount: '100', depositorName: '', protocol: '', channel: '12' });
    expect(started.calls.createPayment).toHaveBeenCalledWith({ order: ORDER });
    expect(started.effects.openCashier).toHaveBeenCalledWith({ url: '/web/sandbox/cashier/D2026112200041' });
    expect(started.actor.getSnapshot().value).toEqual({ waiting: 'resting' });
    started.actor.send({ type: 'OPEN_CASHIER' });
    expect(started.effects.openCashier).toHaveBeenCalledTimes(2);
  });

  it('starts again from the form when the provider refuses', async () => {
    const started = startDeposit();
    const refusal = deferred<string>();
    started.calls.createPayment.mockReturnValueOnce(refusal.promise);
    await orderBy(started, ONLINE);
    refusal.reject(new Error('provider down'));
    await flush();
    expect(started.actor.getSnapshot().value).toBe('form');
    expect(started.actor.getSnapshot().context.order).toBeNull();
    expect(started.effects.openCashier).not.toHaveBeenCalled();
  });

  it('does not reopen a cashier a bank transfer never had', async () => {
    const started = startDeposit();
    await bankOrder(started);
    started.actor.send({ type: 'PAID' });
    started.actor.send({ type: 'ADD_PROOF', file: PICTURE });
    await flush();
    started.actor.send({ type: 'CONFIRM' });
    await flush();
    started.actor.send({ type: 'OPEN_CASHIER' });
    expect(started.effects.openCashier).not.toHaveBeenCalled();
  });
});

describe('deposit machine: what reaches the effects', () => {
  it('opens on the first method offered with its first protocol, whatever its kind', async () => {
    const { actor } = startDeposit([CRYPTO, BANK]);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ methodId: CRYPTO.id, protocol: 'TRC20' });
  });

  it('keeps only the digits and the point of a typed amount', async () => {
    const { actor } = startDeposit();
    await flush();
    actor.send({ type: 'SET_AMOUNT', amount: '¥1,000.50 ' });
    expect(actor.getSnapshot().context.amount).toBe('1000.50');
  });

  it('asks for a method when the chosen one is not among those offered', async () => {
    const { actor } = startDeposit();
    await flush();
    expect(formProblem({ ...actor.getSnapshot().context, methodId: 999 })).toBe('deposit.methodRequired');
  });

  it('uploads the very file the member picked', async () => {
    const started = startDeposit();
    await bankOrder(started);
    started.actor.send({ type: 'PAID' });
    started.actor.send({ type: 'ADD_PROOF', file: PICTURE });
    expect(started.calls.uploadProof).toHaveBeenCalledWith({ file: PICTURE });
  });

  it('copies the crypto address while paying and says so', async () => {
    const started = startDeposit();
    await orderBy(started, CRYPTO);
    expect(started.actor.getSnapshot().hasTag('payCrypto')).toBe(true);
    started.actor.send({ type: 'COPY', text: 'TXa1b2c3' });
    expect(started.effects.copyText).toHaveBeenCalledWith({ text: 'TXa1b2c3' });
    expect(started.effects.announceCopied).toHaveBeenCalledTimes(1);
  });

  it('reopens the same cashier the provider gave', async () => {
    const started = startDeposit();
    await orderBy(started, ONLINE);
    started.actor.send({ type: 'OPEN_CASHIER' });
    expect(started.effects.openCashier).toHaveBeenCalledTimes(2);
    expect(started.effects.openCashier).toHaveBeenLastCalledWith({ url: '/web/sandbox/cashier/D2026112200041' });
  });
});

describe('deposit machine: what the page is told at each step', () => {
  const tagsOf = (started: Started) => [...started.actor.getSnapshot().tags].sort();
  const records = (started: Started) => started.effects.refreshRecords.mock.calls.length;

  it('tags a bank transfer’s steps: form, busy sending, paying, proof, busy uploading and confirming', async () => {
    const started = startDeposit();
    const upload = deferred<string>();
    const confirm = deferred<void>();
    started.calls.uploadProof.mockReturnValueOnce(upload.promise);
    started.calls.confirmOrder.mockReturnValueOnce(confirm.promise);
    await flush();
    expect(tagsOf(started)).toEqual(['form']);
    started.actor.send({ type: 'SET_AMOUNT', amount: '100' });
    started.actor.send({ type: 'SET_DEPOSITOR', name: 'Li Wei' });
    started.actor.send({ type: 'SUBMIT' });
    expect(tagsOf(started)).toEqual(['busy', 'creating', 'form']);
    await flush();
    expect(tagsOf(started)).toEqual(['bankPay', 'payBank']);
    started.actor.send({ type: 'PAID' });
    expect(tagsOf(started)).toEqual(['proof']);
    started.actor.send({ type: 'ADD_PROOF', file: PICTURE });
    expect(tagsOf(started)).toEqual(['busy', 'proof', 'uploading']);
    upload.resolve('/web/upload/files/abc.png');
    await flush();
    started.actor.send({ type: 'CONFIRM' });
    expect(tagsOf(started)).toEqual(['busy', 'confirming', 'proof']);
    confirm.resolve();
    await flush();
    expect(records(started)).toBe(2);
  });

  it('keeps the proof step open when an upload or the confirmation fails', async () => {
    const started = startDeposit();
    started.calls.uploadProof.mockRejectedValueOnce(new Error('too large'));
    started.calls.confirmOrder.mockRejectedValueOnce(new Error('busy'));
    await bankOrder(started);
    started.actor.send({ type: 'PAID' });
    started.actor.send({ type: 'ADD_PROOF', file: PICTURE });
    await flush();
    expect(started.actor.getSnapshot().value).toEqual({ proof: 'choosing' });
    started.actor.send({ type: 'ADD_PROOF', file: PICTURE });
    await flush();
    started.actor.send({ type: 'CONFIRM' });
    await flush();
    expect(started.actor.getSnapshot().value).toEqual({ proof: 'choosing' });
    expect(started.actor.getSnapshot().context.proofs).toEqual(['/web/upload/files/abc.png']);
  });

  it('a crypto order reads the records again when made and when paid, busy while confirming, and can be cancelled', async () => {
    const started = startDeposit();
    const confirm = deferred<void>();
    started.calls.confirmOrder.mockReturnValueOnce(confirm.promise);
    await orderBy(started, CRYPTO);
    expect(records(started)).toBe(1);
    started.actor.send({ type: 'PAID' });
    expect(tagsOf(started)).toEqual(['busy', 'cryptoPay', 'payCrypto']);
    confirm.resolve();
    await flush();
    expect(records(started)).toBe(2);
    const cancelling = startDeposit();
    cancelling.calls.cancelOrder.mockRejectedValueOnce(new ApiFailureLike(400, 'You can cancel at most 2 deposits a day'));
    await orderBy(cancelling, CRYPTO);
    cancelling.actor.send({ type: 'CANCEL' });
    expect(cancelling.actor.getSnapshot().value).toEqual({ crypto: { countdown: 'running', step: 'cancelDialog' } });
    cancelling.actor.send({ type: 'CHOOSE_REASON', reason: 'other' });
    cancelling.actor.send({ type: 'CONFIRM_CANCEL' });
    await flush();
    expect(cancelling.actor.getSnapshot().context.cancelRefusal?.msg).toBe('You can cancel at most 2 deposits a day');
    cancelling.actor.send({ type: 'KEEP_ORDER' });
    cancelling.actor.send({ type: 'CANCEL' });
    expect(cancelling.actor.getSnapshot().context.cancelRefusal).toBeNull();
  });

  it('an online order reads the records again when made and is busy while the cashier is asked for', async () => {
    const started = startDeposit();
    const payment = deferred<string>();
    started.calls.createPayment.mockReturnValueOnce(payment.promise);
    await orderBy(started, ONLINE);
    expect(tagsOf(started)).toEqual(['busy', 'openingCashier']);
    expect(records(started)).toBe(1);
  });

  it.each(['credited', 'rejected', 'expired', 'cancelled'] as const)('ends %s: records the outcome, reads the records again, and starts a new deposit', async (outcome) => {
    const started = startDeposit();
    await bankOrder(started);
    started.actor.send({ type: 'PAID' });
    started.actor.send({ type: 'ADD_PROOF', file: PICTURE });
    await flush();
    started.actor.send({ type: 'CONFIRM' });
    await flush();
    started.calls.fetchOrderOutcome.mockResolvedValueOnce(outcome);
    started.clock.increment(5000);
    await flush();
    expect(started.actor.getSnapshot().value).toBe(outcome);
    expect(tagsOf(started)).toEqual(['ended']);
    expect(started.actor.getSnapshot().context.outcome).toBe(outcome);
    expect(records(started)).toBe(3);
    started.actor.send({ type: 'NEW_DEPOSIT' });
    expect(started.actor.getSnapshot().value).toBe('form');
    expect(started.actor.getSnapshot().context).toMatchObject({ order: null, amount: '', outcome: null });
  });
});

describe('deposit machine: before and after the methods load', () => {
  it('starts empty, and the form opens with no amount typed', async () => {
    const { actor } = startDeposit();
    expect(actor.getSnapshot().context).toMatchObject({ methods: [], methodId: null, amount: '', depositorName: '', protocol: '', channel: '' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ amount: '', depositorName: '', protocol: '', channel: '' });
  });
});

describe('deposit machine: a USDT amount at the operator’s rate (issue 22)', () => {
  const context = (methodId: number, amount: string) => ({ methods: [BANK, CRYPTO, ONLINE], methodId, amount });

  it('estimates the CNY a crypto deposit credits, rounded down, as the member types; the rate alone before an amount', () => {
    expect(depositEstimate(context(CRYPTO.id, '100'))).toEqual({ cnyMinor: 71_000, rate: CRYPTO.rate });
    expect(depositEstimate(context(CRYPTO.id, '100.01'))).toEqual({ cnyMinor: 71_007, rate: CRYPTO.rate });
    expect(depositEstimate(context(CRYPTO.id, ''))).toEqual({ cnyMinor: null, rate: CRYPTO.rate });
    expect(depositEstimate(context(CRYPTO.id, '1.001'))).toEqual({ cnyMinor: null, rate: CRYPTO.rate });
  });

  it('estimates nothing for a bank or online deposit, nor for a crypto method without a rate', () => {
    expect(depositEstimate(context(BANK.id, '100'))).toBeNull();
    expect(depositEstimate(context(ONLINE.id, '100'))).toBeNull();
    expect(depositEstimate({ methods: [{ ...CRYPTO, rate: null }], methodId: CRYPTO.id, amount: '100' })).toBeNull();
  });

  it('follows the amount typed and the method chosen in the running machine', async () => {
    const { actor } = startDeposit();
    await flush();
    actor.send({ type: 'CHOOSE_METHOD', methodId: CRYPTO.id });
    actor.send({ type: 'SET_AMOUNT', amount: '250' });
    expect(depositEstimate(actor.getSnapshot().context)?.cnyMinor).toBe(177_500);
    actor.send({ type: 'CHOOSE_METHOD', methodId: BANK.id });
    expect(depositEstimate(actor.getSnapshot().context)).toBeNull();
  });
});

/** The deposit machine without its effects supplied: each one fails, naming itself (the machines' rule). */

const failureOf = (logic: AnyActorLogic) =>
  new Promise<string>((resolve) => {
    const actor = createActor(logic, { input: {} });
    actor.subscribe({ error: (error) => resolve((error as Error).message), complete: () => resolve('completed') });
    actor.start();
  });

describe('the deposit machine’s unsupplied effects', () => {
  it('each fail with a message that names it', async () => {
    const actors = depositMachine.implementations.actors as Record<string, AnyActorLogic>;
    const names = ['loadMethods', 'createOrder', 'createPayment', 'uploadProof', 'confirmOrder', 'cancelOrder', 'fetchOrderOutcome'];
    expect(Object.keys(actors).sort()).toEqual([...names].sort());
    for (const name of names) expect(await failureOf(actors[name]), name).toBe(`deposit: ${name} was not provided`);
  });

  it('leave the page unavailable when the methods cannot be loaded', async () => {
    const actor = createActor(depositMachine).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.stop();
  });
});
