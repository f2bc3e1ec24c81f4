import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openPostgres } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedPublicContent, seedSiteContent } from '../../server/db/seed';
import type { Database } from '../../server/db/schema';

/** What every harness database holds before its tests: the schema and the seeds of a first start. */
export async function prepareFirstStart(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
  await seedSiteContent(db);
  await seedPublicContent(db);
}

/** Works on the PostgreSQL server of serverUrl through a connection of its own. */
export async function administer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl, application_name: 'golden-arena tests' });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the server of serverUrl. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const randomDatabaseName = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/**
 * Waits for the connections to database `name` to close: a pool's connections close a moment after
 * destroy() returns, and PostgreSQL neither drops nor copies a database somebody is connected to.
 */
export async function awaitNoConnections(admin: pg.Client, name: string): Promise<void> {
  for (let wait = 0; wait < 50; wait += 1) {
    const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The template of a run: a database migrated and seeded once, which each harness then copies with
 * CREATE DATABASE … TEMPLATE (a file copy on the server) instead of migrating and seeding its own.
 */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = randomDatabaseName('t_template');
  await administer(serverUrl, (admin) => admin.query(`create database ${name}`));
  const db = openPostgres(databaseUrl(serverUrl, name), { poolSize: 1 });
  try {
    await prepareFirstStart(db);
  } finally {
    await db.destroy();
  }
  // Nobody may connect to it from now on: a connection would make every copy fail.
  await administer(serverUrl, async (admin) => {
    await awaitNoConnections(admin, name);
    await admin.query(`alter database ${name} with allow_connections false`);
  });
  return name;
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await administer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}
