import type { Kysely } from 'kysely';
import { createClock, type Clock } from '../../server/clock';
import { migrateToLatest } from '../../server/db/migrate';
import { seedPublicContent } from '../../server/db/seed';
import type { Database } from '../../server/db/schema';
import { ensureWallet } from '../../server/features/wallet/wallets';
import { freshDatabase } from './harness';
import { insertMember, memberRow } from './memberRows';

/**
 * The money code without the HTTP app: a fresh migrated database (SQLite in memory, or PostgreSQL with
 * TEST_DATABASE_URL), a clock that stands still at a fixed time until advanced, and members made
 * directly. For tests that call the ledger and the idempotency code themselves.
 */
export interface MoneyFixture {
  db: Kysely<Database>;
  clock: Clock;
  /** A member with a central wallet at 0.00; answers the member's id. */
  member(): Promise<number>;
  /** The member's wallet for `venue` (opened at 0.00 when missing). */
  wallet(userId: number, venue: string): Promise<number>;
  close(): Promise<void>;
}

export const FIXED_START = Date.UTC(2026, 0, 15, 12, 0, 0);

/** `venues`: load the site's content too, for code that requires a seeded venue (platforms). */
export async function moneyFixture(options: { venues?: boolean } = {}): Promise<MoneyFixture> {
  const { db, drop } = await freshDatabase();
  await migrateToLatest(db);
  if (options.venues) await seedPublicContent(db);
  const clock = createClock(() => FIXED_START);
  let serial = 0;
  return {
    db,
    clock,
    async member() {
      serial += 1;
      const row = memberRow(`mut${serial}`, `9${String(serial).padStart(9, '0')}`, clock.now());
      return db.transaction().execute((trx) => insertMember(trx, row));
    },
    wallet: (userId, venue) => ensureWallet(db, userId, venue),
    close: drop,
  };
}
