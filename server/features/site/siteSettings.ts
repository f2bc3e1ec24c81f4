import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';

export { LOGIN_CAPTCHA_ITEM, REGISTRATION_ITEM } from '../../../machines/rules/registerItems';

export async function registerItems(db: Kysely<Database>) {
  const rows = await db.selectFrom('register_items').selectAll().orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, itemKey: row.item_key, isShow: row.is_show === 1 }));
}

export async function isItemShown(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('register_items').select('is_show').where('id', '=', id).executeTakeFirst();
  return row?.is_show === 1;
}

/** Language 0 holds values shared by every language; a language's own row overrides it. */
export async function websiteBasicInfo(db: Kysely<Database>, language: LanguageCode) {
  const languageType = languageIdOf(language);
  const rows = await db
    .selectFrom('site_config')
    .selectAll()
    .where('language_type', 'in', [0, languageType])
    .orderBy('config_key')
    .orderBy('language_type')
    .execute();
  const values = new Map<string, string>();
  for (const row of rows) values.set(row.config_key, row.config_value);
  return [...values].map(([configKey, configValue]) => ({ configKey, configValue }));
}

export async function dictionary(db: Kysely<Database>, dictionaryValue: string, language: LanguageCode) {
  const rows = await db
    .selectFrom('dictionary_items')
    .selectAll()
    .where('dictionary_value', '=', dictionaryValue)
    .orderBy('sort')
    .execute();
  const name = ({ zh: 'name_zh', hk: 'name_hk', en: 'name_en' } as const)[language];
  return rows.map((row) => ({ name: row[name], value: row.value }));
}

export async function registerTerms(db: Kysely<Database>, language: LanguageCode) {
  const row = await db
    .selectFrom('terms')
    .select(['title', 'content'])
    .where('language_type', '=', languageIdOf(language))
    .executeTakeFirst();
  return row ?? { title: '', content: '' };
}
