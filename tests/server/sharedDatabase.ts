import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { openPostgres, openSqlite } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { administer, awaitNoConnections, databaseUrl, prepareFirstStart, randomDatabaseName } from './postgresTemplate';

/** One database as a first start leaves it, as two servers would each open it. */
export interface Shared {
  /** The database as two servers see it: one connection each on PostgreSQL; the same one on SQLite (one process). */
  first: Kysely<Database>;
  second: Kysely<Database>;
  drop(): Promise<void>;
}

export async function sharedDatabase(): Promise<Shared> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!serverUrl) {
    const db = openSqlite(':memory:');
    await prepareFirstStart(db);
    return { first: db, second: db, drop: () => db.destroy() };
  }
  const template = inject('postgresTemplate');
  const name = randomDatabaseName('jobs');
  await administer(serverUrl, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const first = openPostgres(databaseUrl(serverUrl, name));
  const second = openPostgres(databaseUrl(serverUrl, name));
  if (!template) await prepareFirstStart(first);
  return {
    first,
    second,
    async drop() {
      await first.destroy();
      await second.destroy();
      await administer(serverUrl, async (admin) => {
        await awaitNoConnections(admin, name);
        await admin.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

