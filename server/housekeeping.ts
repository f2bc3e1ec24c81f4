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
import { purgeOldClaims } from './jobs/claims';
import type { Job } from './jobs/job';

/** Finished job claims are kept this long (real time), each job's newest for ever. */
export const JOB_CLAIMS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Tables that would otherwise only grow: rows past every rule that reads them are deleted, hourly (the
 * housekeeping job). Each purge is one idempotent delete, harmless if it ever ran twice.
 */
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
    jobClaims: await purgeOldClaims(db, Date.now() - JOB_CLAIMS_KEPT_MS),
  };
}

/**
 * Housekeeping as a scheduled job (server/jobs/): at the start of every hour on the server clock, by one
 * server of those sharing the database. Missed hours run once, as the newest: a purge covers everything before it.
 */
export const housekeepingJob = (uploadsDir: string | null): Job => ({
  name: 'housekeeping',
  cron: '0 * * * *',
  catchUp: 'latest',
  run: (db, clock) => purgeExpiredRows(db, clock, uploadsDir),
});
