import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { conflict } from '../../errors';
import type { LanguageCode } from '../../../machines/rules/language';
import { WITHDRAW_STATUS } from '../../../machines/rules/withdrawal';
import { formatMinor } from '../../../machines/rules/money';
import type { OpsWithdrawal } from '../../../contract/withdrawal';
import type { OpsOrderQuery } from '../../../contract/ops';
import { withdrawNotFound, withdrawOrderView, type WithdrawRow } from '../withdrawal/orders';
import { approveInTransaction, payOut, rejectInTransaction } from '../withdrawal/review';
import type { PayoutService } from '../../adapters/payouts';
import { recordAction } from './actions';
import type { ActingOperator } from './operators';
import { pageAnswer, pageOf } from './paging';
import { rejectionReason } from './rejectionReason';
import { publishMoneyMessage } from '../../events/publish';

/**
 * The operator's withdrawal desk: orders awaiting review (oldest first, by page), approve (paying, then
 * paid or failed by the payout service, exactly once: ../withdrawal/review.ts) and reject with a reason (the held amount returns). Each review
 * is recorded with the operator who made it, in the review's own transaction.
 */

async function withMember(db: Kysely<Database>, row: WithdrawRow, language: LanguageCode): Promise<OpsWithdrawal> {
  const user = await db.selectFrom('users').select(['user_name', 'real_name']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
  return { ...withdrawOrderView(row, language), userName: user.user_name, realName: user.real_name };
}

export async function listWithdrawals(db: Kysely<Database>, query: OpsOrderQuery, language: LanguageCode) {
  const page = pageOf(query);
  const pending = (query.status ?? 'pending') === 'pending';
  let orders = db.selectFrom('withdraw_orders');
  if (pending) orders = orders.where('withdraw_orders.status', '=', WITHDRAW_STATUS.reviewing);
  // The queue is worked oldest first; the whole history is read newest first.
  const direction = pending ? 'asc' : 'desc';
  const [rows, counted] = await Promise.all([
    orders
      .innerJoin('users', 'users.id', 'withdraw_orders.user_id')
      .selectAll('withdraw_orders')
      .select(['users.user_name', 'users.real_name'])
      .orderBy('withdraw_orders.created_at', direction)
      .orderBy('withdraw_orders.id', direction)
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    orders.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(
    rows.map(({ user_name, real_name, ...row }) => ({ ...withdrawOrderView(row, language), userName: user_name, realName: real_name })),
    counted.total,
    page,
  );
}

async function existing(db: Kysely<Database>, orderNo: string) {
  const row = await db.selectFrom('withdraw_orders').select('id').where('order_no', '=', orderNo).executeTakeFirst();
  if (!row) throw withdrawNotFound();
}

const amountDetail = (order: WithdrawRow) => `amount ${formatMinor(Number(order.amount_minor))}, bonus ${formatMinor(Number(order.bonus_minor))}`;

/**
 * Approves: the order is paying (recorded with the operator), then the payout service is asked outside that
 * transaction and its answer settled; answers the order as it then stands (paid, or payout failed with why).
 */
export async function approveWithdrawalAsOperator(db: Kysely<Database>, clock: Clock, payouts: PayoutService, operator: ActingOperator, orderNo: string, language: LanguageCode) {
  await existing(db, orderNo);
  const approved = await db.transaction().execute(async (trx) => {
    const order = await approveInTransaction(trx, clock, orderNo, 'operator');
    if (order) await recordAction(trx, clock, operator, { action: 'withdrawal.approve', targetKind: 'withdrawal', targetId: orderNo, detail: amountDetail(order) });
    return order;
  });
  if (!approved) throw conflict('withdrawal.error.alreadyReviewed');
  // Null when another caller (the paying job) settled it meanwhile: the order as it stands then.
  const settled = (await payOut(db, clock, orderNo, payouts)) ?? (await db.selectFrom('withdraw_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow());
  return withMember(db, settled, language);
}

export async function rejectWithdrawalAsOperator(db: Kysely<Database>, clock: Clock, operator: ActingOperator, orderNo: string, reason: string, language: LanguageCode) {
  const why = rejectionReason(reason);
  await existing(db, orderNo);
  const rejected = await db.transaction().execute(async (trx) => {
    const order = await rejectInTransaction(trx, clock, orderNo, why);
    if (order) await recordAction(trx, clock, operator, { action: 'withdrawal.reject', targetKind: 'withdrawal', targetId: orderNo, reason: why, detail: amountDetail(order) });
    return order;
  });
  if (!rejected) throw conflict('withdrawal.error.alreadyReviewed');
  publishMoneyMessage(db, Number(rejected.user_id));
  return withMember(db, rejected, language);
}
