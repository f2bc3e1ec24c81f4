import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as activityApi from '../../src/api/activity';
import type { ActivityDetail, ActivitySummary, BettingGift, GiftRecord } from '../../src/api/activity';
import ActivityPages from '../../src/features/activity/ActivityPages';
import { ActivityHtml } from '../../src/features/activity/ActivityHtml';
import { tierTrackOf } from '../../src/features/activity/BettingGiftPage';
import { LatestPromotions } from '../../src/components/activity/LatestPromotions';
import { SiteActorsContext } from '../../src/session/SiteActorsContext';
import type { SiteActors } from '../../src/session/actors';
import { renderWithSite, sessionRecorder, text } from './renderWithSite';
import { Route, Switch } from 'wouter';
import { ROUTE } from '../../src/config/paths';

vi.mock('../../src/api/activity', () => ({
  getActivityClasses: vi.fn(),
  getActivities: vi.fn(),
  getActivityDetail: vi.fn(),
  getApplyStanding: vi.fn(),
  applyActivity: vi.fn(),
  getGiftRecords: vi.fn(),
  getBettingGift: vi.fn(),
}));
vi.mock('../../src/api/wallet', () => ({ getWalletOverview: vi.fn().mockResolvedValue(null) }));

const api = vi.mocked(activityApi);
const DAY = 86_400_000;
const START = Date.parse('2026-11-26T00:00:00+08:00');

const summary = (id: number, activityClassId: 1 | 2 | 3 | 4 | 5, title: string, kind: ActivitySummary['kind'] = 'bonus'): ActivitySummary => ({
  id,
  activityClassId,
  kind,
  listImgUrl: `/content/activities/a${id}.svg`,
  title,
  summary: `${title}, in short`,
  startTime: START,
  endTime: START + 366 * DAY,
  applyStartTime: START,
  applyEndTime: START + 366 * DAY,
});
const FIRST_DEPOSIT = summary(101, 2, 'First deposit bonus');
const VIP = summary(103, 5, 'VIP red packet');
const GIFT = summary(104, 3, 'Betting gift', 'bettingGift');
const RULES = {
  minVipLevel: 0,
  depositRule: 'first' as const,
  minDeposit: '100.00',
  memberDaysMin: null,
  memberDaysMax: null,
  perMemberLimit: 1,
  bonusType: 'percent' as const,
  bonusAmount: '0.00',
  bonusPercent: '100.00',
  bonusCap: '1888.00',
  turnoverMultiple: 3,
  review: true,
  walletVenue: 'central',
  walletName: 'Central wallet',
  locksWallet: false,
};
const DETAIL: ActivityDetail = {
  ...FIRST_DEPOSIT,
  content: '<h2>Double it</h2><p>See the <a href="#/finance/deposit">deposit page</a>.</p><script>alert(1)</script><p onclick="x()">Safe</p>',
  rules: RULES,
  tiers: [],
};
const page = <T,>(records: T[]) => ({ records, total: records.length, pageIndex: 1, pageSize: 9 });

function renderAt(hash: string, member: boolean) {
  window.location.hash = hash;
  const session = sessionRecorder();
  if (member) session.send({ type: 'LOGGED_IN', token: 'member-token', newMember: false });
  const actors = { session } as unknown as SiteActors;
  const rendered = renderWithSite(
    <SiteActorsContext.Provider value={actors}>
      <Switch>
        <Route path={ROUTE.activityPages}>
          <ActivityPages />
        </Route>
        <Route path={ROUTE.giftRecord}>
          <ActivityPages />
        </Route>
        <Route>elsewhere</Route>
      </Switch>
    </SiteActorsContext.Provider>,
  );
  return { ...rendered, sessionEvents: () => session.getSnapshot().context.events };
}

beforeEach(() => {
  api.getActivityClasses.mockResolvedValue([
    { id: 1, name: 'New members' },
    { id: 2, name: 'Deposit offers' },
    { id: 3, name: 'Betting gifts' },
    { id: 4, name: 'Casino' },
    { id: 5, name: 'VIP exclusive' },
  ]);
  api.getActivities.mockImplementation(async ({ activityClassId }) => page([FIRST_DEPOSIT, VIP, GIFT].filter((each) => activityClassId === null || each.activityClassId === activityClassId)));
  api.getActivityDetail.mockResolvedValue(DETAIL);
});
afterEach(() => {
  vi.resetAllMocks();
  window.location.hash = '';
});

