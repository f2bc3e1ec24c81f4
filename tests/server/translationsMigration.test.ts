import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import { seedPublicContent } from '../../server/db/seed';
import type { Database } from '../../server/db/schema';
import { readContentFiles, type ContentFiles } from '../../server/features/content/contentFiles';
import { gameCategories, helpArticle, notices, platTypes, slides } from '../../server/features/content/publicContent';
import { dictionary, registerTerms, websiteBasicInfo } from '../../server/features/site/siteSettings';
import { scratchDatabase, type ScratchDatabase } from './scratchDatabase';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables of the shape before migration 006
type OldDb = Kysely<any>;
type Row = Record<string, string | number | null>;

const LANGUAGES = [
  ['zh', 1],
  ['hk', 2],
  ['en', 3],
] as const;

/** The content rows as the seed wrote them before migration 006, made from the content files. */
function oldShapeRows(files: ContentFiles): Record<string, Row[]> {
  const perLanguage = <T>(items: T[], row: (item: T, sort: number, code: 'zh' | 'hk' | 'en', id: number) => Row) =>
    LANGUAGES.flatMap(([code, id]) => items.map((item, sort) => row(item, sort, code, id)));
  return {
    site_config: files.settings.flatMap(({ key, value }) =>
      typeof value === 'string'
        ? [{ config_key: key, language_type: 0, config_value: value }]
        : LANGUAGES.map(([code, id]) => ({ config_key: key, language_type: id, config_value: value[code] })),
    ),
    dictionary_items: files.dictionary.map((item, sort) => ({
      dictionary_value: item.dictionary,
      value: item.value,
      sort,
      name_zh: item.name.zh,
      name_hk: item.name.hk,
      name_en: item.name.en,
    })),
    terms: LANGUAGES.map(([code, id]) => ({ language_type: id, title: files.terms[0].title[code], content: files.terms[0].content[code] })),
    notices: perLanguage(files.notices, (notice, sort, code, id) => ({
      language_type: id,
      sort,
      title: notice.title[code],
      content: notice.content[code],
      scroll_content: notice.scrollContent[code],
    })),
    slides: perLanguage(files.slides, (slide, sort, code, id) => ({
      language_type: id,
      position: slide.position,
      device: slide.device,
      sort,
      img_url: slide.imgUrl[code],
      activity_id: slide.activityId,
    })),
    game_categories: files.gameCategories.map((category, sort) => ({
      game_type: category.gameType,
      category_key: category.key,
      sort,
      layout: category.layout,
      link: category.link,
      img_url: category.imgUrl,
      name_zh: category.name.zh,
      name_hk: category.name.hk,
      name_en: category.name.en,
    })),
    platforms: files.platforms.map((platform, sort) => ({
      plat_type: platform.platType,
      game_type: platform.gameType,
      sort,
      api_title_zh: platform.title.zh,
      api_title_hk: platform.title.hk,
      eng: platform.title.en,
      pc_navbar_img_url: platform.navbarImgUrl,
    })),
    help_articles: perLanguage(files.helpArticles, (article, sort, code, id) => ({
      type: article.type,
      language_type: id,
      grp: article.group,
      sort,
      title: article.title[code],
      body: article.body[code],
    })),
    register_items: files.registerItems.map((item) => ({ id: item.id, item_key: item.key, is_show: item.shown ? 1 : 0 })),
  };
}

