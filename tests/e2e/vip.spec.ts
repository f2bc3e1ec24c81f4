import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { newMember, onServerClock, seenAgeNotice } from './sandbox';
import { networkQuiet } from './networkQuiet';
import { businessDayOf, businessDayStart, dayAfter, HOUR_MS, SATURDAY, weekdayOf } from '../../machines/rules/businessDay';

const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;
const VENUE = 'pgx';
/** server/content/vip.json: VIP1 is reached at 10,000.00 of valid turnover; its upgrade gift is 18.00, its weekly red packet 8.00. */
const VIP1_TURNOVER = '10000.00';
const UPGRADE_GIFT = 1800;
const WEEKLY_PACKET = 800;

async function call(request: APIRequestContext, token: string, path: string, data?: object) {
  const response = await request.post(`/web${path}`, { headers: { token, 'Idempotency-Key': crypto.randomUUID() }, data });
  const body = (await response.json()) as { code: number; msg?: string } & Record<string, unknown>;
  expect(body.code, `${path}: ${JSON.stringify(body)}`).toBe(0);
  return body;
}

async function serverNow(request: APIRequestContext): Promise<number> {
  return ((await (await request.post('/web/sandbox/clock', { data: { advanceMs: 0 } })).json()) as { now: number }).now;
}

/** Moves the server's clock to `target` (every scheduled job due on the way runs before the answer); never back. */
async function advanceTo(request: APIRequestContext, target: number): Promise<number> {
  const advanceMs = Math.max(0, target - (await serverNow(request)));
  const response = await request.post('/web/sandbox/clock', { data: { advanceMs } });
  return ((await response.json()) as { now: number }).now;
}

/** The central wallet's available money, in minor units. */
async function centralMinor(request: APIRequestContext, token: string): Promise<number> {
  const { userBalanceMap } = (await call(request, token, '/user/getUserBalance')) as unknown as { userBalanceMap: { availableBalance: string } };
  return Math.round(Number(userBalanceMap.availableBalance) * 100);
}

const shown = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The first Saturday after the business day of `now`, at `time` (UTC+8). */
function nextSaturday(now: number): string {
  const today = businessDayOf(now);
  let day = dayAfter(today);
  while (weekdayOf(day) !== SATURDAY) day = dayAfter(day);
  return day;
}

/** The member signs in through the API, as a returning member does with a stored token. */
async function login(request: APIRequestContext, member: { userName: string; password: string }): Promise<string> {
  const uuid = crypto.randomUUID();
  await request.get(`/web/guest/user/getCaptcha?uuid=${uuid}`);
  const { answer } = (await (await request.get(`/web/sandbox/captcha/${uuid}`)).json()) as { answer: string };
  const response = await request.post('/web/guest/user/login', { data: { userName: member.userName, password: member.password, code: answer, codeId: uuid } });
  const { token } = (await response.json()) as { token: string };
  expect(token).toBeTruthy();
  return token;
}

/**
 * A tab of its own for each stretch of the story: a session ends after 2 hours without a call on the server
 * clock, so after each advance the member signs in again, and the new tab starts with that token and the
 * server's time on its clock.
 */
async function memberTab(context: BrowserContext, request: APIRequestContext, member: { userName: string; password: string }) {
  const token = await login(request, member);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await seenAgeNotice(page);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('signedInAs')) localStorage.setItem('AppToken', value);
    sessionStorage.setItem('signedInAs', '1');
  }, token);
  await onServerClock(page, request);
  return { page, token };
}

async function openWelfare(page: Page) {
  await page.goto('/#/record/welfare');
  await expect(page.getByRole('heading', { name: zh['welfare.title'] })).toBeVisible();
  await networkQuiet(page);
}

/** axe's serious and critical findings on the page as it stands (the a11y spec covers the demo member's empty pages; these have data). */
async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

const card = (page: Page, kind: string) => page.locator(`[data-testid="welfare-item"][data-kind="${kind}"]`);