describe('the promotions list', { timeout: 20_000 }, () => {
  it('shows every running promotion with its classification, and the tab of ?type= alone', async () => {
    renderAt('#/activity/discount', true);
    const cards = await screen.findAllByTestId('activity-card');
    expect(cards.map((card) => card.dataset.activity)).toEqual(['101', '103', '104']);
    await waitFor(() => expect(within(cards[1]).getByText('VIP exclusive')).toBeTruthy());
    // A member opens the landing page; the betting gift opens its own page.
    expect(within(cards[0]).getByRole('link', { name: text('activity.details') }).getAttribute('href')).toBe('#/activity/activityLandPage?type=101');
    expect(within(cards[2]).getByRole('link', { name: text('activity.details') }).getAttribute('href')).toBe('#/activity/bettingGift');
    const tabs = screen.getByTestId('activity-tabs');
    expect(within(tabs).getByRole('link', { name: 'VIP exclusive' }).getAttribute('href')).toBe('#/activity/discount?type=5');
    expect(within(tabs).getByRole('link', { name: text('activity.tab.all') }).getAttribute('aria-current')).toBe('page');
  });

  it('sends any other /activity/ address home, as every unknown path (spec section 2)', async () => {
    renderAt('#/activity/nothingHere', true);
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });

  it('loads one classification for ?type=5', async () => {
    renderAt('#/activity/discount?type=5', true);
    const cards = await screen.findAllByTestId('activity-card');
    expect(cards.map((card) => card.dataset.activity)).toEqual(['103']);
    expect(api.getActivities).toHaveBeenCalledWith({ activityClassId: 5, pageIndex: 1, pageSize: 9 }, { handles: 'all' });
  });

  it('asks a guest opening details to log in first to learn more (spec section 5), and confirming goes to the login page', async () => {
    const { user } = renderAt('#/activity/discount', false);
    const [first] = await screen.findAllByTestId('activity-card');
    await user.click(within(first).getByRole('button', { name: text('activity.details') }));
    const prompt = await screen.findByRole('dialog');
    expect(within(prompt).getByText(text('prompt.learnMore'))).toBeTruthy();
    await user.click(within(prompt).getByRole('button', { name: text('prompt.toLogin') }));
    await waitFor(() => expect(window.location.hash).toBe('#/user/login'));
  });
});

describe('a landing page', { timeout: 20_000 }, () => {
  it('shows who may take part and what they get, the body from its allow-list, and a member’s reasons when refused', async () => {
    api.getApplyStanding.mockResolvedValue({ eligible: false, problems: ['Make your first deposit first, then apply.'], bonus: null, latest: null });
    renderAt('#/activity/activityLandPage?type=101', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'First deposit bonus' })).toBeTruthy();
    expect(screen.getByTestId('activity-rules').textContent).toContain(text('activity.rule.firstDeposit', { min: '100.00' }));
    expect(screen.getByTestId('activity-reward').textContent).toBe(text('activity.reward.percent', { percent: 100, cap: '1,888.00' }));
    expect((await screen.findByTestId('apply-problems')).textContent).toBe('Make your first deposit first, then apply.');
    expect(api.getActivityDetail).toHaveBeenCalledWith(101, { handles: 'all' });
    expect(api.getApplyStanding).toHaveBeenCalledWith({ activityId: 101, tier: null }, { handles: 'all' });
  });

  it('applies and shows the pending application with its delivery info', async () => {
    api.getApplyStanding.mockResolvedValue({ eligible: true, problems: [], bonus: '500.00', latest: null });
    const pending: GiftRecord = {
      id: 9, orderNo: 'AC9', activityId: 101, activityName: 'First deposit bonus', tier: null, prizeType: 'bonus', prizeTypeName: 'Bonus', prize: '500.00',
      status: 'pending', statusName: 'Under review', createTime: START, reviewTime: null, walletName: 'Central wallet', requiredTurnover: '1500.00', deliveryInfo: 'Under review: 500.00 is credited once approved.',
    };
    api.applyActivity.mockResolvedValue(pending);
    const { user } = renderAt('#/activity/activityLandPage?type=101', true);
    await user.click(await screen.findByRole('button', { name: text('activity.apply.button') }));
    expect(api.applyActivity).toHaveBeenCalledWith({ activityId: 101, tier: null });
    const record = await screen.findByTestId('apply-record');
    expect(record.dataset.status).toBe('pending');
    expect(record.textContent).toContain('Under review: 500.00 is credited once approved.');
  });

  it('invites a guest to log in instead of asking the server where they stand', async () => {
    renderAt('#/activity/activityLandPageFl?type=101', false);
    expect(await screen.findByTestId('guest-panel')).toBeTruthy();
    expect(screen.getByText(text('prompt.learnMore'))).toBeTruthy();
    expect(screen.getByTestId('activity-landing').className).toContain('activity-landing--wide');
    expect(api.getApplyStanding).not.toHaveBeenCalled();
  });
});

