import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { fundedMember, seenAgeNotice, onServerClock } from './sandbox';

const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;
const VENUE = 'pgx';

interface PlayedBet {
  betAmount: string;
  validBetAmount: string;
  payout: string;
  gameName: string;
}

const cents = (amount: string) => Math.round(Number(amount.replace(/,/g, '')) * 100);
const shown = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('rounds played on the sandbox venue page appear in the bet records with the right totals', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await onServerClock(page, request);
  await seenAgeNotice(page);
  const { token } = await fundedMember(request, '100.00');
  const moved = await request.post(`/web/apiCode/convertMoney?from=central&to=${VENUE}&amount=30.00`, {
    headers: { token, 'idempotency-key': crypto.randomUUID() },
  });
  expect(((await moved.json()) as { code: number }).code).toBe(0);
  await page.addInitScript((value) => localStorage.setItem('AppToken', value), token);

  await page.goto(`/web/sandbox/venue/${VENUE}?lang=zh`);
  const played: PlayedBet[] = [];
  for (const stake of ['10.00', '5.50', '2.25']) {
    await page.locator('input[name="stake"]').fill(stake);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith(`/sandbox/venue/${VENUE}/round`)),
      page.getByRole('button', { name: zh['bets.venue.playRound'] }).click(),
    ]);
    played.push(((await response.json()) as { bet: PlayedBet }).bet);
    await expect(page.locator('.result')).toContainText(played.at(-1)!.gameName);
  }
  // A stake above what the venue wallet still holds is refused on the page.
  await page.locator('input[name="stake"]').fill('9999.00');
  await page.getByRole('button', { name: zh['bets.venue.playRound'] }).click();
  await expect(page.locator('.note')).toContainText(zh['bets.error.stakeAboveBalance'].slice(0, 6));
  await page.screenshot({ path: 'test-results/screens/venue-round.png' });

  await page.goto('/#/record/betRecord');
  await expect(page.getByRole('heading', { name: zh['bets.title'] })).toBeVisible();
  await expect(page.getByRole('button', { name: zh['bets.window.today'] })).toHaveAttribute('aria-pressed', 'true');
  const rows = page.locator('.bet-records__table tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(shown(cents(played[2].betAmount)));
  const totals = page.getByTestId('bet-totals');
  const sum = (field: keyof PlayedBet) => shown(played.reduce((total, bet) => total + cents(bet[field]), 0));
  await expect(totals.locator('[data-total="stake"]')).toHaveText(sum('betAmount'));
  await expect(totals.locator('[data-total="validStake"]')).toHaveText(sum('validBetAmount'));
  await expect(totals.locator('[data-total="payout"]')).toHaveText(sum('payout'));
  await page.screenshot({ path: 'test-results/screens/bet-records.png', fullPage: true });
  // At 1280 px the help bar, fixed at the right edge, sits beside the records, over none of them.
  const bar = (await page.locator('.side-bar').boundingBox())!;
  const table = (await page.locator('.bet-records__table').boundingBox())!;
  expect(table.x + table.width).toBeLessThanOrEqual(bar.x);

  // Yesterday holds none of them; another venue's filter neither.
  await page.getByRole('button', { name: zh['bets.window.yesterday'] }).click();
  await expect(page.getByText(zh['records.empty'])).toBeVisible();
  await page.getByRole('button', { name: zh['bets.window.days7'] }).click();
  await expect(rows).toHaveCount(3);
  await page.locator('.bet-records__filters select').selectOption('rlive');
  await expect(page.getByText(zh['records.empty'])).toBeVisible();

  // The wallet panel's latest bets come from the same call.
  await page.goto('/#/finance/wallet');
  await expect(page.locator('.latest-bets li')).toHaveCount(3);
  await expect(page.locator('.latest-bets li').first()).toContainText(played[2].gameName);
  await page.screenshot({ path: 'test-results/screens/wallet-latest-bets.png', fullPage: true });
});
