import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createActor, fromPromise, waitFor } from 'xstate';
import { withdrawalMachine, type WithdrawalEvent, type WithdrawalStanding } from '../../machines/withdrawal';
import { connectWithdrawal } from '../../src/features/withdrawal/connectWithdrawal';
import * as withdrawalApi from '../../src/api/withdrawal';
import WithdrawalPanel from '../../src/features/withdrawal/WithdrawalPanel';
import { DeleteAccountDialog } from '../../src/features/payout/DeleteAccountDialog';
import { recordsChanged } from '../../src/store/recordRevisions';
import { act } from '@testing-library/react';
import { MemberBar } from '../../src/features/layout/MemberBar';
import { sessionData } from '../../src/store/session';
import { OPEN_STANDING, standing } from '../machines/withdrawalFixtures';
import { WithdrawalScreen } from '../../src/features/withdrawal/WithdrawalView';
import { renderWithSite, text } from './renderWithSite';

vi.mock('../../src/api/withdrawal', () => ({ getWithdrawRecords: vi.fn() }));

async function connected(loaded: WithdrawalStanding) {
  const sent: WithdrawalEvent[] = [];
  const actor = createActor(withdrawalMachine.provide({ actors: { loadStanding: fromPromise(async () => loaded) } })).start();
  const snapshot = await waitFor(actor, (state) => !state.matches('loading'));
  return { view: connectWithdrawal(snapshot, (event) => sent.push(event)), sent, actor };
}

