import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { newMember, seenAgeNotice, signedInAs } from './sandbox';
import { E2E_OPERATOR_KEY } from './operator';

/**
 * Issue 25's feedback end to end, on a member of its own: a feedback with a screenshot is sent (a short
 * description is refused first), the operator replies, the reply shows in the detail and arrives as a
 * private message. The mail centre and the feedback pages pass axe. Screenshots at 1280 px in zh and en.
 */

const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SHOTS = 'test-results/screens';
const operator = { authorization: `Bearer ${E2E_OPERATOR_KEY}` };

test.use({ viewport: { width: 1280, height: 800 } });

test('feedback with a screenshot is answered by the operator, in the detail and as a private message', async ({ page, request }) => {
  test.slow();
  const member = await newMember(request);
  await seenAgeNotice(page);
  await signedInAs(page, member.token);
  await page.goto('/#/feedback');
  await page.getByText(zh['feedback.type.1'], { exact: true }).click();
  const description = page.locator('textarea[name="problemDescription"]');
  await description.fill('充值一小时了还没有到账请帮忙查一下谢谢');
  await expect(page.getByTestId('feedback-count')).toHaveText('19/200');
  await page.locator('.feedback-form__submit').click();
  await expect(page.getByRole('alert')).toHaveText(zh['feedback.error.descriptionShort']);
  await description.fill('充值一小时了还没有到账请帮忙查一下谢谢您');
  await expect(page.getByTestId('feedback-count')).toHaveText('20/200');
  await page.locator('input[name="screenshot"]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.feedback-form__shots img')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/feedback-zh-1280.png`, fullPage: true });
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.locator('.feedback-form__submit').click();
  await expect(page.getByRole('status').first()).toContainText(zh['feedback.doneTitle']);

  const open = (await (await request.get('/web/ops/feedback?status=open', { headers: operator })).json()) as { feedback: Array<{ id: number; userName: string; imageUrls: string[] }> };
  const mine = open.feedback.find((item) => item.userName === member.userName)!;
  expect(mine.imageUrls).toHaveLength(1);
  const replied = await request.post(`/web/ops/feedback/${mine.id}/reply`, { headers: operator, data: { content: '您好，订单已到账，请刷新余额查看。' } });
  expect(((await replied.json()) as { code: number }).code).toBe(0);

  await page.goto(`/#/feedback/detail?order=${mine.id}`);
  await expect(page.getByTestId('feedback-reply')).toContainText('您好，订单已到账，请刷新余额查看。');
  await page.screenshot({ path: `${SHOTS}/feedback-detail-zh-1280.png`, fullPage: true });
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.goto('/#/mail');
  await page.locator('[data-tab="private"]').click();
  await expect(page.locator('.mail-item', { hasText: zh['notify.feedbackReplied.title'] })).toHaveClass(/is-unread/);
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.evaluate(() => localStorage.setItem('AppLanguage', 'en'));
  await page.goto('/#/feedback/list');
  // The language is read when the site starts.
  await page.reload();
  await expect(page.locator('.feedback-list__item')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/feedback-list-en-1280.png`, fullPage: true });
  await page.locator('.feedback-form__head a').click();
  await expect(page.locator('.feedback-form__submit')).toHaveText('Send feedback');
  await page.locator('textarea[name="problemDescription"]').fill('My withdrawal has been under review for an hour.');
  await page.screenshot({ path: `${SHOTS}/feedback-en-1280.png`, fullPage: true });
});
