import type { RuleResult } from './validation';
import { DEFAULT_CURRENCIES, parseCurrencies } from './currency';

/**
 * The site settings an operator changes without a release (issue 23): held in the database
 * (`site_settings`, migration 023), read by anyone through /sys/sysConfig/getSysConfigValue and set
 * at the operator's desk. A key never set reads as its default here. Shared by the server, which
 * checks a new value with `checkSettingValue`, and the site, which reads the values.
 */

export const SITE_SETTING_KEYS = ['sms_switch', 'currencies'] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

export const isSiteSettingKey = (key: string): key is SiteSettingKey => (SITE_SETTING_KEYS as readonly string[]).includes(key);

/** sms_switch: "1" registration and payout account forms confirm with an SMS code (as before the setting), "0" they do not. */
export const SMS_SWITCH = { on: '1', off: '0' } as const;

export const SITE_SETTING_DEFAULTS: Record<SiteSettingKey, string> = {
  sms_switch: SMS_SWITCH.on,
  currencies: DEFAULT_CURRENCIES,
};

/** A value's longest length in the table (varchar(200)). */
export const SETTING_VALUE_MAX = 200;

/** Whether `value` may be stored under `key`; the locale key of the problem otherwise. */
export function checkSettingValue(key: SiteSettingKey, value: string): RuleResult {
  switch (key) {
    case 'sms_switch':
      return value === SMS_SWITCH.on || value === SMS_SWITCH.off ? null : 'error.setting.smsSwitch';
    case 'currencies':
      return parseCurrencies(value) ? null : 'error.setting.currencies';
  }
}

/** Whether the SMS code is asked for; anything but "0" keeps it on (a setting that cannot be read leaves the forms as they were). */
export const smsSwitchOn = (value: string | null | undefined) => value !== SMS_SWITCH.off;
