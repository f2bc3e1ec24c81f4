import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as welfareApi from '../../src/api/welfare';
import * as walletApi from '../../src/api/wallet';
import type { WelfareItem, WelfareRecord } from '../../src/api/welfare';
import WelfarePage from '../../src/features/welfare/WelfarePage';
import { countdownOf } from '../../src/features/welfare/connectWelfareItem';
import { sessionData } from '../../src/store/session';
import { recordRevisions } from '../../src/store/recordRevisions';
import { weeklyPacketWindow } from '../../machines/rules/welfare';
import { renderWithSite, text } from './renderWithSite';

vi.mock('../../src/api/welfare', () => ({ getWelfareTotal: vi.fn(), getWelfareItems: vi.fn(), claimWelfareItem: vi.fn(), getWelfareRecords: vi.fn() }));
vi.mock('../../src/api/wallet', () => ({ getWalletOverview: vi.fn() }));

// Wednesday 25 November 2026, 10:00 at UTC+8: the VIP1 upgrade gift is open, the next red packet opens on Saturday at 01:00.
const NOW = Date.parse('2026-11-25T10:00:00+08:00');
const HOUR = 3_600_000;

const item = (id: number, kind: WelfareItem['kind'], status: WelfareItem['status'], window: Partial<WelfareItem> = {}): WelfareItem => ({
  id,
  kind,
  vipLevel: 1,
  amount: '18.00',
  turnoverMultiple: 1,
  requiredTurnover: '18.00',
  availableFrom: NOW - HOUR,
  expiresAt: NOW + 2 * 24 * HOUR + 30 * 60_000,
  claimedAt: null,
  status,
  ...window,
});
const GIFT = item(1, 'upgrade', 'claimable');
const EXPIRED = item(2, 'weekly', 'expired', { amount: '8.00', availableFrom: NOW - 6 * 24 * HOUR, expiresAt: Date.parse('2026-11-19T00:00:00+08:00') });
const RECORD: WelfareRecord = { id: 9, orderNo: 'WF0009', kind: 'upgrade', amount: '18.00', requiredTurnover: '18.00', createTime: NOW };

const page = <T,>(records: T[]) => ({ records, total: records.length, pageIndex: 1, pageSize: 8 });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  sessionData.userInfo = { levelId: 1 } as typeof sessionData.userInfo;
  vi.mocked(welfareApi.getWelfareTotal).mockResolvedValue({ claimableCount: 1, claimableAmount: '18.00', claimedAmount: '0.00', nextAvailableAt: null });
  vi.mocked(welfareApi.getWelfareItems).mockImplementation(async ({ status }) => page(status === 'claimable' ? [GIFT] : status === 'expired' ? [EXPIRED] : []));
  vi.mocked(welfareApi.getWelfareRecords).mockResolvedValue(page([]));
  vi.mocked(walletApi.getWalletOverview).mockResolvedValue({ walletType: 0, centralBalance: '18.00', venueBalance: '0.00', walletList: [] } as never);
});
afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
  sessionData.userInfo = null;
});

// Whole pages on the site's catalogues: a busy machine can take longer than the default 5 s to render the first.
describe('the welfare centre', { timeout: 20_000 }, () => {
  it('shows the totals, the open gift with its expiry countdown, and the countdown to Saturday’s red packet', async () => {
    renderWithSite(<WelfarePage />);
    const card = await screen.findByTestId('welfare-item');
    expect(card.dataset.place).toBe('claimable');
    expect(within(card).getByTestId('welfare-item-when').textContent).toBe(text('welfare.item.expiresIn', { days: 2, time: '00:30:00' }));
    expect((await screen.findByTestId('welfare-claimable')).textContent).toContain('18.00');
    const opens = weeklyPacketWindow('2026-11-28', 1).availableFrom;
    const { days, time } = countdownOf(opens - NOW);
    expect(screen.getByTestId('welfare-next-packet').textContent).toContain(text('welfare.next.in', { days, time }));
    expect(time).toBe('15:00:00');
  });

  it('a claim credits once: the card says claimed, the balance and the records are read again', async () => {
    vi.mocked(welfareApi.claimWelfareItem).mockResolvedValue({ item: { ...GIFT, status: 'claimed', claimedAt: NOW + 1000 }, record: RECORD });
    const ui = renderWithSite(<WelfarePage />);
    const card = await screen.findByTestId('welfare-item');
    const before = recordRevisions.welfare;
    vi.mocked(welfareApi.getWelfareRecords).mockResolvedValue(page([RECORD]));
    await ui.user.click(within(card).getByRole('button', { name: text('welfare.item.claim') }));
    await waitFor(() => expect(card.dataset.place).toBe('claimed'));
    expect(welfareApi.claimWelfareItem).toHaveBeenCalledTimes(1);
    expect(vi.mocked(welfareApi.claimWelfareItem).mock.calls[0][0]).toMatchObject({ id: 1, kind: 'upgrade' });
    expect(within(card).getByTestId('welfare-item-when').textContent).toBe(text('welfare.item.claimedAt', { at: '2026-11-25 10:00:01' }));
    expect(within(card).queryByRole('button')).toBeNull();
    expect(recordRevisions.welfare).toBe(before + 1);
    expect(ui.sessionEvents()).toContainEqual({ type: 'REFRESH_MEMBER' });
    expect(walletApi.getWalletOverview).toHaveBeenCalled();
    expect(await screen.findByText('WF0009')).toBeTruthy();
    await waitFor(() => expect(welfareApi.getWelfareTotal).toHaveBeenCalledTimes(2));
  });

  it('a second claim is refused with the server’s message, and nothing is refreshed', async () => {
    const message = 'This item was already claimed at 2026-11-25 09:59:00; it cannot be claimed again.';
    vi.mocked(welfareApi.claimWelfareItem).mockRejectedValue({ code: 409, msg: message });
    const ui = renderWithSite(<WelfarePage />);
    const card = await screen.findByTestId('welfare-item');
    const before = recordRevisions.welfare;
    await ui.user.click(within(card).getByRole('button', { name: text('welfare.item.claim') }));
    expect((await within(card).findByRole('alert')).textContent).toBe(message);
    expect(card.dataset.place).toBe('refused');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(recordRevisions.welfare).toBe(before);
    expect(ui.sessionEvents()).not.toContainEqual({ type: 'REFRESH_MEMBER' });
  });

  it('the expired tab says when each item expired (the last second of Wednesday)', async () => {
    const ui = renderWithSite(<WelfarePage />);
    await screen.findByTestId('welfare-item');
    await ui.user.click(screen.getByRole('button', { name: text('welfare.status.expired') }));
    await waitFor(() => expect(screen.getByTestId('welfare-item').dataset.kind).toBe('weekly'));
    expect(screen.getByTestId('welfare-item').dataset.place).toBe('expired');
    expect(screen.getByTestId('welfare-item-when').textContent).toBe(text('welfare.item.expiredAt', { at: '2026-11-18 23:59:59' }));
    expect(vi.mocked(welfareApi.getWelfareItems).mock.calls.at(-1)![0]).toMatchObject({ status: 'expired', pageIndex: 1 });
    await ui.user.click(screen.getByRole('button', { name: text('welfare.status.claimed') }));
    expect(await screen.findByText(text('welfare.empty.claimed'))).toBeTruthy();
  });

  it('a VIP0 member is told red packets start at VIP1', async () => {
    sessionData.userInfo = { levelId: 0 } as typeof sessionData.userInfo;
    renderWithSite(<WelfarePage />);
    expect((await screen.findByTestId('welfare-next-packet')).textContent).toBe(text('welfare.next.fromVip1'));
  });
});
