import { sql, type Kysely } from 'kysely';
import { addId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addId(db.schema.createTable('users'), db)
    .addColumn('user_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_name_key', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('real_name', 'varchar(64)')
    .addColumn('email', 'varchar(255)')
    .addColumn('language_type', 'integer')
    .addColumn('currency_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('level_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('photo_url', 'varchar(512)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await addId(db.schema.createTable('sessions'), db)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();

  await db.schema
    .createTable('captchas')
    .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('answer', 'varchar(8)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await addId(db.schema.createTable('verification_codes'), db)
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('target', 'varchar(255)', (c) => c.notNull())
    .addColumn('code', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('verification_codes_target')
    .on('verification_codes')
    .columns(['purpose', 'target', 'created_at'])
    .execute();

  await addId(db.schema.createTable('outbox'), db)
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(255)', (c) => c.notNull())
    .addColumn('text', 'varchar(1024)', (c) => c.notNull())
    .addColumn('code', 'varchar(8)', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('scope_key', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('register_items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('item_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('is_show', 'integer', (c) => c.notNull().check(sql`is_show in (0, 1)`))
    .execute();

  await db.schema
    .createTable('site_config')
    .addColumn('config_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('language_type', 'integer', (c) => c.notNull())
    .addColumn('config_value', 'varchar(2048)', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_config_pk', ['config_key', 'language_type'])
    .execute();

  await db.schema
    .createTable('dictionary_items')
    .addColumn('dictionary_value', 'varchar(32)', (c) => c.notNull())
    .addColumn('value', 'varchar(32)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_hk', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('dictionary_items_pk', ['dictionary_value', 'value'])
    .execute();

  await db.schema
    .createTable('terms')
    .addColumn('language_type', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();

  await addId(db.schema.createTable('ip_restrictions'), db)
    .addColumn('cidr', 'varchar(64)', (c) => c.notNull())
    .addColumn('note', 'varchar(255)', (c) => c.notNull())
    .execute();

  await addId(db.schema.createTable('wallets'), db)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('venue', 'varchar(32)', (c) => c.notNull())
    .addColumn('balance_minor', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`balance_minor >= 0`))
    .addUniqueConstraint('wallets_user_venue', ['user_id', 'venue'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'wallets',
    'ip_restrictions',
    'terms',
    'dictionary_items',
    'site_config',
    'register_items',
    'login_throttle',
    'outbox',
    'verification_codes',
    'captchas',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
