import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { conflict } from '../../errors';
import type { LanguageCode } from '../../../machines/rules/language';
import { RECHARGE_STATUS } from '../../../machines/rules/deposit';
import { formatMinor } from '../../../machines/rules/money';
import type { OpsDeposit } from '../../../contract/deposit';
import type { OpsOrderQuery } from '../../../contract/ops';
import { creditOrder, rejectOrder } from '../deposit/credit';
import { notFound, orderView, type OrderRow } from '../deposit/orders';
import { recordAction } from './actions';
import type { ActingOperator } from './operators';
import { pageAnswer, pageOf } from './paging';
import { rejectionReason } from './rejectionReason';

/**
 * The operator's deposit desk: offline orders awaiting confirmation with their proofs (oldest first, by
 * page), approve (credits exactly once: ../deposit/credit.ts) and reject with a reason. Each change is
 * recorded with the operator who made it, in the change's own transaction.
 */

async function withMember(db: Kysely<Database>, clock: Clock, row: OrderRow, language: LanguageCode): Promise<OpsDeposit> {
  const user = await db.selectFrom('users').select('user_name').where('id', '=', row.user_id).executeTakeFirstOrThrow();
  return { ...orderView(row, language, clock.now()), userName: user.user_name };
}

export async function listDeposits(db: Kysely<Database>, clock: Clock, query: OpsOrderQuery, language: LanguageCode) {
  const page = pageOf(query);
  const now = clock.now();
  const pending = (query.status ?? 'pending') === 'pending';
  let orders = db.selectFrom('recharge_orders');
  if (pending) orders = orders.where('recharge_orders.pay_mode', '=', 'offline').where('recharge_orders.status', '=', RECHARGE_STATUS.awaitingConfirmation);
  // The queue is worked oldest first; the whole history is read newest first.
  const direction = pending ? 'asc' : 'desc';
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
    rows.map(({ user_name, ...row }) => ({ ...orderView(row, language, now), userName: user_name })),
    counted.total,
    page,
  );
}

async function offlineOrder(db: Kysely<Database>, orderNo: string): Promise<OrderRow> {
  const row = await db.selectFrom('recharge_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!row) throw notFound();
  if (row.pay_mode !== 'offline') throw conflict('deposit.error.notOffline');
  return row;
}

export async function approveDeposit(db: Kysely<Database>, clock: Clock, operator: ActingOperator, orderNo: string, language: LanguageCode): Promise<OpsDeposit> {
  await offlineOrder(db, orderNo);
  // Only an order the member has confirmed as paid: an operator cannot credit one the member never confirmed.
  const credited = await db.transaction().execute(async (trx) => {
    const row = await creditOrder(trx, clock, orderNo, 'approve');
    if (row) {
      await recordAction(trx, clock, operator, { action: 'deposit.approve', targetKind: 'deposit', targetId: orderNo, detail: `amount ${formatMinor(Number(row.amount_minor))}` });
    }
    return row;
  });
  if (!credited) {
    const now = await offlineOrder(db, orderNo);
    throw conflict(Number(now.status) === RECHARGE_STATUS.awaitingPayment ? 'deposit.error.notConfirmed' : 'deposit.error.alreadySettled');
  }
  return withMember(db, clock, credited, language);
}

export async function rejectDeposit(db: Kysely<Database>, clock: Clock, operator: ActingOperator, orderNo: string, reason: string, language: LanguageCode): Promise<OpsDeposit> {
  const why = rejectionReason(reason);
  await offlineOrder(db, orderNo);
  const rejected = await db.transaction().execute(async (trx) => {
    const row = await rejectOrder(trx, clock, orderNo, why);
    await recordAction(trx, clock, operator, { action: 'deposit.reject', targetKind: 'deposit', targetId: orderNo, reason: why, detail: `amount ${formatMinor(Number(row.amount_minor))}` });
    return row;
  });
  return withMember(db, clock, rejected, language);
}
