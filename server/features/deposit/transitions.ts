import type { Kysely, Updateable } from 'kysely';
import type { Database, RechargeOrdersTable } from '../../db/schema';
import type { Clock } from '../../clock';
import { DomainError } from '../../errors';
import { RECHARGE_STATUS, type RechargeStatus } from '../../../machines/rules/deposit';
import type { OrderRow } from './orders';

/**
 * The one owner of a deposit order's status. Every change is an event of this table, made as one
 * conditional update (`WHERE status IN from`), so of two callers at once only one takes the order, and a
 * change the table does not allow changes nothing. `tryDepositTransition` answers null when the order was
 * not in a `from` status (a lost race, a repeat: the caller decides what that means);
 * `depositTransition` makes that a DomainError in the member's language.
 *
 * Windows: an order awaiting payment past its `expire_at` is expired (machines/rules/deposit.ts
 * rechargeStatusAt), so the member's own changes (confirm, cancel) are conditional on the window being
 * open as well, and `expire` on its being closed. A provider's payment is not: money captured for an
 * order we have not closed yet is credited (the expiry job closes online orders only after asking the
 * provider: ./reconcile.ts).
 */

const S = RECHARGE_STATUS;

interface Transition {
  from: readonly RechargeStatus[];
  to: RechargeStatus;
  /** The window must still be open (member's changes) or already closed (expiry). */
  window?: 'open' | 'closed';
  /** Why the change was refused, in the member's words. */
  refusal: string;
}

export const DEPOSIT_TRANSITIONS = {
  /** The member says an offline order is paid, with proofs. */
  confirm: { from: [S.awaitingPayment], to: S.awaitingConfirmation, window: 'open', refusal: 'deposit.error.notAwaitingPayment' },
  /** The member cancels an unpaid order. */
  cancel: { from: [S.awaitingPayment], to: S.cancelled, window: 'open', refusal: 'deposit.error.notCancellable' },
  /** The pay window closed unpaid (the expiry job). */
  expire: { from: [S.awaitingPayment], to: S.expired, window: 'closed', refusal: 'deposit.error.notAwaitingPayment' },
  /** A provider reports the payment, for the order's amount, while the order is open. */
  pay: { from: [S.awaitingPayment, S.awaitingConfirmation], to: S.credited, refusal: 'deposit.error.alreadySettled' },
  /** A provider reports the payment failed at its cashier. */
  fail: { from: [S.awaitingPayment], to: S.failed, refusal: 'deposit.error.notAwaitingPayment' },
  /** The operator credits an offline order the member confirmed, or a payment held for review. */
  approve: { from: [S.awaitingConfirmation, S.review], to: S.credited, refusal: 'deposit.error.alreadySettled' },
  /** The operator rejects an open offline order, or a payment held for review, with a reason. */
  reject: { from: [S.awaitingPayment, S.awaitingConfirmation, S.review], to: S.rejected, refusal: 'deposit.error.alreadySettled' },
  /** A payment arrived after the order closed, or for another amount: held for the operator, never dropped. */
  holdForReview: {
    from: [S.awaitingPayment, S.awaitingConfirmation, S.expired, S.cancelled, S.failed],
    to: S.review,
    refusal: 'deposit.error.alreadySettled',
  },
} as const satisfies Record<string, Transition>;

export type DepositEvent = keyof typeof DEPOSIT_TRANSITIONS;

/** The statuses an event may leave from. */
export const depositEventFrom = (event: DepositEvent): readonly RechargeStatus[] => DEPOSIT_TRANSITIONS[event].from;

/** What an order is found by: its number (providers, the operator) or the member's id and its own order id. */
export type OrderRef = { orderNo: string } | { id: number; userId: number };

/** Other columns the change writes with the status (never the status itself). */
export type OrderChanges = Omit<Updateable<RechargeOrdersTable>, 'status' | 'id' | 'order_no' | 'user_id'>;

export async function tryDepositTransition(
  trx: Kysely<Database>,
  clock: Clock,
  ref: OrderRef,
  event: DepositEvent,
  changes: OrderChanges = {},
): Promise<OrderRow | null> {
  const transition: Transition = DEPOSIT_TRANSITIONS[event];
  const now = clock.now();
  let update = trx
    .updateTable('recharge_orders')
    .set({ ...changes, status: transition.to })
    .where('status', 'in', [...transition.from]);
  update = 'orderNo' in ref ? update.where('order_no', '=', ref.orderNo) : update.where('id', '=', ref.id).where('user_id', '=', ref.userId);
  if (transition.window === 'open') update = update.where((eb) => eb.or([eb('expire_at', 'is', null), eb('expire_at', '>', now)]));
  if (transition.window === 'closed') update = update.where('expire_at', 'is not', null).where('expire_at', '<=', now);
  return (await update.returningAll().executeTakeFirst()) ?? null;
}

/** The change, or a DomainError (409) saying why it is not allowed now: nothing was written. */
export async function depositTransition(
  trx: Kysely<Database>,
  clock: Clock,
  ref: OrderRef,
  event: DepositEvent,
  changes: OrderChanges = {},
): Promise<OrderRow> {
  const row = await tryDepositTransition(trx, clock, ref, event, changes);
  if (!row) throw new DomainError(409, DEPOSIT_TRANSITIONS[event].refusal);
  return row;
}
