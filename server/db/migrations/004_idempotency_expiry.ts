import type { Kysely } from 'kysely';

/** Idempotency keys expire after a day; this index lets the hourly purge find them without a full scan. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_created').execute();
}
