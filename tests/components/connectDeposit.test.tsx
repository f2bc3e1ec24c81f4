import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { depositMachine, type DepositEvent, type DepositOrder } from '../../machines/deposit';
import { connectDeposit } from '../../src/features/deposit/connectDeposit';
import { toDepositMethod, kindOf } from '../../src/features/deposit/depositMethods';
import { outcomeOf } from '../../src/features/deposit/useDeposit';
import { MODEL_METHODS, MODEL_ORDER } from '../model/adapters/deposit';
import { SERVER_METHODS } from '../model/screens/depositScreen';
import { flush } from '../machines/deferred';
import { screen } from '@testing-library/react';
import { MethodStep } from '../../src/features/deposit/DepositSteps';
import { renderWithSite, text } from './renderWithSite';

/** The deposit machine with every call answering at once, and its connect output after each step. */
async function startPage(refuseCancel = false) {
  const clock = new SimulatedClock();
  const actor = createActor(
    depositMachine.provide({
      actors: {
        loadMethods: fromPromise(() => Promise.resolve(MODEL_METHODS)),
        createOrder: fromPromise((): Promise<DepositOrder> => Promise.resolve({ ...MODEL_ORDER, protocol: 'TRC20' })),
        cancelOrder: fromPromise(() => (refuseCancel ? Promise.reject(Object.assign(new Error('limit'), { code: 400, msg: 'At most 2 a day' })) : Promise.resolve())),
      },
    }),
    { clock },
  ).start();
  await flush();
  const send = vi.fn((event: DepositEvent) => actor.send(event));
  const view = () =>
    connectDeposit(actor.getSnapshot(), send, {
      '11': { name: 'Line 1', min: '50.00', max: '20000.00' },
      '12': { name: 'Line 2', min: '100.00', max: '50000.00' },
      '13': { name: 'Line 3', min: '50.00', max: '20000.00' },
    });
  return { actor, send, view, clock };
}

describe('connectDeposit', () => {
  it('shows the method step first, with the first method chosen and its quick amounts', async () => {
    const { view } = await startPage();
    expect(view().step).toBe('method');
    expect(view().stepNumber).toBe(1);
    expect(view().methods.map((method) => [method.kind, method.selected])).toEqual([
      ['bank', true],
      ['crypto', false],
      ['online', false],
    ]);
    expect(view().limits).toEqual({ min: '100.00', max: '50000.00' });
    expect(view().quickAmounts).toEqual([
      { amount: '100.00', selected: false },
      { amount: '500.00', selected: false },
    ]);
  });

  it('marks the quick amount the member picked, and names the field at fault with the limits', async () => {
    const { view } = await startPage();
    view().setAmount('500.00');
    expect(view().quickAmounts[1].selected).toBe(true);
    view().setAmount('99');
    view().submit();
    expect(view().problem).toEqual({ key: 'deposit.error.belowMin', field: 'amount', values: { min: '100.00', max: '50000.00' } });
    view().setAmount('100');
    view().submit();
    expect(view().problem?.field).toBe('depositorName');
  });

  it('labels the online channels by their names and the crypto protocols by value', async () => {
    const { view } = await startPage();
    view().chooseMethod(2);
    expect(view().channels).toEqual([
      { value: '11', label: 'Line 1', limits: { min: '50.00', max: '20,000.00' }, selected: true },
      { value: '12', label: 'Line 2', limits: { min: '100.00', max: '50,000.00' }, selected: false },
    ]);
    // Grouped by their limits, smallest first, each group saying its limits.
    expect(view().channelGroups.map((group) => [group.limits, group.channels.map((channel) => channel.value)])).toEqual([
      [{ min: '50.00', max: '20,000.00' }, ['11']],
      [{ min: '100.00', max: '50,000.00' }, ['12']],
    ]);
    view().chooseMethod(5);
    expect(view().protocols).toEqual([
      { value: 'TRC20', selected: true },
      { value: 'ERC20', selected: false },
    ]);
  });

  it('moves to the bank-pay step with the order, then to the proof step', async () => {
    const { view } = await startPage();
    view().setAmount('100');
    view().setDepositor('Li Wei');
    view().submit();
    await flush();
    expect(view().step).toBe('bankPay');
    expect(view().stepNumber).toBe(2);
    expect(view().order?.remarkCode).toBe(MODEL_ORDER.remarkCode);
    view().paid();
    expect(view().step).toBe('proof');
    expect(view().stepNumber).toBe(3);
    view().confirm();
    expect(view().proofProblem).toBe('deposit.proofRequired');
  });

  it('counts the crypto step down as mm:ss and turns urgent at 5 minutes', async () => {
    const { view, clock } = await startPage();
    view().chooseMethod(5);
    view().setAmount('100');
    view().submit();
    await flush();
    expect(view().step).toBe('cryptoPay');
    expect(view().countdown).toBe('30:00');
    expect(view().countdownUrgent).toBe(false);
    for (let second = 0; second < 1500; second += 1) clock.increment(1000);
    expect(view().countdown).toBe('05:00');
    expect(view().countdownUrgent).toBe(true);
  });

  it('opens the cancel dialog with the five reasons and shows a refusal', async () => {
    const { view } = await startPage(true);
    view().setAmount('100');
    view().setDepositor('Li Wei');
    view().submit();
    await flush();
    expect(view().cancelDialog).toBeNull();
    view().cancel();
    expect(view().cancelDialog?.reasons.map((reason) => reason.label)).toEqual([
      'deposit.cancelReason.wrongAmount',
      'deposit.cancelReason.changeMethod',
      'deposit.cancelReason.paymentTrouble',
      'deposit.cancelReason.noLongerNeeded',
      'deposit.cancelReason.other',
    ]);
    view().confirmCancel();
    expect(view().cancelDialog?.problem).toBe('deposit.error.selectCancelReason');
    view().chooseReason('other');
    expect(view().cancelDialog?.reasons.at(-1)?.selected).toBe(true);
    view().confirmCancel();
    expect(view().cancelDialog?.cancelling).toBe(true);
    await flush();
    expect(view().cancelDialog?.refusal?.msg).toBe('At most 2 a day');
  });
});

