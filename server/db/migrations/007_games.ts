import { sql, type Kysely } from 'kysely';
import { addId } from './columns';

/**
 * The game catalogue (issue 12): games of each venue with their names per language (the translation
 * scheme of 006), members' favourites, the searches behind the popular-search list, and the rebate
 * ratio per game type and VIP level. Catalogue and rebate rows come from the content files
 * (server/content/games.json, rebates.json) through the content loader.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  // The id is the content file's, like a notice's: favourites refer to it, so it never changes.
  await db.schema
    .createTable('games')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('plat_type', 'varchar(32)', (c) => c.notNull().references('platforms.plat_type'))
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('game_type', 'integer', (c) => c.notNull())
    .addColumn('image', 'varchar(256)', (c) => c.notNull())
    // 0: not in the popular tab; 1, 2, …: its place there.
    .addColumn('hot_rank', 'integer', (c) => c.notNull().defaultTo(0).check(sql`hot_rank >= 0`))
    // Comma-separated labels (new, hot, jackpot).
    .addColumn('tags', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('games_venue_code', ['plat_type', 'game_code'])
    .execute();
  await db.schema.createIndex('games_type_sort').on('games').columns(['game_type', 'plat_type', 'sort']).execute();

  await db.schema
    .createTable('games_texts')
    .addColumn('game_id', 'integer', (c) => c.notNull())
    .addColumn('language_type', 'integer', (c) => c.notNull().check(sql`language_type in (1, 2, 3)`))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('games_texts_pk', ['game_id', 'language_type'])
    .addForeignKeyConstraint('games_texts_parent', ['game_id'], 'games', ['id'])
    .execute();

  await addId(db.schema.createTable('game_favourites'), database)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('game_favourites_member_game', ['user_id', 'game_id'])
    .execute();

  await addId(db.schema.createTable('game_searches'), database)
    // Null for a guest's search.
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('term', 'varchar(64)', (c) => c.notNull())
    .addColumn('searched_at', 'bigint', (c) => c.notNull())
    .execute();
  // The popular list counts the searches of the last 7 days: a range on the time, grouped by term.
  await db.schema.createIndex('game_searches_time_term').on('game_searches').columns(['searched_at', 'term']).execute();

  await db.schema
    .createTable('game_rebates')
    .addColumn('game_type', 'integer', (c) => c.notNull())
    .addColumn('vip_level', 'integer', (c) => c.notNull().check(sql`vip_level between 0 and 10`))
    // Basis points (1 = 0.01 %); the spec caps the rebate at 1.2 %.
    .addColumn('ratio_bp', 'integer', (c) => c.notNull().check(sql`ratio_bp between 0 and 120`))
    .addPrimaryKeyConstraint('game_rebates_pk', ['game_type', 'vip_level'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  for (const table of ['game_rebates', 'game_searches', 'game_favourites', 'games_texts', 'games']) await db.schema.dropTable(table).execute();
  await sql`delete from content_versions where kind in ('game', 'rebate')`.execute(db);
}
