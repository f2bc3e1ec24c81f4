import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { Clock } from '../clock';
import { hashPassword } from '../features/auth/passwords';
import { openCentralWallet } from '../features/wallet/wallets';
import { userNameKey } from '../features/auth/members';
import { sandboxCredit } from '../features/wallet/transfers';
import { BARRED_RANGES, DEMO_MEMBER, DICTIONARY, REGISTER_ITEMS, SITE_CONFIG, TERMS } from './seedContent';
import { CATEGORIES, NOTICES, PLATFORMS, PUBLIC_CONFIG, SLIDES } from './content/siteContent';
import { HELP_ARTICLES } from './content/helpArticles';
import { LANGUAGES } from '../../machines/rules/language';

/** Writes the site's demo content once; a database that already has it is left alone. */
export async function seedSiteContent(db: Kysely<Database>): Promise<void> {
  const seeded = await db.selectFrom('register_items').select('id').limit(1).executeTakeFirst();
  if (seeded) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('register_items')
      .values(REGISTER_ITEMS.map(([id, key, shown]) => ({ id, item_key: key, is_show: shown ? 1 : 0 })))
      .execute();
    await trx
      .insertInto('site_config')
      .values(SITE_CONFIG.map(([key, language, value]) => ({ config_key: key, language_type: language, config_value: value })))
      .execute();
    await trx
      .insertInto('dictionary_items')
      .values(
        DICTIONARY.map(([dictionary, value, zh, hk, en], sort) => ({
          dictionary_value: dictionary,
          value,
          sort,
          name_zh: zh,
          name_hk: hk,
          name_en: en,
        })),
      )
      .execute();
    await trx
      .insertInto('terms')
      .values(TERMS.map(([language, title, content]) => ({ language_type: language, title, content })))
      .execute();
    await trx
      .insertInto('ip_restrictions')
      .values(BARRED_RANGES.map(([cidr, note]) => ({ cidr, note })))
      .execute();
  });
}

/** The demo member starts with 2,000.00, credited through the ledger. */
export const DEMO_STARTING_BALANCE_MINOR = 200_000;

export async function seedDemoMember(db: Kysely<Database>, clock: Clock): Promise<void> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('user_name_key', '=', userNameKey(DEMO_MEMBER.userName))
    .executeTakeFirst();
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        user_name: DEMO_MEMBER.userName,
        user_name_key: userNameKey(DEMO_MEMBER.userName),
        password_hash: passwordHash,
        phone: DEMO_MEMBER.phone,
        real_name: DEMO_MEMBER.realName,
        email: DEMO_MEMBER.email,
        language_type: null,
        currency_type: 1,
        level_id: 3,
        photo_url: null,
        created_at: clock.now() - 128 * 24 * 60 * 60 * 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openCentralWallet(trx, id);
    // Demo money enters like any other: a sandbox adjustment through the ledger.
    await sandboxCredit(trx, clock, id, DEMO_STARTING_BALANCE_MINOR);
  });
}

/** Home and public-page content, written once (databases made before it existed get it too). */
export async function seedPublicContent(db: Kysely<Database>): Promise<void> {
  const seeded = await db.selectFrom('game_categories').select('game_type').limit(1).executeTakeFirst();
  if (seeded) return;
  await db.transaction().execute(async (trx) => {
    for (const { code, id } of LANGUAGES) {
      await trx
        .insertInto('notices')
        .values(
          NOTICES.map((notice, sort) => ({
            language_type: id,
            sort,
            title: notice.title[code],
            content: notice.content[code],
            scroll_content: notice.scrollContent[code],
          })),
        )
        .execute();
      await trx
        .insertInto('slides')
        .values(
          SLIDES.map((slide, sort) => ({
            language_type: id,
            position: 1,
            device: 1,
            sort,
            img_url: `/content/banners/banner-${slide.image}-${code}.svg`,
            activity_id: slide.activityId,
          })),
        )
        .execute();
      await trx
        .insertInto('help_articles')
        .values(
          HELP_ARTICLES.map((article, sort) => ({
            type: article.type,
            language_type: id,
            grp: article.group,
            sort,
            title: article.title[code],
            body: article.body[code],
          })),
        )
        .execute();
    }
    await trx
      .insertInto('game_categories')
      .values(
        CATEGORIES.map((category, sort) => ({
          game_type: category.gameType,
          category_key: category.key,
          sort,
          layout: category.layout,
          link: category.link,
          img_url: `/content/categories/${category.key}.svg`,
          name_zh: category.name.zh,
          name_hk: category.name.hk,
          name_en: category.name.en,
        })),
      )
      .execute();
    await trx
      .insertInto('platforms')
      .values(
        PLATFORMS.map(([platType, gameType, eng, zh, hk], sort) => ({
          plat_type: platType,
          game_type: gameType,
          sort,
          api_title_zh: zh,
          api_title_hk: hk,
          eng,
          pc_navbar_img_url: `/content/providers/${platType}.svg`,
        })),
      )
      .execute();
    await trx
      .insertInto('site_config')
      .values(PUBLIC_CONFIG.map(([key, language, value]) => ({ config_key: key, language_type: language, config_value: value })))
      .execute();
  });
}
