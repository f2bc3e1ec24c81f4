import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newMember, seenAgeNotice, signedInAs } from './sandbox';
import { E2E_OPERATOR_KEY } from './operator';

/**
 * Issue 25's message centre end to end, on a member of its own: the operator's messages arrive (the header
 * badge counts them), opening one reads it, a tab is read at once, a refused deletion comes back, a
 * confirmed one goes; 100 unread show "99+". Screenshots of /mail at 1280 px in zh and en.
 */

const texts = (code: string) => JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const zh = texts('zh');
const SHOTS = 'test-results/screens';

async function send(request: APIRequestContext, data: Record<string, string>) {
  const response = await request.post('/web/ops/messages', { headers: { authorization: `Bearer ${E2E_OPERATOR_KEY}` }, data });
  expect(((await response.json()) as { code: number }).code).toBe(0);
}

const badge = (page: Page) => page.locator('.member-bar__unread');
const row = (page: Page, title: string) => page.locator('.mail-item', { hasText: title });

test('operator messages arrive, are read, read all per tab and deleted (a refused deletion comes back)', async ({ page, request }) => {
  test.slow();
  const member = await newMember(request);
  await send(request, { kind: 'private', userName: member.userName, title: '您的专属客服', content: '尊敬的会员，您的专属客服经理 Amy 已上线，如有任何问题请随时联系。' });
  await send(request, { kind: 'private', userName: member.userName, title: '生日礼金已发放', content: '祝您生日快乐！生日礼金已发放至您的福利中心，有效期 3 天。' });
  await send(request, { kind: 'private', userName: member.userName, title: 'VIP 晋级通知', content: '恭喜您晋级 VIP2，每日提款次数与额度已提升。' });

  await seenAgeNotice(page);
  await signedInAs(page, member.token);
  await page.goto('/#/mail');
  await expect(badge(page)).toHaveText('3');
  await page.locator('[data-tab="private"]').click();
  await expect(page.locator('.mail-item')).toHaveCount(3);
  await expect(page.locator('.mail-item.is-unread')).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/mail-zh-1280.png`, fullPage: true });

  // Opening a message reads it: the row and the header badge say so at once.
  await row(page, 'VIP 晋级通知').locator('.mail-item__open').click();
  await expect(page.getByRole('dialog', { name: 'VIP 晋级通知' })).toContainText('恭喜您晋级 VIP2');
  await page.screenshot({ path: `${SHOTS}/mail-detail-zh-1280.png` });
  await page.getByRole('dialog').getByRole('button', { name: zh['common.close'] }).last().click();
  await expect(row(page, 'VIP 晋级通知')).not.toHaveClass(/is-unread/);
  await expect(badge(page)).toHaveText('2');

  // A deletion the server refuses comes back; a confirmed one goes.
  await page.route('**/web/message/deleteMessage', (route) => route.fulfill({ json: { code: 500, msg: '系统繁忙' } }), { times: 1 });
  await row(page, '生日礼金已发放').getByRole('button', { name: /删除/ }).click();
  await page.getByTestId('mail-confirm-delete').click();
  await expect(row(page, '生日礼金已发放')).toHaveCount(1);
  await expect(badge(page)).toHaveText('2');
  await row(page, '生日礼金已发放').getByRole('button', { name: /删除/ }).click();
  await page.getByTestId('mail-confirm-delete').click();
  await expect(row(page, '生日礼金已发放')).toHaveCount(0);
  await expect(badge(page)).toHaveText('1');

  // Read the tab: nothing unread is left, and the badge goes.
  await page.getByTestId('mail-read-tab').click();
  await expect(page.locator('.mail-item.is-unread')).toHaveCount(0);
  await expect(badge(page)).toHaveCount(0);

  // In English, after a reload: the server kept every change.
  await page.evaluate(() => localStorage.setItem('AppLanguage', 'en'));
  await page.reload();
  await page.locator('[data-tab="private"]').click();
  await expect(page.locator('.mail-item')).toHaveCount(2);
  await send(request, { kind: 'private', userName: member.userName, title: 'Your weekly summary', content: 'You played 12 rounds this week. Good luck next week!' });
  await page.reload();
  await page.locator('[data-tab="private"]').click();
  await expect(page.locator('.mail-item.is-unread')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/mail-en-1280.png`, fullPage: true });

  // 100 unread: the badge says 99+.
  for (let index = 0; index < 99; index += 1) await send(request, { kind: 'private', userName: member.userName, title: `Notice ${index + 1}`, content: 'A message of a hundred.' });
  await page.reload();
  await expect(badge(page)).toHaveText('99+');
});

test.use({ viewport: { width: 1280, height: 800 } });
