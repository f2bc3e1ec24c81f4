import { call, type CallOptions } from './client';
import { settings } from '../../contract/settings';
import type { SiteSettingKey } from '../../machines/rules/siteSettings';

/** One site setting's value (/sys/sysConfig/getSysConfigValue), its default when the operator never set it. */
export async function getSysConfigValue(key: SiteSettingKey, options?: CallOptions): Promise<string> {
  return (await call(settings.getSysConfigValue, { query: { key } }, options)).configValue;
}
