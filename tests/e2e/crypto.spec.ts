import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_KEY as OPERATOR_KEY } from './operator';
import { newMember, onServerClock, seenAgeNotice, signedInAs } from './sandbox';
import { cnyCreditOf, displayRate, parseRate } from '../../machines/rules/cryptoRate';
import { formatAmount } from '../../machines/rules/display';

/**
 * A USDT deposit at the operator's rate, end to end on the sandbox server (issue 22): the form shows the
 * CNY the USDT typed comes to, at the rate and its time, before the order is made; the pay step asks for
 * the USDT and names the CNY it credits and the order's rate; the operator's approval credits exactly that
 * CNY; the deposit record shows both amounts and the rate. The rate is the server's (the sandbox seeds 7.10),
 * read from the operator API, so the figures follow whatever rate is in force.
 */

const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;
const SCREENS = 'test-results/screens/crypto';
mkdirSync(SCREENS, { recursive: true });

test.use({ viewport: { width: 1280, height: 900 } });

test('a USDT deposit shows its CNY at the rate before it is made, and is credited exactly that', async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${OPERATOR_KEY}` };
  const rateReply = (await (await request.get('/web/ops/cryptoRate', { headers })).json()) as { usdtRate: { rate: string; setTime: number } };
  const parsed = parseRate(rateReply.usdtRate.rate);
  if (!('rateE4' in parsed)) throw new Error(`no usable rate: ${rateReply.usdtRate.rate}`);
  const rate = displayRate(parsed.rateE4);
  // 100.01 USDT: the CNY credited, rounded down to the fen (7.10 → 710.07).
  const credit = cnyCreditOf(10_001, parsed.rateE4);
  const creditText = formatAmount(credit / 100);

  await seenAgeNotice(page);
  const member = await newMember(request);
  await signedInAs(page, member.token);
  await onServerClock(page, request);
  await page.goto('/#/finance/deposit');
  await expect(page.getByTestId('header-user')).toHaveText(member.userName);
  await expect(page.getByTestId('header-balance')).not.toHaveText('--');
  const before = Math.round(Number((await page.getByTestId('header-balance').textContent())!.replace(/,/g, '')) * 100);

  await page.locator('.deposit-method[data-kind="crypto"]').click();
  await page.locator('.deposit-chip', { hasText: 'USDT-TRC20' }).click();
  const estimate = page.getByTestId('deposit-estimate');
  // Before an amount: the rate alone, with its time.
  await expect(estimate).toContainText(`1 USDT = ¥${rate}`);
  await expect(estimate).not.toContainText('≈');
  await page.locator('input[name="amount"]').fill('100.01');
  await expect(estimate).toContainText(`≈ ¥${creditText}`);
  await expect(estimate).toContainText(`1 USDT = ¥${rate}`);
  await expect(estimate.locator('strong')).toHaveText(creditText);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/1-estimate.png`, fullPage: true });

  await page.getByRole('button', { name: zh['deposit.submit'] }).click();
  await expect(page.locator('[data-copy="deposit.amountToPay"]')).toHaveText('100.01');
  await expect(page.getByTestId('deposit-order-credit')).toHaveText(`¥${creditText}`);
  await expect(page.getByTestId('deposit-order-rate')).toContainText(`1 USDT = ¥${rate}`);
  const orderNo = (await page.locator('.deposit-summary .is-code').first().textContent())!;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/2-pay.png`, fullPage: true });

  await page.getByRole('button', { name: zh['deposit.iHavePaid'] }).click();
  await expect(page.getByRole('heading', { name: zh['deposit.waitingTitle'] })).toBeVisible();
  const approved = await request.post(`/web/ops/deposits/${orderNo}/approve`, { headers });
  expect(((await approved.json()) as { code: number }).code).toBe(0);
  await page.clock.runFor(6_000);
  await expect(page.getByRole('heading', { name: zh['deposit.ended.credited'] })).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => Math.round(Number((await page.getByTestId('header-balance').textContent())!.replace(/,/g, '')) * 100))
    .toBe(before + credit);

  await page.goto('/#/record/transRecord?type=recharge');
  const row = page.locator('tbody tr', { hasText: orderNo });
  await expect(row).toContainText(creditText);
  await expect(row.locator('.crypto-note')).toHaveText(zh['deposit.crypto.note'].replace('{usdt}', '100.01').replace('{rate}', rate));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/3-record.png`, fullPage: true });
});
