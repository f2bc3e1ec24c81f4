import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { latestRecordsQuery } from '../../src/components/list/latestRecords';
import { DAY_MS, RECORD_WINDOW_DAYS, WELFARE_WINDOW_DAYS } from '../../machines/rules/wallet';
import { unreadBadge } from '../../machines/rules/display';
import { checkSmsCode, normaliseCaptcha } from '../../machines/rules/validation';

/**
 * Constants of spec section 9 that have no timed machine of their own, each pinned with the spec's
 * number written out (never computed from the constant under test). The timed ones are pinned in
 * tests/machines (banner, ticker, age notice, unload window, toast) and the server's 30-day refusal
 * in tests/server/records.test.ts.
 */

const THIRTY_DAYS_MS = 30 * 86_400_000;

describe('history windows (spec: bet and transaction records 30 days, welfare records 90 days)', () => {
  it('the shared rules say 30 and 90 days of 86,400,000 ms', () => {
    expect(RECORD_WINDOW_DAYS).toBe(30);
    expect(WELFARE_WINDOW_DAYS).toBe(90);
    expect(DAY_MS).toBe(86_400_000);
  });

  it('the side panels (deposits, withdrawals, transfers) ask for the latest 5 records of the 30 days ending with today', () => {
    const query = latestRecordsQuery(new Date(2026, 10, 21, 12).getTime());
    expect(query.endTime).toBe(new Date(2026, 10, 21, 23, 59, 59, 999).getTime());
    expect(query.endTime - query.startTime).toBe(THIRTY_DAYS_MS - 1);
    expect(query).toMatchObject({ pageIndex: 1, pageSize: 5 });
  });
});

describe('unread badge (spec: "99+" above 99)', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('%s unread shows %j', (count, shown) => expect(unreadBadge(count)).toBe(shown));
});

describe('captcha and SMS code lengths (spec: captcha 6; SMS codes of 6 digits)', () => {
  it('the captcha input keeps 6 characters and drops the 7th', () => {
    expect(normaliseCaptcha('abcdef')).toBe('abcdef');
    expect(normaliseCaptcha('abcdefg')).toBe('abcdef');
  });

  it('an SMS code has exactly 6 digits', () => {
    expect(checkSmsCode('12345')).toBe('rule.smsCode.format');
    expect(checkSmsCode('123456')).toBeNull();
    expect(checkSmsCode('1234567')).toBe('rule.smsCode.format');
  });
});

describe('navigation panel (spec: 1200 px wide)', () => {
  // jsdom lays nothing out, so the width is read from the stylesheet the panel uses.
  it('the provider panel of the category navigation is 1200 px wide', () => {
    const css = readFileSync('src/features/layout/CategoryNav.css', 'utf8');
    const panel = css.match(/\.category-nav__panel\s*\{([^}]*)\}/);
    expect(panel?.[1]).toMatch(/(^|;|\s)width:\s*1200px\s*;/);
  });
});
