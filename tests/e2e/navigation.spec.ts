import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughThePage, seenAgeNotice } from './sandbox';

/**
 * Issue 27, "every entry leads somewhere": a new address starts at the top of its page, back and forward
 * bring the member back to where they were, a new member lands at the top of home with a welcome that leads
 * to a first deposit, and a member has no business on the login and register pages.
 */

const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;

test.beforeEach(({ page }) => seenAgeNotice(page));

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls to `y` (or the bottom) and waits for the page to rest there. */
async function scrollTo(page: Page, y: number | 'bottom'): Promise<number> {
  await page.evaluate((target) => window.scrollTo(0, target === 'bottom' ? document.documentElement.scrollHeight : target), y);
  await page.waitForTimeout(300);
  return scrollY(page);
}

test('a new address starts at the top; back and forward bring the member back to the same place', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.site-footer__guide a').first()).toBeAttached();
  const homeBottom = await scrollTo(page, 'bottom');
  expect(homeBottom).toBeGreaterThan(1000);

  // A footer guide link: the help centre opens at its top, not where the home page was.
  await page.locator('.site-footer__guide a').first().click();
  await expect(page).toHaveURL(/#\/help\?type=/);
  await expect(page.locator('.help-page')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  const helpPlace = await scrollTo(page, 240);
  expect(helpPlace).toBeGreaterThan(0);

  // Back: home where it was left; forward: the help centre where it was left.
  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/(#\/)?$/);
  await expect.poll(() => scrollY(page)).toBe(homeBottom);
  await page.goForward();
  await expect(page).toHaveURL(/#\/help\?type=/);
  await expect.poll(() => scrollY(page)).toBe(helpPlace);

  // An address typed or linked from outside the site's links (a new history entry with no state of ours).
  await scrollTo(page, 'bottom');
  await page.evaluate(() => {
    window.location.hash = '#/access-forbid';
  });
  await expect(page.locator('.forbid-page')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a new member lands at the top of home with a welcome that offers a first deposit', async ({ page, request }) => {
  await registerThroughThePage(page, request, 'nv', '137');
  await expect(page).toHaveURL(/#\/$/);
  const welcome = page.getByRole('dialog', { name: zh['welcome.title'] });
  await expect(welcome).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  const box = await welcome.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  await welcome.getByRole('link', { name: zh['welcome.deposit'] }).click();
  await expect(page).toHaveURL(/#\/finance\/deposit$/);
  await expect(welcome).toBeHidden();

  // Once welcomed, home does not welcome again.
  await page.goto('/#/');
  await expect(page.getByRole('heading', { name: zh['home.categoriesTitle'] })).toBeVisible();
  await expect(page.getByRole('dialog', { name: zh['welcome.title'] })).toHaveCount(0);

  // A member opening the login or the register page goes home.
  for (const address of ['/#/user/login', '/#/user/register']) {
    await page.goto(address);
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.locator('.auth-page')).toHaveCount(0);
  }
});

test("the header's login form leads to password recovery", async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-scope="header"]').getByRole('link', { name: zh['header.forgot'] }).click();
  await expect(page).toHaveURL(/#\/user\/login\?/);
  await expect(page.getByRole('heading', { name: zh['forgot.title'] })).toBeVisible();
});
