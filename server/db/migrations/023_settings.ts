import type { Kysely } from 'kysely';

/**
 * Site settings an operator changes without a release (issue 23): one row per key that has been set
 * (a key never set reads as its default, machines/rules/siteSettings.ts), with when and by whom it was
 * last set. Every change is also in the operators' log (operator_actions), where its history is.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await db.schema
    .createTable('site_settings')
    .addColumn('setting_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('setting_value', 'varchar(200)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // The operator's name who set it last.
    .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await (database as AnyDb).schema.dropTable('site_settings').execute();
}
