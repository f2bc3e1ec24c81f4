import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import * as vipApi from '../../src/api/vip';
import VipPage from '../../src/features/vip/VipPage';
import VipDetailsPage from '../../src/features/vip/VipDetailsPage';
import { connectVip } from '../../src/features/vip/connectVip';
import { minorOf, requirementsOf, standingOf } from '../../src/features/vip/vipFigures';
import { vipMachine } from '../../machines/vip';
import { sessionData } from '../../src/store/session';
import { LEVELS, REBATES, standing } from './vipFixtures';
import { renderWithSite, text } from './renderWithSite';

vi.mock('../../src/api/vip', () => ({ getVipInfo: vi.fn(), getRebateTable: vi.fn(), getVipStanding: vi.fn() }));

const REQUIREMENTS = requirementsOf(LEVELS);

function viewAt(level: number, countedMinor: number, quarterDays: number, quarterMinor: number) {
  const actor = createActor(vipMachine, { input: { requirements: REQUIREMENTS, standing: standingOf(standing(level, countedMinor, quarterDays, quarterMinor)) } });
  actor.start();
  return { actor, view: () => connectVip(actor.getSnapshot(), LEVELS) };
}

describe('connectVip reads the member’s place from the VIP machine', () => {
  it('amounts from the server become minor units exactly, and the levels become the machine’s requirements', () => {
    expect(minorOf('10000.00')).toBe(1_000_000);
    expect(minorOf('0.05')).toBe(5);
    expect(minorOf('1,234.5')).toBe(123_450);
    expect(REQUIREMENTS.promotionMinor.slice(0, 3)).toEqual([0, 1_000_000, 4_000_000]);
    expect(REQUIREMENTS.keepMinor.slice(0, 3)).toEqual([0, 300_000, 600_000]);
  });

  it('a new member at the floor: the way to VIP1 from nothing, no quarter to keep', () => {
    const { view } = viewAt(0, 250_000, 10, 250_000);
    const shown = view();
    expect(shown.place).toBe('floor');
    expect(shown.canFall).toBe(false);
    expect(shown.next).toEqual({ level: 1, counted: '2,500.00', required: '10,000.00', missing: '7,500.00', reached: false, percent: 25 });
    expect(shown.quarter).toMatchObject({ daysClosed: 10, daysLeft: 80, kept: true });
  });

  it('between levels the bar runs from this level’s requirement to the next, and the quarter counts what keeps the level', () => {
    // VIP1 asks 10,000.00, VIP2 40,000.00: 25,000.00 counted is half the way.
    const shown = viewAt(1, 2_500_000, 45, 100_000).view();
    expect(shown.place).toBe('climbing');
    expect(shown.next).toMatchObject({ level: 2, missing: '15,000.00', percent: 50 });
    expect(shown.quarter).toMatchObject({ daysLeft: 45, turnover: '1,000.00', keep: '3,000.00', missing: '2,000.00', kept: false, percent: 33, dayPercent: 50 });
    expect(shown.benefits?.vipLevel).toBe(1);
  });

  it('the view follows the machine: a day that reaches the next level promotes and starts a new quarter', () => {
    const { actor, view } = viewAt(1, 3_999_999, 45, 100_000);
    expect(view().next?.missing).toBe('0.01');
    actor.send({ type: 'DAY_CLOSED', turnoverMinor: 1 });
    expect(view()).toMatchObject({ level: 2, next: { level: 3 }, quarter: { daysClosed: 0, daysLeft: 90 } });
  });

  it('at the ceiling there is no next level', () => {
    const shown = viewAt(10, 100_000_000, 0, 0).view();
    expect(shown.place).toBe('ceiling');
    expect(shown.next).toBeNull();
    expect(shown.canRise).toBe(false);
  });
});

// Whole pages on the site's catalogues: a busy machine can take longer than the default 5 s to render the first.
describe('/mine/vip and /mine/details', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(vipApi.getVipInfo).mockResolvedValue({ levels: LEVELS, multiples: { upgrade: 1, birthday: 1, weekly: 3, exclusive: 3, rebate: 1 } });
    vi.mocked(vipApi.getRebateTable).mockResolvedValue(REBATES);
    vi.mocked(vipApi.getVipStanding).mockResolvedValue(standing(1, 2_500_000, 45, 100_000));
  });
  afterEach(() => {
    vi.resetAllMocks();
    sessionData.userInfo = null;
  });

  it('the level card shows the badge, the way to the next level and the quarter; the benefits and the rebate table are the level’s', async () => {
    renderWithSite(<VipPage />);
    const card = await screen.findByTestId('vip-card');
    expect(card.dataset.level).toBe('1');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe(text('vip.page.current', { level: 1 }));
    expect(screen.getByTestId('vip-missing').textContent).toBe(text('vip.page.missing', { missing: '15,000.00', level: 2 }));
    expect(screen.getByRole('progressbar', { name: text('vip.page.nextBar', { level: 2 }) }).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('vip-quarter').textContent).toContain(text('vip.page.quarterDays', { closed: 45, days: 90, left: 45 }));
    expect(screen.getByTestId('vip-quarter').textContent).toContain(text('vip.page.keepMissing', { turnover: '1,000.00', keep: '3,000.00', missing: '2,000.00' }));
    const gift = document.querySelector('[data-benefit="upgradeGift"] dd');
    expect(gift?.textContent).toBe('18.00');
    const table = screen.getByTestId('vip-rebates');
    const mine = within(table).getAllByRole('columnheader').find((header) => header.getAttribute('aria-current') === 'true');
    expect(mine?.textContent).toBe('VIP1');
    const sports = table.querySelector('tr[data-game-type="1"]')!;
    expect(within(sports as HTMLElement).getAllByRole('cell')[1].textContent).toBe('0.57%');
  });

  it('a failed load says so in place and loads again on retry', async () => {
    vi.mocked(vipApi.getVipStanding).mockRejectedValueOnce({ code: 500, msg: 'Server busy' });
    renderWithSite(<VipPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Server busy');
    await screen.getByRole('button', { name: text('list.retry') }).click();
    expect(await screen.findByTestId('vip-card')).toBeTruthy();
  });

  it('the levels table lists levels 0-10 with what each asks and gives, the member’s own row marked', async () => {
    sessionData.userInfo = { levelId: 2 } as typeof sessionData.userInfo;
    renderWithSite(<VipDetailsPage />);
    const table = await screen.findByTestId('vip-levels');
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(11);
    expect(rows[0].getAttribute('data-level')).toBe('0');
    expect(rows[10].getAttribute('data-level')).toBe('10');
    expect(rows[2].getAttribute('aria-current')).toBe('true');
    expect(table.querySelectorAll('tbody tr[aria-current]')).toHaveLength(1);
    expect(rows[1].textContent).toContain('10,000.00');
    expect(rows[6].textContent).toContain('888.00');
    expect(screen.getByText(text('vip.details.ruleRebate', { rebate: 1 }))).toBeTruthy();
  });
});
