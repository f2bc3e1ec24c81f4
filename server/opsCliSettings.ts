/**
 * `npm run ops -- settings set <key> <value>`: the site settings desk of the operator's terminal
 * (./opsCli.ts), over PUT /web/ops/settings/{key} (admins). Answers the setting as it now stands.
 */
import type { OpsSetting } from '../contract/settings';
import { SITE_SETTING_KEYS } from '../machines/rules/siteSettings';

export const SETTINGS_USAGE = `       npm run ops -- settings set <${SITE_SETTING_KEYS.join('|')}> <value>   (sms_switch: 1 on, 0 off)`;

const settingLine = (setting: OpsSetting) =>
  [setting.configKey, setting.configValue, setting.updateTime === null ? 'default' : `set ${new Date(setting.updateTime).toISOString()} by ${setting.updatedBy ?? '-'}`].join('\t');

/** What the settings desk asks the server, or null for a command it does not understand. */
export function settingsRequest(action: string, rest: string[]) {
  if (action === 'set' && rest.length === 2) {
    return {
      method: 'PUT' as const,
      path: `/settings/${encodeURIComponent(rest[0])}`,
      body: { value: rest[1] },
      show: (answer: { setting?: OpsSetting }) => settingLine(answer.setting!),
    };
  }
  return null;
}
