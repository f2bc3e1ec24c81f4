import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest } from '../../errors';
import { checkSettingValue, SITE_SETTING_DEFAULTS, smsSwitchOn, type SiteSettingKey } from '../../../machines/rules/siteSettings';

/**
 * Site settings (migration 023, machines/rules/siteSettings.ts): a key's row when an operator has set it,
 * else its default. Read where a rule depends on one, so a change applies from the next request on.
 */

export interface SiteSetting {
  key: SiteSettingKey;
  value: string;
  updatedAt: number | null;
  updatedBy: string | null;
}

export async function readSetting(db: Kysely<Database>, key: SiteSettingKey): Promise<SiteSetting> {
  const row = await db.selectFrom('site_settings').selectAll().where('setting_key', '=', key).executeTakeFirst();
  return row
    ? { key, value: row.setting_value, updatedAt: Number(row.updated_at), updatedBy: row.updated_by }
    : { key, value: SITE_SETTING_DEFAULTS[key], updatedAt: null, updatedBy: null };
}

export const settingValue = async (db: Kysely<Database>, key: SiteSettingKey) => (await readSetting(db, key)).value;

/** sms_switch: whether registration and the payout account forms are confirmed by an SMS code. */
export const smsRequired = async (db: Kysely<Database>) => smsSwitchOn(await settingValue(db, 'sms_switch'));

/** Stores a checked value (a refusal names the field `value`), inside the caller's transaction. */
export async function writeSetting(trx: Transaction<Database>, clock: Clock, key: SiteSettingKey, value: string, by: string): Promise<SiteSetting> {
  const problem = checkSettingValue(key, value);
  if (problem) throw badRequest(problem, {}, 'value');
  const row = { setting_value: value, updated_at: clock.now(), updated_by: by };
  await trx
    .insertInto('site_settings')
    .values({ setting_key: key, ...row })
    .onConflict((conflict) => conflict.column('setting_key').doUpdateSet(row))
    .execute();
  return { key, value, updatedAt: row.updated_at, updatedBy: by };
}
