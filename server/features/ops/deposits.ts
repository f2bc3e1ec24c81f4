import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { conflict } from '../../errors';
import type { LanguageCode } from '../../../machines/rules/language';
import { RECHARGE_STATUS } from '../../../machines/rules/deposit';
import type { OpsDeposit } from '../../../contract/deposit';
import { creditOrder, rejectOrder } from '../deposit/credit';
import { expireOverdueOrders, notFound, orderView, type OrderRow } from '../deposit/orders';

/**
 * The operator's deposit desk: offline orders awaiting confirmation with their proofs, approve (credits
 * exactly once: ../deposit/credit.ts) and reject with a reason. Every action is recorded.
 */

const OPS_LIST_MAX = 200;

async function withMember(db: Kysely<Database>, row: OrderRow, language: LanguageCode): Promise<OpsDeposit> {
  const user = await db.selectFrom('users').select('user_name').where('id', '=', row.user_id).executeTakeFirstOrThrow();
  return { ...orderView(row, language), userName: user.user_name };
}

export async function listDeposits(db: Kysely<Database>, clock: Clock, status: 'pending' | 'all', language: LanguageCode): Promise<OpsDeposit[]> {
  await expireOverdueOrders(db, clock);
  let query = db
    .selectFrom('recharge_orders')
    .innerJoin('users', 'users.id', 'recharge_orders.user_id')
    .selectAll('recharge_orders')
    .select('users.user_name')
    .orderBy('recharge_orders.created_at', 'asc')
    .orderBy('recharge_orders.id', 'asc')
    .limit(OPS_LIST_MAX);
  if (status === 'pending') {
    query = query.where('recharge_orders.pay_mode', '=', 'offline').where('recharge_orders.status', '=', RECHARGE_STATUS.awaitingConfirmation);
  }
  const rows = await query.execute();
  return rows.map(({ user_name, ...row }) => ({ ...orderView(row, language), userName: user_name }));
}

const recordAction = (db: Kysely<Database>, clock: Clock, action: string, orderNo: string, reason: string | null) =>
  db.insertInto('operator_actions').values({ action, target: orderNo, reason, created_at: clock.now() }).execute();

async function offlineOrder(db: Kysely<Database>, orderNo: string): Promise<OrderRow> {
  const row = await db.selectFrom('recharge_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!row) throw notFound();
  if (row.pay_mode !== 'offline') throw conflict('deposit.error.notOffline');
  return row;
}

export async function approveDeposit(db: Kysely<Database>, clock: Clock, orderNo: string, language: LanguageCode): Promise<OpsDeposit> {
  await expireOverdueOrders(db, clock);
  await offlineOrder(db, orderNo);
  // Only an order the member has confirmed as paid: an operator cannot credit one the member never confirmed.
  const credited = await db.transaction().execute(async (trx) => {
    const row = await creditOrder(trx, clock, orderNo, [RECHARGE_STATUS.awaitingConfirmation]);
    if (row) await recordAction(trx, clock, 'deposit.approve', orderNo, null);
    return row;
  });
  if (!credited) {
    const now = await offlineOrder(db, orderNo);
    throw conflict(Number(now.status) === RECHARGE_STATUS.awaitingPayment ? 'deposit.error.notConfirmed' : 'deposit.error.alreadySettled');
  }
  return withMember(db, credited, language);
}

export async function rejectDeposit(db: Kysely<Database>, clock: Clock, orderNo: string, reason: string, language: LanguageCode): Promise<OpsDeposit> {
  await expireOverdueOrders(db, clock);
  await offlineOrder(db, orderNo);
  const rejected = await db.transaction().execute(async (trx) => {
    const row = await rejectOrder(trx, clock, orderNo, reason.trim());
    await recordAction(trx, clock, 'deposit.reject', orderNo, reason.trim());
    return row;
  });
  return withMember(db, rejected, language);
}
