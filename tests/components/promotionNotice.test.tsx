import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import * as welfareApi from '../../src/api/welfare';
import type { WelfareItem } from '../../src/api/welfare';
import { PromotionNotice } from '../../src/components/promotion/PromotionNotice';
import { readSeenLevel, usePromotion } from '../../src/components/promotion/promotionSeen';
import { renderWithSite, text } from './renderWithSite';

vi.mock('../../src/api/welfare', () => ({ getWelfareItems: vi.fn() }));

const gift = (vipLevel: number, amount: string): WelfareItem => ({
  id: vipLevel,
  kind: 'upgrade',
  vipLevel,
  amount,
  turnoverMultiple: 1,
  requiredTurnover: amount,
  availableFrom: 0,
  expiresAt: Date.now() + 86_400_000,
  claimedAt: null,
  status: 'claimable',
});

afterEach(() => vi.resetAllMocks());

describe('a promotion is announced once', () => {
  it('the first level seen is only written down; a higher one is announced until the member has seen it', () => {
    const { result, rerender } = renderHook(({ level }) => usePromotion('amy', level), { initialProps: { level: 0 } });
    expect(result.current.announced).toBeNull();
    expect(readSeenLevel('amy')).toBe(0);
    rerender({ level: 1 });
    expect(result.current.announced).toBe(1);
    expect(readSeenLevel('amy')).toBe(0);
    act(() => result.current.seen());
    expect(result.current.announced).toBeNull();
    expect(readSeenLevel('amy')).toBe(1);
    // The next visit at the same level announces nothing.
    const again = renderHook(() => usePromotion('amy', 1));
    expect(again.result.current.announced).toBeNull();
  });

  it('a relegation is written down silently, so the climb back is announced again', () => {
    localStorage.setItem('VipLevelSeen:bob', '3');
    const { result, rerender } = renderHook(({ level }) => usePromotion('bob', level), { initialProps: { level: 2 } });
    expect(result.current.announced).toBeNull();
    expect(readSeenLevel('bob')).toBe(2);
    rerender({ level: 3 });
    expect(result.current.announced).toBe(3);
  });

  it('each member has their own record on a shared browser', () => {
    localStorage.setItem('VipLevelSeen:amy', '5');
    const { result } = renderHook(() => usePromotion('carl', 5));
    expect(result.current.announced).toBeNull();
    expect(readSeenLevel('carl')).toBe(5);
  });
});

// Whole pages on the site's catalogues: a busy machine can take longer than the default 5 s to render the first.
describe('the celebration', { timeout: 20_000 }, () => {
  it('shows the new level and its upgrade gift waiting, with the way to claim it', async () => {
    vi.mocked(welfareApi.getWelfareItems).mockResolvedValue({ records: [gift(1, '18.00'), gift(2, '38.00')], total: 2, pageIndex: 1, pageSize: 20 });
    const onClose = vi.fn();
    const { user } = renderWithSite(<PromotionNotice level={2} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: text('vip.promotion.title', { level: 2 }) })).toBeTruthy();
    expect((await screen.findByTestId('promotion-gift')).textContent).toBe(text('vip.promotion.gift', { amount: '38.00' }));
    expect(screen.getByRole('link', { name: text('vip.promotion.claim') }).getAttribute('href')).toContain('/record/welfare');
    await user.click(screen.getByRole('button', { name: text('vip.promotion.later') }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('without a gift waiting (claimed already) it still congratulates and leads to the welfare centre', async () => {
    vi.mocked(welfareApi.getWelfareItems).mockResolvedValue({ records: [], total: 0, pageIndex: 1, pageSize: 20 });
    renderWithSite(<PromotionNotice level={4} onClose={() => {}} />);
    expect(await screen.findByRole('link', { name: text('vip.promotion.welfare') })).toBeTruthy();
    expect(screen.queryByTestId('promotion-gift')).toBeNull();
  });
});
