import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { createClock, type Clock } from '../../server/clock';
import { readConfig } from '../../server/config';
import { openSqlite } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoMember, seedPublicContent, seedSiteContent } from '../../server/db/seed';
import type { Database } from '../../server/db/schema';
import { createSandboxSms } from '../../server/adapters/sms';

export interface Harness {
  app: FastifyInstance;
  db: Kysely<Database>;
  clock: Clock;
  /** Sends a request and returns the HTTP status with the parsed JSON envelope. */
  call(options: InjectOptions): Promise<{ status: number; body: Record<string, unknown> & { code: number; msg: string } }>;
  close(): Promise<void>;
}

/** A real app on a fresh in-memory database, seeded like a first start. */
export async function startHarness(
  overrides: Partial<ReturnType<typeof readConfig>> = {},
  options: { demoMember?: boolean } = {},
): Promise<Harness> {
  const config = { ...readConfig({}), staticDir: null, logger: false, ...overrides };
  const clock = createClock();
  const db = openSqlite(':memory:');
  await migrateToLatest(db);
  await seedSiteContent(db);
  await seedPublicContent(db);
  if (options.demoMember) await seedDemoMember(db, clock);
  const app = await buildApp({ db, clock, config, sms: createSandboxSms(db, clock) });
  await app.ready();
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
      await db.destroy();
    },
  };
}
