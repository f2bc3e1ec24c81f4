import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { createClock, type Clock } from '../../server/clock';
import { readConfig } from '../../server/config';
import { openPostgres, openSqlite } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoMember, seedPublicContent, seedSiteContent } from '../../server/db/seed';
import type { Database } from '../../server/db/schema';
import { createSandboxSms } from '../../server/adapters/sms';
import { sandboxVenues, type GameVenues } from '../../server/adapters/venues';

export interface Harness {
  app: FastifyInstance;
  db: Kysely<Database>;
  clock: Clock;
  /** Sends a request and returns the HTTP status with the parsed JSON envelope. */
  call(options: InjectOptions): Promise<{ status: number; body: Record<string, unknown> & { code: number; msg: string } }>;
  close(): Promise<void>;
}

/** Works on the PostgreSQL server of TEST_DATABASE_URL through a connection of its own. */
async function administer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl, application_name: 'golden-arena tests' });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, empty database and a way to remove it: in memory on SQLite, or — when TEST_DATABASE_URL
 * names a PostgreSQL server and a user that may create databases — a new database `t_<random>`
 * on that server, dropped on close.
 */
export async function freshDatabase(options: { writerThread?: boolean } = {}): Promise<{ db: Kysely<Database>; drop(): Promise<void> }> {
  if (options.writerThread) {
    // A SQLite file whose writes run in their own thread, as a server's do (server/db/writerThread.ts),
    // migrated first on an ordinary connection, as a server starts (see openPreparedDatabase).
    const folder = mkdtempSync(join(tmpdir(), 'writer-thread-'));
    const file = join(folder, 'site.db');
    const first = openSqlite(file);
    await migrateToLatest(first);
    await seedSiteContent(first);
    await seedPublicContent(first);
    await first.destroy();
    const db = openSqlite(file, { writerThread: true });
    return { db, drop: () => db.destroy().finally(() => rmSync(folder, { recursive: true, force: true })) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = openSqlite(':memory:');
    return { db, drop: () => db.destroy() };
  }
  const name = `t_${randomBytes(8).toString('hex')}`;
  await administer(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return {
    db,
    async drop() {
      await db.destroy();
      await administer(serverUrl, async (admin) => {
        // The pool's connections close a moment after destroy() returns; let them go before dropping.
        for (let wait = 0; wait < 50; wait += 1) {
          const { rows } = await admin.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

/** A real app on a fresh database (in-memory SQLite, or PostgreSQL with TEST_DATABASE_URL), seeded like a first start. */
export async function startHarness(
  overrides: Partial<ReturnType<typeof readConfig>> = {},
  options: { demoMember?: boolean; venues?: GameVenues; writerThread?: boolean } = {},
): Promise<Harness> {
  // Per-address guest limits are off unless a test is about them: every test call comes from one address.
  const config = { ...readConfig({}), staticDir: null, logger: false, guestRateLimits: false, ...overrides };
  const clock = createClock();
  const { db, drop } = await freshDatabase({ writerThread: options.writerThread });
  let app: FastifyInstance;
  try {
    await migrateToLatest(db);
    await seedSiteContent(db);
    await seedPublicContent(db);
    if (options.demoMember) await seedDemoMember(db, clock);
    app = await buildApp({ db, clock, config, sms: createSandboxSms(db, clock), venues: options.venues ?? sandboxVenues });
    await app.ready();
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    app,
    db,
    clock,
    async call(request) {
      const response = await app.inject(request);
      return { status: response.statusCode, body: response.json() };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
