import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import hk from '../../locales/hk.json';

/**
 * English counts through ICU plurals (issue 27): "1 day" and "2 days", "1 hit" and "2 hits", as react-intl
 * renders them on the site (the server's words: tests/unit/serverPlurals.test.ts); zh and hk keep their one form.
 */
const KEYS = [
  ['records.window', 'days'],
  ['shell.joined', 'days'],
  ['profile.joinedDays', 'days'],
  ['house.keno.hits', 'hits'],
  ['house.keno.payTable.hits', 'hits'],
  ['house.baccarat.points', 'points'],
  ['bets.totals', 'count'],
  ['bets.detail.hits', 'hits'],
  ['bets.detail.points', 'points'],
  ['games.lobby.count', 'total'],
  ['games.category.venues', 'count'],
  ['home.providerCount', 'count'],
  ['payout.cardLimit', 'max'],
  ['error.timeRange', 'days'],
  ['forgot.codeText', 'minutes'],
] as const;

function rendered(messages: Record<string, string>, locale: string, id: string, values: Record<string, string | number>) {
  const { container, unmount } = render(
    <IntlProvider locale={locale} messages={messages} onError={(error) => { throw error; }}>
      <FormattedMessage id={id} values={values} />
    </IntlProvider>,
  );
  const shown = container.textContent;
  unmount();
  return shown;
}

describe('English plurals through react-intl', () => {
  it.each(KEYS)('%s says one and two apart', (key, argument) => {
    const values = (n: number) => ({ [argument]: n, siteName: 'Golden Arena', code: '123456' });
    const one = rendered(en, 'en', key, values(1));
    const two = rendered(en, 'en', key, values(2));
    expect(one).toMatch(/\b1\b/);
    expect(two).toMatch(/\b2\b/);
    expect(one.replace(/\b1\b/, '#')).not.toBe(two.replace(/\b2\b/, '#'));
  });

  it('reads as it should for days and hits', () => {
    expect(rendered(en, 'en', 'profile.joinedDays', { days: 1 })).toBe('Member for 1 day');
    expect(rendered(en, 'en', 'profile.joinedDays', { days: 2 })).toBe('Member for 2 days');
    expect(rendered(en, 'en', 'house.keno.hits', { hits: 1 })).toBe('1 hit');
    expect(rendered(en, 'en', 'house.keno.hits', { hits: 2 })).toBe('2 hits');
    expect(rendered(en, 'en', 'house.keno.hits', { hits: 0 })).toBe('0 hits');
    expect(rendered(en, 'en', 'bets.totals', { count: 1 })).toBe('Total (1 bet)');
    expect(rendered(en, 'en', 'games.lobby.count', { total: 1200 })).toBe('1,200 games');
  });

  it('keeps the one form of zh and hk', () => {
    expect(rendered(zh, 'zh-CN', 'profile.joinedDays', { days: 1 })).toBe(zh['profile.joinedDays'].replace('{days}', '1'));
    expect(rendered(hk, 'zh-HK', 'profile.joinedDays', { days: 2 })).toBe(hk['profile.joinedDays'].replace('{days}', '2'));
    expect(rendered(zh, 'zh-CN', 'house.keno.hits', { hits: 1 })).toBe(zh['house.keno.hits'].replace('{hits}', '1'));
  });
});
