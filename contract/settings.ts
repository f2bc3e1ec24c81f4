import { Type, type Static } from 'typebox';
import { endpoint, EpochMs } from './envelope';
import { OPS_ROLES } from './ops';
import { SETTING_VALUE_MAX, SITE_SETTING_KEYS, type SiteSettingKey } from '../machines/rules/siteSettings';

/**
 * Site settings an operator changes without a release (issue 23, machines/rules/siteSettings.ts): anyone
 * reads one by key (the registration form needs sms_switch before there is a member), an admin sets one
 * at the operator's desk.
 */

export const SettingKey = Type.Union([Type.Literal(SITE_SETTING_KEYS[0]), Type.Literal(SITE_SETTING_KEYS[1])], { description: SITE_SETTING_KEYS.join(', ') });

// Every key of the rule file is in the union (a key added there and not here fails to compile).
const everyKeyListed: [SiteSettingKey] extends [Static<typeof SettingKey>] ? true : false = true;
void everyKeyListed;

export const SettingQuery = Type.Object({ key: SettingKey });
export const SettingParams = Type.Object({ key: SettingKey });

export const SetSettingBody = Type.Object({
  value: Type.String({ maxLength: SETTING_VALUE_MAX, description: 'sms_switch: "1" the forms ask for an SMS code, "0" they do not; currencies: the offered currency codes joined by commas, e.g. "CNY,HKD"' }),
});

export const SysConfig = Type.Object({ configKey: SettingKey, configValue: Type.String() });
export type SysConfig = Static<typeof SysConfig>;

export const OpsSetting = Type.Object({
  configKey: SettingKey,
  configValue: Type.String(),
  updateTime: Type.Union([EpochMs, Type.Null()], { description: 'null: never set, the default applies' }),
  updatedBy: Type.Union([Type.String(), Type.Null()], { description: "The operator's name who set it last" }),
});
export type OpsSetting = Static<typeof OpsSetting>;

export const settings = {
  getSysConfigValue: endpoint({
    method: 'POST',
    path: '/sys/sysConfig/getSysConfigValue',
    summary: "One site setting's value by key (its default when never set); anyone may read it",
    access: 'guest',
    querystring: SettingQuery,
    reply: SysConfig,
  }),
} as const;

export const opsSettings = {
  opsSetSetting: endpoint({
    method: 'PUT',
    path: '/ops/settings/:key',
    summary: 'Sets a site setting from now on; recorded in the operators\' log',
    access: 'operator',
    roles: OPS_ROLES.admin,
    params: SettingParams,
    body: SetSettingBody,
    reply: Type.Object({ setting: OpsSetting }),
  }),
} as const;
