import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fundedMember, seenAgeNotice } from './sandbox';
import { ROUTE, paths } from '../../src/config/paths';
import { betStatusLabelKey } from '../../machines/rules/bets';
import { RECHARGE_STATUS, rechargeStatusLabelKey } from '../../machines/rules/deposit';
import { WITHDRAW_STATUS, withdrawStatusLabelKey } from '../../machines/rules/withdrawal';
import type { BetRecord } from '../../contract/bets';
import type { DepositRecord, WithdrawRecord } from '../../contract/wallet';
import { networkQuiet } from './networkQuiet';

/**
 * Accessibility of every routed page (issue 11): axe-core in Chromium, for a guest and for the
 * member of the test's own (a new one with money and a transfer), in Chinese and in English; no serious or
 * critical violation is allowed.
 * The paths come from the route table itself, so a new route is checked as soon as it exists.
 */

const ROUTE_TABLE = readFileSync(new URL('../../src/app/routes.tsx', import.meta.url), 'utf8');
/** Routes with a parameter, each at one address: the e-game lobby and the shared category page. */
const WITH_PARAMETERS = [paths.egame(2), paths.gameCategory('realbet')];
const PATHS = [
  ...[...ROUTE_TABLE.matchAll(/\bpath:\s*ROUTE\.(\w+)/g)]
    .map((match) => ROUTE[match[1] as keyof typeof ROUTE])
    .filter((path) => path !== undefined && !path.includes(':')),
  ...WITH_PARAMETERS,
];
const BLOCKING = new Set(['serious', 'critical']);
const LANGUAGES = [
  { code: 'zh', lang: 'zh-CN' },
  { code: 'en', lang: 'en' },
] as const;

type Visitor = 'guest' | 'member';

async function prepare(page: Page, request: Parameters<typeof fundedMember>[0], visitor: Visitor, language: string) {
  await seenAgeNotice(page);
  await page.addInitScript((code) => localStorage.setItem('AppLanguage', code), language);
  if (visitor === 'member') {
    // A member of the test's own, with money and a transfer in the records, so the member's pages have rows.
    const { token } = await fundedMember(request);
    const moved = await request.post('/web/apiCode/convertMoney?from=central&to=rlive&amount=12.34', { headers: { token, 'idempotency-key': crypto.randomUUID() } });
    expect(((await moved.json()) as { code: number }).code).toBe(0);
    await page.addInitScript((value) => localStorage.setItem('AppToken', value), token);
  }
}

/** The page once its lazy view, its content and the member's data have arrived. */
async function settle(page: Page, visitor: Visitor, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  if (visitor === 'member') await expect(page.getByTestId('header-user')).toHaveText(/^mb\d+$/);
  else await expect(page.locator('[data-scope="header"]')).toBeVisible();
  await networkQuiet(page);
  await expect(page.locator('.site-main .page-message')).toHaveCount(0);
  // Fades and slides in progress leave axe unable to judge colours: wait for the finite ones to end.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** axe's serious and critical findings, as readable lines (rule, impact, the elements at fault). */
async function blockingViolations(page: Page): Promise<string[]> {
  // target-size (WCAG 2.2, 24 px) is off in axe by default; Lighthouse checks it, so this spec does too.
  const { violations } = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
          .slice(0, 6)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
          .join('\n    ')}`,
    );
}

test('the route table lists the pages this spec visits', () => {
  expect(PATHS).toContain('/');
  expect(PATHS.length).toBeGreaterThan(5);
  expect(PATHS).toEqual(expect.arrayContaining(['/finance/withdrawal', '/addBankCard', '/virtualCoinCard', '/ebpayAccount']));
});

test('the withdrawal page with its help pop-up, and the bank card dialog, pass axe', async ({ page, request }) => {
  await prepare(page, request, 'member', 'zh');
  await page.goto('/#/finance/withdrawal');
  await settle(page, 'member', 'zh-CN');
  await page.locator('.panel-links button').first().click();
  await expect(page.getByTestId('help-popup')).toBeVisible();
  const found = await blockingViolations(page);
  await page.keyboard.press('Escape');
  await page.goto('/#/addBankCard');
  await settle(page, 'member', 'zh-CN');
  await page.locator('.payout-card--add').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await blockingViolations(page)));
  expect(found, found.join('\n')).toEqual([]);
});

for (const visitor of ['guest', 'member'] as const) {
  for (const { code, lang } of LANGUAGES) {
    test(`every routed page passes axe for a ${visitor} in ${code}`, async ({ page, request }) => {
      test.setTimeout(30_000 + PATHS.length * 10_000);
      await prepare(page, request, visitor, code);
      const found: string[] = [];
      const checked = new Set<string>();
      for (const path of PATHS) {
        await page.goto(`/#${path}`);
        await settle(page, visitor, lang);
        // A guarded path sends a guest home, and /mine redirects: each page that shows is checked once.
        const shown = new URL(page.url()).hash || '#/';
        if (checked.has(shown)) continue;
        checked.add(shown);
        found.push(...(await blockingViolations(page)).map((line) => `#${path} → ${shown}: ${line}`));
      }
      expect(checked.size, `pages checked: ${[...checked].join(', ')}`).toBeGreaterThan(6);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

/**
 * Records in every status they can show: a new member holds almost none, so the pages above
 * show few rows. The record calls are answered here with one record per status (and a win,
 * a loss and a push), in the contract's shapes, so each status's colours are judged on the real pages.
 */
