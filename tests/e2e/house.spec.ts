import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fundedMember, seenAgeNotice, onServerClock } from './sandbox';

/**
 * The in-house venue end to end: a baccarat round and a keno ticket settled by the draw after a
 * sandbox clock advance, each paying into the house wallet as the server says and listed in the bet
 * records with the venue's totals. Rules are tested at rule, machine and server level; this walks the
 * pages once and takes their pictures.
 */

const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;

async function houseBalance(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.post('/web/apiCode/getUserPlatBalance?platType=house', { headers: { token } });
  return Number(((await response.json()) as { platBalance: string }).platBalance);
}

async function fundHouse(request: APIRequestContext, token: string, amount: string) {
  const response = await request.post(`/web/apiCode/convertMoney?from=central&to=house&amount=${amount}`, {
    headers: { token, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(((await response.json()) as { code: number }).code).toBe(0);
}

async function openGame(page: Page, token: string, hash: string) {
  await seenAgeNotice(page);
  await page.addInitScript((value) => localStorage.setItem('AppToken', value), token);
  await page.goto(`/${hash}`);
}

async function screens(page: Page, name: string) {
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 1080 });
    await page.locator('.house-frame').evaluate((frame) => frame.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a baccarat round pays into the house wallet and a keno ticket is settled by the draw after a clock advance', async ({ page, request }) => {
  const { token } = await fundedMember(request);
  await fundHouse(request, token, '100.00');
  const start = await houseBalance(request, token);

  await openGame(page, token, '#/play');
  await expect(page.locator('.house-lobby__game')).toHaveCount(2);
  await screens(page, 'house-lobby');
  await page.locator('.house-lobby__game').first().getByRole('link').click();
  await expect(page).toHaveURL(/#\/play\/baccarat$/);
  await expect(page.getByTestId('house-balance')).toContainText(start.toFixed(2));
  await page.locator('[data-chip="1000"]').first().click();
  await page.locator('[data-spot="player"]').click();
  await page.locator('[data-spot="banker"]').click();
  await expect(page.getByTestId('stake-player')).toContainText('10.00');
  await page.getByRole('button', { name: zh['house.baccarat.deal'] }).click();
  const result = page.getByTestId('bac-result');
  await expect(result).toBeVisible();
  await expect(page.locator('[data-testid="hand-player"] .playing-card--face')).toHaveCount(await page.locator('[data-testid="hand-player"] .playing-card').count());
  const payout = Number((await result.locator('span').first().textContent())!.match(/[\d.]+/)![0]);
  const roundOrder = (await result.locator('small').textContent())!.match(/(\S+)$/)![1];
  const afterRound = await houseBalance(request, token);
  expect(afterRound).toBeCloseTo(start - 20 + payout, 2);
  await expect(page.getByTestId('house-balance')).toContainText(afterRound.toFixed(2));
  await screens(page, 'house-baccarat');

  await page.goto('/#/play/keno');
  await expect(page.getByTestId('house-balance')).toContainText(afterRound.toFixed(2));
  for (const number of [7, 21, 45, 66]) await page.locator(`[data-number="${number}"]`).click();
  await page.locator('[data-market="big"]').click();
  await expect(page.getByTestId('keno-total')).toContainText('20.00');
  await page.getByRole('button', { name: zh['house.keno.buy'] }).click();
  const ticket = page.getByTestId('keno-tickets').locator('li').first();
  await expect(ticket).toContainText(zh['house.keno.waiting']);
  await expect(page.getByTestId('house-balance')).toContainText((afterRound - 20).toFixed(2));
  await screens(page, 'house-keno');

  const advanced = await request.post('/web/sandbox/clock', { data: { advanceMs: 60_000 } });
  expect(advanced.ok()).toBe(true);
  await page.reload();
  const settled = page.getByTestId('keno-tickets').locator('li').first().getByTestId('ticket-payout');
  await expect(settled).toBeVisible();
  const ticketPayout = Number((await settled.textContent())!.match(/(\d+\.\d{2})$/)![1]);
  expect(await houseBalance(request, token)).toBeCloseTo(afterRound - 20 + ticketPayout, 2);
  await expect(page.getByTestId('keno-last-draw').locator('.keno-ball')).toHaveCount(20);
  await screens(page, 'house-keno-drawn');

  // Both bets in the member's bet records, with the venue's totals (the page's days from the server's clock).
  await onServerClock(page, request);
  await page.goto('/#/record/betRecord');
  await page.reload();
  await page.locator('.bet-records__filters select').selectOption('house');
  const rows = page.locator('.bet-records__table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: roundOrder })).toHaveCount(1);
  const totals = page.getByTestId('bet-totals');
  await expect(totals.locator('[data-total="stake"]')).toHaveText('40.00');
  await expect(totals.locator('[data-total="payout"]')).toHaveText((payout + ticketPayout).toFixed(2));
});
