import { readConfig } from './config';
import { createClock } from './clock';
import { describeDatabase, openDatabase, withStartupLock } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoMember, seedPublicContent, seedSiteContent } from './db/seed';
import { buildApp } from './app';
import { createSandboxSms, unconfiguredSms } from './adapters/sms';
import { sandboxVenues, unconfiguredVenues } from './adapters/venues';
import { DEMO_MEMBER } from './db/seedContent';
import { purgeExpiredKeys } from './ledger/idempotency';

const config = readConfig();
const clock = createClock();
const db = openDatabase(config);
await withStartupLock(db, async (conn) => {
  await migrateToLatest(conn);
  await seedSiteContent(conn);
  await seedPublicContent(conn);
  await seedDemoMember(conn, clock);
});

// `--migrate-only`: bring the database up to date and stop, before starting or scaling out servers.
if (process.argv.includes('--migrate-only')) {
  console.log(`Database ${describeDatabase(config)} is migrated and seeded.`);
  await db.destroy();
  process.exit(0);
}

const app = await buildApp({
  db,
  clock,
  config,
  sms: config.sandbox ? createSandboxSms(db, clock) : unconfiguredSms,
  venues: config.sandbox ? sandboxVenues : unconfiguredVenues,
});
await app.listen({ port: config.port, host: config.host });

const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(`\nGolden Arena is running at http://${shown}:${config.port}/`);
console.log(`Database: ${describeDatabase(config)}${config.sandbox ? ' (sandbox mode: SMS outbox, captcha answers and clock under /web/sandbox)' : ''}`);
console.log(`Demo member: user name ${DEMO_MEMBER.userName}, password ${DEMO_MEMBER.password}\n`);

// Idempotency keys older than a day are forgotten, once at start and then hourly (harmless on several servers).
const purgeKeys = () =>
  purgeExpiredKeys(db, clock).catch((error: unknown) => console.error(`idempotency key purge failed: ${String(error)}`));
void purgeKeys();
const purgeTimer = setInterval(() => void purgeKeys(), 60 * 60 * 1000);
purgeTimer.unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(purgeTimer);
    void app.close().then(() => db.destroy()).then(() => process.exit(0));
  });
}