test('a member bets through a venue, is promoted the next day, claims the upgrade gift and a weekly red packet once, and a packet claimed after Wednesday is refused', async ({ context, request }) => {
  test.setTimeout(180_000);
  const member = await newMember(request);
  const credited = await request.post('/web/sandbox/credit', { headers: { 'Idempotency-Key': crypto.randomUUID() }, data: { userName: member.userName, amount: VIP1_TURNOVER } });
  expect(((await credited.json()) as { code: number }).code).toBe(0);
  await call(request, member.token, `/apiCode/convertMoney?from=central&to=${VENUE}&amount=${VIP1_TURNOVER}`);
  // The sandbox venue's round is a push 7 times in 100 (the stake back, no valid stake): play again until one counts.
  for (let round = 1; ; round++) {
    const { bet } = (await call(request, member.token, `/sandbox/venue/${VENUE}/round`, { stake: VIP1_TURNOVER })) as unknown as { bet: { validBetAmount: string } };
    if (bet.validBetAmount === VIP1_TURNOVER) break;
    expect(bet.validBetAmount, 'a round either counts whole or is a push').toBe('0.00');
    expect(round, 'ten pushes in a row').toBeLessThan(10);
  }

  // The member looks in at VIP0 the day of the bet (the browser notes the level it showed).
  let { page, token } = await memberTab(context, request, member);
  await page.goto('/#/mine/vip');
  await expect(page.getByTestId('vip-card')).toHaveAttribute('data-level', '0');
  await page.close();

  // The day closes at midnight (UTC+8) on the server clock: the VIP job promotes to VIP1 and issues the upgrade gift.
  const betAt = await serverNow(request);
  await advanceTo(request, businessDayStart(dayAfter(businessDayOf(betAt))) + HOUR_MS);
  ({ page, token } = await memberTab(context, request, member));
  await page.goto('/#/mine/vip');
  // The promotion is celebrated once, with the gift waiting.
  const notice = page.getByTestId('promotion-notice');
  await expect(notice).toHaveAttribute('data-level', '1');
  await expect(page.getByTestId('promotion-gift')).toContainText(shown(UPGRADE_GIFT));
  await page.screenshot({ path: 'test-results/screens/vip-promotion-zh.png' });
  await expectAxeClean(page);
  await page.getByRole('button', { name: zh['vip.promotion.later'] }).click();
  await expect(notice).toHaveCount(0);
  const levelCard = page.getByTestId('vip-card');
  await expect(levelCard).toHaveAttribute('data-level', '1');
  await expect(levelCard.getByRole('heading', { level: 2 })).toHaveText(zh['vip.page.current'].replace('{level}', '1'));
  await expect(page.getByTestId('vip-rebates')).toBeVisible();
  await networkQuiet(page);
  await page.screenshot({ path: 'test-results/screens/vip-zh.png', fullPage: true });
  await expectAxeClean(page);
  await page.goto('/#/mine/details');
  await expect(page.locator('[data-testid="vip-levels"] tbody tr')).toHaveCount(11);
  await expect(page.locator('[data-testid="vip-levels"] tr[aria-current="true"]')).toHaveAttribute('data-level', '1');
  await page.screenshot({ path: 'test-results/screens/vip-details-zh.png', fullPage: true });
  await expectAxeClean(page);

  // The upgrade gift, claimed in the welfare centre: the header's balance rises by 18.00, once.
  const before = await centralMinor(request, token);
  await openWelfare(page);
  const gift = card(page, 'upgrade');
  await expect(gift).toHaveAttribute('data-place', 'claimable');
  await expect(page.getByTestId('header-balance')).toContainText(shown(before));
  // A second tab, opened before the claim, still offers it.
  const second = (await memberTab(context, request, member)).page;
  await openWelfare(second);
  await page.screenshot({ path: 'test-results/screens/welfare-zh.png', fullPage: true });
  await expectAxeClean(page);
  await gift.getByRole('button', { name: zh['welfare.item.claim'] }).click();
  await expect(gift).toHaveAttribute('data-place', 'claimed');
  await expect(page.getByTestId('header-balance')).toContainText(shown(before + UPGRADE_GIFT));
  await expect(page.locator('[data-testid="welfare-records"] tbody tr[data-kind="upgrade"]')).toHaveCount(1);
  await expectAxeClean(page);
  // The second tab's claim is refused with the server's message and moves nothing.
  const stale = card(second, 'upgrade');
  await stale.getByRole('button', { name: zh['welfare.item.claim'] }).click();
  await expect(stale).toHaveAttribute('data-place', 'refused');
  await expect(stale.getByRole('alert')).toContainText(zh['welfare.error.claimed'].split('{at}')[0].trim());
  await second.close();
  expect(await centralMinor(request, token)).toBe(before + UPGRADE_GIFT);
  await page.reload();
  await expect(page.getByTestId('header-balance')).toContainText(shown(before + UPGRADE_GIFT));
  await networkQuiet(page);
  await expect(page.getByTestId('promotion-notice')).toHaveCount(0);

  // Saturday: the VIP1 weekly red packet waits for 01:00:00, then is claimed.
  const saturday = nextSaturday(await serverNow(request));
  await advanceTo(request, businessDayStart(saturday) + HOUR_MS - 60_000);
  await page.close();
  ({ page, token } = await memberTab(context, request, member));
  await openWelfare(page);
  await page.getByRole('button', { name: zh['welfare.status.upcoming'] }).click();
  const packet = card(page, 'weekly');
  await expect(packet).toHaveAttribute('data-place', 'upcoming');
  await expect(packet.getByTestId('welfare-item-when')).toContainText('00:0');
  const opened = await advanceTo(request, businessDayStart(saturday) + HOUR_MS);
  // The page's clock jumps with the server's: the card's next tick reads the time and opens the packet.
  await page.clock.setSystemTime(opened);
  await expect(packet).toHaveAttribute('data-place', 'claimable');
  const beforePacket = await centralMinor(request, token);
  await packet.getByRole('button', { name: zh['welfare.item.claim'] }).click();
  await expect(packet).toHaveAttribute('data-place', 'claimed');
  await expect(page.getByTestId('header-balance')).toContainText(shown(beforePacket + WEEKLY_PACKET));
  expect(await centralMinor(request, token)).toBe(beforePacket + WEEKLY_PACKET);

  // The next Saturday's packet, shown on Wednesday evening, is refused once Thursday has begun.
  const nextWeek = dayAfter(saturday, 7);
  const wednesday = dayAfter(nextWeek, 4);
  await advanceTo(request, businessDayStart(dayAfter(wednesday)) - 5 * 60_000);
  await page.close();
  ({ page, token } = await memberTab(context, request, member));
  await openWelfare(page);
  const late = card(page, 'weekly');
  await expect(late).toHaveAttribute('data-place', 'claimable');
  await page.screenshot({ path: 'test-results/screens/welfare-packet-zh.png', fullPage: true });
  // The rebate of the first day's bets (at VIP0's ratio) waits too: claimed here, it is a row of the rebate tab.
  const rebate = card(page, 'rebate');
  await rebate.getByRole('button', { name: zh['welfare.item.claim'] }).click();
  await expect(rebate).toHaveAttribute('data-place', 'claimed');
  await page.goto('/#/record/transRecord?type=rebate');
  await expect(page.locator('[data-testid="rebate-records"] tbody tr')).toHaveCount(1);
  await expectAxeClean(page);
  await page.screenshot({ path: 'test-results/screens/rebates-zh.png', fullPage: true });
  await page.goto('/#/record/welfare');
  await expect(late).toHaveAttribute('data-place', 'claimable');
  await advanceTo(request, businessDayStart(dayAfter(wednesday)));
  const beforeLate = await centralMinor(request, token);
  await late.getByRole('button', { name: zh['welfare.item.claim'] }).click();
  await expect(late).toHaveAttribute('data-place', 'refused');
  await expect(late.getByRole('alert')).toContainText(`${wednesday} 23:59:59`);
  expect(await centralMinor(request, token)).toBe(beforeLate);
  // Reopened on Thursday, it sits under expired and says when it expired.
  await page.clock.setSystemTime(await serverNow(request));
  await page.reload();
  await expect(page.getByRole('heading', { name: zh['welfare.title'] })).toBeVisible();
  await page.getByRole('button', { name: zh['welfare.status.expired'] }).click();
  // Newest expiry first (a promotion on a Friday would have issued a packet of that week too).
  await expect(card(page, 'weekly').first().getByTestId('welfare-item-when')).toContainText(`${wednesday} 23:59:59`);
});
