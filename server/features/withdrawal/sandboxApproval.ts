import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { autoApproveDueWithdrawals } from './review';
import { sandboxPayoutsOf } from '../../adapters/payouts';

/** How often the sandbox looks for instant withdrawals due for its own approval. */
export const SANDBOX_APPROVAL_TICK_MS = 1000;

/**
 * Sandbox mode: approves instant withdrawals `delayMs` after submission (server clock), every tick, in
 * the manner of the housekeeping schedule. Answers the function that stops it.
 */
export function scheduleSandboxApprovals(db: Kysely<Database>, clock: Clock, delayMs: number, log: (message: string) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    autoApproveDueWithdrawals(db, clock, delayMs, sandboxPayoutsOf(db))
      .catch((error: unknown) => log(`sandbox withdrawal approval failed: ${String(error)}`))
      .finally(() => {
        running = false;
      });
  }, SANDBOX_APPROVAL_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
