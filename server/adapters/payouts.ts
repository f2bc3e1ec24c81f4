import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PayoutFailureReason } from '../../machines/rules/withdrawal';

/**
 * Paying a withdrawal out: the one interface every payout service (a bank's or a payment company's transfer
 * API) is reached through, like the payment providers' adapter. The operator's approval makes an order
 * "paying"; the service decides paid or failed (server/features/withdrawal/payout.ts). A payout is keyed by
 * our order number, which a real service takes as its idempotency key: asking again about the same order
 * answers the first outcome and pays nothing twice, so a payout cut short (a crash between the approval and
 * the answer) is simply asked again by the job that settles paying orders.
 */


export interface PayoutRequest {
  orderNo: string;
  amountMinor: number;
  accountKind: string;
  accountNo: string;
  /** USDT cents to a crypto account; null otherwise. */
  cryptoAmountMinor: number | null;
}

export type PayoutResult = { outcome: 'paid' } | { outcome: 'failed'; reason: PayoutFailureReason };

export interface PayoutService {
  pay(request: PayoutRequest): Promise<PayoutResult>;
}

/**
 * The sandbox payout service: pays unless told to fail the next payout (the sandbox control
 * POST /web/sandbox/payouts/failNext), and remembers each order's outcome, as a real service's idempotency
 * would. One per database, so the server's sandbox approvals timer and its routes share it.
 */
export class SandboxPayouts implements PayoutService {
  private readonly outcomes = new Map<string, PayoutResult>();
  private failures: PayoutFailureReason[] = [];

  /** The next payout asked for (of an order not yet paid) fails with this reason. */
  failNext(reason: PayoutFailureReason = 'accountRejected'): void {
    this.failures.push(reason);
  }

  async pay(request: PayoutRequest): Promise<PayoutResult> {
    const known = this.outcomes.get(request.orderNo);
    if (known) return known;
    const reason = this.failures.shift();
    const result: PayoutResult = reason ? { outcome: 'failed', reason } : { outcome: 'paid' };
    this.outcomes.set(request.orderNo, result);
    return result;
  }
}

const sandboxes = new WeakMap<Kysely<Database>, SandboxPayouts>();

export function sandboxPayoutsOf(db: Kysely<Database>): SandboxPayouts {
  let payouts = sandboxes.get(db);
  if (!payouts) {
    payouts = new SandboxPayouts();
    sandboxes.set(db, payouts);
  }
  return payouts;
}

/**
 * Outside the sandbox with no payout service configured, the operator pays by hand (their bank's own
 * transfer) before approving, as before payouts had an adapter: the approval is the payout.
 */
export const manualPayouts: PayoutService = {
  async pay() {
    return { outcome: 'paid' };
  },
};

export const payoutServiceOf = (ctx: { db: Kysely<Database>; config: { sandbox: boolean } }): PayoutService =>
  ctx.config.sandbox ? sandboxPayoutsOf(ctx.db) : manualPayouts;
