import type { Kysely } from 'kysely';
import { addId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addId(db.schema.createTable('notices'), db)
    .addColumn('language_type', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('scroll_content', 'text', (c) => c.notNull())
    .execute();

  await addId(db.schema.createTable('slides'), db)
    .addColumn('language_type', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('device', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('img_url', 'varchar(512)', (c) => c.notNull())
    .addColumn('activity_id', 'integer')
    .execute();

  await db.schema
    .createTable('game_categories')
    .addColumn('game_type', 'integer', (c) => c.primaryKey())
    .addColumn('category_key', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('layout', 'integer', (c) => c.notNull())
    .addColumn('link', 'varchar(128)', (c) => c.notNull())
    .addColumn('img_url', 'varchar(512)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_hk', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(64)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('platforms')
    .addColumn('plat_type', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('game_type', 'integer', (c) => c.notNull().references('game_categories.game_type'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('api_title_zh', 'varchar(64)', (c) => c.notNull())
    .addColumn('api_title_hk', 'varchar(64)', (c) => c.notNull())
    .addColumn('eng', 'varchar(64)', (c) => c.notNull())
    .addColumn('pc_navbar_img_url', 'varchar(512)', (c) => c.notNull())
    .execute();

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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['help_articles', 'platforms', 'game_categories', 'slides', 'notices']) {
    await db.schema.dropTable(table).execute();
  }
}
