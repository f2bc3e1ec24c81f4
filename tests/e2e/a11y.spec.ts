import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoToken, seenAgeNotice } from './sandbox';
import { ROUTE, paths } from '../../src/config/paths';

/**
 * Accessibility of every routed page (issue 11): axe-core in Chromium, for a guest and for the
 * demo member, in Chinese and in English; no serious or critical violation is allowed.
 * The paths come from the route table itself, so a new route is checked as soon as it exists.
 */

const ROUTE_TABLE = readFileSync(new URL('../../src/app/routes.tsx', import.meta.url), 'utf8');
/** Routes with a parameter, each at one address: the e-game lobby and the shared category page. */
const WITH_PARAMETERS = [paths.egame(2), paths.gameCategory('realbet')];
const PATHS = [
  ...[...ROUTE_TABLE.matchAll(/\bpath:\s*ROUTE\.(\w+)/g)]
    .map((match) => ROUTE[match[1] as keyof typeof ROUTE])
    .filter((path) => path !== undefined && !path.includes(':')),
  ...WITH_PARAMETERS,
];
const BLOCKING = new Set(['serious', 'critical']);
const LANGUAGES = [
  { code: 'zh', lang: 'zh-CN' },
  { code: 'en', lang: 'en' },
] as const;

type Visitor = 'guest' | 'member';

async function prepare(page: Page, request: Parameters<typeof demoToken>[0], visitor: Visitor, language: string) {
  await seenAgeNotice(page);
  await page.addInitScript((code) => localStorage.setItem('AppLanguage', code), language);
  if (visitor === 'member') {
    const token = await demoToken(request);
    await page.addInitScript((value) => localStorage.setItem('AppToken', value), token);
  }
}

/** The page once its lazy view, its content and the member's data have arrived. */
async function settle(page: Page, visitor: Visitor, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  if (visitor === 'member') await expect(page.getByTestId('header-user')).toHaveText('demo01');
  else await expect(page.locator('[data-scope="header"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.site-main .page-message')).toHaveCount(0);
  // Fades and slides in progress leave axe unable to judge colours: wait for the finite ones to end.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** axe's serious and critical findings, as readable lines (rule, impact, the elements at fault). */
async function blockingViolations(page: Page): Promise<string[]> {
  // target-size (WCAG 2.2, 24 px) is off in axe by default; Lighthouse checks it, so this spec does too.
  const { violations } = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
          .slice(0, 6)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
          .join('\n    ')}`,
    );
}

test('the route table lists the pages this spec visits', () => {
  expect(PATHS).toContain('/');
  expect(PATHS.length).toBeGreaterThan(5);
  expect(PATHS).toEqual(expect.arrayContaining(['/finance/withdrawal', '/addBankCard', '/virtualCoinCard', '/ebpayAccount']));
});

test('the withdrawal page with its help pop-up, and the bank card dialog, pass axe', async ({ page, request }) => {
  await prepare(page, request, 'member', 'zh');
  await page.goto('/#/finance/withdrawal');
  await settle(page, 'member', 'zh-CN');
  await page.locator('.panel-links button').first().click();
  await expect(page.getByTestId('help-popup')).toBeVisible();
  const found = await blockingViolations(page);
  await page.keyboard.press('Escape');
  await page.goto('/#/addBankCard');
  await settle(page, 'member', 'zh-CN');
  await page.locator('.payout-card--add').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await blockingViolations(page)));
  expect(found, found.join('\n')).toEqual([]);
});

for (const visitor of ['guest', 'member'] as const) {
  for (const { code, lang } of LANGUAGES) {
    test(`every routed page passes axe for a ${visitor} in ${code}`, async ({ page, request }) => {
      test.setTimeout(30_000 + PATHS.length * 10_000);
      await prepare(page, request, visitor, code);
      const found: string[] = [];
      const checked = new Set<string>();
      for (const path of PATHS) {
        await page.goto(`/#${path}`);
        await settle(page, visitor, lang);
        // A guarded path sends a guest home, and /mine redirects: each page that shows is checked once.
        const shown = new URL(page.url()).hash || '#/';
        if (checked.has(shown)) continue;
        checked.add(shown);
        found.push(...(await blockingViolations(page)).map((line) => `#${path} → ${shown}: ${line}`));
      }
      expect(checked.size, `pages checked: ${[...checked].join(', ')}`).toBeGreaterThan(6);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

test('the personal page /mine/userInfo and each of its dialogs pass axe', async ({ page, request }) => {
  expect(PATHS).toContain('/mine/userInfo');
  test.setTimeout(150_000);
  await prepare(page, request, 'member', 'zh');
  await page.goto('/#/mine/userInfo');
  await settle(page, 'member', 'zh-CN');
  const found = await blockingViolations(page);
  const openers = ['.user-info__avatar', '.user-info__edit', ...['phone', 'email', 'password', 'withdrawPassword'].map((item) => `[data-item="${item}"] button`)];
  for (const opener of openers) {
    await page.locator(opener).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await blockingViolations(page)).map((line) => `${opener}: ${line}`));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('the age notice dialog passes axe on a first visit', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const found = await blockingViolations(page);
  expect(found, found.join('\n')).toEqual([]);
});