describe('the body of an activity', () => {
  it('keeps headings, paragraphs and in-site links, and drops scripts and attributes, keeping their text', () => {
    const { container } = renderWithSite(<ActivityHtml className="body" html={DETAIL.content} />);
    const body = container.querySelector('.body')!;
    expect(body.querySelector('h2')!.textContent).toBe('Double it');
    expect(body.querySelector('a')!.getAttribute('href')).toBe('#/finance/deposit');
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toContain('onclick');
    expect(body.textContent).toContain('Safe');
    expect(body.textContent).toContain('alert(1)');
    const outside = renderWithSite(<ActivityHtml className="outside" html={'<p><a href="https://elsewhere.test/">away</a></p>'} />).container;
    expect(outside.querySelector('a')).toBeNull();
    expect(outside.textContent).toBe('away');
  });
});

describe('the betting gift', { timeout: 20_000 }, () => {
  const standing = (eligible: boolean, problems: string[] = []) => ({ eligible, problems, bonus: null, latest: null });
  const gift: BettingGift = {
    activity: GIFT,
    turnover: '1200.00',
    tiers: [
      { tier: 1, turnover: '1000.00', gift: '8.00', reached: true, claimed: false, standing: standing(true) },
      { tier: 2, turnover: '5000.00', gift: '38.00', reached: false, claimed: false, standing: standing(false, ['3,800.00 more in valid bets to reach this tier.']) },
    ],
  };

  it('fills each tier’s step by the way from the tier before, and says what the next tier needs', () => {
    expect(tierTrackOf(gift)).toEqual({ steps: [1, 0.05], reached: 1, nextNeeds: 3800 });
    expect(tierTrackOf({ ...gift, turnover: '5000.00', tiers: gift.tiers.map((tier) => ({ ...tier, reached: true })) })).toEqual({ steps: [1, 1], reached: 2, nextNeeds: null });
  });

  it('offers the claim of a tier reached and says why the next cannot be claimed yet', async () => {
    api.getBettingGift.mockResolvedValue(gift);
    renderAt('#/activity/bettingGift', true);
    const tiers = await screen.findAllByTestId('gift-tier');
    expect(tiers.map((tier) => tier.dataset.place)).toEqual(['ready', 'ineligible']);
    expect(within(tiers[0]).getByRole('button', { name: text('activity.gift.claim') })).toBeTruthy();
    expect(within(tiers[1]).getByTestId('gift-tier-why').textContent).toBe('3,800.00 more in valid bets to reach this tier.');
    expect(screen.getByTestId('gift-turnover').textContent).toBe('1,200.00');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
  });

  it('shows a guest the tiers and the invitation to log in, without asking for the member’s gift', async () => {
    api.getActivityDetail.mockResolvedValue({ ...GIFT, content: '<p>Tiers</p>', rules: RULES, tiers: gift.tiers.map(({ tier, turnover, gift: amount }) => ({ tier, turnover, gift: amount })) });
    renderAt('#/activity/bettingGift', false);
    expect(await screen.findByTestId('guest-panel')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('gift-tiers').querySelectorAll('li')).toHaveLength(2));
    expect(api.getBettingGift).not.toHaveBeenCalled();
  });
});

describe('the gift records', { timeout: 20_000 }, () => {
  it('list application time, activity, prize type, prize, status and delivery info', async () => {
    api.getGiftRecords.mockResolvedValue(
      page<GiftRecord>([
        {
          id: 3, orderNo: 'AC3', activityId: 103, activityName: 'VIP red packet', tier: null, prizeType: 'bonus', prizeTypeName: 'Bonus', prize: '58.00', status: 'granted', statusName: 'Granted',
          createTime: START, reviewTime: START, walletName: 'Royal Live', requiredTurnover: '116.00', deliveryInfo: '58.00 credited to Royal Live, which stays locked until its balance is under 5.00.',
        },
      ]),
    );
    renderAt('#/record/giftRecord', true);
    const table = await screen.findByTestId('gift-records');
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(1));
    const headings = [...table.querySelectorAll('th')].map((cell) => cell.textContent);
    expect(headings).toEqual([text('records.serial'), text('giftRecord.time'), text('giftRecord.activity'), text('giftRecord.prizeType'), text('giftRecord.prize'), text('giftRecord.status'), text('giftRecord.delivery')]);
    const row = table.querySelector('tbody tr') as HTMLElement;
    expect(row.dataset.status).toBe('granted');
    expect(row.textContent).toContain('VIP red packet');
    expect(row.textContent).toContain('58.00 credited to Royal Live');
  });
});

describe('the side panels’ promotions', { timeout: 20_000 }, () => {
  it('ask for five of every classification and open each one’s landing page', async () => {
    renderWithSite(<LatestPromotions />);
    const list = await screen.findByTestId('latest-promotions');
    expect(api.getActivities).toHaveBeenCalledWith({ activityClassId: null, pageIndex: 1, pageSize: 5 }, { handles: 'all' });
    expect([...list.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['#/activity/activityLandPage?type=101', '#/activity/activityLandPage?type=103', '#/activity/bettingGift']);
  });
});
