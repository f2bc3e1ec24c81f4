import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { HOUSE } from '../../ledger/ledger';
import { lockMemberWallets, moveMemberMoney } from '../wallet/wallets';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';
import { DEPOSIT_TURNOVER_MULTIPLE } from '../../../machines/rules/deposit';
import type { OrderRow } from './orders';
import { notifyMember } from '../messages/notify';
import { depositTransition, tryDepositTransition } from './transitions';

/**
 * Crediting a deposit, exactly once whoever asks (a provider's notification, twice or at once; the
 * operator's approval, twice or at once): the order row moves from an open status to credited in one
 * conditional update — only the caller whose update took it goes on — and the ledger movement's key is
 * the order's, so even a second writer could not post it twice. The credit records the turnover the
 * deposit requires (spec section 9: 1x) for the withdrawal rules.
 */

export const DEPOSIT_MOVEMENT_KIND = 'deposit';
export const DEPOSIT_REFERENCE_PREFIX = 'DP';
export const depositMovementKey = (orderNo: string) => `deposit:${orderNo}`;

/**
 * Credits the order: `pay` (a provider's payment for an open order) or `approve` (the operator: an offline
 * order the member confirmed, or a payment held for review). Answers null when the order was not in one of
 * the event's statuses (already credited, cancelled, …): nothing moved. What is credited is what was paid:
 * the amount the provider captured for a payment held for review, else the order's amount.
 */
export async function creditOrder(
  trx: Transaction<Database>,
  clock: Clock,
  orderNo: string,
  event: 'pay' | 'approve' = 'pay',
): Promise<OrderRow | null> {
  const now = clock.now();
  const taken = await tryDepositTransition(trx, clock, { orderNo }, event, { settled_at: now });
  if (!taken) return null;
  const userId = Number(taken.user_id);
  const amountMinor = Number(taken.paid_minor ?? taken.amount_minor);
  const wallets = await lockMemberWallets(trx, userId, [CENTRAL_WALLET]);
  const central = wallets.get(CENTRAL_WALLET)!;
  const { movement } = await moveMemberMoney(
    trx,
    clock,
    {
      key: depositMovementKey(orderNo),
      kind: DEPOSIT_MOVEMENT_KIND,
      referencePrefix: DEPOSIT_REFERENCE_PREFIX,
      userId,
      amountMinor,
      legs: [
        { account: { house: HOUSE.deposits }, amountMinor: -amountMinor },
        { account: { walletId: central.id }, amountMinor },
      ],
    },
    wallets.values(),
  );
  if (movement.replayed) throw new Error(`deposit ${orderNo}: its movement existed while the order was still open`);
  await trx
    .insertInto('turnover_requirements')
    .values({
      user_id: userId,
      source: 'deposit',
      source_ref: orderNo,
      amount_minor: amountMinor,
      multiple: DEPOSIT_TURNOVER_MULTIPLE,
      required_minor: amountMinor * DEPOSIT_TURNOVER_MULTIPLE,
      created_at: now,
    })
    .execute();
  await notifyMember(trx, clock, userId, { event: 'depositCredited', orderNo, amountMinor });
  return trx
    .updateTable('recharge_orders')
    .set({ movement_id: movement.id })
    .where('id', '=', taken.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks an online order failed at the cashier (nothing moves); answers null when it was not awaiting payment. */
export async function failOrder(trx: Transaction<Database>, clock: Clock, orderNo: string): Promise<OrderRow | null> {
  return tryDepositTransition(trx, clock, { orderNo }, 'fail', { settled_at: clock.now() });
}

/**
 * The operator rejects an order with a reason: an open offline order, or a payment held for review (the
 * caller checks which it may be); nothing moves. Refused (409) when it was settled meanwhile.
 */
export async function rejectOrder(trx: Transaction<Database>, clock: Clock, orderNo: string, reason: string): Promise<OrderRow> {
  const row = await depositTransition(trx, clock, { orderNo }, 'reject', { reject_reason: reason, settled_at: clock.now() });
  await notifyMember(trx, clock, Number(row.user_id), { event: 'depositRejected', orderNo, amountMinor: Number(row.amount_minor), reason });
  return row;
}
