import { expect, test, type APIRequestContext } from '@playwright/test';
import { newMember, seenAgeNotice, signedInAs } from './sandbox';
import { E2E_OPERATOR_KEY } from './operator';

/**
 * Issue 25's live stream end to end: with the site open in a tab, an operator approves the member's
 * deposit and, within a second and without a reload, the tab's header shows the new balance and the
 * unread badge counts the deposit's message.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A bank deposit of 321.00 the member confirmed as paid with a proof: awaiting the operator. */
async function confirmedDeposit(request: APIRequestContext, token: string): Promise<string> {
  const keyed = () => ({ token, 'idempotency-key': crypto.randomUUID() });
  const opened = await request.post('/web/recharge/recharge', { headers: keyed(), data: { paymentMethodId: 1, amount: '321.00', depositorName: 'Li Wei' } });
  const { rechargeOrder } = (await opened.json()) as { rechargeOrder: { id: number; orderNo: string } };
  const uploaded = await request.post('/web/upload/uploadFile', { headers: { token }, multipart: { files: { name: 'proof.png', mimeType: 'image/png', buffer: PNG } } });
  const { data: voucherUrls } = (await uploaded.json()) as { data: string[] };
  const confirmed = await request.post('/web/recharge/confirmRechargeOrder', { headers: keyed(), data: { id: rechargeOrder.id, voucherUrls } });
  expect(((await confirmed.json()) as { code: number }).code).toBe(0);
  return rechargeOrder.orderNo;
}

test('an approved deposit reaches an open tab within a second: the header balance and the unread badge, no reload', async ({ page, request }) => {
  const member = await newMember(request);
  const orderNo = await confirmedDeposit(request, member.token);
  await seenAgeNotice(page);
  await signedInAs(page, member.token);
  const streamOpened = page.waitForResponse((response) => response.url().endsWith('/web/user/events') && response.status() === 200);
  await page.goto('/#/');
  await expect(page.getByTestId('header-balance')).toHaveText('0.00');
  await streamOpened;
  await expect(page.locator('.member-bar__unread')).toHaveCount(0);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { liveSpecMark: true }));

  const approved = await request.post(`/web/ops/deposits/${orderNo}/approve`, { headers: { authorization: `Bearer ${E2E_OPERATOR_KEY}` } });
  expect(approved.status()).toBe(200);
  await expect(page.getByTestId('header-balance')).toHaveText('321.00', { timeout: 1_000 });
  await expect(page.locator('.member-bar__unread')).toHaveText('1', { timeout: 1_000 });
  expect(await page.evaluate(() => (window as unknown as { liveSpecMark?: boolean }).liveSpecMark)).toBe(true);
});
