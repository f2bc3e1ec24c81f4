import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_OPERATOR_KEY as OPERATOR_KEY } from './operator';
import { newMember, onServerClock, seenAgeNotice, signedInAs } from './sandbox';

/**
 * Deposits end to end on the sandbox server, each test as a new member of its own: a bank transfer with a proof approved
 * by the operator, an online deposit through the sandbox cashier, a crypto order that expires, two
 * cancels and a refused third. Rules are tested at machine and server level; this walks the screens.
 */

const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;
const SCREENS = 'test-results/screens/deposit';
mkdirSync(SCREENS, { recursive: true });

/** A real 1×1 png: the server judges proofs by their bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.use({ viewport: { width: 1280, height: 900 } });

/** Opens the deposit page as a new member of the test's own (its orders and cancels count for no other test). */
async function openDeposit(page: Page, request: APIRequestContext) {
  await seenAgeNotice(page);
  const member = await newMember(request);
  await signedInAs(page, member.token);
  // The latest-deposits panel asks for the last 30 days by the page's clock: the server's, which earlier
  // specs may have moved on.
  await onServerClock(page, request);
  await page.goto('/#/finance/deposit');
  await expect(page.getByTestId('header-user')).toHaveText(member.userName);
  await expect(page.locator('.deposit-method').first()).toBeVisible();
}

const headerBalance = async (page: Page) => {
  await expect(page.getByTestId('header-balance')).not.toHaveText('--');
  return Math.round(Number((await page.getByTestId('header-balance').textContent())!.replace(/,/g, '')) * 100);
};

async function shot(page: Page, name: string) {
  // From the top, so the fixed header sits where a member sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

async function orderByBank(page: Page, amount: string) {
  await page.locator('.deposit-method[data-kind="bank"]').click();
  await page.locator('input[name="amount"]').fill(amount);
  await page.locator('input[name="depositorName"]').fill('Li Wei');
  await page.getByRole('button', { name: zh['deposit.submit'] }).click();
  await expect(page.getByRole('heading', { name: zh['deposit.bankTitle'] })).toBeVisible();
}

test('a bank transfer with a proof, approved by the operator, raises the header balance by exactly its amount', async ({ page, request }) => {
  await openDeposit(page, request);
  const before = await headerBalance(page);
  await shot(page, '1-method');
  await page.getByRole('link', { name: zh['deposit.tutorialLink'] }).click();
  await expect(page.getByRole('heading', { name: zh['deposit.tutorial.crypto.title'] })).toBeVisible();
  await shot(page, '0-tutorial');
  await page.getByRole('link', { name: zh['deposit.tutorialBack'] }).click();
  await expect(page.locator('.deposit-method').first()).toBeVisible();

  await page.getByRole('button', { name: zh['deposit.submit'] }).click();
  await expect(page.locator('.deposit-form').getByRole('alert').first()).toBeVisible();
  await orderByBank(page, '123.45');
  const remark = page.locator('[data-copy="deposit.remarkCode"]');
  await expect(remark).not.toBeEmpty();
  await expect(page.getByTestId('latest-deposits')).toContainText('123.45');
  await shot(page, '2-bank-pay');

  await page.getByRole('button', { name: zh['deposit.iHavePaid'] }).click();
  await page.getByRole('button', { name: zh['deposit.submitProof'] }).click();
  await expect(page.getByRole('alert')).toHaveText(zh['deposit.proofRequired']);
  await page.getByTestId('deposit-proof-input').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.deposit-proofs img')).toHaveCount(1);
  await shot(page, '3-proof');
  await page.getByRole('button', { name: zh['deposit.submitProof'] }).click();
  await expect(page.getByRole('heading', { name: zh['deposit.waitingTitle'] })).toBeVisible();
  await shot(page, '4-waiting');

  const orderNo = (await page.locator('.deposit-summary .is-code').textContent())!.trim();
  const approved = await request.post(`/web/ops/deposits/${orderNo}/approve`, { headers: { Authorization: `Bearer ${OPERATOR_KEY}` } });
  expect(approved.status()).toBe(200);
  await expect(page.getByRole('heading', { name: zh['deposit.ended.credited'] })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => headerBalance(page)).toBe(before + 12_345);
  await shot(page, '5-credited');

  await page.goto('/#/record/transRecord?type=recharge');
  const row = page.locator('.records-table tbody tr').filter({ hasText: orderNo });
  await expect(row).toContainText('123.45');
  await row.getByRole('button', { name: zh['deposit.records.details'] }).click();
  await expect(page.getByRole('dialog')).toContainText('Li Wei');
  await shot(page, '6-records-detail');
});

test('an online deposit is paid at the sandbox cashier in a new window', async ({ page, request }) => {
  await openDeposit(page, request);
  const before = await headerBalance(page);
  await page.locator('.deposit-method[data-kind="online"]').first().click();
  await page.locator('input[name="amount"]').fill('200');
  await shot(page, '7-online');
  const [cashier] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: zh['deposit.submitOnline'] }).click()]);
  await expect(page.getByRole('heading', { name: zh['deposit.waitingOnline'] })).toBeVisible();
  await cashier.waitForLoadState();
  await cashier.getByRole('button', { name: zh['deposit.cashier.pay'] }).click();
  await expect(cashier.getByText(zh['deposit.cashier.donePaid'])).toBeVisible();
  await expect(page.getByRole('heading', { name: zh['deposit.ended.credited'] })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => headerBalance(page)).toBe(before + 20_000);
});

