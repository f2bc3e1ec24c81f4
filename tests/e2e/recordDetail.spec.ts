import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { newMember, onServerClock, seenAgeNotice, signedInAs } from './sandbox';
import { networkQuiet } from './networkQuiet';

/**
 * Issue 23: a transaction record opened from its row (/transactionRecord/getTransactionRecordInfo) on a
 * member of this spec's own: a transfer names the wallets it moved between, a mode switch says it moved no
 * money, a deposit shows its order; in Chinese, the site's default.
 */

const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;

async function call(request: APIRequestContext, token: string, path: string, options: { params?: Record<string, string>; data?: object } = {}) {
  const response = await request.post(`/web${path}`, { headers: { token, 'Idempotency-Key': crypto.randomUUID() }, ...options });
  const body = (await response.json()) as { code: number; msg: string };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body;
}

test('a transfer, a mode switch and a deposit open in full from their rows', async ({ page, request }) => {
  const member = await newMember(request);
  const credit = await request.post('/web/sandbox/credit', { data: { userName: member.userName, amount: '300.00' }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  expect(credit.ok()).toBe(true);
  await call(request, member.token, '/apiCode/convertMoney', { params: { from: 'central', to: 'rlive', amount: '45.60' } });
  await call(request, member.token, '/user/changeWalletType', { data: { walletType: 1 } });
  await call(request, member.token, '/recharge/recharge', { data: { paymentMethodId: 1, amount: '123.00', depositorName: '张三' } });

  await seenAgeNotice(page);
  await onServerClock(page, request);
  await signedInAs(page, member.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/record/transRecord?type=transfer');
  const rows = page.locator('.records-table tbody tr');
  await expect(rows).toHaveCount(2);
  await networkQuiet(page);

  // Newest first: the mode switch, then the transfer.
  const transferRow = rows.filter({ hasText: '45.60' });
  await transferRow.getByRole('button', { name: zh['deposit.records.details'] }).click();
  const dialog = page.getByRole('dialog', { name: zh['deposit.records.transferDetailTitle'] });
  await expect(dialog.getByTestId('transfer-detail-from')).toHaveText(zh['venue.centralWallet']);
  await expect(dialog.getByTestId('transfer-detail-to')).not.toBeEmpty();
  await expect(dialog).toContainText('45.60');
  await expect(dialog).toContainText(zh['record.convertType.1']);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const modeRow = rows.filter({ hasText: zh['record.convertType.5'] });
  await modeRow.getByRole('button', { name: zh['deposit.records.details'] }).click();
  await expect(dialog).toContainText(zh['records.modeChange']);
  await expect(dialog.getByTestId('transfer-detail-from')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.locator('.records-tabs').getByRole('link', { name: zh['deposit.records.tab.recharge'] }).click();
  const depositRow = page.locator('.records-table tbody tr').filter({ hasText: '123.00' });
  await depositRow.getByRole('button', { name: zh['deposit.records.details'] }).click();
  const depositDialog = page.getByRole('dialog', { name: zh['deposit.records.detailTitle'] });
  await expect(depositDialog.getByTestId('record-detail')).toContainText('张三');
  await expect(depositDialog).toContainText('123.00');
});
