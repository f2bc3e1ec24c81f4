import { readConfig } from './config';
import { createClock } from './clock';
import { openSqlite } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoMember, seedPublicContent, seedSiteContent } from './db/seed';
import { buildApp } from './app';
import { createSandboxSms, unconfiguredSms } from './adapters/sms';
import { DEMO_MEMBER } from './db/seedContent';

const config = readConfig();
const clock = createClock();
const db = openSqlite(config.databasePath);
await migrateToLatest(db);
await seedSiteContent(db);
await seedPublicContent(db);
await seedDemoMember(db, clock);

const app = await buildApp({ db, clock, config, sms: config.sandbox ? createSandboxSms(db, clock) : unconfiguredSms });
await app.listen({ port: config.port, host: config.host });

const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(`\nGolden Arena is running at http://${shown}:${config.port}/`);
console.log(`Database: ${config.databasePath}${config.sandbox ? ' (sandbox mode: SMS outbox, captcha answers and clock under /web/sandbox)' : ''}`);
console.log(`Demo member: user name ${DEMO_MEMBER.userName}, password ${DEMO_MEMBER.password}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => db.destroy()).then(() => process.exit(0));
  });
}
