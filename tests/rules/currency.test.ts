import { describe, expect, it } from 'vitest';
import { currencyCodeOf, DEFAULT_CURRENCIES, offeredCurrencies, parseCurrencies } from '../../machines/rules/currency';
import { checkSettingValue, SITE_SETTING_DEFAULTS } from '../../machines/rules/siteSettings';

describe('the currencies setting', () => {
  it('defaults to CNY alone', () => {
    expect(DEFAULT_CURRENCIES).toBe('CNY');
    expect(SITE_SETTING_DEFAULTS.currencies).toBe('CNY');
    expect(offeredCurrencies(null)).toEqual([1]);
  });

  it('reads known codes joined by commas, in their order, any case and spacing', () => {
    expect(parseCurrencies('CNY')).toEqual([1]);
    expect(parseCurrencies('usd, CNY,hkd')).toEqual([3, 1, 2]);
    expect(checkSettingValue('currencies', 'CNY,HKD')).toBeNull();
  });

  it('refuses an unknown code, a repeat, an empty entry or nothing', () => {
    for (const value of ['CNY,XYZ', 'CNY,cny', 'CNY,', '', 'CNY;HKD']) {
      expect(parseCurrencies(value), value).toBeNull();
      expect(checkSettingValue('currencies', value), value).toBe('error.setting.currencies');
    }
  });

  it('offers the default when the stored value cannot be read, and names a currency by its code', () => {
    expect(offeredCurrencies('nonsense')).toEqual([1]);
    expect(currencyCodeOf(2)).toBe('HKD');
    expect(currencyCodeOf(9)).toBe('9');
  });
});
