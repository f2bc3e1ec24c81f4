import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { captchaAnswer, latestSmsCode, newMember, registerThroughThePage, seenAgeNotice } from './sandbox';

test.beforeEach(({ page }) => seenAgeNotice(page));

const locale = (code: 'zh' | 'hk' | 'en') =>
  JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const zh = locale('zh');
const hk = locale('hk');
const en = locale('en');

const header = (page: Page) => page.locator('header.site-header');
const headerForm = (page: Page) => page.locator('[data-scope="header"]');

/** The stored token, read again while a reload the site started is under way. */
const storedToken = (page: Page) =>
  expect.poll(() => page.evaluate(() => localStorage.getItem('AppToken')).catch(() => 'reloading'));

async function logInFromHeader(page: Page, request: Parameters<typeof latestSmsCode>[0], userName: string, password: string) {
  const form = headerForm(page);
  await form.locator('input[name="userName"]').fill(userName);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('input[name="code"]').fill(await captchaAnswer(request, page));
  await form.getByRole('button', { name: zh['auth.submitLogin'] }).click();
}

test('a visitor registers, logs out and logs back in with the captcha, seeing the balance', async ({ page, request }) => {
  await page.goto('/');
  await expect(headerForm(page)).toBeVisible();
  await header(page).screenshot({ path: 'test-results/screens/header-logged-out.png' });

  const member = await registerThroughThePage(page, request, 'pl', '139');
  await expect(page.locator('.toast').getByText(zh['notice.registerSuccess'])).toBeVisible();
  // A new member is welcomed with the way to a first deposit; this walk goes on without it.
  await page.getByRole('dialog', { name: zh['welcome.title'] }).getByRole('button', { name: zh['welcome.later'] }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByTestId('header-balance')).toHaveText('0.00');
  expect(await page.evaluate(() => localStorage.getItem('AppToken'))).toMatch(/^[\w-]{43}$/);
  await header(page).screenshot({ path: 'test-results/screens/header-logged-in.png' });
  await page.screenshot({ path: 'test-results/screens/home-logged-in.png' });

  await page.locator('.member-bar__user').hover();
  await page.getByRole('button', { name: zh['header.logout'] }).click();
  await storedToken(page).toBeNull();
  await page.waitForLoadState();
  await expect(headerForm(page)).toBeVisible();

  await logInFromHeader(page, request, member.userName, member.password);
  await expect(page.getByTestId('header-user')).toHaveText(member.userName);
  await expect(page.getByTestId('header-balance')).toHaveText('0.00');
});

test('a wrong password gets a clear message and a new captcha, in the chosen language', async ({ page, request }) => {
  // A member of the test's own: a wrong password counts against that account's attempts, and no other's.
  const member = await newMember(request);
  await page.goto('/');
  await page.getByLabel(zh['language.label']).selectOption('en');
  await expect(headerForm(page).getByRole('button', { name: en['auth.submitLogin'] })).toBeVisible();
  const captcha = headerForm(page).locator('img.login-form__captcha');
  const before = await captcha.getAttribute('src');
  const form = headerForm(page);
  await form.locator('input[name="userName"]').fill(member.userName);
  await form.locator('input[name="password"]').fill('wrongpass1');
  await form.locator('input[name="code"]').fill(await captchaAnswer(request, page));
  await form.getByRole('button', { name: en['auth.submitLogin'] }).click();
  await expect(page.getByRole('alert').filter({ hasText: en['error.badCredentials'] })).toBeVisible();
  await expect(captcha).not.toHaveAttribute('src', before!);
  expect(await page.evaluate(() => localStorage.getItem('AppToken'))).toBeNull();
});

test('the header speaks each language, and a member’s choice follows the account', async ({ page, request }) => {
  await page.goto('/');
  for (const [code, messages] of [['hk', hk], ['en', en], ['zh', zh]] as const) {
    await page.getByRole('combobox').selectOption(code);
    await expect(headerForm(page).getByRole('button', { name: messages['auth.submitLogin'] })).toBeVisible();
    await expect(headerForm(page).getByRole('link', { name: messages['header.register'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', code === 'zh' ? 'zh-CN' : code === 'hk' ? 'zh-HK' : 'en');
    await header(page).screenshot({ path: `test-results/screens/header-${code}.png` });
  }

  const member = await newMember(request);
  await logInFromHeader(page, request, member.userName, member.password);
  await expect(page.getByTestId('header-user')).toHaveText(member.userName);
  await page.getByRole('combobox').selectOption('en');
  await expect(page.getByRole('link', { name: en['header.deposit'] })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('AppToken'));
  const info = await (await request.post('/web/user/getUserInfo', { headers: { token: token! } })).json();
  expect(info.userInfo.languageType).toBe(3);
});

test('a member whose token is revoked on the server is sent home as a guest by the next 401', async ({ page, request }) => {
  const member = await newMember(request);
  await page.goto('/');
  await logInFromHeader(page, request, member.userName, member.password);
  await expect(page.getByTestId('header-user')).toHaveText(member.userName);
  await page.evaluate(() => {
    window.location.hash = '#/user/login';
  });
  const token = await page.evaluate(() => localStorage.getItem('AppToken'));
  const revoked = await (await request.post('/web/user/logout', { headers: { token: token! } })).json();
  expect(revoked.code).toBe(0);

  await page.getByRole('button', { name: zh['header.refreshBalance'] }).click();
  await storedToken(page).toBeNull();
  await expect(page).toHaveURL(/#\/$/);
  await expect(headerForm(page)).toBeVisible();
});

test('registration rules speak the member’s language and nothing is saved', async ({ page }) => {
  await page.goto('/#/user/register');
  await page.getByRole('combobox').selectOption('en');
  await page.locator('#register-userName').fill('1abc');
  await expect(page.getByText(en['rule.userName.firstDigit'])).toBeVisible();
  await page.getByRole('button', { name: en['register.submit'] }).click();
  await expect(page.getByText(en['rule.terms.required'])).toBeVisible();
  await expect(page.getByText(en['rule.password.required'])).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/register-errors-en.png' });
  expect(await page.evaluate(() => localStorage.getItem('AppToken'))).toBeNull();
});

test('unknown paths go home, and an address in a barred range is sent to the forbidden page', async ({ page, browser }) => {
  await page.goto('/#/no/such/page');
  await expect(page).toHaveURL(/#\/$/);

  const barred = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' } });
  const visitor = await barred.newPage();
  await visitor.goto('/');
  await expect(visitor).toHaveURL(/#\/access-forbid$/);
  await expect(visitor.getByRole('heading', { name: zh['forbid.title'] })).toBeVisible();
  await expect(visitor.getByTestId('forbidden-ip')).toContainText('198.51.100.23');
  await visitor.screenshot({ path: 'test-results/screens/access-forbid.png' });
  await barred.close();
});