describe('connectWithdrawal', () => {
  it('a closed turnover gate shows the remaining turnover and links to the records', async () => {
    const { view } = await connected(standing({ remainingTurnoverMinor: 12_345 }));
    expect(view.phase).toBe('gate');
    expect(view.gate).toEqual({ name: 'turnover', message: 'withdrawal.error.turnover', values: { remaining: '123.45' }, fix: { href: '/record/transRecord?type=transfer', label: 'withdrawal.fix.records' }, progress: null });
  });

  it('a closed turnover gate shows the progress, with thousands separators', async () => {
    const { view } = await connected(standing({ remainingTurnoverMinor: 1_234_567, requiredTurnoverMinor: 2_000_000 }));
    expect(view.gate?.values).toEqual({ remaining: '12,345.67' });
    expect(view.gate?.progress).toEqual({ done: '7,654.33', required: '20,000.00', remaining: '12,345.67', percent: 38 });
    renderWithSite(<WithdrawalScreen view={view} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('38');
    expect(document.querySelector('[data-gate="turnover"]')!.textContent).toContain('7,654.33');
    expect(document.querySelector('[data-gate="turnover"]')!.textContent).toContain('20,000.00');
  });

  it('a crypto account that cannot be used yet says so before anything is submitted, and is not chosen', async () => {
    const { view } = await connected(OPEN_STANDING);
    expect(view.accountKey).toBe('bankCard:1');
    expect(view.accounts.map((account) => account.unavailable)).toEqual([null, 'withdrawal.error.cryptoFirst']);
    renderWithSite(<WithdrawalScreen view={view} />);
    const crypto = document.querySelector<HTMLInputElement>('input[name="account"][value="blockchain:1"]')!;
    expect(crypto.disabled).toBe(true);
    expect(crypto.closest('label')!.textContent).toContain(text('withdrawal.error.cryptoFirst'));
    // Once a withdrawal has been paid out, crypto is open.
    const open = await connected(standing({ hasPaidWithdrawal: true }));
    expect(open.view.accounts.map((account) => account.unavailable)).toEqual([null, null]);
  });

  it('each problem sits under its own field', async () => {
    const { actor } = await connected(OPEN_STANDING);
    actor.send({ type: 'SUBMIT' });
    const { unmount } = renderWithSite(<WithdrawalScreen view={connectWithdrawal(actor.getSnapshot(), () => {})} />);
    expect(screen.getByRole('alert').closest('.withdrawal-amount')).not.toBeNull();
    unmount();
    actor.send({ type: 'SET_AMOUNT', amount: '150' });
    actor.send({ type: 'SUBMIT' });
    renderWithSite(<WithdrawalScreen view={connectWithdrawal(actor.getSnapshot(), () => {})} />);
    expect(screen.getByRole('alert').closest('.withdrawal-password')).not.toBeNull();
  });

  it('the withdrawal-password gate links to the profile page to set it', async () => {
    const { view } = await connected(standing({ hasWithdrawPassword: false }));
    expect(view.gate?.message).toBe('security.withdrawPassword.notSet');
    expect(view.gate?.fix).toEqual({ href: '/mine/userInfo', label: 'withdrawal.fix.withdrawPassword' });
  });

  it('the form shows the balance, what is left today and the venues’ money', async () => {
    const { view } = await connected(standing({ dailyCountUsed: 1, dailyAmountUsedMinor: 4_900_000 }));
    expect(view.phase).toBe('form');
    expect(view.balance).toBe('2,000.00');
    expect(view.limits).toEqual({ countLeft: '2', limitLeft: '1,000.00', withdrawable: '1,000.00' });
    expect(view.venueBalance).toBe('15.00');
  });

  it('“All” asks for the most that may leave now: the balance capped by today’s limit', async () => {
    const { view, sent } = await connected(standing({ dailyAmountUsedMinor: 4_900_000 }));
    view.setAll();
    expect(sent).toEqual([{ type: 'SET_AMOUNT', amount: '1000.00' }]);
  });

  it('an appointment shows its bonus from the shared tiers; an instant withdrawal none', async () => {
    const { actor } = await connected(OPEN_STANDING);
    actor.send({ type: 'SET_AMOUNT', amount: '1000' });
    expect(connectWithdrawal(actor.getSnapshot(), () => {}).bonus).toBeNull();
    actor.send({ type: 'SET_METHOD', method: 'appointment' });
    expect(connectWithdrawal(actor.getSnapshot(), () => {}).bonus).toBe('2.00');
  });

  it('the bonus and the methods are the server’s: an operator’s new tiers, names and a closed method show without a release', async () => {
    const { actor } = await connected(
      standing({
        // The operator closed instant withdrawals and pays 1 % from 500.00 on.
        methods: [{ method: 'appointment', name: 'Booked withdrawal', arrivalMinutesMax: 720, bonusMinBp: 100, bonusMaxBp: 100 }],
        bonusTiers: [{ fromMinor: 50_000, rateBp: 100 }],
      }),
    );
    // Instant is no longer offered: the machine moved to the method the server offers.
    expect(actor.getSnapshot().context.method).toBe('appointment');
    actor.send({ type: 'SET_AMOUNT', amount: '499.99' });
    expect(connectWithdrawal(actor.getSnapshot(), () => {}).bonus).toBeNull();
    actor.send({ type: 'SET_AMOUNT', amount: '1000' });
    const view = connectWithdrawal(actor.getSnapshot(), () => {});
    expect(view.bonus).toBe('10.00');
    renderWithSite(<WithdrawalScreen view={view} />);
    const radios = screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).name === 'method');
    expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual(['Booked withdrawalArrives in 0-12 hours, with an extra 1%-1% bonus']);
  });

  it('the methods say how soon each arrives, from the server’s minutes, with English plurals', async () => {
    const { view } = await connected(OPEN_STANDING);
    renderWithSite(<WithdrawalScreen view={view} />);
    const labels = screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).name === 'method').map((radio) => radio.closest('label')!.textContent);
    expect(labels).toEqual(['Instant withdrawalUsually arrives within 10 minutes', 'Appointment withdrawalArrives in 0-24 hours, with an extra 0.1%-0.6% bonus']);
  });
});

