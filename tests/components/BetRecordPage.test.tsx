import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import * as betsApi from '../../src/api/bets';
import * as walletApi from '../../src/api/wallet';
import type { BetRecord } from '../../src/api/bets';
import BetRecordPage from '../../src/features/bets/BetRecordPage';
import { renderWithSite, text } from './renderWithSite';

vi.mock('../../src/api/bets', () => ({ getBetRecords: vi.fn(), getBetTotals: vi.fn() }));
vi.mock('../../src/api/wallet', () => ({ getWalletOverview: vi.fn() }));

const getBetRecords = vi.mocked(betsApi.getBetRecords);
const getBetTotals = vi.mocked(betsApi.getBetTotals);
const getWalletOverview = vi.mocked(walletApi.getWalletOverview);

const bet = (id: number, status: number, statusName: string): BetRecord => ({
  id,
  orderNo: `BT${id}`,
  platType: 'pgx',
  apiTitle: 'Pixel Games',
  gameCode: 'g',
  gameName: `Game ${id}`,
  roundId: `R${id}`,
  betAmount: '10.00',
  validBetAmount: status === 1 ? '10.00' : '0.00',
  payout: status === 1 ? '20.00' : '0.00',
  status,
  statusName,
  createTime: new Date('2025-03-31T10:00:00').getTime(),
  settleTime: null,
});
const lastQuery = () => getBetRecords.mock.lastCall![0];
const windowButton = (name: string) => screen.getByRole('button', { name: text(`bets.window.${name}`) });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-03-31T12:00:00') });
  getBetRecords.mockReset().mockResolvedValue({ records: [bet(2, 1, 'Settled'), bet(1, 0, 'Invalid')], total: 2, pageIndex: 1, pageSize: 10 });
  getBetTotals.mockReset().mockResolvedValue({ count: 2, betAmount: '20.00', validBetAmount: '10.00', payout: '20.00' });
  getWalletOverview.mockReset().mockResolvedValue({
    walletType: 0,
    centralBalance: '0.00',
    venueBalance: '0.00',
    walletList: [{ platType: 'pgx', gameType: 2, apiTitle: 'Pixel Games', eng: 'Pixel Games', balance: '0.00', locked: false }],
  });
});
afterEach(() => vi.useRealTimers());

describe('bet record page on the list machine', () => {
  it('opens on today with every venue, shows the rows with their status labels and the totals of the filter', async () => {
    renderWithSite(<BetRecordPage />);
    const totals = await screen.findByTestId('bet-totals');
    expect(lastQuery()).toMatchObject({ platType: '', startTime: new Date('2025-03-31T00:00:00').getTime(), pageIndex: 1, pageSize: 10 });
    expect(windowButton('today').getAttribute('aria-pressed')).toBe('true');
    expect(totals.textContent).toContain(text('bets.totals', { count: 2 }));
    expect(totals.querySelector('[data-total="stake"]')!.textContent).toBe('20.00');
    expect(totals.querySelector('[data-total="validStake"]')!.textContent).toBe('10.00');
    expect(screen.getByText('Invalid').className).toContain('bet-status--0');
    expect(getBetTotals.mock.lastCall![0]).toEqual({ platType: '', startTime: lastQuery().startTime, endTime: lastQuery().endTime });
  });

  it('asks again for yesterday, the last 30 days (to the end of today) and one venue, each from page 1', async () => {
    const { user } = renderWithSite(<BetRecordPage />);
    await screen.findByTestId('bet-totals');
    await user.click(windowButton('yesterday'));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ startTime: new Date('2025-03-30T00:00:00').getTime(), endTime: new Date('2025-03-30T23:59:59.999').getTime() }),
    );
    await user.click(windowButton('days30'));
    await waitFor(() => expect(lastQuery().startTime).toBe(new Date('2025-03-02T00:00:00').getTime()));
    expect(lastQuery().endTime).toBe(new Date('2025-03-31T23:59:59.999').getTime());
    expect(windowButton('days30').getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('option', { name: 'Pixel Games' });
    await user.selectOptions(screen.getByLabelText(text('bets.venue')), 'pgx');
    await waitFor(() => expect(lastQuery()).toMatchObject({ platType: 'pgx', pageIndex: 1 }));
    expect(getBetTotals.mock.lastCall![0].platType).toBe('pgx');
  });
});
