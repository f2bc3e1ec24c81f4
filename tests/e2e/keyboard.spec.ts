import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { captchaAnswer, fundedMember, seenAgeNotice } from './sandbox';

/**
 * The site with the keyboard alone (issue 11): no click, no fill. Every control is reached with
 * Tab in the page's own order, typed into, and pressed with Enter or Escape.
 */

const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;
const MAX_TABS = 80;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus; fails if it is not in the tab order within MAX_TABS presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${target} was not reached with ${MAX_TABS} presses of ${key}`);
}

async function expectFocused(target: Locator) {
  await expect.poll(() => isFocused(target)).toBe(true);
}

test.beforeEach(({ page }) => seenAgeNotice(page));

test('a member logs in from the header and moves money to a venue with the keyboard alone', async ({ page, request }) => {
  const member = await fundedMember(request, '10.00');
  await page.goto('/');
  const form = page.locator('[data-scope="header"]');
  const userName = form.locator('input[name="userName"]');
  await tabTo(page, userName);
  await page.keyboard.type(member.userName);
  await page.keyboard.press('Tab');
  await expectFocused(form.locator('input[name="password"]'));
  await page.keyboard.type(member.password);
  await page.keyboard.press('Tab');
  await expectFocused(form.locator('input[name="code"]'));
  await page.keyboard.type(await captchaAnswer(request, page));
  await page.keyboard.press('Tab');
  await expectFocused(form.getByRole('button', { name: zh['auth.submitLogin'] }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('header-user')).toHaveText(member.userName);

  await tabTo(page, page.locator('.member-bar__quick[href="#/finance/transfer"]'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/finance\/transfer$/);
  const transfer = page.locator('.transfer-form');
  const amount = transfer.locator('input[name="amount"]');
  await tabTo(page, amount);
  await page.keyboard.type('1.00');
  await page.keyboard.press('Tab');
  await expectFocused(transfer.getByRole('button', { name: zh['transfer.submit'] }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(zh['transfer.done'])).toBeVisible();
  await expect(amount).toHaveValue('');
});

test('a dialog opened from the keyboard keeps the focus inside and closes on Escape', async ({ page }) => {
  await page.goto('/');
  const more = page.locator('.ticker__more');
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: zh['prompt.title'] });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (let presses = 0; presses < 6; presses++) {
    await page.keyboard.press(presses % 2 === 0 ? 'Tab' : 'Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectFocused(more);
});
