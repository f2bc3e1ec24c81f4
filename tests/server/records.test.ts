import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import {
  createMember,
  DAY,
  expectFailure,
  expectLedgerClean,
  expectSuccess,
  launchVenue,
  memberPost,
  moneyPost,
  message,
  sandboxCredit,
  type Lang,
} from './flows';
import { issueToken } from '../../server/features/auth/tokens';
import { readContentFiles } from '../../server/features/content/contentFiles';

const PLATFORMS = readContentFiles().platforms;

/** POST /web/user/getUserTransInfo: transfer records with their types and labels, a 30-day window, pages. */

let h: Harness;
let serial = 0;
const freshMember = () => createMember(h, `rec${String(++serial).padStart(4, '0')}`);

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
afterEach(async () => {
  await expectLedgerClean(h);
});

interface TransferRecord {
  id: number;
  orderNo: string;
  convertType: number;
  convertTypeName: string;
  convertMoney: string;
  platType: string | null;
  apiTitle: string | null;
  statusName: string;
  createTime: number;
}
interface Page {
  records: TransferRecord[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

const records = (token: string, query: Record<string, string | number | undefined>, lang: Lang = 'zh') =>
  memberPost(h, token, '/user/getUserTransInfo', { query: { transType: 'transfer', ...query }, headers: { lang } });

const page = async (token: string, query: Record<string, string | number | undefined>, lang: Lang = 'zh') => {
  const response = await records(token, query, lang);
  expectSuccess(response);
  return response.body.page as Page;
};

const convert = (token: string, from: string, to: string, amount: string) =>
  moneyPost(h, token, '/apiCode/convertMoney', { query: { from, to, amount } });

const lastDay = () => ({ startTime: h.clock.now() - DAY, endTime: h.clock.now() + 1000 });

describe('transfer records', () => {
  it('lists all six types newest first, each with its label, venue title and status in the request language', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '100');
    expectSuccess(await convert(member.token, 'central', 'rlive', '10.00'));
    expectSuccess(await convert(member.token, 'rlive', 'central', '2.50'));
    expectSuccess(await moneyPost(h, member.token, '/user/changeWalletType', { payload: { walletType: 1 } }));
    expectSuccess(await launchVenue(h, member.token, 'gsport'));
    expectSuccess(await launchVenue(h, member.token, 'rlive'));
    expectSuccess(await moneyPost(h, member.token, '/user/changeWalletType', { payload: { walletType: 0 } }));

    const expected = [
      [6, '0.00', null],
      [3, '100.00', 'rlive'],
      [4, '100.00', 'gsport'],
      [3, '100.00', 'gsport'],
      [4, '7.50', 'rlive'],
      [5, '0.00', null],
      [2, '2.50', 'rlive'],
      [1, '10.00', 'rlive'],
    ] as const;
    for (const lang of ['zh', 'hk', 'en'] as const) {
      const result = await page(member.token, lastDay(), lang);
      expect(result.total).toBe(8);
      expect(result.records.map((record) => [record.convertType, record.convertMoney, record.platType])).toEqual(expected);
      for (const record of result.records) {
        expect(record.convertTypeName).toBe(message(lang, `record.convertType.${record.convertType}`));
        expect(record.statusName).toBe(message(lang, 'record.status.success'));
        expect(record.orderNo).toMatch(/^TR[0-9]{13}[0-9A-F]{8}$/);
        expect(record.createTime).toBeLessThanOrEqual(h.clock.now());
        const venue = PLATFORMS.find((platform) => platform.platType === record.platType);
        expect(record.apiTitle).toBe(venue ? venue.title[lang] : null);
      }
    }
    const labels = (lang: Lang) => [1, 2, 3, 4, 5, 6].map((type) => message(lang, `record.convertType.${type}`));
    expect(new Set(labels('zh')).size).toBe(6);
    expect(new Set(labels('hk')).size).toBe(6);
    expect(new Set(labels('en')).size).toBe(6);
  });

  it('shows only the caller’s transfers, not sandbox credits', async () => {
    const [one, two] = [await freshMember(), await freshMember()];
    await sandboxCredit(h, one.userName, '5');
    await sandboxCredit(h, two.userName, '5');
    expectSuccess(await convert(two.token, 'central', 'pgx', '5'));
    expect(await page(one.token, lastDay())).toEqual({ records: [], total: 0, pageIndex: 1, pageSize: 10 });
    expect((await page(two.token, lastDay())).total).toBe(1);
  });

  it('keeps to the window, both ends included, up to exactly 30 days', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '10');
    const times: number[] = [];
    for (let step = 0; step < 3; step += 1) {
      const token = await issueToken(h.db, h.clock, member.userId);
      expectSuccess(await convert(token, 'central', 'cq8', '1'));
      const [record] = (await page(token, lastDay())).records;
      times.push(record.createTime);
      h.clock.advance(20 * DAY);
    }
    const token = await issueToken(h.db, h.clock, member.userId);
    const within = async (startTime: number, endTime: number) =>
      (await page(token, { startTime, endTime })).records.map((record) => record.createTime);
    expect(await within(times[0], times[0] + 30 * DAY)).toEqual([times[1], times[0]]);
    expect(await within(times[0] + 1, times[0] + 1 + 30 * DAY)).toEqual([times[1]]);
    expect(await within(times[1], times[1] + 30 * DAY)).toEqual([times[2], times[1]]);
    expect(await within(times[1], times[1])).toEqual([times[1]]);
    expect(await within(times[2] + 1, times[2] + DAY)).toEqual([]);
  });

  it.each([
    ['no start time', { endTime: 1000 }, 'error.timeRequired', {}],
    ['no end time', { startTime: 1000 }, 'error.timeRequired', {}],
    ['no times at all', {}, 'error.timeRequired', {}],
    ['a start time that is not a number', { startTime: 'yesterday', endTime: 1000 }, 'error.badParameter', { name: 'startTime' }],
    ['a negative end time', { startTime: 0, endTime: -5 }, 'error.badParameter', { name: 'endTime' }],
    ['a fractional time', { startTime: 0.5, endTime: 1000 }, 'error.badParameter', { name: 'startTime' }],
    ['an end before the start', { startTime: 2000, endTime: 1999 }, 'error.timeOrder', {}],
    ['a window longer than 30 days', { startTime: 0, endTime: 30 * DAY + 1 }, 'error.timeRange', { days: 30 }],
    ['a page size of 0', { startTime: 0, endTime: 1, pageSize: 0 }, 'error.badParameter', { name: 'pageSize' }],
    ['a page size over 100', { startTime: 0, endTime: 1, pageSize: 101 }, 'error.badParameter', { name: 'pageSize' }],
    ['a page index of 0', { startTime: 0, endTime: 1, pageIndex: 0 }, 'error.badParameter', { name: 'pageIndex' }],
    ['a page index that is not a number', { startTime: 0, endTime: 1, pageIndex: 'two' }, 'error.badParameter', { name: 'pageIndex' }],
    ['an unknown record type', { transType: 'bets', startTime: 0, endTime: 1 }, 'error.badParameter', { name: 'transType' }],
    ['no record type', { transType: '', startTime: 0, endTime: 1 }, 'error.badParameter', { name: 'transType' }],
  ] as const)('refuses %s with 400', async (_, query, key, values) => {
    const member = await freshMember();
    for (const lang of ['zh', 'hk', 'en'] as const) {
      expectFailure(await records(member.token, query, lang), 400, key, lang, values);
    }
  });

  it('pages newest first without overlap, 1-100 records a page, 10 by default', async () => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '1');
    for (let index = 0; index < 25; index += 1) {
      expectSuccess(await convert(member.token, 'central', 'tgc', '0.01'));
      h.clock.advance(1000);
    }
    const window = lastDay();
    const pages = [];
    for (const pageIndex of [1, 2, 3, 4]) pages.push(await page(member.token, { ...window, pageIndex, pageSize: 10 }));
    expect(pages.map((one) => one.records.length)).toEqual([10, 10, 5, 0]);
    expect(pages.map((one) => [one.total, one.pageIndex, one.pageSize])).toEqual([
      [25, 1, 10],
      [25, 2, 10],
      [25, 3, 10],
      [25, 4, 10],
    ]);
    const all = pages.flatMap((one) => one.records);
    expect(new Set(all.map((record) => record.id)).size).toBe(25);
    const times = all.map((record) => record.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await page(member.token, window)).records).toEqual(pages[0].records);
    expect((await page(member.token, { ...window, pageSize: 100 })).records).toEqual(all);
    expect((await page(member.token, { ...window, pageSize: 1, pageIndex: 25 })).records).toEqual([all[24]]);
  });

  it.each([['recharge'], ['withdraw']])('answers an empty page for %s (deposits and withdrawals come later)', async (transType) => {
    const member = await freshMember();
    await sandboxCredit(h, member.userName, '1');
    expectSuccess(await convert(member.token, 'central', 'tgc', '1'));
    expect(await page(member.token, { ...lastDay(), transType, pageSize: 20 })).toEqual({
      records: [],
      total: 0,
      pageIndex: 1,
      pageSize: 20,
    });
  });
});