describe('the withdrawal panel', () => {
  it(`lists the 5 latest withdrawals of the 30-day window and twelve help links`, async () => {
    const record = (id: number) => ({ id, orderNo: `WD${id}`, withdrawMethod: 'instant' as const, withdrawMethodName: 'Instant', withdrawAmount: '100.00', accountKind: 'bankCard', accountName: 'Bank of China', accountNo: '6222********3445', bonusAmount: '0.00', cryptoAmount: null, cryptoRate: null, cryptoRateTime: null, status: 1, statusName: 'Paid', createTime: 1_700_000_000_000 });
    vi.mocked(withdrawalApi.getWithdrawRecords).mockResolvedValue({ records: [1, 2, 3, 4, 5, 6].map(record), total: 6, pageIndex: 1, pageSize: 5 });
    const { user } = renderWithSite(<WithdrawalPanel />);
    await screen.findByTestId('latest-withdrawals');
    expect(screen.getByTestId('latest-withdrawals').querySelectorAll('li')).toHaveLength(5);
    const query = vi.mocked(withdrawalApi.getWithdrawRecords).mock.lastCall![0];
    expect(query.endTime! - query.startTime!).toBe(30 * 86_400_000 - 1);
    const links = document.querySelectorAll('.panel-links button');
    expect(links).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: text('withdrawal.help8Title') }));
    expect(screen.getByRole('dialog', { name: text('withdrawal.helpTitle') })).toBeTruthy();
    expect(screen.getByTestId('help-popup').querySelectorAll('section')).toHaveLength(12);
  });
});

describe('the latest withdrawals after a submission', () => {
  it('load again when the records change, newest first', async () => {
    const record = (id: number, statusName: string) => ({ id, orderNo: `WD${id}`, withdrawMethod: 'appointment' as const, withdrawMethodName: 'Appointment', withdrawAmount: `${id}00.00`, accountKind: 'bankCard', accountName: 'ICBC', accountNo: '6222********0123', bonusAmount: '0.00', cryptoAmount: null, cryptoRate: null, cryptoRateTime: null, status: 0, statusName, createTime: 1_700_000_000_000 + id });
    vi.mocked(withdrawalApi.getWithdrawRecords).mockReset();
    vi.mocked(withdrawalApi.getWithdrawRecords).mockResolvedValueOnce({ records: [record(1, 'Paid')], total: 1, pageIndex: 1, pageSize: 5 });
    renderWithSite(<WithdrawalPanel />);
    await screen.findByText('100.00');
    expect(withdrawalApi.getWithdrawRecords).toHaveBeenCalledTimes(1);
    vi.mocked(withdrawalApi.getWithdrawRecords).mockResolvedValueOnce({ records: [record(3, 'Reviewing'), record(1, 'Paid')], total: 2, pageIndex: 1, pageSize: 5 });
    act(() => recordsChanged('withdrawals'));
    await screen.findByText('300.00');
    expect(withdrawalApi.getWithdrawRecords).toHaveBeenCalledTimes(2);
    expect([...screen.getByTestId('latest-withdrawals').querySelectorAll('strong')].map((cell) => cell.textContent)).toEqual(['300.00', '100.00']);
  });
});

describe('the header while a withdrawal is under review', () => {
  it('shows the spendable balance, and the held amount beside it linking to the withdrawal records', () => {
    Object.assign(sessionData, { accountMoney: 700, heldMoney: 300 });
    renderWithSite(<MemberBar />);
    expect(screen.getByTestId('header-balance').textContent).toBe('700.00');
    const held = screen.getByTestId('header-held');
    expect(held.textContent).toBe(text('header.held', { amount: '300.00' }));
    expect(held.getAttribute('href')).toContain('/record/transRecord');
  });

  it('says nothing of held money when none is held', () => {
    Object.assign(sessionData, { accountMoney: 1000, heldMoney: 0 });
    renderWithSite(<MemberBar />);
    expect(screen.getByTestId('header-balance').textContent).toBe('1,000.00');
    expect(screen.queryByTestId('header-held')).toBeNull();
    Object.assign(sessionData, { accountMoney: null, heldMoney: null });
  });
});

