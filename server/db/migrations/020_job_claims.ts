import type { Kysely } from 'kysely';

/**
 * Scheduled jobs claimed once across servers (issue 22). A job's run for one slot (the time its cron pattern
 * named, on the server clock) is one row, unique by (job, slot): the server whose insert lands runs it.
 * `started_at`, `lease_until` and `finished_at` are real time (a lease is about a process being alive, not
 * about the sandbox clock): while a run is under way its server keeps moving `lease_until` on, so a claim
 * whose server died stops being renewed and, once its lease has passed, another server takes it over
 * (`attempts` counts the takers). A failed run keeps its row unfinished with a lease until it may be tried again.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await db.schema
    .createTable('job_claims')
    .addColumn('job', 'varchar(64)', (c) => c.notNull())
    .addColumn('slot', 'bigint', (c) => c.notNull())
    .addColumn('claimed_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addPrimaryKeyConstraint('job_claims_job_slot', ['job', 'slot'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await (database as AnyDb).schema.dropTable('job_claims').execute();
}
