import type { AppContext } from '../http/context';
import type { Job } from './job';
import { housekeepingJob } from '../housekeeping';
import { vipDayJob } from '../features/vip/vipDay';
import { agentDayJob } from '../features/agent/agentDay';
import { paymentProvidersOf } from '../features/payments/registry';
import { reconcileOverdueOrders } from '../features/payments/reconcile';
import { payoutServiceOf } from '../adapters/payouts';
import { settlePayingWithdrawals } from '../features/withdrawal/review';

/**
 * Every scheduled job of the site, run by server/jobs/scheduler.ts on each server and claimed once per slot
 * across them. A feature adds its job with one line here: `{ name, cron, run }` (server/jobs/job.ts), its run
 * `run(db, clock, slot)` safe to repeat for a slot.
 *
 * The providers and the payout service are the server's own (the same adapters its routes use), so the
 * sandbox's books answer the reconciliation as they answered the cashier.
 */
export const siteJobs = (ctx: Pick<AppContext, 'db' | 'clock' | 'config'>): Job[] => {
  const providers = paymentProvidersOf(ctx);
  const payouts = payoutServiceOf(ctx);
  return [
    housekeepingJob(ctx.config.uploadsDir),
    vipDayJob,
    agentDayJob,
    // Online orders past their window: asked at their provider and settled as a notification would be.
    { name: 'deposits.reconcile', cron: '*/5 * * * *', catchUp: 'latest', run: (db, clock, slot) => reconcileOverdueOrders(db, clock, String(slot), providers) },
    // Withdrawals left paying (a crash between the approval and the payout's answer): asked again, settled once.
    { name: 'withdrawals.paying', cron: '*/5 * * * *', catchUp: 'latest', run: (db, clock, slot) => settlePayingWithdrawals(db, clock, String(slot), payouts) },
  ];
};
