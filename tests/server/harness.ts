import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { createClock, type Clock } from '../../server/clock';
import { readConfig } from '../../server/config';
import { openPostgres, openSqlite } from '../../server/db/connect';
import { seedDemoMember } from '../../server/db/seed';
import type { Database } from '../../server/db/schema';
import { createSandboxSms, type SmsGateway } from '../../server/adapters/sms';
import { sandboxVenues, type GameVenues } from '../../server/adapters/venues';
import { useCheapHashesInTests } from '../../server/features/auth/passwords';
import type { LogStream } from '../../server/http/accessLog';
import { seedSandboxRate } from '../../server/features/payments/cryptoRate';
import { administer, awaitNoConnections, databaseUrl, prepareFirstStart, randomDatabaseName } from './postgresTemplate';

export interface Harness {
  app: FastifyInstance;
  db: Kysely<Database>;
  clock: Clock;
  /** The configuration the app was built with (the per-app payment providers are found by it). */
  config: ReturnType<typeof readConfig>;
  /** Sends a request and returns the HTTP status with the parsed JSON envelope. */
  call(options: InjectOptions): Promise<{ status: number; body: Record<string, unknown> & { code: number; msg: string } }>;
  close(): Promise<void>;
}

/**
 * A fresh, empty database and a way to remove it: in memory on SQLite, or — when TEST_DATABASE_URL
 * names a PostgreSQL server and a user that may create databases — a new database `t_<random>`
 * on that server, dropped on close. With `template`, the new PostgreSQL database is a copy of it.
 */
export async function freshDatabase(template: string | null = null): Promise<{ db: Kysely<Database>; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = openSqlite(':memory:');
    return { db, drop: () => db.destroy() };
  }
  const name = randomDatabaseName('t');
  await administer(serverUrl, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const db = openPostgres(databaseUrl(serverUrl, name));
  return {
    db,
    async drop() {
      await db.destroy();
      await administer(serverUrl, async (admin) => {
        await awaitNoConnections(admin, name);
        await admin.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

/** The run's PostgreSQL template (templateSetup.ts), if this run has one; other runs migrate each database. */
function postgresTemplate(): string | null {
  if (!process.env.TEST_DATABASE_URL) return null;
  try {
    return inject('postgresTemplate') ?? null;
  } catch {
    return null; // a vitest configuration without the global setup (npm run mutate)
  }
}

/** A database as a first start leaves it: a copy of the run's template, or migrated and seeded here. */
async function firstStartDatabase(): Promise<{ db: Kysely<Database>; drop(): Promise<void> }> {
  const template = postgresTemplate();
  const database = await freshDatabase(template);
  if (template) return database;
  try {
    await prepareFirstStart(database.db);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

// Passwords hash at a low scrypt cost in the server tests (see useCheapHashesInTests): the cost is no
// behaviour a test here checks, except where a harness asks for realPasswordHashing.
useCheapHashesInTests(true);

/** A real app on a fresh database (in-memory SQLite, or PostgreSQL with TEST_DATABASE_URL), seeded like a first start. */
export async function startHarness(
  overrides: Partial<ReturnType<typeof readConfig>> = {},
  options: {
    demoMember?: boolean;
    venues?: GameVenues;
    /** Hash new passwords at the server's full cost while this harness is open (timing tests of the hashing itself). */
    realPasswordHashing?: boolean;
    /** Where the server's log goes (with `logger: true` in the overrides): a test that reads what is logged. */
    logStream?: LogStream;
    /** The SMS gateway, given the database; the sandbox outbox unless told. */
    sms?: (db: Kysely<Database>, clock: Clock) => SmsGateway;
  } = {},
): Promise<Harness> {
  useCheapHashesInTests(!options.realPasswordHashing);
  // Per-address guest limits are off unless a test is about them: every test call comes from one address.
  const config = { ...readConfig({}), staticDir: null, logger: false, guestRateLimits: false, ...overrides };
  const clock = createClock();
  const { db, drop } = await firstStartDatabase();
  let app: FastifyInstance;
  try {
    if (options.demoMember) await seedDemoMember(db, clock);
    // As a sandbox start does (server/startup.ts): a USDT rate to convert at.
    if (config.sandbox) await seedSandboxRate(db, clock);
    app = await buildApp({ db, clock, config, sms: (options.sms ?? createSandboxSms)(db, clock), venues: options.venues ?? sandboxVenues, logStream: options.logStream });
    await app.ready();
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    app,
    db,
    clock,
    config,
    async call(request) {
      const response = await app.inject(request);
      return { status: response.statusCode, body: response.json() };
    },
    async close() {
      useCheapHashesInTests(true);
      await app.close();
      await drop();
    },
  };
}
