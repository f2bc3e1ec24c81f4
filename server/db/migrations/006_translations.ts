import { sql, type ColumnDataType, type Kysely } from 'kysely';
import { addId } from './columns';

/**
 * One translation scheme for every translated table, and the content loader's version table.
 *
 * Before: per-language columns (dictionary_items.name_zh/hk/en, game_categories.name_*, platforms.api_title_zh/hk
 * and eng), a row per language with no link between the languages (notices, slides, help_articles, terms) and
 * a row per language where 0 meant every language (site_config). After: the table keeps what is the same in
 * every language and `<table>_texts` has one row per (key, language_type) with the translated columns.
 * Existing rows move over: notices and slides, which had no key shared by their languages, are matched by
 * their display order and numbered 1, 2, … in that order (as the content files number them).
 *
 * Tables that others reference (platforms, game_categories, dictionary_items) keep their rows and lose the
 * language columns; the others are read, dropped and made again. All of it runs in one transaction.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

const LANGUAGE_IDS = [1, 2, 3] as const;

interface TextsTable {
  name: string;
  /** The parent's key columns as they are named in the texts table, with their types. */
  keys: Array<[column: string, type: ColumnDataType]>;
  parent: { table: string; columns: string[] };
  texts: Array<[column: string, type: ColumnDataType]>;
}

const TEXTS_TABLES = {
  siteConfig: {
    name: 'site_config_texts',
    keys: [['config_key', 'varchar(64)']],
    parent: { table: 'site_config', columns: ['config_key'] },
    texts: [['config_value', 'varchar(2048)']],
  },
  dictionary: {
    name: 'dictionary_items_texts',
    keys: [['dictionary_value', 'varchar(32)'], ['value', 'varchar(32)']],
    parent: { table: 'dictionary_items', columns: ['dictionary_value', 'value'] },
    texts: [['name', 'varchar(64)']],
  },
  terms: {
    name: 'terms_texts',
    keys: [['terms_key', 'varchar(32)']],
    parent: { table: 'terms', columns: ['terms_key'] },
    texts: [['title', 'varchar(128)'], ['content', 'text']],
  },
  notices: {
    name: 'notices_texts',
    keys: [['notice_id', 'integer']],
    parent: { table: 'notices', columns: ['id'] },
    texts: [['title', 'varchar(128)'], ['content', 'text'], ['scroll_content', 'text']],
  },
  slides: {
    name: 'slides_texts',
    keys: [['slide_id', 'integer']],
    parent: { table: 'slides', columns: ['id'] },
    texts: [['img_url', 'varchar(512)']],
  },
  gameCategories: {
    name: 'game_categories_texts',
    keys: [['game_type', 'integer']],
    parent: { table: 'game_categories', columns: ['game_type'] },
    texts: [['name', 'varchar(64)']],
  },
  platforms: {
    name: 'platforms_texts',
    keys: [['plat_type', 'varchar(32)']],
    parent: { table: 'platforms', columns: ['plat_type'] },
    texts: [['title', 'varchar(64)']],
  },
  helpArticles: {
    name: 'help_articles_texts',
    keys: [['type', 'varchar(16)']],
    parent: { table: 'help_articles', columns: ['type'] },
    texts: [['title', 'varchar(128)'], ['body', 'text']],
  },
} satisfies Record<string, TextsTable>;

async function createTextsTable(db: AnyDb, table: TextsTable): Promise<void> {
  const keyColumns = table.keys.map(([column]) => column);
  let builder = db.schema.createTable(table.name);
  for (const [column, type] of table.keys) builder = builder.addColumn(column, type, (c) => c.notNull());
  builder = builder.addColumn('language_type', 'integer', (c) => c.notNull().check(sql`language_type in (1, 2, 3)`));
  for (const [column, type] of table.texts) builder = builder.addColumn(column, type, (c) => c.notNull());
  await builder
    .addPrimaryKeyConstraint(`${table.name}_pk`, [...keyColumns, 'language_type'] as never)
    .addForeignKeyConstraint(`${table.name}_parent`, keyColumns as never, table.parent.table, table.parent.columns)
    .execute();
}

