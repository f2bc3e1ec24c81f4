import { Migrator, type Kysely, type Migration } from 'kysely';
import * as foundation from './migrations/001_foundation';
import * as content from './migrations/002_content';
import * as ledger from './migrations/003_ledger';
import * as idempotencyExpiry from './migrations/004_idempotency_expiry';
import * as translations from './migrations/006_translations';

/** Migrations are listed in code so that the bundle-free server needs no directory scan. */
const migrations: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_content': content,
  '003_ledger': ledger,
  '004_idempotency_expiry': idempotencyExpiry,
  '006_translations': translations,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Up or down to the named migration; for tests of a migration on a database of an older shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateTo(db: Kysely<any>, migrationName: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateTo(migrationName);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
