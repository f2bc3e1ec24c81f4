import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { onServerClock, ownAddress, seenAgeNotice, uniqueSuffix } from './sandbox';

/**
 * Issue 27, bet records end to end on a member of its own: game names in the member's language, the
 * win/loss column and totals, and a row opening the bet's detail with the house round's result
 * (baccarat's hands, keno's numbers against the draw), in zh and en, with pictures at 1280 and 1920 px.
 */

const load = (code: string) => JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const zh = load('zh');

async function solvedCaptcha(request: APIRequestContext) {
  const uuid = crypto.randomUUID();
  await request.get(`/web/guest/user/getCaptcha?uuid=${uuid}`);
  const { answer } = (await (await request.get(`/web/sandbox/captcha/${uuid}`)).json()) as { answer: string };
  return { code: answer, codeId: uuid };
}

async function registerMember(request: APIRequestContext) {
  const suffix = uniqueSuffix();
  const member = { userName: `bd${suffix}`, password: 'start1234', phone: `137${suffix.padStart(8, '0').slice(-8)}` };
  await request.post('/web/guest/user/getPhoneCodeByRegister', { headers: ownAddress(), data: { phone: member.phone, ...(await solvedCaptcha(request)) } });
  let code = '';
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`/web/sandbox/outbox?to=${member.phone}`)).json()) as { messages: { code: string }[] };
      code = messages[0]?.code ?? '';
      return code;
    })
    .not.toBe('');
  const data = { ...member, confirmPassword: member.password, smsCode: code, agreed: '1' };
  const { token } = (await (await request.post('/web/guest/user/register', { data })).json()) as { token: string };
  return { ...member, token };
}

async function call(request: APIRequestContext, token: string, path: string, data?: object) {
  const response = await request.post(`/web${path}`, { headers: { token, 'Idempotency-Key': crypto.randomUUID() }, data });
  const body = (await response.json()) as { code: number } & Record<string, unknown>;
  expect(body.code, `${path}: ${JSON.stringify(body)}`).toBe(0);
  return body;
}

async function pictures(page: Page, name: string) {
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 1080 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('bet records show game names in the language, win/loss, and each bet in full with the house round', async ({ page, request }) => {
  const member = await registerMember(request);
  const credit = await request.post('/web/sandbox/credit', { data: { userName: member.userName, amount: '300.00' }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  expect(credit.ok()).toBe(true);
  await call(request, member.token, '/apiCode/convertMoney?from=central&to=house&amount=100.00');
  const { round } = (await call(request, member.token, '/house/baccarat/play', { player: '10.00', tie: '2.00' })) as unknown as {
    round: { orderNo: string; outcome: string; playerTotal: number; payout: string };
  };
  await call(request, member.token, '/house/keno/ticket', { numbers: [3, 17, 42, 58, 80], markets: ['big'], stake: '5.00' });

  await onServerClock(page, request);
  await seenAgeNotice(page);
  await page.addInitScript((value) => localStorage.setItem('AppToken', value), member.token);
  await page.goto('/#/record/betRecord');
  const rows = page.locator('.bet-records__table tbody tr');
  await expect(rows).toHaveCount(2);

  // The game's name from the catalogue in zh; the baccarat bet's win/loss is its payout minus 12.00.
  const baccarat = rows.filter({ hasText: round.orderNo });
  await expect(baccarat).toContainText('经典百家乐');
  const winLoss = Number(round.payout) - 12;
  await expect(baccarat.locator('.win-loss')).toHaveText(`${winLoss > 0 ? '+' : ''}${winLoss.toFixed(2)}`);
  // The totals' win/loss is the rows' (the keno ticket counts once its round is drawn, which may already be).
  const rowMinor = await rows.locator('.win-loss').evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-win-loss') ?? 0)));
  const sum = rowMinor.reduce((total, minor) => total + minor, 0) / 100;
  await expect(page.getByTestId('bet-totals').locator('[data-total="winLoss"]')).toHaveText(`${sum > 0 ? '+' : ''}${sum.toFixed(2)}`);

  // The row opens the bet in full, with the hands.
  await baccarat.locator('td').nth(3).click();
  const dialog = page.getByRole('dialog', { name: zh['bets.detail.title'] });
  await expect(dialog.getByTestId('bet-detail')).toContainText(round.orderNo);
  await expect(dialog.locator('.bet-baccarat')).toHaveAttribute('data-outcome', round.outcome);
  await expect(dialog.locator('[data-hand="player"]')).toContainText(zh['bets.detail.points'].replace('{points}', String(round.playerTotal)));
  await pictures(page, 'bet-detail-baccarat-zh');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The keno ticket opens from the keyboard (its order number is a button) with its numbers.
  await rows.filter({ hasText: '快乐彩' }).getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('bet-keno-picks').locator('li')).toHaveCount(5);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect((await request.post('/web/sandbox/clock', { data: { advanceMs: 61_000 } })).ok()).toBe(true);
  await call(request, member.token, '/house/keno/state');

  // In English, after the draw.
  await page.evaluate(() => localStorage.setItem('AppLanguage', 'en'));
  await onServerClock(page, request);
  await page.reload();
  const en = load('en');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Classic Baccarat' })).toHaveCount(1);
  await pictures(page, 'bet-records-en');
  await rows.filter({ hasText: 'Happy Lottery' }).locator('td').nth(3).click();
  const enDialog = page.getByRole('dialog', { name: en['bets.detail.title'] });
  await expect(enDialog.getByTestId('bet-keno-drawn').locator('li')).toHaveCount(20);
  await expect(enDialog.getByTestId('bet-keno-picks').locator('li')).toHaveCount(5);
  await expect(enDialog.locator('.bet-keno__hits')).toHaveText(/^\d+ hits?$/);
  await pictures(page, 'bet-detail-keno-en');
});