async function insertRows(db: AnyDb, table: string, rows: Record<string, unknown>[]): Promise<void> {
  // Small batches keep within either engine's limit on bound parameters.
  for (let start = 0; start < rows.length; start += 100) {
    await db.insertInto(table).values(rows.slice(start, start + 100)).execute();
  }
}

async function inOneTransaction(db: Kysely<unknown>, work: (db: AnyDb) => Promise<void>): Promise<void> {
  // PostgreSQL migrations already run in a transaction; SQLite's run outside one.
  if (db.isTransaction) await work(db as AnyDb);
  else await (db as AnyDb).transaction().execute(work);
}

/** Copies language columns into the texts table, then drops them (the table keeps its rows and references). */
async function moveColumnsToTexts(db: AnyDb, table: TextsTable, columnByLanguage: Record<number, string>, parentKeys: string[]) {
  await createTextsTable(db, table);
  const [[textColumn]] = table.texts;
  const keyColumns = table.keys.map(([column]) => column);
  for (const languageType of LANGUAGE_IDS) {
    const selected = parentKeys.map((key, index) => sql`${sql.ref(key)} as ${sql.ref(keyColumns[index])}`);
    await sql`insert into ${sql.table(table.name)} (${sql.join([...keyColumns, 'language_type', textColumn].map((column) => sql.ref(column)))})
      select ${sql.join(selected)}, ${sql.lit(languageType)}, ${sql.ref(columnByLanguage[languageType])} from ${sql.table(table.parent.table)}`.execute(db);
  }
  for (const column of Object.values(columnByLanguage)) await db.schema.alterTable(table.parent.table).dropColumn(column).execute();
}

