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

/** A setting's text in the language, else its value shared by every language. */
export async function websiteBasicInfo(db: Kysely<Database>, language: LanguageCode) {
  const rows = await db
    .selectFrom('site_config')
    .leftJoin('site_config_texts as text', (join) =>
      join.onRef('text.config_key', '=', 'site_config.config_key').on('text.language_type', '=', languageIdOf(language)),
    )
    .select(['site_config.config_key', 'site_config.config_value as shared', 'text.config_value as translated'])
    .orderBy('site_config.config_key')
    .execute();
  return rows.flatMap((row) => {
    const configValue = row.translated ?? row.shared;
    return configValue === null ? [] : [{ configKey: row.config_key, configValue }];
  });
}

export async function dictionary(db: Kysely<Database>, dictionaryValue: string, language: LanguageCode) {
  return db
    .selectFrom('dictionary_items as item')
    .innerJoin('dictionary_items_texts as text', (join) =>
      join
        .onRef('text.dictionary_value', '=', 'item.dictionary_value')
        .onRef('text.value', '=', 'item.value')
        .on('text.language_type', '=', languageIdOf(language)),
    )
    .select(['text.name', 'item.value'])
    .where('item.dictionary_value', '=', dictionaryValue)
    .orderBy('item.sort')
    .execute();
}

export async function registerTerms(db: Kysely<Database>, language: LanguageCode) {
  const row = await db
    .selectFrom('terms_texts')
    .select(['title', 'content'])
    .where('terms_key', '=', 'register')
    .where('language_type', '=', languageIdOf(language))
    .executeTakeFirst();
  return row ?? { title: '', content: '' };
}
