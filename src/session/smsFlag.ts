import { getSysConfigValue } from '../api/settings';
import { smsSwitchOn } from '../../machines/rules/siteSettings';
import { sessionData } from '../store/session';

/**
 * The session data's SMS flag (site setting sms_switch), read by the pages that ask for a code when they open
 * (registration, the payout accounts), so the home page's first load carries none of it. A failed read keeps
 * the code asked for, as before the setting existed.
 */
export async function loadSmsFlag(): Promise<void> {
  try {
    sessionData.smsRequired = smsSwitchOn(await getSysConfigValue('sms_switch', { handles: 'all' }));
  } catch {
    sessionData.smsRequired ??= true;
  }
}
