import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../machines/rules/display';
import { formatMinor } from '../../machines/rules/money';
import { languageCodeOf, languageIdOf, isLanguageCode } from '../../machines/rules/language';
import { loginCaptchaOn, registrationOpen } from '../../machines/rules/registerItems';
import { canEnter } from '../../src/app/routeGuard';

describe('amount display', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [-98765.4, '-98,765.40'],
    [0.1 + 0.2, '0.30'],
  ])('%s shows as %s', (amount, shown) => expect(formatAmount(amount)).toBe(shown));

  it('the server writes minor units as 2-decimal text without float drift', () => {
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(7)).toBe('0.07');
    expect(formatMinor(123456)).toBe('1234.56');
    expect(formatMinor(-250)).toBe('-2.50');
  });
});

describe('languages', () => {
  it('maps zh 1, hk 2, en 3 both ways', () => {
    expect([languageIdOf('zh'), languageIdOf('hk'), languageIdOf('en')]).toEqual([1, 2, 3]);
    expect([languageCodeOf(1), languageCodeOf(2), languageCodeOf(3), languageCodeOf(4), languageCodeOf(null)]).toEqual([
      'zh',
      'hk',
      'en',
      null,
      null,
    ]);
    expect(isLanguageCode('hk')).toBe(true);
    expect(isLanguageCode('fr')).toBe(false);
  });
});

describe('register items', () => {
  const items = (first: boolean, thirteenth: boolean) =>
    Array.from({ length: 13 }, (_, index) => ({
      id: index + 1,
      itemKey: `item${index + 1}`,
      isShow: index === 0 ? first : index === 12 ? thirteenth : !first,
    }));

  it('the first item governs registration and the 13th the login captcha', () => {
    expect(registrationOpen(items(true, false))).toBe(true);
    expect(registrationOpen(items(false, true))).toBe(false);
    expect(loginCaptchaOn(items(false, true))).toBe(true);
    expect(loginCaptchaOn(items(true, false))).toBe(false);
    expect(loginCaptchaOn([])).toBe(false);
  });
});

describe('route guard', () => {
  it('lets anyone into an open route, members into any known route, nobody into an unknown one', () => {
    expect(canEnter({ path: '/', open: true }, false)).toBe(true);
    expect(canEnter({ path: '/mine/userInfo', open: false }, false)).toBe(false);
    expect(canEnter({ path: '/mine/userInfo', open: false }, true)).toBe(true);
    expect(canEnter(undefined, true)).toBe(false);
  });

  it('sends a member away from a guest-only route (login, register) and lets a guest in (issue 27)', () => {
    expect(canEnter({ path: '/user/login', open: true, guestOnly: true }, false)).toBe(true);
    expect(canEnter({ path: '/user/login', open: true, guestOnly: true }, true)).toBe(false);
  });
});
