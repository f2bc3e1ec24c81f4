import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { conflict } from '../../errors';
import type { LanguageCode } from '../../../machines/rules/language';
import { RECHARGE_STATUS } from '../../../machines/rules/deposit';
import { formatMinor } from '../../../machines/rules/money';
import type { OpsDeposit, OpsDepositQuery } from '../../../contract/deposit';
import { creditOrder, rejectOrder } from '../deposit/credit';
import { notFound, orderView, type OrderRow } from '../deposit/orders';
import { recordAction } from './actions';
import type { ActingOperator } from './operators';
import { pageAnswer, pageOf } from './paging';
import { rejectionReason } from './rejectionReason';
import { publishMoneyMessage, publishUnread } from '../../events/publish';

/**
 * The operator's deposit desk: offline orders awaiting confirmation with their proofs, and payments held for
 * review (a provider's payment after the order closed, or for another amount), oldest first, by page; approve
 * (credits exactly once: ../deposit/credit.ts — a held payment what was captured) and reject with a reason.
 * Each change is recorded with the operator who made it, in the change's own transaction.
 */

export function opsDepositView(row: OrderRow, userName: string, language: LanguageCode, now: number): OpsDeposit {
  return {
    ...orderView(row, language, now),
    userName,
    paidAmount: row.paid_minor === null ? null : formatMinor(Number(row.paid_minor)),
    reviewReason: row.review_reason === 'late' || row.review_reason === 'amount' ? row.review_reason : null,
  };
}

async function withMember(db: Kysely<Database>, clock: Clock, row: OrderRow, language: LanguageCode): Promise<OpsDeposit> {
  const user = await db.selectFrom('users').select('user_name').where('id', '=', row.user_id).executeTakeFirstOrThrow();
  return opsDepositView(row, user.user_name, language, clock.now());
}

export async function listDeposits(db: Kysely<Database>, clock: Clock, query: OpsDepositQuery, language: LanguageCode) {
  const page = pageOf(query);
  const now = clock.now();
  const status = query.status ?? 'pending';
  let orders = db.selectFrom('recharge_orders');
  if (status === 'pending') orders = orders.where('recharge_orders.pay_mode', '=', 'offline').where('recharge_orders.status', '=', RECHARGE_STATUS.awaitingConfirmation);
  if (status === 'review') orders = orders.where('recharge_orders.status', '=', RECHARGE_STATUS.review);
  // The queues are worked oldest first; the whole history is read newest first.
  const direction = status === 'all' ? 'desc' : 'asc';
  const [rows, counted] = await Promise.all([
    orders
      .innerJoin('users', 'users.id', 'recharge_orders.user_id')
      .selectAll('recharge_orders')
      .select('users.user_name')
      .orderBy('recharge_orders.created_at', direction)
      .orderBy('recharge_orders.id', direction)
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    orders.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(
    rows.map(({ user_name, ...row }) => opsDepositView(row, user_name, language, now)),
    counted.total,
    page,
  );
}

/** An order the desk may decide: an offline one, or a payment held for review (of any mode). */
async function deskOrder(db: Kysely<Database>, orderNo: string): Promise<OrderRow> {
  const row = await db.selectFrom('recharge_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!row) throw notFound();
  if (row.pay_mode !== 'offline' && Number(row.status) !== RECHARGE_STATUS.review) throw conflict('deposit.error.notOffline');
  return row;
}

const amountDetail = (row: OrderRow) =>
  row.paid_minor === null
    ? `amount ${formatMinor(Number(row.amount_minor))}`
    : `amount ${formatMinor(Number(row.amount_minor))}, paid ${formatMinor(Number(row.paid_minor))} (${row.review_reason ?? 'review'})`;

export async function approveDeposit(db: Kysely<Database>, clock: Clock, operator: ActingOperator, orderNo: string, language: LanguageCode): Promise<OpsDeposit> {
  await deskOrder(db, orderNo);
  // Only an order the member has confirmed as paid, or a payment held for review: never one the member did not confirm.
  const credited = await db.transaction().execute(async (trx) => {
    const row = await creditOrder(trx, clock, orderNo, 'approve');
    if (row) await recordAction(trx, clock, operator, { action: 'deposit.approve', targetKind: 'deposit', targetId: orderNo, detail: amountDetail(row) });
    return row;
  });
  if (!credited) {
    const now = await deskOrder(db, orderNo);
    throw conflict(Number(now.status) === RECHARGE_STATUS.awaitingPayment ? 'deposit.error.notConfirmed' : 'deposit.error.alreadySettled');
  }
  publishMoneyMessage(db, Number(credited.user_id));
  return withMember(db, clock, credited, language);
}

export async function rejectDeposit(db: Kysely<Database>, clock: Clock, operator: ActingOperator, orderNo: string, reason: string, language: LanguageCode): Promise<OpsDeposit> {
  const why = rejectionReason(reason);
  await deskOrder(db, orderNo);
  const rejected = await db.transaction().execute(async (trx) => {
    const row = await rejectOrder(trx, clock, orderNo, why);
    await recordAction(trx, clock, operator, { action: 'deposit.reject', targetKind: 'deposit', targetId: orderNo, reason: why, detail: amountDetail(row) });
    return row;
  });
  publishUnread(db, Number(rejected.user_id));
  return withMember(db, clock, rejected, language);
}
