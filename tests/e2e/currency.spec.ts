import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newMember, seenAgeNotice, signedInAs } from './sandbox';
import { E2E_OPERATOR_KEY } from './operator';

/**
 * Issue 23, the header's currency selector: a guest gets the login prompt; a member sees the operator's
 * currencies (CNY alone by default, with the reason there is no other), switches while holding nothing, and
 * is refused, in place and in Chinese, while holding money. The setting is put back to CNY alone after.
 */

const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);

async function offer(request: APIRequestContext, value: string) {
  const answer = await request.put('/web/ops/settings/currencies', { headers: { authorization: `Bearer ${E2E_OPERATOR_KEY}` }, data: { value } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function openAs(page: Page, token: string) {
  await seenAgeNotice(page);
  await signedInAs(page, token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/');
}

const toggle = (page: Page, currency: string) => page.getByRole('button', { name: fill(zh['currency.current'], { currency }) });

test.afterAll(async ({ request }) => {
  await offer(request, 'CNY');
});

test('a guest asking for the currency is asked to log in first', async ({ page }) => {
  await seenAgeNotice(page);
  await page.goto('/#/');
  await page.locator('.site-header').getByRole('button', { name: zh['header.currency'] }).click();
  const prompt = page.getByRole('dialog', { name: zh['prompt.title'] });
  await expect(prompt).toContainText(zh['prompt.loginFirst']);
  await prompt.getByRole('button', { name: zh['prompt.toLogin'] }).click();
  await expect(page).toHaveURL(/#\/user\/login/);
});

test('a member sees CNY alone with the reason, switches once offered more, and is refused while holding money', async ({ page, request }) => {
  await offer(request, 'CNY');
  const empty = await newMember(request);
  await openAs(page, empty.token);
  await toggle(page, 'CNY').click();
  await expect(page.getByTestId('currency-only')).toHaveText(fill(zh['currency.only'], { currency: 'CNY' }));
  await page.screenshot({ path: 'test-results/pictures/currency-only-1280.png', clip: { x: 0, y: 0, width: 1280, height: 260 } });

  await offer(request, 'CNY,HKD');
  await page.reload();
  await toggle(page, 'CNY').click();
  await page.getByRole('button', { name: 'HKD', exact: true }).click();
  await expect(toggle(page, 'HKD')).toBeVisible();

  const holder = await newMember(request);
  const credit = await request.post('/web/sandbox/credit', { data: { userName: holder.userName, amount: '10.00' }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  expect(credit.ok()).toBe(true);
  const second = await page.context().newPage();
  await openAs(second, holder.token);
  await toggle(second, 'CNY').click();
  await second.getByRole('button', { name: 'HKD', exact: true }).click();
  await expect(second.getByRole('alert').filter({ hasText: fill(zh['error.currency.moneyHeld'], { currency: 'CNY' }) })).toBeVisible();
  await expect(toggle(second, 'CNY')).toBeVisible();
  await second.screenshot({ path: 'test-results/pictures/currency-refused-1280.png', clip: { x: 0, y: 0, width: 1280, height: 300 } });
  await second.close();
});
