import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { fundedMember, seenAgeNotice, onServerClock } from './sandbox';

const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;

/** A new member of the test's own with 200.00, signed in on the given page of the account shell. */
async function openAsNewMember(page: Page, request: Parameters<typeof fundedMember>[0], hash: string) {
  await onServerClock(page, request);
  await seenAgeNotice(page);
  const member = await fundedMember(request, '200.00');
  await page.addInitScript((value) => localStorage.setItem('AppToken', value), member.token);
  await page.goto(`/${hash}`);
  await expect(page.getByTestId('header-user')).toHaveText(member.userName);
}

const amountOf = async (page: Page, testId: string) => Number((await page.getByTestId(testId).textContent())!.replace(/,/g, ''));

test('a member moves money to a venue and back, recycles, switches transfer-free mode and sees it all in the records', async ({
  page,
  request,
}) => {
  await openAsNewMember(page, request, '#/finance/wallet');
  await expect(page.getByTestId('wallet-central')).not.toHaveText('');
  const central = await amountOf(page, 'wallet-central');
  expect(central).toBeGreaterThan(20);
  await page.screenshot({ path: 'test-results/screens/wallet.png', fullPage: true });

  await page.locator('.account-shell__quick').getByRole('link', { name: zh['header.transfer'] }).click();
  await expect(page).toHaveURL(/#\/finance\/transfer$/);
  const form = page.locator('.transfer-form');
  await form.locator('select[name="to"]').selectOption('rlive');
  await form.locator('input[name="amount"]').fill('10.00');
  await form.getByRole('button', { name: zh['transfer.submit'] }).click();
  await expect(page.getByText(zh['transfer.done'])).toBeVisible();
  await expect(page.locator('[data-venue="rlive"] .venue-grid__balance')).toHaveText(/10\.00$/);

  await form.getByRole('button', { name: zh['transfer.swap'] }).click();
  await form.locator('input[name="amount"]').fill('4.00');
  await form.getByRole('button', { name: zh['transfer.submit'] }).click();
  await expect(page.locator('[data-venue="rlive"] .venue-grid__balance')).toHaveText(/6\.00$/);

  await form.locator('input[name="amount"]').fill('1.005');
  await form.getByRole('button', { name: zh['transfer.submit'] }).click();
  await expect(form.getByRole('alert')).toBeVisible();

  await page.getByTestId('recycle').click();
  await expect(page.getByText(zh['transfer.recycled'])).toBeVisible();
  await expect(page.locator('[data-venue="rlive"] .venue-grid__balance')).toHaveText(/^0\.00$/);

  const mode = page.getByRole('switch', { name: zh['transfer.modeTitle'] });
  await expect(mode).toHaveAttribute('aria-checked', 'false');
  await mode.click();
  await expect(mode).toHaveAttribute('aria-checked', 'true');
  await expect(mode).toBeEnabled();
  await mode.click();
  await expect(mode).toHaveAttribute('aria-checked', 'false');
  await expect(mode).toBeEnabled();
  await page.screenshot({ path: 'test-results/screens/transfer.png', fullPage: true });

  // Each help link opens the one pop-up scrolled to its own topic.
  const helpLinks = page.locator('.panel-links .link-button');
  await helpLinks.nth(0).click();
  const popup = page.getByTestId('help-popup');
  await expect(popup).toBeVisible();
  expect(await popup.evaluate((element) => element.scrollTop)).toBe(0);
  await page.keyboard.press('Escape');
  await helpLinks.nth(3).click();
  await expect(popup).toBeVisible();
  await expect.poll(() => popup.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await expect(popup.locator('[data-topic="3"]')).toBeInViewport();
  await page.keyboard.press('Escape');

  await page.locator('.account-shell__menu [data-entry="5"]').click();
  await expect(page).toHaveURL(/#\/record\/transRecord\?type=transfer$/);
  const types = page.locator('.records-table tbody tr');
  await expect(types.first()).toBeVisible();
  const seen = await types.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type')));
  for (const type of ['1', '2', '5', '6']) expect(seen).toContain(type);
  await page.screenshot({ path: 'test-results/screens/transfer-records.png', fullPage: true });
});

test('in transfer-free mode a member’s money follows them into each venue they open from the header', async ({ page, request }) => {
  await openAsNewMember(page, request, '#/finance/wallet');
  await expect(page.getByTestId('wallet-central')).not.toHaveText('');
  const total = (await amountOf(page, 'wallet-central')) + (await amountOf(page, 'wallet-venues'));
  const mode = page.getByRole('switch', { name: zh['transfer.modeTitle'] });
  await mode.click();
  await expect(mode).toHaveAttribute('aria-checked', 'true');

  const openVenue = async (platType: string) => {
    const button = page.locator(`.category-nav [data-venue="${platType}"]`);
    await page.locator('.category-nav__item', { has: page.locator(`[data-venue="${platType}"]`) }).hover();
    const popup = page.waitForEvent('popup');
    await button.click();
    const venue = await popup;
    await expect(venue.locator('[data-wallet="venue"]')).toHaveText(total.toLocaleString('en-US', { minimumFractionDigits: 2 }));
    await expect(venue.locator('[data-wallet="central"]')).toHaveText('0.00');
    return venue;
  };

  const first = await openVenue('rlive');
  await expect(page.getByText(zh['games.movedIn'])).toBeVisible();
  await first.screenshot({ path: 'test-results/screens/sandbox-venue.png' });
  await first.close();
  await expect(page.locator('[data-venue="rlive"] .venue-grid__balance')).toHaveText(/[1-9]/);
  (await openVenue('gsport')).close();
  await expect(page.locator('[data-venue="rlive"] .venue-grid__balance')).toHaveText(/^0\.00$/);
  await expect(page.getByTestId('wallet-central')).toHaveText('0.00');

  await page.locator('.account-shell__menu [data-entry="5"]').click();
  const rows = page.locator('.records-table tbody tr');
  await expect(rows.first()).toHaveAttribute('data-type', '3');
  const types = await rows.evaluateAll((all) => all.slice(0, 4).map((row) => row.getAttribute('data-type')));
  expect(types).toEqual(['3', '4', '3', '5']);
  await expect(rows.first()).toContainText(zh['record.convertType.3']);
  await expect(rows.nth(1)).toContainText(zh['record.convertType.4']);
  await page.screenshot({ path: 'test-results/screens/transfer-records-automatic.png', fullPage: true });
});

test('a guest is sent home from member pages', async ({ page }) => {
  await seenAgeNotice(page);
  await page.goto('/#/finance/wallet');
  await expect(page).toHaveURL(/#\/$/);
});

test('a records page whose load fails says so and offers a retry, never “Loading” for ever', async ({ page, request }) => {
  let refused = 0;
  await page.route('**/web/user/getUserTransInfo**', async (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'Records are resting' }) });
  });
  await openAsNewMember(page, request, '#/record/transRecord?type=transfer');
  const failure = page.locator('.records-page').getByRole('alert');
  await expect(failure).toBeVisible();
  await expect(page.locator('.records-page').getByText(zh['common.loading'])).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/transfer-records-failed.png', fullPage: true });
  await failure.getByRole('button', { name: zh['list.retry'] }).click();
  // A new member has no transfers: the list has loaded when it says so.
  await expect(page.getByText(zh['records.empty'])).toBeVisible();
  await expect(failure).toHaveCount(0);
  expect(refused).toBe(1);
});
