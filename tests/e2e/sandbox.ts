import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The sandbox doors of the API server: SMS outbox and captcha answers. */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`/web/sandbox/outbox?to=${phone}`);
  const { messages } = (await response.json()) as { messages: { code: string }[] };
  if (messages.length === 0) throw new Error(`no SMS to ${phone}`);
  return messages[0].code;
}

export async function captchaAnswer(request: APIRequestContext, page: Page, scope = 'header'): Promise<string> {
  const image = page.locator(`[data-scope="${scope}"] img.login-form__captcha`);
  await image.waitFor();
  // Wait for the image itself, so the server has stored this uuid's answer.
  await page.waitForFunction((element) => (element as HTMLImageElement).complete, await image.elementHandle());
  const uuid = new URL((await image.getAttribute('src'))!, 'http://x').searchParams.get('uuid');
  const response = await request.get(`/web/sandbox/captcha/${uuid}`);
  return ((await response.json()) as { answer: string }).answer;
}

export const uniqueSuffix = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;

/** A visitor who has already seen today's age notice, so it does not cover the page. */
export async function seenAgeNotice(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('AgeNoticeShownAt', String(Date.now())));
}

/**
 * Runs the page on the server's clock. Pages pick their date windows ("today", the last 7 days) from the
 * device's clock, and the sandbox clock only moves forward: after the earlier specs' advances (a crypto
 * order's 30 minutes, SMS waits, keno draws) the server may be past midnight while the browser is not.
 */
export async function onServerClock(page: Page, request: APIRequestContext): Promise<void> {
  const response = await request.post('/web/sandbox/clock', { data: { advanceMs: 0 } });
  const { now } = (await response.json()) as { now: number };
  await page.clock.install({ time: now });
}

/**
 * An address of a spec's own for guest code sends (X-Forwarded-For, which the e2e server trusts one hop of):
 * the server counts guest code sends per address (10 an hour), and the specs together send more than that.
 */
export const ownAddress = () => ({ 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` });

/**
 * A new member of this spec's own, registered through the API (captcha, SMS code, terms) from an address
 * of its own, so a spec depends on no other spec's members or on the demo member's state.
 */
export async function newMember(request: APIRequestContext): Promise<{ userName: string; password: string; token: string }> {
  const suffix = uniqueSuffix();
  const userName = `mb${suffix}`.slice(0, 11);
  const password = 'secret123';
  const phone = `138${suffix}`.slice(0, 11).padEnd(11, '3');
  const headers = ownAddress();
  const uuid = crypto.randomUUID();
  await request.get(`/web/guest/user/getCaptcha?uuid=${uuid}`, { headers });
  const { answer } = (await (await request.get(`/web/sandbox/captcha/${uuid}`)).json()) as { answer: string };
  const sent = await request.post('/web/guest/user/getPhoneCodeByRegister', { headers, data: { phone, code: answer, codeId: uuid } });
  if (!sent.ok()) throw new Error(`register code refused: ${await sent.text()}`);
  const data = { userName, password, confirmPassword: password, phone, smsCode: await latestSmsCode(request, phone), agreed: '1' };
  const registered = await request.post('/web/guest/user/register', { headers, data });
  const body = (await registered.json()) as { code: number; msg?: string; token?: string };
  if (body.code !== 0 || !body.token) throw new Error(`registration refused: ${body.msg}`);
  return { userName, password, token: body.token };
}

/**
 * A new member of the spec's own (newMember) with money in the central wallet, credited as a sandbox
 * adjustment through the ledger, so that no spec depends on the demo member's balance or records.
 */
export async function fundedMember(request: APIRequestContext, amount = '500.00'): Promise<{ userName: string; password: string; token: string }> {
  const member = await newMember(request);
  const credit = await request.post('/web/sandbox/credit', { data: { userName: member.userName, amount }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  if (!credit.ok()) throw new Error(`sandbox credit refused: ${await credit.text()}`);
  return member;
}

/** Opens the site as a member whose token the browser already holds (a returning member). */
export async function signedInAs(page: Page, token: string): Promise<void> {
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem('signedInAs')) localStorage.setItem('AppToken', stored);
    sessionStorage.setItem('signedInAs', '1');
  }, token);
}

const zhTexts = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;

/**
 * A new member registered through the register page as a visitor does it (captcha, SMS code, terms), in
 * Chinese; the member is signed in when it returns. `prefix` (two letters) and `phonePrefix` keep each
 * spec's names and numbers apart.
 */
export async function registerThroughThePage(page: Page, request: APIRequestContext, prefix: string, phonePrefix: string) {
  const suffix = uniqueSuffix();
  const member = { userName: `${prefix}${suffix}`.slice(0, 11), password: 'secret123', phone: `${phonePrefix}${suffix}`.slice(0, 11).padEnd(11, '5') };
  await page.goto('/#/user/register');
  await page.locator('#register-userName').fill(member.userName);
  await page.locator('#register-password').fill(member.password);
  await page.locator('#register-confirmPassword').fill(member.password);
  await page.locator('#register-phone').fill(member.phone);
  await page.locator('#register-captcha').fill(await captchaAnswer(request, page, 'register'));
  await page.getByRole('button', { name: zhTexts['register.sendCode'] }).click();
  await expect(page.getByText(zhTexts['register.codeSent'])).toBeVisible();
  await page.locator('#register-smsCode').fill(await latestSmsCode(request, member.phone));
  await page.locator('input[name="agreed"]').check();
  const answer = page.waitForResponse((response) => response.url().includes('/web/guest/user/register'));
  await page.getByRole('button', { name: zhTexts['register.submit'] }).click();
  // The server's answer, so that a refusal fails here with its own message.
  const body = (await (await answer).json()) as { code: number; msg?: string };
  expect(body, body.msg).toMatchObject({ code: 0 });
  await expect(page.getByTestId('header-user')).toHaveText(member.userName);
  return member;
}