describe('the server’s methods and statuses on the page', () => {
  it('maps each server method to the machine’s method', () => {
    expect(SERVER_METHODS.map(toDepositMethod)).toEqual(MODEL_METHODS);
  });

  it.each([
    [{ payMode: 'offline', rechargeType: 'bank' }, 'bank'],
    [{ payMode: 'offline', rechargeType: 'usdt' }, 'crypto'],
    [{ payMode: 'online', rechargeType: 'koi' }, 'online'],
    [{ payMode: 'online', rechargeType: 'online' }, 'online'],
  ] as const)('pays %o as %s', (method, kind) => {
    expect(kindOf(method)).toBe(kind);
  });

  it.each([
    [0, 'pending'],
    [1, 'pending'],
    [2, 'credited'],
    [3, 'cancelled'],
    [4, 'expired'],
    [5, 'rejected'],
    [6, 'rejected'],
  ])('reads status %i as %s', (status, outcome) => {
    expect(outcomeOf(status)).toBe(outcome);
  });
});

describe('a USDT deposit at the operator’s rate, before it is made (issue 22)', () => {
  const SET_AT = MODEL_METHODS[1].rate!.setAt;

  it('estimates the CNY the USDT typed credits at the rate, with the rate and its time; the rate alone before an amount', async () => {
    const { actor, view } = await startPage();
    expect(view().estimate).toBeNull();
    actor.send({ type: 'CHOOSE_METHOD', methodId: 5 });
    expect(view().estimate).toEqual({ cny: null, rate: '7.10', setAt: SET_AT });
    actor.send({ type: 'SET_AMOUNT', amount: '1234.56' });
    // 1,234.56 × 7.1 = 8,765.376 → 8,765.37
    expect(view().estimate).toEqual({ cny: '8,765.37', rate: '7.10', setAt: SET_AT });
  });

  it('shows "≈ ¥X at rate R (set T)" under the amount in the member’s language, as they type', async () => {
    const { actor, view } = await startPage();
    actor.send({ type: 'CHOOSE_METHOD', methodId: 5 });
    actor.send({ type: 'SET_AMOUNT', amount: '100' });
    for (const language of ['en', 'zh', 'hk'] as const) {
      const { unmount } = renderWithSite(<MethodStep deposit={view()} />, { language });
      const line = screen.getByTestId('deposit-estimate');
      const time = new Intl.DateTimeFormat(language === 'en' ? 'en' : language === 'zh' ? 'zh-CN' : 'zh-HK', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(SET_AT);
      expect(line.textContent).toBe(text('deposit.crypto.estimate', { cny: '710.00', rate: '7.10', time }, language));
      expect(line.querySelector('strong')!.textContent).toBe('710.00');
      unmount();
    }
    actor.send({ type: 'SET_AMOUNT', amount: '' });
    renderWithSite(<MethodStep deposit={view()} />);
    expect(screen.getByTestId('deposit-estimate').textContent).toContain('1 USDT = ¥7.10');
    expect(screen.getByTestId('deposit-estimate').textContent).not.toContain('≈');
  });

  it('reads the server’s rate with the USDT method, and none with the others', () => {
    const [bank, usdt, online] = SERVER_METHODS.map(toDepositMethod);
    expect([bank.rate, online.rate]).toEqual([null, null]);
    expect(usdt.rate).toEqual({ rateE4: 71_000, setAt: SET_AT });
  });
});
