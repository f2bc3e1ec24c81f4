import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Clock } from './clock';
import { purgeExpiredKeys } from './ledger/idempotency';
import { purgeEndedSessions } from './features/auth/tokens';
import { purgeStaleThrottleRows } from './features/auth/throttle';
import { purgeOldCodes } from './features/verification/codes';
import { purgeOldOutbox } from './adapters/sms';
import { purgeRefusedNotifications } from './features/payments/notifications';
import { purgeOrphanUploads } from './features/upload/uploads';
import { expireOverdueOrders } from './features/deposit/orders';

/**
 * Tables that would otherwise only grow: rows past every rule that reads them are deleted, once at
 * start and then hourly. Each purge is one idempotent delete, harmless when several servers run it.
 */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export async function purgeExpiredRows(db: Kysely<Database>, clock: Clock, uploadsDir: string | null = null): Promise<Record<string, number>> {
  return {
    idempotencyKeys: await purgeExpiredKeys(db, clock),
    sessions: await purgeEndedSessions(db, clock),
    loginThrottle: await purgeStaleThrottleRows(db, clock),
    verificationCodes: await purgeOldCodes(db, clock),
    outbox: await purgeOldOutbox(db, clock),
    refusedNotifications: await purgeRefusedNotifications(db, clock),
    orphanUploads: uploadsDir === null ? 0 : await purgeOrphanUploads(db, clock, uploadsDir),
    // Not a purge: unpaid offline deposits past their window become expired (reads already show them so;
    // online ones are closed by the reconciliation, which asks the provider first).
    expiredDeposits: await expireOverdueOrders(db, clock),
  };
}

/** Runs the purge now and every interval; answers the function that stops it. */
export function scheduleHousekeeping(
  db: Kysely<Database>,
  clock: Clock,
  log: (message: string) => void,
  uploadsDir: string | null = null,
): () => void {
  const run = () => purgeExpiredRows(db, clock, uploadsDir).catch((error: unknown) => log(`housekeeping purge failed: ${String(error)}`));
  void run();
  const timer = setInterval(() => void run(), HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
