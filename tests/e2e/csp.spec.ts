import { expect, test, type Page } from '@playwright/test';
import { ROUTE } from '../../src/config/paths';
import { fundedMember, seenAgeNotice } from './sandbox';
import { networkQuiet } from './networkQuiet';

/**
 * The built site under the server's Content-Security-Policy: every page, as a guest and as a member,
 * raises no CSP violation and no page error. (Routes with a path parameter are reached from others.)
 */

const PAGES = Object.values(ROUTE).filter((path) => !path.includes(':'));

/** Records violations the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|CSP violation/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

async function visitAll(page: Page, problems: string[]) {
  for (const path of PAGES) {
    await page.goto(`/#${path}`);
    await networkQuiet(page);
    expect(problems, path).toEqual([]);
  }
}

test('every page loads under the CSP without a violation, as a guest', async ({ page }) => {
  await seenAgeNotice(page);
  const problems = await watchViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await visitAll(page, problems);
});

test('every page loads under the CSP without a violation, as a member', async ({ page, request }) => {
  await seenAgeNotice(page);
  const { token } = await fundedMember(request);
  await page.addInitScript((value) => localStorage.setItem('AppToken', value), token);
  const problems = await watchViolations(page);
  await visitAll(page, problems);
});

test('the sandbox venue page and the API documentation work under their own policies', async ({ page }) => {
  const problems = await watchViolations(page);
  await page.goto('/web/sandbox/venue/rlive?lang=en');
  await networkQuiet(page);
  await page.goto('/web/docs/');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Golden Arena member API');
  expect(problems).toEqual([]);
});