test('a crypto order counts 30 minutes down and expires unpaid', async ({ page, request }) => {
  // openDeposit installs the page clock (on the server's time), which this test runs forward.
  await openDeposit(page, request);
  const before = await headerBalance(page);
  await page.locator('.deposit-method[data-kind="crypto"]').click();
  await page.locator('.deposit-chip', { hasText: 'USDT-ERC20' }).click();
  await page.locator('input[name="amount"]').fill('150');
  await page.getByRole('button', { name: zh['deposit.submit'] }).click();
  await expect(page.getByTestId('deposit-countdown')).toHaveText('30:00');
  await expect(page.locator('.deposit-qr svg')).toBeVisible();
  await page.clock.runFor(61_000);
  await expect(page.getByTestId('deposit-countdown')).toHaveText('28:59');
  await shot(page, '8-crypto');

  await page.getByRole('button', { name: zh['deposit.cancelOrder'] }).click();
  await shot(page, '9-cancel-dialog');
  await page.getByRole('button', { name: zh['deposit.keepOrder'] }).click();

  const advanced = await request.post('/web/sandbox/clock', { data: { advanceMs: 1_800_000 } });
  expect(advanced.ok()).toBe(true);
  await page.clock.runFor(1_739_000);
  await expect(page.getByRole('heading', { name: zh['deposit.ended.expired'] })).toBeVisible();
  await shot(page, '10-expired');
  expect(await headerBalance(page)).toBe(before);
});

test('two cancels a day are allowed, with a reason; the third is refused', async ({ page, request }) => {
  await openDeposit(page, request);
  for (const attempt of [1, 2, 3]) {
    await orderByBank(page, '100');
    await page.getByRole('button', { name: zh['deposit.cancelOrder'] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: zh['deposit.confirmCancel'] }).click();
    await expect(dialog.getByRole('alert')).toHaveText(zh['deposit.error.selectCancelReason']);
    await dialog.getByLabel(zh['deposit.cancelReason.wrongAmount']).check();
    await dialog.getByRole('button', { name: zh['deposit.confirmCancel'] }).click();
    if (attempt < 3) {
      await expect(page.getByRole('heading', { name: zh['deposit.ended.cancelled'] })).toBeVisible();
      await page.getByRole('button', { name: zh['deposit.newDeposit'] }).click();
    } else {
      await expect(dialog.getByRole('alert')).toHaveText(zh['deposit.error.cancelLimit'].replace('{limit}', '2'));
      await shot(page, '11-third-cancel-refused');
      await dialog.getByRole('button', { name: zh['deposit.keepOrder'] }).click();
      await expect(page.getByRole('heading', { name: zh['deposit.bankTitle'] })).toBeVisible();
    }
  }
});
