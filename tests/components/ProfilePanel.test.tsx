import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as betsApi from '../../src/api/bets';
import * as payoutApi from '../../src/api/payout';
import type { BetRecord } from '../../src/api/bets';
import ProfilePanel from '../../src/features/profile/ProfilePanel';
import { renderWithSite, text } from './renderWithSite';

/** Issue 23: the profile page's right panel shows today's five latest bets (spec section 2), not an empty slot. */

vi.mock('../../src/api/bets', () => ({ getBetRecords: vi.fn() }));
vi.mock('../../src/api/payout', () => ({ getBankCards: vi.fn(), getCoinAccounts: vi.fn() }));

const bet = (id: number): BetRecord => ({
  id,
  orderNo: `BT${id}`,
  platType: 'pgx',
  apiTitle: 'Pixel Games',
  gameCode: 'g',
  gameName: `Game ${id}`,
  roundId: `R${id}`,
  betAmount: '10.00',
  validBetAmount: '10.00',
  payout: '20.00',
  status: 1,
  statusName: 'Settled',
  createTime: new Date('2025-03-31T10:00:00').getTime(),
  settleTime: null,
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-03-31T12:00:00') });
  vi.mocked(betsApi.getBetRecords).mockReset().mockResolvedValue({ records: [1, 2, 3, 4, 5].map(bet), total: 9, pageIndex: 1, pageSize: 5 });
  vi.mocked(payoutApi.getBankCards).mockReset().mockResolvedValue([]);
  vi.mocked(payoutApi.getCoinAccounts).mockReset().mockResolvedValue([]);
});
afterEach(() => vi.useRealTimers());

describe('the profile page’s right panel', () => {
  it('lists today’s five latest bets and leads to all bet records', async () => {
    renderWithSite(<ProfilePanel />);
    const box = screen.getByRole('heading', { name: text('profile.panel.latestBets') }).closest('section')!;
    for (const id of [1, 2, 3, 4, 5]) expect(await within(box).findByText(`Game ${id}`)).toBeTruthy();
    // Five of today, from midnight: the spec's "five latest bet records of today".
    expect(vi.mocked(betsApi.getBetRecords).mock.lastCall![0]).toMatchObject({
      pageIndex: 1,
      pageSize: 5,
      startTime: new Date('2025-03-31T00:00:00').getTime(),
    });
    expect(within(box).getByRole('link', { name: text('home.more') }).getAttribute('href')).toBe('#/record/betRecord');
  });
});
