import type { Kysely, Updateable } from 'kysely';
import type { Database, WithdrawOrdersTable } from '../../db/schema';
import { DomainError } from '../../errors';
import { WITHDRAW_STATUS, type WithdrawStatus } from '../../../machines/rules/withdrawal';
import type { WithdrawRow } from './orders';

/**
 * The one owner of a withdrawal order's status. Every change is an event of this table, made as one
 * conditional update (`WHERE status IN from`): of two callers at once (the operator twice, the sandbox's
 * approval racing the operator) only one takes the order, and a change the table does not allow changes
 * nothing. `tryWithdrawTransition` answers null when the order was not in a `from` status;
 * `withdrawTransition` makes that a DomainError.
 */

const S = WITHDRAW_STATUS;

interface Transition {
  from: readonly WithdrawStatus[];
  to: WithdrawStatus;
  refusal: string;
}

export const WITHDRAW_TRANSITIONS = {
  /** The operator (or the sandbox) approves: the payout service is asked (the hold stays until it answers). */
  approve: { from: [S.reviewing], to: S.paying, refusal: 'withdrawal.error.alreadyReviewed' },
  /** The operator rejects with a reason: the hold is voided. */
  reject: { from: [S.reviewing], to: S.rejected, refusal: 'withdrawal.error.alreadyReviewed' },
  /** The payout service paid: the hold is posted (and an appointment's bonus paid). */
  payoutPaid: { from: [S.paying], to: S.paid, refusal: 'withdrawal.error.alreadyReviewed' },
  /** The payout service failed: the hold is voided, the member told why. */
  payoutFailed: { from: [S.paying], to: S.payoutFailed, refusal: 'withdrawal.error.alreadyReviewed' },
} as const satisfies Record<string, Transition>;

export type WithdrawEvent = keyof typeof WITHDRAW_TRANSITIONS;

/** Other columns the change writes with the status (never the status itself). */
export type WithdrawChanges = Omit<Updateable<WithdrawOrdersTable>, 'status' | 'id' | 'order_no' | 'user_id'>;

export async function tryWithdrawTransition(db: Kysely<Database>, orderNo: string, event: WithdrawEvent, changes: WithdrawChanges = {}): Promise<WithdrawRow | null> {
  const transition: Transition = WITHDRAW_TRANSITIONS[event];
  const row = await db
    .updateTable('withdraw_orders')
    .set({ ...changes, status: transition.to })
    .where('order_no', '=', orderNo)
    .where('status', 'in', [...transition.from])
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** The change, or a DomainError (409) saying why it is not allowed now: nothing was written. */
export async function withdrawTransition(db: Kysely<Database>, orderNo: string, event: WithdrawEvent, changes: WithdrawChanges = {}): Promise<WithdrawRow> {
  const row = await tryWithdrawTransition(db, orderNo, event, changes);
  if (!row) throw new DomainError(409, WITHDRAW_TRANSITIONS[event].refusal);
  return row;
}
