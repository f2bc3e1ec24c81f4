import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { RECHARGE_STATUS, type PaymentProvider } from '../../../machines/rules/deposit';
import { expireOrder } from '../deposit/orders';
import type { PaymentProviders } from './registry';
import { settleProviderReport, type SettlementOutcome } from './settlement';
import { publishOrderSettled } from '../../events/publish';

/**
 * The reconciliation job (`run(db, clock, slot)` with the server's providers): online orders still awaiting
 * payment past their window are asked about at their provider (`queryOrder`, outside any transaction: a slow
 * provider holds no connection) and settled exactly as a notification would be (./settlement.ts): paid →
 * credited (or held for review when the amount differs), failed → failed, unpaid → expired. A provider that
 * cannot say (unknown) leaves the order for the next run; an order whose provider is no longer configured is
 * expired (nobody can pay through it). Each answer is recorded among the notifications (event
 * `query:<orderNo>`), so the payments' record shows how the order was settled. Idempotent: every change is a
 * conditional transition, so a run repeated, or two servers at once, settle each order once.
 */

export const RECONCILE_BATCH = 100;

export interface ReconcileTally {
  asked: number;
  credited: number;
  review: number;
  failed: number;
  expired: number;
  unknown: number;
}

export async function reconcileOverdueOrders(db: Kysely<Database>, clock: Clock, _slot: string | undefined, providers: PaymentProviders): Promise<ReconcileTally> {
  const tally: ReconcileTally = { asked: 0, credited: 0, review: 0, failed: 0, expired: 0, unknown: 0 };
  const overdue = await db
    .selectFrom('recharge_orders')
    .select(['order_no', 'provider_code'])
    .where('status', '=', RECHARGE_STATUS.awaitingPayment)
    .where('pay_mode', '=', 'online')
    .where('expire_at', 'is not', null)
    .where('expire_at', '<=', clock.now())
    .orderBy('id')
    .limit(RECONCILE_BATCH)
    .execute();
  for (const order of overdue) {
    const adapter = order.provider_code === null ? undefined : providers.get(order.provider_code as PaymentProvider);
    if (!adapter) {
      if (await expireOrder(db, clock, order.order_no)) tally.expired += 1;
      continue;
    }
    tally.asked += 1;
    const answer = await adapter.queryOrder(order.order_no).catch(() => ({ state: 'unknown' as const }));
    if (answer.state === 'unknown') {
      tally.unknown += 1;
      continue;
    }
    if (answer.state === 'unpaid') {
      if (await expireOrder(db, clock, order.order_no)) tally.expired += 1;
      continue;
    }
    const report = { providerCode: adapter.config.code, orderNo: order.order_no, status: answer.state, amountMinor: answer.state === 'paid' ? answer.amountMinor : 0 };
    const outcome: SettlementOutcome = await db.transaction().execute(async (trx) => {
      const settled = await settleProviderReport(trx, clock, report);
      await trx
        .insertInto('pay_notifications')
        .values({ provider_code: adapter.config.code, event_id: `query:${order.order_no}`, order_no: order.order_no, outcome: settled, received_at: clock.now() })
        .onConflict((oc) => oc.columns(['provider_code', 'event_id']).doNothing())
        .execute();
      return settled;
    });
    if (outcome === 'accepted') publishOrderSettled(db, order.order_no);
    if (outcome === 'accepted') tally[answer.state === 'paid' ? 'credited' : 'failed'] += 1;
    if (outcome.startsWith('review:')) tally.review += 1;
  }
  return tally;
}
