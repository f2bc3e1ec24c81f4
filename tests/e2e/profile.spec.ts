import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { captchaAnswer, ownAddress, seenAgeNotice, uniqueSuffix } from './sandbox';

/**
 * Issue 14 end to end, on members of their own (the demo member's password must not change): the
 * personal page's dialogs, the avatar, a password change ending another browser's session, and
 * password recovery by phone and by e-mail through the sandbox outbox. The rules themselves are
 * tested on the machines and the server.
 */

const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const outbox = async (request: APIRequestContext, to: string) =>
  ((await (await request.get(`/web/sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as { messages: { code: string }[] }).messages;

/** The code of the next message to `to`: waits until the outbox holds more than it did before. */
async function nextCode(request: APIRequestContext, to: string, before: number): Promise<string> {
  await expect.poll(async () => (await outbox(request, to)).length).toBeGreaterThan(before);
  return (await outbox(request, to))[0].code;
}

async function solvedCaptcha(request: APIRequestContext) {
  const uuid = crypto.randomUUID();
  await request.get(`/web/guest/user/getCaptcha?uuid=${uuid}`);
  const { answer } = (await (await request.get(`/web/sandbox/captcha/${uuid}`)).json()) as { answer: string };
  return { code: answer, codeId: uuid };
}

async function logIn(request: APIRequestContext, userName: string, password: string): Promise<string | null> {
  const captcha = await solvedCaptcha(request);
  const response = await request.post('/web/guest/user/login', { data: { userName, password, ...captcha } });
  return ((await response.json()) as { token?: string }).token ?? null;
}

/** A new member registered through the API: a phone of its own, the registration SMS code from the outbox. */
async function registerMember(request: APIRequestContext) {
  const suffix = uniqueSuffix();
  const member = { userName: `pf${suffix}`, password: 'start1234', phone: `139${suffix.padStart(8, '0').slice(-8)}` };
  await request.post('/web/guest/user/getPhoneCodeByRegister', { headers: ownAddress(), data: { phone: member.phone, ...(await solvedCaptcha(request)) } });
  const smsCode = await nextCode(request, member.phone, 0);
  const data = { ...member, confirmPassword: member.password, smsCode, agreed: '1' };
  const { token } = (await (await request.post('/web/guest/user/register', { data })).json()) as { token: string };
  return { ...member, token };
}

async function openProfile(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await seenAgeNotice(page);
  // The token is put in storage once, as a login leaves it: on later loads (the reload the site does when a
  // revoked token answers 401) the page keeps whatever the site left there.
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('tokenSeeded')) return;
    sessionStorage.setItem('tokenSeeded', '1');
    localStorage.setItem('AppToken', value);
  }, token);
  await page.goto('/#/mine/userInfo');
  await expect(page.locator('.user-info')).toBeVisible();
  return page;
}

const dialog = (page: Page) => page.getByRole('dialog');
const save = (page: Page) => dialog(page).getByRole('button', { name: zh['security.save'] }).click();
const sendCode = (page: Page) => dialog(page).getByRole('button', { name: zh['security.sendCode'] }).click();

test('a member sets the real name, binds an e-mail, sets and changes the withdrawal password, changes the avatar and the password', async ({
  browser,
  request,
}) => {
  const member = await registerMember(request);
  const page = await openProfile(browser, member.token);
  await page.screenshot({ path: 'test-results/screens/profile.png', fullPage: true });

  // Real name, gender and birth date, once.
  await page.getByRole('button', { name: zh['profile.edit'] }).click();
  await dialog(page).locator('#security-realName').fill('张伟');
  await dialog(page).getByText(zh['profile.gender.1']).click();
  await dialog(page).locator('#security-birthDate').fill('1990-05-01');
  await save(page);
  // The real name is set once: the dialog asks to confirm it as typed before anything is saved.
  await expect(dialog(page).getByTestId('confirm-real-name')).toHaveText('张伟');
  await expect(dialog(page)).toContainText(zh['profile.realName.confirmText']);
  await dialog(page).getByRole('button', { name: zh['profile.realName.confirm'] }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('.user-info__rows')).toContainText('张伟');
  await page.getByRole('button', { name: zh['profile.edit'] }).click();
  await expect(dialog(page).locator('#security-realName')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  // E-mail: a code to the address, from the outbox.
  const email = `${member.userName}@example.com`;
  await page.locator('[data-item="email"] button').click();
  await dialog(page).locator('#security-email').fill(email);
  await sendCode(page);
  await expect(dialog(page).getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await dialog(page).locator('#security-code').fill(await nextCode(request, email, 0));
  await save(page);
  await expect(page.locator('[data-item="email"]')).toContainText(`${member.userName.slice(0, Math.ceil(member.userName.length / 2))}`);
  await expect(page.locator('[data-item="email"]')).toContainText('***@example.com');

  // Withdrawal password: set with an SMS code to the bound phone, then changed with the old one.
  const textsBefore = (await outbox(request, member.phone)).length;
  await page.locator('[data-item="withdrawPassword"] button').click();
  await sendCode(page);
  await dialog(page).locator('#security-code').fill(await nextCode(request, member.phone, textsBefore));
  // Six equal digits or a run up or down is refused on the page, before anything is sent.
  await dialog(page).locator('#security-password').fill('123456');
  await dialog(page).locator('#security-confirmPassword').fill('123456');
  await save(page);
  await expect(dialog(page).getByRole('alert')).toHaveText(zh['security.withdrawPassword.weak']);
  await dialog(page).locator('#security-password').fill('135790');
  await dialog(page).locator('#security-confirmPassword').fill('135790');
  await save(page);
  await expect(page.locator('[data-item="withdrawPassword"] button')).toHaveText(zh['security.action.change']);
  await expect(page.locator('.security-meter strong')).toHaveText(zh['security.grade.high']);
  await page.locator('[data-item="withdrawPassword"] button').click();
  await dialog(page).locator('#security-oldPassword').fill('111111');
  await dialog(page).locator('#security-password').fill('654321');
  await dialog(page).locator('#security-confirmPassword').fill('654321');
  await save(page);
  await expect(dialog(page).getByRole('alert')).toHaveText(zh['security.withdrawPassword.weak']);
  await dialog(page).locator('#security-password').fill('975310');
  await dialog(page).locator('#security-confirmPassword').fill('975310');
  await save(page);
  await expect(dialog(page).getByRole('alert')).toHaveText(zh['security.withdrawPassword.wrong']);
  await dialog(page).locator('#security-oldPassword').fill('135790');
  await save(page);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByText(zh['security.saved.withdrawChange'])).toBeVisible();

  // Avatar: a preset, then an upload of our own.
  await page.locator('.user-info__avatar').click();
  await dialog(page).getByRole('listitem', { name: zh['profile.avatar.preset'].replace('{n}', '3') }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('.user-info__avatar img')).toHaveAttribute('src', '/avatars/preset-3.svg');
  await page.locator('.user-info__avatar').click();
  await dialog(page).locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('.user-info__avatar img')).toHaveAttribute('src', /\/web\/upload\//);

  // A password change signs the member out in another browser, not here.
  const other = await openProfile(browser, (await logIn(request, member.userName, member.password))!);
  await page.locator('[data-item="password"] button').click();
  await dialog(page).locator('#security-oldPassword').fill(member.password);
  await dialog(page).locator('#security-newPassword').fill('changed5678');
  await dialog(page).locator('#security-confirmPassword').fill('changed5678');
  await save(page);
  await expect(page.getByText(zh['security.saved.password'])).toBeVisible();
  await other.reload();
  await expect(other.locator('[data-scope="header"]')).toBeVisible();
  await expect(other.getByTestId('header-user')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('header-user')).toHaveText(member.userName);
  expect(await logIn(request, member.userName, 'changed5678')).not.toBeNull();
  await other.context().close();
  await page.context().close();
});

/** Recovery on the login page, by the channel given; answers after the success screen. */
async function recover(page: Page, request: APIRequestContext, userName: string, channel: 'phone' | 'email', to: string, newPassword: string) {
  // The login page's own link (the header's login form has one too).
  await page.getByRole('main').getByRole('link', { name: zh['forgot.link'] }).click();
  await page.locator('#forgot-userName').fill(userName);
  const before = (await outbox(request, to)).length;
  await page.getByRole('button', { name: zh['forgot.next'] }).click();
  // A code is sent only with the picture's characters (issue 22): without them, the step says so and sends nothing.
  await page.locator(`[data-channel="${channel}"]`).click();
  await expect(page.getByRole('alert')).toHaveText(zh['forgot.captchaRequired']);
  await page.locator('#forgot-captcha').fill(await captchaAnswer(request, page, 'forgot'));
  await page.locator(`[data-channel="${channel}"]`).click();
  await expect(page.locator('.forgot__code button')).toBeDisabled();
  await page.locator('#forgot-code').fill(await nextCode(request, to, before));
  await page.getByRole('button', { name: zh['forgot.next'] }).click();
  await page.locator('#forgot-newPassword').fill(newPassword);
  await page.locator('#forgot-confirmPassword').fill(newPassword);
  await page.getByRole('button', { name: zh['forgot.submit'] }).click();
  await expect(page.getByRole('status').filter({ hasText: zh['forgot.doneText'] })).toBeVisible();
  await page.screenshot({ path: `test-results/screens/forgot-done-${channel}.png` });
  await page.locator('.forgot').getByRole('button', { name: zh['forgot.backToLogin'] }).click();
  await expect(page.locator('.forgot')).toHaveCount(0);
}

test('a member recovers the password by phone and by e-mail through the outbox', async ({ page, request }) => {
  const member = await registerMember(request);
  const email = `${member.userName}@example.com`;
  const headers = { token: member.token };
  await request.post('/web/email/getEmailCode', { headers, data: { purpose: 'bindEmail', email } });
  await request.post('/web/email/checkEmailCode', { headers, data: { purpose: 'bindEmail', email, code: await nextCode(request, email, 0) } });
  await seenAgeNotice(page);
  await page.goto('/#/user/login');

  await recover(page, request, member.userName, 'phone', member.phone, 'byphone123');
  expect(await logIn(request, member.userName, 'byphone123')).not.toBeNull();

  await recover(page, request, member.userName, 'email', email, 'byemail123');
  expect(await logIn(request, member.userName, 'byphone123')).toBeNull();
  expect(await logIn(request, member.userName, 'byemail123')).not.toBeNull();
});