describe('deleting a payout account', () => {
  it('without a withdrawal password: the spec’s message and a link to set it, nothing deleted', () => {
    const remove = vi.fn();
    renderWithSite(<DeleteAccountDialog name="ICBC 2233" hasWithdrawPassword={false} remove={remove} onClose={() => {}} onDeleted={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain(text('security.withdrawPassword.notSet'));
    expect(screen.getByRole('link', { name: text('withdrawal.fix.withdrawPassword') }).getAttribute('href')).toContain('/mine/userInfo');
    expect(remove).not.toHaveBeenCalled();
  });

  it('with one: 5 digits are refused before asking the server; 6 delete', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    const onDeleted = vi.fn();
    const { user } = renderWithSite(<DeleteAccountDialog name="ICBC 2233" hasWithdrawPassword remove={remove} onClose={() => {}} onDeleted={onDeleted} />);
    const field = screen.getByLabelText(text('withdrawal.password'));
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: text('payout.delete.submit') }));
    expect(screen.getByRole('alert').textContent).toBe(text('withdrawal.form.password'));
    expect(remove).not.toHaveBeenCalled();
    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: text('payout.delete.submit') }));
    expect(remove).toHaveBeenCalledWith('123456');
    expect(onDeleted).toHaveBeenCalled();
  });
});

describe('a withdrawal to a crypto account at the operator’s rate (issue 22)', () => {
  const crypto = standing({ hasPaidWithdrawal: true });

  it('asks for USDT and shows the CNY it takes at the rate, with its time, before anything is sent', async () => {
    const { actor } = await connected(crypto);
    actor.send({ type: 'SET_ACCOUNT', accountKey: 'blockchain:1' });
    actor.send({ type: 'SET_AMOUNT', amount: '100.01' });
    const view = connectWithdrawal(actor.getSnapshot(), () => {});
    // 100.01 × 7.1 = 710.071, taken rounded up: 710.08; 2,000.00 buys at most 281.69 USDT.
    expect(view.crypto).toEqual({ estimate: '710.08', rate: '7.10', setAt: crypto.usdtRate!.setAt, maxUsdt: '281.69' });
    renderWithSite(<WithdrawalScreen view={view} />);
    expect(screen.getByText(text('withdrawal.amountUsdt'))).toBeTruthy();
    const line = screen.getByTestId('withdrawal-estimate');
    expect(line.textContent).toContain('≈ ¥710.08');
    expect(line.textContent).toContain('1 USDT = ¥7.10');
    expect(document.querySelector<HTMLInputElement>('input[name="amount"]')!.placeholder).toBe(text('withdrawal.amountHintCrypto', { max: '281.69' }));
  });

  it('fills "all" with the USDT the withdrawable CNY buys; the appointment bonus reads the CNY taken', async () => {
    const sent: WithdrawalEvent[] = [];
    const { actor } = await connected(crypto);
    actor.send({ type: 'SET_ACCOUNT', accountKey: 'blockchain:1' });
    connectWithdrawal(actor.getSnapshot(), (event) => sent.push(event)).setAll();
    expect(sent).toEqual([{ type: 'SET_AMOUNT', amount: '281.69' }]);
    actor.send({ type: 'SET_METHOD', method: 'appointment' });
    actor.send({ type: 'SET_AMOUNT', amount: '100' });
    // 710.00 taken: 0.1 % bonus is 0.71.
    expect(connectWithdrawal(actor.getSnapshot(), () => {}).bonus).toBe('0.71');
  });

  it('shows no estimate for a card, and a crypto account cannot be chosen while no rate is set', async () => {
    const { view } = await connected(crypto);
    expect(view.accountKey).toBe('bankCard:1');
    expect(view.crypto).toBeNull();
    const noRate = await connected(standing({ hasPaidWithdrawal: true, usdtRate: null }));
    expect(noRate.view.accounts.map((account) => account.unavailable)).toEqual([null, 'withdrawal.error.rateNotSet']);
    renderWithSite(<WithdrawalScreen view={noRate.view} />);
    expect(document.querySelector<HTMLInputElement>('input[name="account"][value="blockchain:1"]')!.closest('label')!.textContent).toContain(text('withdrawal.error.rateNotSet'));
  });
});
