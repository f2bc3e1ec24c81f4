import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { parseAmount } from '../../../machines/rules/money';
import { isPaymentProvider } from '../../../machines/rules/deposit';
import { PAY_NOTIFICATION_MAX_AGE_MS, PayNotification } from '../../../contract/deposit';
import { Value } from 'typebox/value';
import type { PaymentProviders } from './registry';
import { publishOrderSettled } from '../../events/publish';
import { settleProviderReport, type SettlementOutcome } from './settlement';

/**
 * A provider's notification, checked in this order: a configured provider; its signature over
 * `${timestamp}.${raw body}` (constant time); its age (at most 5 minutes either way on the server
 * clock); its event id never seen before for that provider (an event delivered again is answered as
 * processed, writing nothing); the order it names being one of ours made with that provider. Then it is
 * settled as the reconciliation settles a provider's answer (./settlement.ts): credited exactly once, marked
 * failed, or — paid after the order closed, or for another amount — held for the operator's review, never
 * dropped. Every notification is recorded with its outcome; a refused one moves nothing.
 */

export type NotificationOutcome =
  | SettlementOutcome
  /** The same event delivered again (the provider missed our 200): answered 200 again, nothing written. */
  | 'redelivered'
  | 'refused:provider'
  | 'refused:signature'
  | 'refused:malformed'
  | 'refused:stale';

export interface IncomingNotification {
  provider: string;
  rawBody: string;
  timestamp: string | undefined;
  signature: string | undefined;
}

const record = (db: Kysely<Database>, clock: Clock, provider: string, outcome: NotificationOutcome, orderNo: string | null) =>
  db
    .insertInto('pay_notifications')
    .values({ provider_code: provider.slice(0, 32), event_id: null, order_no: orderNo?.slice(0, 64) ?? null, outcome, received_at: clock.now() })
    .execute();

function parseBody(rawBody: string): PayNotification | null {
  try {
    const value: unknown = JSON.parse(rawBody);
    return Value.Check(PayNotification, value) ? value : null;
  } catch {
    return null;
  }
}

export async function receiveNotification(
  db: Kysely<Database>,
  clock: Clock,
  providers: PaymentProviders,
  incoming: IncomingNotification,
): Promise<NotificationOutcome> {
  const adapter = isPaymentProvider(incoming.provider) ? providers.get(incoming.provider) : undefined;
  const refuse = async (outcome: NotificationOutcome, orderNo: string | null = null) => {
    await record(db, clock, incoming.provider, outcome, orderNo);
    return outcome;
  };
  if (!adapter) return refuse('refused:provider');
  const { rawBody, timestamp = '', signature = '' } = incoming;
  if (!adapter.verifyNotification({ rawBody, timestamp, signature })) return refuse('refused:signature');
  const notification = parseBody(rawBody);
  if (!notification || !/^[0-9]{1,16}$/.test(timestamp)) return refuse('refused:malformed');
  if (Math.abs(clock.now() - Number(timestamp)) > PAY_NOTIFICATION_MAX_AGE_MS) return refuse('refused:stale', notification.orderNo);

  return db.transaction().execute(async (trx) => {
    const seen = await trx
      .insertInto('pay_notifications')
      .values({
        provider_code: adapter.config.code,
        event_id: notification.eventId,
        order_no: notification.orderNo,
        outcome: 'received',
        received_at: clock.now(),
      })
      .onConflict((oc) => oc.columns(['provider_code', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // An authentic event seen before was processed then (its row says how): a provider whose 200 was lost
    // retries until it gets one, so it gets one, and nothing is written.
    if (!seen) return 'redelivered' as const;
    const settle = async (outcome: NotificationOutcome) => {
      await trx.updateTable('pay_notifications').set({ outcome }).where('id', '=', seen.id).execute();
      return outcome;
    };
    const amount = parseAmount(notification.amount);
    if ('error' in amount) return settle('refused:malformed');
    return settle(
      await settleProviderReport(trx, clock, { providerCode: adapter.config.code, orderNo: notification.orderNo, status: notification.status, amountMinor: amount.minor }),
    );
  }).then((outcome) => {
    if (outcome === 'accepted') publishOrderSettled(db, notification.orderNo);
    return outcome;
  });
}

/** How long a refused notification's row is kept for the operators to look into. */
export const REFUSED_NOTIFICATION_DAYS = 30;

/**
 * Forgets refused notifications older than 30 days (anyone can send one; they prove nothing). Notifications
 * that were processed stay: their event ids answer a redelivery, and they are the payments' record.
 */
export async function purgeRefusedNotifications(db: Kysely<Database>, clock: Clock): Promise<number> {
  const result = await db
    .deleteFrom('pay_notifications')
    .where('outcome', 'like', 'refused:%')
    .where('received_at', '<', clock.now() - REFUSED_NOTIFICATION_DAYS * 24 * 60 * 60 * 1000)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
