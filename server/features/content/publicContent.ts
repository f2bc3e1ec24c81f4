import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { languageIdOf, type LanguageCode } from '../../../machines/rules/language';

/**
 * Home and public-page content, in the language of the request. Translated columns are read from each
 * table's `<table>_texts` row of that language (the one translation scheme, see server/db/schema.ts).
 */

const ENGLISH = languageIdOf('en');

export async function notices(db: Kysely<Database>, language: LanguageCode) {
  return db
    .selectFrom('notices')
    .innerJoin('notices_texts as text', (join) =>
      join.onRef('text.notice_id', '=', 'notices.id').on('text.language_type', '=', languageIdOf(language)),
    )
    .select(['text.title', 'text.content', 'text.scroll_content as scrollContent'])
    .orderBy('notices.sort')
    .orderBy('notices.id')
    .execute();
}

export async function slides(db: Kysely<Database>, language: LanguageCode, position: number, device: number) {
  return db
    .selectFrom('slides')
    .innerJoin('slides_texts as text', (join) =>
      join.onRef('text.slide_id', '=', 'slides.id').on('text.language_type', '=', languageIdOf(language)),
    )
    .select(['text.img_url as imgUrl', 'slides.activity_id as activityId'])
    .where('slides.position', '=', position)
    .where('slides.device', '=', device)
    .orderBy('slides.sort')
    .orderBy('slides.id')
    .execute();
}

/** Venues with their title in the language and in English (the API's `eng`), by game type and order. */
async function platformRows(db: Kysely<Database>, language: LanguageCode, gameType: number | null) {
  let query = db
    .selectFrom('platforms')
    .innerJoin('platforms_texts as title', (join) =>
      join.onRef('title.plat_type', '=', 'platforms.plat_type').on('title.language_type', '=', languageIdOf(language)),
    )
    .innerJoin('platforms_texts as english', (join) =>
      join.onRef('english.plat_type', '=', 'platforms.plat_type').on('english.language_type', '=', ENGLISH),
    )
    .select(['platforms.plat_type', 'platforms.game_type', 'platforms.pc_navbar_img_url', 'title.title', 'english.title as eng'])
    .orderBy('platforms.game_type')
    .orderBy('platforms.sort');
  if (gameType !== null) query = query.where('platforms.game_type', '=', gameType);
  return query.execute();
}

type PlatformRow = Awaited<ReturnType<typeof platformRows>>[number];

const platformView = (row: PlatformRow) => ({
  platType: row.plat_type,
  apiTitle: row.title,
  eng: row.eng,
  pcNavbarImgUrl: row.pc_navbar_img_url,
});

export async function gameCategories(db: Kysely<Database>, language: LanguageCode) {
  const categories = await db
    .selectFrom('game_categories')
    .innerJoin('game_categories_texts as text', (join) =>
      join.onRef('text.game_type', '=', 'game_categories.game_type').on('text.language_type', '=', languageIdOf(language)),
    )
    .select(['game_categories.game_type', 'game_categories.layout', 'game_categories.link', 'game_categories.img_url', 'text.name'])
    .orderBy('game_categories.sort')
    .execute();
  const platforms = await platformRows(db, language, null);
  return categories.map((category) => ({
    gameType: category.game_type,
    gameTypeName: category.name,
    layout: category.layout,
    link: category.link,
    imgUrl: category.img_url,
    platTypeList: platforms.filter((platform) => platform.game_type === category.game_type).map(platformView),
  }));
}

export async function platTypes(db: Kysely<Database>, language: LanguageCode, gameType: number) {
  const rows = await platformRows(db, language, gameType);
  return Object.fromEntries(rows.map((row) => [row.plat_type, platformView(row)]));
}

/** A venue's title in the language and its logo, for the sandbox's stand-in game client. */
export async function platformCard(db: Kysely<Database>, platType: string, language: LanguageCode) {
  return db
    .selectFrom('platforms')
    .innerJoin('platforms_texts as title', (join) =>
      join.onRef('title.plat_type', '=', 'platforms.plat_type').on('title.language_type', '=', languageIdOf(language)),
    )
    .select(['title.title', 'platforms.pc_navbar_img_url as imageUrl'])
    .where('platforms.plat_type', '=', platType)
    .executeTakeFirstOrThrow();
}

export async function helpTopics(db: Kysely<Database>, language: LanguageCode) {
  return db
    .selectFrom('help_articles')
    .innerJoin('help_articles_texts as text', (join) =>
      join.onRef('text.type', '=', 'help_articles.type').on('text.language_type', '=', languageIdOf(language)),
    )
    .select(['help_articles.type', 'help_articles.grp as group', 'text.title'])
    .orderBy('help_articles.sort')
    .execute();
}

export async function helpArticle(db: Kysely<Database>, language: LanguageCode, type: string) {
  return db
    .selectFrom('help_articles')
    .innerJoin('help_articles_texts as text', (join) =>
      join.onRef('text.type', '=', 'help_articles.type').on('text.language_type', '=', languageIdOf(language)),
    )
    .select(['help_articles.type', 'help_articles.grp as group', 'text.title', 'text.body'])
    .where('help_articles.type', '=', type)
    .executeTakeFirst();
}
