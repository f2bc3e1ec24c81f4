import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { HOUSE, postPending, voidPending } from '../../ledger/ledger';
import { lockMemberWallets, moveMemberMoney } from '../wallet/wallets';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';
import { WITHDRAW_STATUS } from '../../../machines/rules/withdrawal';
import { WITHDRAW_MOVEMENT_KIND, type WithdrawRow } from './orders';
import { notifyMember } from '../messages/notify';
import { publishMoneyMessage } from '../../events/publish';
import { tryWithdrawTransition } from './transitions';
import type { PayoutService } from '../../adapters/payouts';

/**
 * The review and payout of a withdrawal, each step exactly once whoever asks (the operator twice or at once,
 * the sandbox's own approval racing the operator, the job that settles paying orders): each step is a
 * transition of ./transitions.ts, one conditional update — only the caller whose update took it goes on —
 * and each movement's key is the order's, so not even a second writer could settle it twice.
 *
 * Approved: the order is "paying" and the payout service is asked, outside any transaction (a slow service
 * holds no connection). Paid: the hold is posted (the amount leaves for the withdrawals house account) and an
 * appointment order's bonus is credited from the promotions house account. Failed: the hold is voided (the
 * amount is spendable again) and the member is told why. Rejected by the operator: the hold is voided, with
 * a reason.
 */

export const settleKeyOf = (orderNo: string, outcome: 'post' | 'void') => `withdraw:${outcome}:${orderNo}`;
export const bonusKeyOf = (orderNo: string) => `withdraw:bonus:${orderNo}`;
export type Reviewer = 'operator' | 'sandbox';

/** Approves the order: it becomes paying (nothing moves yet). Answers null when it had already been reviewed. */
export async function approveInTransaction(trx: Transaction<Database>, clock: Clock, orderNo: string, by: Reviewer): Promise<WithdrawRow | null> {
  return tryWithdrawTransition(trx, orderNo, 'approve', { reviewed_by: by, reviewed_at: clock.now() });
}

async function payBonus(trx: Transaction<Database>, clock: Clock, order: WithdrawRow): Promise<void> {
  const bonusMinor = Number(order.bonus_minor);
  const userId = Number(order.user_id);
  const wallets = await lockMemberWallets(trx, userId, [CENTRAL_WALLET]);
  const central = wallets.get(CENTRAL_WALLET)!;
  await moveMemberMoney(
    trx,
    clock,
    {
      key: bonusKeyOf(order.order_no),
      kind: `${WITHDRAW_MOVEMENT_KIND}Bonus`,
      userId,
      referencePrefix: 'WB',
      amountMinor: bonusMinor,
      legs: [
        // A promotion the house pays: not money the member withdrew.
        { account: { house: HOUSE.promotions }, amountMinor: -bonusMinor },
        { account: { walletId: central.id }, amountMinor: bonusMinor },
      ],
    },
    wallets.values(),
  );
}

/** The payout service's answer, settled once: paid posts the hold (and the bonus), failed voids it. */
async function settlePayout(db: Kysely<Database>, clock: Clock, order: WithdrawRow, payouts: PayoutService): Promise<WithdrawRow | null> {
  const result = await payouts.pay({
    orderNo: order.order_no,
    amountMinor: Number(order.amount_minor),
    accountKind: order.account_kind,
    accountNo: order.account_no,
    cryptoAmountMinor: order.crypto_amount_minor === null ? null : Number(order.crypto_amount_minor),
  });
  const settled = await db.transaction().execute(async (trx) => {
    const orderNo = order.order_no;
    const amountMinor = Number(order.amount_minor);
    if (result.outcome === 'paid') {
      const bonus = Number(order.bonus_minor) > 0 ? bonusKeyOf(orderNo) : null;
      const paid = await tryWithdrawTransition(trx, orderNo, 'payoutPaid', { settle_key: settleKeyOf(orderNo, 'post'), bonus_key: bonus, paid_at: clock.now() });
      if (!paid) return null;
      await postPending(trx, clock, { key: settleKeyOf(orderNo, 'post'), pendingKey: paid.hold_key });
      if (bonus) await payBonus(trx, clock, paid);
      await notifyMember(trx, clock, Number(paid.user_id), { event: 'withdrawalPaid', orderNo, amountMinor });
      return paid;
    }
    const failed = await tryWithdrawTransition(trx, orderNo, 'payoutFailed', { settle_key: settleKeyOf(orderNo, 'void'), payout_reason: result.reason });
    if (!failed) return null;
    await voidPending(trx, clock, { key: settleKeyOf(orderNo, 'void'), pendingKey: failed.hold_key });
    await notifyMember(trx, clock, Number(failed.user_id), { event: 'withdrawalPayoutFailed', orderNo, amountMinor, reason: result.reason });
    return failed;
  });
  // Paid or failed, money moved and a message told of it: the member's open tabs hear it once it committed.
  if (settled) publishMoneyMessage(db, Number(settled.user_id));
  return settled;
}

/**
 * Pays a paying order out through the payout service and settles the answer; answers the order as it then
 * stands (paid or payout failed), or null when it was not paying (already settled by another caller).
 */
export async function payOut(db: Kysely<Database>, clock: Clock, orderNo: string, payouts: PayoutService): Promise<WithdrawRow | null> {
  const order = await db.selectFrom('withdraw_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!order || Number(order.status) !== WITHDRAW_STATUS.paying) return null;
  return settlePayout(db, clock, order, payouts);
}

/** A paying order older than this was cut short (a crash between the approval and the answer): ask again. */
export const PAYING_RETRY_AFTER_MS = 60 * 1000;
export const PAYING_BATCH = 100;

/**
 * The job that settles paying orders (`run(db, clock, slot)` with the payout service): orders approved at
 * least a minute ago and still paying are asked about again (the service answers by order number, paying
 * nothing twice) and settled. Idempotent; answers how many it settled.
 */
export async function settlePayingWithdrawals(db: Kysely<Database>, clock: Clock, _slot: string | undefined, payouts: PayoutService): Promise<number> {
  const stuck = await db
    .selectFrom('withdraw_orders')
    .select('order_no')
    .where('status', '=', WITHDRAW_STATUS.paying)
    .where('reviewed_at', '<=', clock.now() - PAYING_RETRY_AFTER_MS)
    .orderBy('id')
    .limit(PAYING_BATCH)
    .execute();
  let settled = 0;
  for (const { order_no } of stuck) if (await payOut(db, clock, order_no, payouts)) settled += 1;
  return settled;
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
 * sandbox and paid out. Run by a timer and before a member's withdrawal reads, so the clock moved forward in
 * a test shows its effect at once. Answers how many it approved.
 */
export async function autoApproveDueWithdrawals(db: Kysely<Database>, clock: Clock, delayMs: number, payouts: PayoutService, userId?: number): Promise<number> {
  let query = db
    .selectFrom('withdraw_orders')
    .select('order_no')
    .where('status', '=', WITHDRAW_STATUS.reviewing)
    .where('method', '=', 'instant')
    .where('created_at', '<=', clock.now() - delayMs);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  let approved = 0;
  for (const { order_no } of await query.orderBy('id').limit(100).execute()) {
    if (await db.transaction().execute((trx) => approveInTransaction(trx, clock, order_no, 'sandbox'))) {
      approved += 1;
      await payOut(db, clock, order_no, payouts);
    }
  }
  return approved;
}
