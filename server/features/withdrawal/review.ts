import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { HOUSE, postPending, voidPending } from '../../ledger/ledger';
import { lockMemberWallets, moveMemberMoney } from '../wallet/wallets';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';
import { WITHDRAW_STATUS } from '../../../machines/rules/withdrawal';
import { WITHDRAW_MOVEMENT_KIND, type WithdrawRow } from './orders';
import { notifyMember } from '../messages/notify';
import { tryWithdrawTransition } from './transitions';

/**
 * The review of a withdrawal, exactly once whoever asks (the operator twice or at once, the sandbox's
 * own approval racing the operator): the order row leaves "reviewing" by a transition of ./transitions.ts,
 * one conditional update — only the caller whose update took it goes on — and the settling movement's key is the order's, so not even
 * a second writer could settle it twice (the ledger settles a pending movement once).
 *
 * Approved: the hold is posted (the amount leaves the central wallet for the withdrawals house
 * account: paid out) and an appointment order's bonus is credited to the member's central wallet from
 * the same house account. Rejected: the hold is voided (the amount is spendable again), with a reason.
 */

export const settleKeyOf = (orderNo: string, outcome: 'post' | 'void') => `withdraw:${outcome}:${orderNo}`;
export const bonusKeyOf = (orderNo: string) => `withdraw:bonus:${orderNo}`;
export type Reviewer = 'operator' | 'sandbox';


/** Pays the order out; answers null (nothing moved) when it had already been reviewed. */
export async function approveInTransaction(trx: Transaction<Database>, clock: Clock, orderNo: string, by: Reviewer): Promise<WithdrawRow | null> {
  const settleKey = settleKeyOf(orderNo, 'post');
  const order = await tryWithdrawTransition(trx, orderNo, 'approve', { settle_key: settleKey, reviewed_by: by, reviewed_at: clock.now() });
  if (!order) return null;
  await postPending(trx, clock, { key: settleKey, pendingKey: order.hold_key });
  const bonusMinor = Number(order.bonus_minor);
  if (bonusMinor > 0) {
    const userId = Number(order.user_id);
    const wallets = await lockMemberWallets(trx, userId, [CENTRAL_WALLET]);
    const central = wallets.get(CENTRAL_WALLET)!;
    await moveMemberMoney(
      trx,
      clock,
      {
        key: bonusKeyOf(orderNo),
        kind: `${WITHDRAW_MOVEMENT_KIND}Bonus`,
        userId,
        referencePrefix: 'WB',
        amountMinor: bonusMinor,
        legs: [
          { account: { house: HOUSE.withdrawals }, amountMinor: -bonusMinor },
          { account: { walletId: central.id }, amountMinor: bonusMinor },
        ],
      },
      wallets.values(),
    );
    await trx.updateTable('withdraw_orders').set({ bonus_key: bonusKeyOf(orderNo) }).where('id', '=', order.id).execute();
  }
  await notifyMember(trx, clock, Number(order.user_id), { event: 'withdrawalPaid', orderNo, amountMinor: Number(order.amount_minor) });
  return { ...order, bonus_key: bonusMinor > 0 ? bonusKeyOf(orderNo) : null };
}

/**
 * Rejects the order with a reason: the hold is voided (the amount is spendable again). Answers null (nothing
 * moved) when it had already been reviewed. The operator's desk records who did it in the same transaction.
 */
export async function rejectInTransaction(trx: Transaction<Database>, clock: Clock, orderNo: string, reason: string): Promise<WithdrawRow | null> {
  const settleKey = settleKeyOf(orderNo, 'void');
  const order = await tryWithdrawTransition(trx, orderNo, 'reject', { settle_key: settleKey, reject_reason: reason, reviewed_by: 'operator', reviewed_at: clock.now() });
  if (!order) return null;
  await voidPending(trx, clock, { key: settleKey, pendingKey: order.hold_key });
  await notifyMember(trx, clock, Number(order.user_id), { event: 'withdrawalRejected', orderNo, amountMinor: Number(order.amount_minor), reason });
  return order;
}

/**
 * Sandbox mode: instant orders awaiting review for at least `delayMs` (server clock) are approved by the
 * sandbox. Run by a timer and before a member's withdrawal reads, so the clock moved forward in a test
 * shows its effect at once. Answers how many it approved.
 */
export async function autoApproveDueWithdrawals(db: Kysely<Database>, clock: Clock, delayMs: number, userId?: number): Promise<number> {
  let query = db
    .selectFrom('withdraw_orders')
    .select('order_no')
    .where('status', '=', WITHDRAW_STATUS.reviewing)
    .where('method', '=', 'instant')
    .where('created_at', '<=', clock.now() - delayMs);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  let approved = 0;
  for (const { order_no } of await query.orderBy('id').limit(100).execute()) {
    if (await db.transaction().execute((trx) => approveInTransaction(trx, clock, order_no, 'sandbox'))) approved += 1;
  }
  return approved;
}
