import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { administer, databaseUrl, randomDatabaseName } from './postgresTemplate';

/**
 * A database of its own that outlives its connections: for server processes (./serverProcess.ts) and for a
 * test that stops an app and starts it again on the same data. A SQLite file in a fresh folder (with the
 * uploads folder beside it), or a fresh PostgreSQL database on the server `postgresServerUrl` names
 * (TEST_DATABASE_URL by default, when set). `open` connects to it from the test (any number of times);
 * `drop` closes those connections and removes it all.
 */
export interface ScratchDatabase {
  engine: 'SQLite' | 'PostgreSQL';
  /** What a server process is told of it (DATABASE_URL, DATABASE_PATH, UPLOADS_DIR). */
  env: Record<string, string>;
  open(poolSize?: number): Kysely<Database>;
  drop(): Promise<void>;
}

export async function scratchDatabase(prefix: string, postgresServerUrl = process.env.TEST_DATABASE_URL?.trim() || null): Promise<ScratchDatabase> {
  const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const uploads = join(folder, 'uploads');
  const name = randomDatabaseName(prefix);
  if (postgresServerUrl) await administer(postgresServerUrl, (admin) => admin.query(`create database ${name}`));
  const url = postgresServerUrl ? databaseUrl(postgresServerUrl, name) : null;
  const path = postgresServerUrl ? '' : join(folder, 'site.db');
  const opened: Kysely<Database>[] = [];
  return {
    engine: url ? 'PostgreSQL' : 'SQLite',
    env: { DATABASE_URL: url ?? '', DATABASE_PATH: path, UPLOADS_DIR: uploads },
    open(poolSize = 2) {
      const db = openDatabase({ databaseUrl: url, databasePath: path, databasePoolSize: poolSize });
      opened.push(db);
      return db;
    },
    async drop() {
      for (const db of opened.splice(0)) await db.destroy();
      if (postgresServerUrl) await administer(postgresServerUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
