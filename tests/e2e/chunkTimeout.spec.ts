import { readFileSync } from 'node:fs';
import { expect, test, type Route } from '@playwright/test';
import { seenAgeNotice } from './sandbox';

/**
 * Spec section 9's script chunk time-out, 120000 ms, on a page clock: the help page's chunk is held back, the
 * clock runs to the time-out, the page names the chunk and offers a retry, and once the file comes the retry
 * shows the page in place.
 */

const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;

test('a page chunk still missing at 120000 ms is named as timed out, and the retry shows the page', async ({ page }) => {
  await seenAgeNotice(page);
  // A paused clock: the page's timers move only when the test runs them, so the time-out is met to the millisecond.
  const start = new Date('2026-06-01T12:00:00+08:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  // Every request for the chunk (its preload and its import) is held.
  const held: Route[] = [];
  await page.route(/\/js\/HelpPage-[\w-]+\.js$/, (route) => {
    held.push(route);
  });
  await page.goto('/#/');
  await expect(page.locator('.site-header')).toBeVisible();
  await page.goto('/#/help?type=kh');
  await expect.poll(() => held.length).toBeGreaterThan(0);

  await page.clock.runFor(119_999);
  await expect(page.getByText(zh['common.loading'])).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: zh['chunk.timeout'].replace('{address}', '') })).toHaveCount(0);
  await page.clock.runFor(1);
  const failure = page.getByRole('alert').filter({ hasText: zh['chunk.timeout'].replace('{address}', '') });
  await expect(failure).toContainText(/\/js\/HelpPage-[\w-]+\.js/);

  // The file comes at last (the browser still waits for the same request), and the member presses retry.
  await Promise.all(held.map((route) => route.continue()));
  await page.unroute(/\/js\/HelpPage-[\w-]+\.js$/);
  await failure.getByRole('button', { name: zh['chunk.retry'] }).click();
  await expect(failure).toHaveCount(0);
  // React reveals the page after a throttle timer of its own: the paused clock is run on until it does.
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(page.locator('.help-page__article')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page).toHaveURL(/#\/help\?type=kh/);
});