test('record tables and latest-record panels pass axe with a record in every status', async ({ page, request }) => {
  const zh = JSON.parse(readFileSync(new URL('../../locales/zh.json', import.meta.url), 'utf8')) as Record<string, string>;
  const now = Date.now();
  // A page as the server answers it: the asked page of the asked size (a side panel asks for 5).
  const pageOf = (records: unknown[], url: string) => {
    const query = new URL(url).searchParams;
    const pageIndex = Number(query.get('pageIndex') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 10);
    return { records: records.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), total: records.length, pageIndex, pageSize };
  };
  const bet = (id: number, status: number, stake: string, valid: string, payout: string): BetRecord => ({
    id, orderNo: `B${id}`, platType: 'pgx', apiTitle: 'PG', gameCode: 'g', gameName: 'Fortune', roundId: `R${id}`,
    betAmount: stake, validBetAmount: valid, payout, status, statusName: zh[betStatusLabelKey(status)], createTime: now - id * 60_000,
    settleTime: status === 2 ? null : now - id * 30_000,
  });
  const bets = [bet(1, 1, '10.00', '10.00', '20.00'), bet(2, 1, '10.00', '10.00', '0.00'), bet(3, 1, '10.00', '0.00', '10.00'), bet(4, 0, '5.00', '0.00', '5.00'), bet(5, 2, '8.00', '8.00', '0.00')];
  const deposits: DepositRecord[] = Object.values(RECHARGE_STATUS).map((status) => ({
    id: status + 1, orderNo: `D${status}`, rechargeType: 'bank', rechargeTypeName: zh['deposit.method.bank'], rechargeMoney: '100.00', cryptoAmount: null, cryptoRate: null, cryptoRateTime: null, 
    status, statusName: zh[rechargeStatusLabelKey(status)], createTime: now - status * 60_000,
  }));
  const withdrawals: WithdrawRecord[] = Object.values(WITHDRAW_STATUS).map((status) => ({
    id: status + 1, orderNo: `W${status}`, withdrawMethod: 'appointment', withdrawMethodName: zh['withdrawal.method.appointment'], withdrawAmount: '100.00',
    accountKind: 'bankCard', accountName: '中国银行', accountNo: '6222***********3445', bonusAmount: status === 0 ? '0.10' : '0.00', cryptoAmount: null, cryptoRate: null, cryptoRateTime: null, 
    status, statusName: zh[withdrawStatusLabelKey(status)], createTime: now - status * 60_000,
  }));
  const answer = (reply: object) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 0, msg: '', ...reply }) });
  await page.route(/\/web\/user\/getBetRecord/, (route) => route.fulfill(answer({ page: pageOf(bets, route.request().url()) })));
  await page.route(/\/web\/user\/getSumBetRecord/, (route) =>
    route.fulfill(answer({ sum: { count: bets.length, betAmount: '43.00', validBetAmount: '28.00', payout: '35.00' } })),
  );
  await page.route(/\/web\/(user\/getUserTransInfo|transactionRecord\/queryTransactionRecordList)/, async (route) => {
    const transType = new URL(route.request().url()).searchParams.get('transType');
    if (transType === 'recharge') return route.fulfill(answer({ page: pageOf(deposits, route.request().url()) }));
    if (transType === 'withdraw') return route.fulfill(answer({ page: pageOf(withdrawals, route.request().url()) }));
    return route.fallback();
  });
  await prepare(page, request, 'member', 'zh');
  const found: string[] = [];
  // Each page with the table or panel that must show the records answered above.
  const pages: [string, string, number][] = [
    [paths.betRecord(), '.bet-records__table tbody tr[data-status]', bets.length],
    [paths.transRecord('recharge'), '.records-table tbody tr', deposits.length],
    [paths.transRecord('withdraw'), '.records-table tbody tr', withdrawals.length],
    // The deposit and withdrawal pages' panels show the five latest.
    [paths.deposit(), '[data-testid="latest-deposits"] li', Math.min(5, deposits.length)],
    [paths.withdrawal(), '[data-testid="latest-withdrawals"] li', Math.min(5, withdrawals.length)],
    [paths.wallet(), '.latest-bets li', bets.length],
  ];
  for (const [path, rows, count] of pages) {
    await page.goto(`/#${path}`);
    await settle(page, 'member', 'zh-CN');
    await expect(page.locator(rows), `${path} shows the answered records`).toHaveCount(count);
    found.push(...(await blockingViolations(page)).map((line) => `#${path}: ${line}`));
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('the personal page /mine/userInfo and each of its dialogs pass axe', async ({ page, request }) => {
  expect(PATHS).toContain('/mine/userInfo');
  test.setTimeout(150_000);
  await prepare(page, request, 'member', 'zh');
  await page.goto('/#/mine/userInfo');
  await settle(page, 'member', 'zh-CN');
  const found = await blockingViolations(page);
  const openers = ['.user-info__avatar', '.user-info__edit', ...['phone', 'email', 'password', 'withdrawPassword'].map((item) => `[data-item="${item}"] button`)];
  for (const opener of openers) {
    await page.locator(opener).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await blockingViolations(page)).map((line) => `${opener}: ${line}`));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('the age notice dialog passes axe on a first visit', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  await networkQuiet(page);
  const found = await blockingViolations(page);
  expect(found, found.join('\n')).toEqual([]);
});