export async function up(database: Kysely<unknown>): Promise<void> {
  await inOneTransaction(database, async (db) => {
    await db.schema
      .createTable('content_versions')
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('item_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_versions_pk', ['kind', 'item_key'])
      .execute();

    await moveColumnsToTexts(db, TEXTS_TABLES.dictionary, { 1: 'name_zh', 2: 'name_hk', 3: 'name_en' }, ['dictionary_value', 'value']);
    await moveColumnsToTexts(db, TEXTS_TABLES.gameCategories, { 1: 'name_zh', 2: 'name_hk', 3: 'name_en' }, ['game_type']);
    await moveColumnsToTexts(db, TEXTS_TABLES.platforms, { 1: 'api_title_zh', 2: 'api_title_hk', 3: 'eng' }, ['plat_type']);

    // site_config: language 0 was every language; it becomes the shared value, the others become texts.
    const settings = (await sql<{ config_key: string; language_type: number; config_value: string }>`
      select config_key, language_type, config_value from site_config order by config_key, language_type`.execute(db)).rows;
    await db.schema.dropTable('site_config').execute();
    await db.schema
      .createTable('site_config')
      .addColumn('config_key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('config_value', 'varchar(2048)')
      .execute();
    await createTextsTable(db, TEXTS_TABLES.siteConfig);
    const keys = [...new Set(settings.map((row) => row.config_key))];
    await insertRows(
      db,
      'site_config',
      keys.map((key) => ({
        config_key: key,
        config_value: settings.find((row) => row.config_key === key && Number(row.language_type) === 0)?.config_value ?? null,
      })),
    );
    await insertRows(
      db,
      'site_config_texts',
      settings
        .filter((row) => Number(row.language_type) !== 0)
        .map((row) => ({ config_key: row.config_key, language_type: Number(row.language_type), config_value: row.config_value })),
    );

    // terms: one row per language of the registration terms.
    const terms = (await sql<{ language_type: number; title: string; content: string }>`
      select language_type, title, content from terms`.execute(db)).rows;
    await db.schema.dropTable('terms').execute();
    await db.schema.createTable('terms').addColumn('terms_key', 'varchar(32)', (c) => c.primaryKey()).execute();
    await createTextsTable(db, TEXTS_TABLES.terms);
    if (terms.length > 0) {
      await insertRows(db, 'terms', [{ terms_key: 'register' }]);
      await insertRows(
        db,
        'terms_texts',
        terms.map((row) => ({ terms_key: 'register', language_type: Number(row.language_type), title: row.title, content: row.content })),
      );
    }

    // notices: the languages of one notice shared its sort; numbered 1, 2, … in sort order.
    const notices = (await sql<{ language_type: number; sort: number; title: string; content: string; scroll_content: string }>`
      select language_type, sort, title, content, scroll_content from notices order by sort, language_type`.execute(db)).rows;
    await db.schema.dropTable('notices').execute();
    await db.schema
      .createTable('notices')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();
    await createTextsTable(db, TEXTS_TABLES.notices);
    const noticeSorts = [...new Set(notices.map((row) => Number(row.sort)))];
    await insertRows(db, 'notices', noticeSorts.map((sort, index) => ({ id: index + 1, sort })));
    await insertRows(
      db,
      'notices_texts',
      notices.map((row) => ({
        notice_id: noticeSorts.indexOf(Number(row.sort)) + 1,
        language_type: Number(row.language_type),
        title: row.title,
        content: row.content,
        scroll_content: row.scroll_content,
      })),
    );

    // slides: the languages of one slide shared position, device and sort; numbered in that order.
    const slides = (await sql<{ language_type: number; position: number; device: number; sort: number; img_url: string; activity_id: number | null }>`
      select language_type, position, device, sort, img_url, activity_id from slides order by position, device, sort, language_type`.execute(db)).rows;
    await db.schema.dropTable('slides').execute();
    await db.schema
      .createTable('slides')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('device', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('activity_id', 'integer')
      .execute();
    await createTextsTable(db, TEXTS_TABLES.slides);
    const slideKey = (row: (typeof slides)[number]) => `${row.position}/${row.device}/${row.sort}`;
    const slideKeys = [...new Set(slides.map(slideKey))];
    await insertRows(
      db,
      'slides',
      slideKeys.map((key, index) => {
        const row = slides.find((slide) => slideKey(slide) === key)!;
        return { id: index + 1, position: row.position, device: row.device, sort: row.sort, activity_id: row.activity_id };
      }),
    );
    await insertRows(
      db,
      'slides_texts',
      slides.map((row) => ({ slide_id: slideKeys.indexOf(slideKey(row)) + 1, language_type: Number(row.language_type), img_url: row.img_url })),
    );

    // help_articles: one row per (type, language) becomes one per type and its texts.
    const articles = (await sql<{ type: string; language_type: number; grp: string; sort: number; title: string; body: string }>`
      select type, language_type, grp, sort, title, body from help_articles order by type, language_type`.execute(db)).rows;
    await db.schema.dropTable('help_articles').execute();
    await db.schema
      .createTable('help_articles')
      .addColumn('type', 'varchar(16)', (c) => c.primaryKey())
      .addColumn('grp', 'varchar(16)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();
    await createTextsTable(db, TEXTS_TABLES.helpArticles);
    const types = [...new Set(articles.map((row) => row.type))];
    await insertRows(
      db,
      'help_articles',
      types.map((type) => {
        const row = articles.find((article) => article.type === type)!;
        return { type, grp: row.grp, sort: row.sort };
      }),
    );
    await insertRows(
      db,
      'help_articles_texts',
      articles.map((row) => ({ type: row.type, language_type: Number(row.language_type), title: row.title, body: row.body })),
    );
  });
}

/** Back to the shapes of 002 and 001, texts and all. */
export async function down(database: Kysely<unknown>): Promise<void> {
  await inOneTransaction(database, async (db) => {
    const textsOf = async <Row>(table: string) => (await sql<Row>`select * from ${sql.table(table)}`.execute(db)).rows;

    for (const [table, textsTable, textColumn, columnByLanguage, keys] of [
      ['dictionary_items', 'dictionary_items_texts', 'name', { 1: 'name_zh', 2: 'name_hk', 3: 'name_en' }, ['dictionary_value', 'value']],
      ['game_categories', 'game_categories_texts', 'name', { 1: 'name_zh', 2: 'name_hk', 3: 'name_en' }, ['game_type']],
      ['platforms', 'platforms_texts', 'title', { 1: 'api_title_zh', 2: 'api_title_hk', 3: 'eng' }, ['plat_type']],
    ] as const) {
      for (const [languageType, column] of Object.entries(columnByLanguage)) {
        await db.schema.alterTable(table).addColumn(column, 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
        const matches = sql.join(keys.map((key) => sql`${sql.ref(`${textsTable}.${key}`)} = ${sql.ref(`${table}.${key}`)}`), sql` and `);
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = coalesce((select ${sql.ref(`${textsTable}.${textColumn}`)}
          from ${sql.table(textsTable)} where ${matches} and ${sql.ref(`${textsTable}.language_type`)} = ${sql.lit(Number(languageType))}), '')`.execute(db);
      }
      await db.schema.dropTable(textsTable).execute();
    }

    const settings = await textsOf<{ config_key: string; config_value: string | null }>('site_config');
    const settingTexts = await textsOf<{ config_key: string; language_type: number; config_value: string }>('site_config_texts');
    const terms = await textsOf<{ language_type: number; title: string; content: string }>('terms_texts');
    const notices = await textsOf<{ id: number; sort: number }>('notices');
    const noticeTexts = await textsOf<{ notice_id: number; language_type: number; title: string; content: string; scroll_content: string }>('notices_texts');
    const slides = await textsOf<{ id: number; position: number; device: number; sort: number; activity_id: number | null }>('slides');
    const slideTexts = await textsOf<{ slide_id: number; language_type: number; img_url: string }>('slides_texts');
    const articles = await textsOf<{ type: string; grp: string; sort: number }>('help_articles');
    const articleTexts = await textsOf<{ type: string; language_type: number; title: string; body: string }>('help_articles_texts');
    for (const table of ['site_config_texts', 'site_config', 'terms_texts', 'terms', 'notices_texts', 'notices', 'slides_texts', 'slides', 'help_articles_texts', 'help_articles', 'content_versions']) {
      await db.schema.dropTable(table).execute();
    }

    await db.schema
      .createTable('site_config')
      .addColumn('config_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('language_type', 'integer', (c) => c.notNull())
      .addColumn('config_value', 'varchar(2048)', (c) => c.notNull())
      .addPrimaryKeyConstraint('site_config_pk', ['config_key', 'language_type'])
      .execute();
    await insertRows(db, 'site_config', [
      ...settings.filter((row) => row.config_value !== null).map((row) => ({ config_key: row.config_key, language_type: 0, config_value: row.config_value })),
      ...settingTexts,
    ]);

    await db.schema
      .createTable('terms')
      .addColumn('language_type', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .execute();
    await insertRows(db, 'terms', terms.map(({ language_type, title, content }) => ({ language_type, title, content })));

    await addId(db.schema.createTable('notices'), db)
      .addColumn('language_type', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('scroll_content', 'text', (c) => c.notNull())
      .execute();
    await insertRows(
      db,
      'notices',
      noticeTexts.map(({ notice_id, ...texts }) => ({ ...texts, sort: notices.find((notice) => notice.id === notice_id)!.sort })),
    );

    await addId(db.schema.createTable('slides'), db)
      .addColumn('language_type', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('device', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('img_url', 'varchar(512)', (c) => c.notNull())
      .addColumn('activity_id', 'integer')
      .execute();
    await insertRows(
      db,
      'slides',
      slideTexts.map(({ slide_id, language_type, img_url }) => {
        const { position, device, sort, activity_id } = slides.find((slide) => slide.id === slide_id)!;
        return { language_type, position, device, sort, img_url, activity_id };
      }),
    );

    await db.schema
      .createTable('help_articles')
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('language_type', 'integer', (c) => c.notNull())
      .addColumn('grp', 'varchar(16)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('help_articles_pk', ['type', 'language_type'])
      .execute();
    await insertRows(
      db,
      'help_articles',
      articleTexts.map((row) => {
        const { grp, sort } = articles.find((article) => article.type === row.type)!;
        return { ...row, grp, sort };
      }),
    );
  });
}
