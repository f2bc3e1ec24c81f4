import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { HOUSE } from '../../ledger/ledger';
import { conflict } from '../../errors';
import { lockMemberWallets, moveMemberMoney } from '../wallet/wallets';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';
import { DEPOSIT_TURNOVER_MULTIPLE, RECHARGE_STATUS } from '../../../machines/rules/deposit';
import type { OrderRow } from './orders';
import { notifyMember } from '../messages/notify';

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

/** The open statuses an order may be credited from. */
const CREDITABLE = [RECHARGE_STATUS.awaitingPayment, RECHARGE_STATUS.awaitingConfirmation];

/**
 * Credits the order; answers null when it was no longer open (already credited, cancelled, …) or not in one
 * of the `from` statuses: nothing moved.
 */
export async function creditOrder(
  trx: Transaction<Database>,
  clock: Clock,
  orderNo: string,
  from: readonly number[] = CREDITABLE,
): Promise<OrderRow | null> {
  const now = clock.now();
  const taken = await trx
    .updateTable('recharge_orders')
    .set({ status: RECHARGE_STATUS.credited, settled_at: now })
    .where('order_no', '=', orderNo)
    .where('status', 'in', [...from])
    .returningAll()
    .executeTakeFirst();
  if (!taken) return null;
  const userId = Number(taken.user_id);
  const amountMinor = Number(taken.amount_minor);
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
  const row = await trx
    .updateTable('recharge_orders')
    .set({ status: RECHARGE_STATUS.failed, settled_at: clock.now() })
    .where('order_no', '=', orderNo)
    .where('status', '=', RECHARGE_STATUS.awaitingPayment)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** The operator rejects an offline order that is still open, with a reason; nothing moves. */
export async function rejectOrder(trx: Transaction<Database>, clock: Clock, orderNo: string, reason: string): Promise<OrderRow> {
  const row = await trx
    .updateTable('recharge_orders')
    .set({ status: RECHARGE_STATUS.rejected, reject_reason: reason, settled_at: clock.now() })
    .where('order_no', '=', orderNo)
    .where('pay_mode', '=', 'offline')
    .where('status', 'in', CREDITABLE)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw conflict('deposit.error.alreadySettled');
  await notifyMember(trx, clock, Number(row.user_id), { event: 'depositRejected', orderNo, amountMinor: Number(row.amount_minor), reason });
  return row;
}
