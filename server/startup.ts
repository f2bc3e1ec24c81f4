import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { seedDemoMember, seedPublicContent, seedSiteContent } from './db/seed';
import { DEMO_MEMBER } from './db/seedContent';
import { describeDatabase, openDatabase, withStartupLock } from './db/connect';
import { seedSandboxRate } from './features/payments/cryptoRate';
import { seedSandboxActivities } from './features/activity/activityContent';

/**
 * What a start does to the database: migrations and content always; the demo member (a known password
 * and 2,000.00), a USDT rate (7.10, when none is set) and the demo promotions (server/content/activities, those
 * not there yet) only in sandbox mode, never on a production site, where the operator sets the rate and writes
 * the promotions.
 */
export async function prepareDatabase(db: Kysely<Database>, config: ServerConfig, clock: Clock): Promise<void> {
  await migrateToLatest(db);
  await seedSiteContent(db);
  await seedPublicContent(db);
  if (config.sandbox) await seedDemoMember(db, clock);
  if (config.sandbox) await seedSandboxRate(db, clock);
  if (config.sandbox) await seedSandboxActivities(db, clock);
}

/** The server's database, migrated and seeded (PostgreSQL servers starting together take turns at it). */
export async function openPreparedDatabase(config: ServerConfig, clock: Clock): Promise<Kysely<Database>> {
  const db = openDatabase(config);
  await withStartupLock(db, (connection) => prepareDatabase(connection, config, clock));
  return db;
}

/** The lines printed once the server listens; the demo member's password only where that member exists. */
export function startBanner(config: ServerConfig): string[] {
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  return [
    `Golden Arena is running at http://${shown}:${config.port}/`,
    `Database: ${describeDatabase(config)}${config.sandbox ? ' (sandbox mode: SMS outbox, captcha answers and clock under /web/sandbox)' : ''}`,
    ...(config.sandbox ? [`Demo member: user name ${DEMO_MEMBER.userName}, password ${DEMO_MEMBER.password}`] : []),
  ];
}
