import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { RECHARGE_STATUS } from '../../../machines/rules/deposit';
import { creditOrder, failOrder } from '../deposit/credit';
import { depositEventFrom, tryDepositTransition } from '../deposit/transitions';

/**
 * What a provider reports about one of our orders — by a notification (./notifications.ts) or by its
 * answer to queryOrder (./reconcile.ts) — settled the same way, in the caller's transaction:
 *
 * - paid, for the order's amount, while the order is open: credited exactly once (../deposit/credit.ts);
 * - paid after the order closed (expired, cancelled, failed), or for another amount: money the provider
 *   captured, so never dropped: the order is held for the operator's review with what was captured
 *   (`paid_minor`) and why (`review_reason`), and the operator credits or rejects it;
 * - failed: an order awaiting payment is marked failed (nothing moves).
 *
 * A report about an order already credited or held is a repeat: nothing changes.
 */

export interface ProviderReport {
  providerCode: string;
  orderNo: string;
  status: 'paid' | 'failed';
  amountMinor: number;
}

export type SettlementOutcome = 'accepted' | 'repeated' | 'review:late' | 'review:amount' | 'refused:order' | 'refused:amount' | 'refused:closed';

const currentStatus = async (trx: Transaction<Database>, orderNo: string) =>
  Number((await trx.selectFrom('recharge_orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).status);

async function holdForReview(trx: Transaction<Database>, clock: Clock, orderNo: string, paidMinor: number, reason: 'late' | 'amount') {
  return tryDepositTransition(trx, clock, { orderNo }, 'holdForReview', { paid_minor: paidMinor, review_reason: reason, settled_at: clock.now() });
}

export async function settleProviderReport(trx: Transaction<Database>, clock: Clock, report: ProviderReport): Promise<SettlementOutcome> {
  const order = await trx.selectFrom('recharge_orders').select(['order_no', 'amount_minor', 'provider_code']).where('order_no', '=', report.orderNo).executeTakeFirst();
  if (!order || order.provider_code !== report.providerCode) return 'refused:order';
  if (report.status === 'failed') return (await failOrder(trx, clock, order.order_no)) ? 'accepted' : 'repeated';

  if (report.amountMinor !== Number(order.amount_minor)) {
    if (await holdForReview(trx, clock, order.order_no, report.amountMinor, 'amount')) return 'review:amount';
    // Credited, rejected or already held: the order has nothing left to hold (the row keeps the report).
    return Number(await currentStatus(trx, order.order_no)) === RECHARGE_STATUS.review ? 'repeated' : 'refused:amount';
  }
  if (await creditOrder(trx, clock, order.order_no, 'pay')) return 'accepted';
  const status = await currentStatus(trx, order.order_no);
  if (status === RECHARGE_STATUS.credited || status === RECHARGE_STATUS.review) return 'repeated';
  if ((depositEventFrom('holdForReview') as readonly number[]).includes(status)) {
    if (await holdForReview(trx, clock, order.order_no, report.amountMinor, 'late')) return 'review:late';
  }
  return 'refused:closed';
}
