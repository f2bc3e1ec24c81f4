import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';

/** Home and public-page content, in the language of the request. */

export async function notices(db: Kysely<Database>, language: LanguageCode) {
  const rows = await db
    .selectFrom('notices')
    .select(['title', 'content', 'scroll_content'])
    .where('language_type', '=', languageIdOf(language))
    .orderBy('sort')
    .execute();
  return rows.map((row) => ({ title: row.title, content: row.content, scrollContent: row.scroll_content }));
}

export async function slides(db: Kysely<Database>, language: LanguageCode, position: number, device: number) {
  const rows = await db
    .selectFrom('slides')
    .select(['img_url', 'activity_id'])
    .where('language_type', '=', languageIdOf(language))
    .where('position', '=', position)
    .where('device', '=', device)
    .orderBy('sort')
    .execute();
  return rows.map((row) => ({ imgUrl: row.img_url, activityId: row.activity_id }));
}

export const PLATFORM_TITLE = { zh: 'api_title_zh', hk: 'api_title_hk', en: 'eng' } as const satisfies Record<LanguageCode, string>;

async function platformRows(db: Kysely<Database>, gameType: number | null) {
  let query = db.selectFrom('platforms').selectAll().orderBy('game_type').orderBy('sort');
  if (gameType !== null) query = query.where('game_type', '=', gameType);
  return query.execute();
}

type PlatformRow = Awaited<ReturnType<typeof platformRows>>[number];

const platformView = (row: PlatformRow, language: LanguageCode) => ({
  platType: row.plat_type,
  apiTitle: row[PLATFORM_TITLE[language]],
  eng: row.eng,
  pcNavbarImgUrl: row.pc_navbar_img_url,
});

export async function gameCategories(db: Kysely<Database>, language: LanguageCode) {
  const categories = await db.selectFrom('game_categories').selectAll().orderBy('sort').execute();
  const platforms = await platformRows(db, null);
  const name = ({ zh: 'name_zh', hk: 'name_hk', en: 'name_en' } as const)[language];
  return categories.map((category) => ({
    gameType: category.game_type,
    gameTypeName: category[name],
    layout: category.layout,
    link: category.link,
    imgUrl: category.img_url,
    platTypeList: platforms
      .filter((platform) => platform.game_type === category.game_type)
      .map((platform) => platformView(platform, language)),
  }));
}

export async function platTypes(db: Kysely<Database>, language: LanguageCode, gameType: number) {
  const rows = await platformRows(db, gameType);
  return Object.fromEntries(rows.map((row) => [row.plat_type, platformView(row, language)]));
}

export async function helpTopics(db: Kysely<Database>, language: LanguageCode) {
  return db
    .selectFrom('help_articles')
    .select(['type', 'grp as group', 'title'])
    .where('language_type', '=', languageIdOf(language))
    .orderBy('sort')
    .execute();
}

export async function helpArticle(db: Kysely<Database>, language: LanguageCode, type: string) {
  return db
    .selectFrom('help_articles')
    .select(['type', 'grp as group', 'title', 'body'])
    .where('language_type', '=', languageIdOf(language))
    .where('type', '=', type)
    .executeTakeFirst();
}
