import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { openPostgres, openSqlite } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';

/**
 * A database that outlives its connections, so that a test can stop the app and start it again on the
 * same data: a SQLite file in a temporary folder, or a new database on TEST_DATABASE_URL's server.
 */
export interface ReopenableDatabase {
  engine: 'SQLite' | 'PostgreSQL';
  open(): Kysely<Database>;
  remove(): Promise<void>;
}

async function administer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl, application_name: 'golden-arena tests' });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function reopenableDatabase(): Promise<ReopenableDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'content-db-'));
    return {
      engine: 'SQLite',
      open: () => openSqlite(join(folder, 'site.db')),
      remove: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const name = `t_${randomBytes(8).toString('hex')}`;
  await administer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    engine: 'PostgreSQL',
    open: () => openPostgres(url.toString(), { poolSize: 2 }),
    remove: () => administer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