async function tableRows(db: OldDb, table: string, columns: string[]): Promise<Row[]> {
  const rows = (await db.selectFrom(table).select(columns).execute()) as Row[];
  return rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/** Content kinds whose tables came after migration 006 (007: the game catalogue and rebate table; 022: VIP levels and welfare kinds; 026: the agent programme). */
const LATER_KINDS = ['game', 'rebate', 'vipLevel', 'welfareKind', 'agentSettings', 'agentTier', 'agentFee', 'agentPrize', 'agentContact'];
const agentItems = (files: ReturnType<typeof readContentFiles>) =>
  files.agentSettings.length + files.agentTiers.length + files.agentFees.length + files.agentPrizes.length + files.agentContacts.length;

function expectOnlyLaterContentWritten(report: { written: string[]; kept: string[] }) {
  const files = readContentFiles();
  expect(report.kept).toEqual([]);
  expect(report.written.filter((name) => !LATER_KINDS.includes(name.split(' ')[0]))).toEqual([]);
  expect(report.written).toHaveLength(files.games.length + files.rebates.length + files.vipLevels.length + files.welfareKinds.length + agentItems(files));
}

describe('migration 006 on a database seeded before it', () => {
  let database: ScratchDatabase;
  let db: Kysely<Database>;
  const files = readContentFiles();
  const old = oldShapeRows(files);

  beforeAll(async () => {
    database = await scratchDatabase('content');
    db = database.open();
    await migrateTo(db, '004_idempotency_expiry');
    const oldDb = db as OldDb;
    for (const [table, rows] of Object.entries(old)) await oldDb.insertInto(table).values(rows).execute();
    // A money record that references a venue: the venues' rows must survive the migration as they are.
    const { id } = await oldDb
      .insertInto('users')
      .values({ user_name: 'old01', user_name_key: 'old01', password_hash: 'x', phone: '13900000000', currency_type: 1, level_id: 0, created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await oldDb
      .insertInto('movements')
      .values({ reference: 'TR-old', kind: 'transfer', user_id: id, convert_type: 1, plat_type: 'fhk', amount_minor: 100, status: 1, created_at: 1 })
      .execute();
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('moves every row into the one scheme, so that the files find their content already there', async () => {
    expect(await db.selectFrom('platforms_texts').select(['language_type', 'title']).where('plat_type', '=', 'fhk').orderBy('language_type').execute()).toEqual([
      { language_type: 1, title: '捕鱼王' },
      { language_type: 2, title: '捕魚王' },
      { language_type: 3, title: 'Fish King' },
    ]);
    expect(await db.selectFrom('site_config').selectAll().where('config_key', 'in', ['logo', 'siteName']).orderBy('config_key').execute()).toEqual([
      { config_key: 'logo', config_value: '/brand/logo.svg' },
      { config_key: 'siteName', config_value: null },
    ]);
    expect(await db.selectFrom('notices').selectAll().orderBy('id').execute()).toEqual([
      { id: 1, sort: 0 },
      { id: 2, sort: 1 },
      { id: 3, sort: 2 },
    ]);
    // Every migrated item equals its file: the loader records their versions and writes only the catalogue
    // and rebate table that came after 006 (migration 007), which no database before it held.
    expectOnlyLaterContentWritten(await seedPublicContent(db));
    const total = Object.values(files).reduce((sum, items) => sum + (items as unknown[]).length, 0);
    expect(await db.selectFrom('content_versions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual({ n: total });
  });

  it('answers in each language what the old rows held', async () => {
    for (const [code] of LANGUAGES) {
      expect((await notices(db, code))[0].title).toBe(files.notices[0].title[code]);
      expect((await slides(db, code, 1, 1)).map((slide) => slide.imgUrl)).toEqual(files.slides.map((slide) => slide.imgUrl[code]));
      expect((await gameCategories(db, code)).map((category) => category.gameTypeName)).toEqual(files.gameCategories.map((category) => category.name[code]));
      expect((await platTypes(db, code, 6)).fhk).toMatchObject({ apiTitle: files.platforms.find((p) => p.platType === 'fhk')!.title[code], eng: 'Fish King' });
      expect((await helpArticle(db, code, 'kh'))?.body).toBe(files.helpArticles.find((article) => article.type === 'kh')!.body[code]);
      expect((await registerTerms(db, code)).content).toBe(files.terms[0].content[code]);
      expect((await dictionary(db, 'currency_type', code)).map((item) => item.name)).toEqual(
        files.dictionary.filter((item) => item.dictionary === 'currency_type').map((item) => item.name[code]),
      );
      const settings = new Map((await websiteBasicInfo(db, code)).map((setting) => [setting.configKey, setting.configValue]));
      for (const { key, value } of files.settings) expect(settings.get(key)).toBe(typeof value === 'string' ? value : value[code]);
    }
  });

  it('goes back down to the old shape with the same rows', async () => {
    await migrateTo(db, '004_idempotency_expiry');
    const oldDb = db as OldDb;
    for (const [table, rows] of Object.entries(old)) {
      const columns = Object.keys(rows[0]);
      const sorted = [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      expect(await tableRows(oldDb, table, columns), table).toEqual(sorted);
    }
    expect(await oldDb.selectFrom('movements').select('plat_type').execute()).toEqual([{ plat_type: 'fhk' }]);
    await migrateToLatest(db);
    expectOnlyLaterContentWritten(await seedPublicContent(db));
  });
});
