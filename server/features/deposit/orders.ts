import { randomInt } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, RechargeOrdersTable } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest, conflict, DomainError } from '../../errors';
import { translate } from '../../http/messages';
import { lockMember, newReference } from '../../ledger/ledger';
import { formatMinor } from '../../../machines/rules/money';
import type { LanguageCode } from '../../../machines/rules/language';
import {
  checkCancelReason,
  checkDepositAmount,
  checkDepositorName,
  CRYPTO_PAY_WINDOW_MS,
  DAILY_CANCEL_LIMIT,
  ONLINE_PAY_WINDOW_MS,
  OPEN_ORDERS_MAX,
  depositDayStart,
  isCancellable,
  RECHARGE_STATUS,
  rechargeStatusAt,
  rechargeStatusLabelKey,
  type CryptoProtocol,
  type PayMode,
  type RechargeType,
} from '../../../machines/rules/deposit';
import type { RechargeAccount, RechargeBody, RechargeOrder } from '../../../contract/deposit';
import { channelsOf, methodById, rechargeTypeName, type ChannelConfig, type MethodConfig } from './methods';
import type { ReceivingAccounts } from './receivingAccounts';
import type { PaymentProviders } from '../payments/registry';
import { orderCryptoView, requireRate } from '../payments/cryptoRate';
import { cnyCreditOf } from '../../../machines/rules/cryptoRate';
import { depositTransition, tryDepositTransition } from './transitions';

/**
 * Deposit orders: created by the member (recharge), confirmed as paid with vouchers (offline), cancelled
 * before payment (a reason, at most 2 a day), expired when a crypto or online order is not paid within its
 * 30 minutes, credited (./credit.ts) or rejected by the operator. Every status change is an event of
 * ./transitions.ts. Reads never write: an order past its window reads as expired (rechargeStatusAt) until
 * the expiry job writes so. A member reaches only their own orders: another member's id answers as one
 * that does not exist.
 */

export type OrderRow = Selectable<RechargeOrdersTable>;

export const notFound = () => new DomainError(404, 'error.notFound');

/** The receiving account an offline order shows, or null online. */
export function receivingAccountOf(
  method: MethodConfig,
  protocol: CryptoProtocol | null,
  accounts: ReceivingAccounts,
): RechargeAccount | null {
  const empty = { bankName: null, accountName: null, accountNo: null, branch: null, virtualCurrencyType: null, protocol: null, address: null };
  if (method.rechargeType === 'bank' && accounts.bank) {
    return { ...empty, paymentMethodId: method.id, rechargeType: method.rechargeType, ...accounts.bank };
  }
  if (method.rechargeType === 'usdt' && protocol && accounts.usdt[protocol]) {
    const address = accounts.usdt[protocol];
    return { ...empty, paymentMethodId: method.id, rechargeType: method.rechargeType, accountNo: address, virtualCurrencyType: 'USDT', protocol, address };
  }
  return null;
}

/** The offline method's receiving account, or a readable refusal when it is not configured. */
export function requireReceivingAccount(method: MethodConfig, protocol: CryptoProtocol | null, accounts: ReceivingAccounts): RechargeAccount {
  if (method.payMode !== 'offline') throw badRequest('deposit.error.notOffline', {}, 'paymentMethodId');
  if (method.rechargeType === 'usdt' && !protocol) throw badRequest('deposit.error.protocolRequired', {}, 'protocol');
  const account = receivingAccountOf(method, protocol, accounts);
  if (!account) throw new DomainError(503, 'deposit.error.accountNotConfigured');
  return account;
}

export function requireMethod(id: number): MethodConfig {
  const method = methodById(id);
  if (!method) throw badRequest('deposit.error.unknownMethod', {}, 'paymentMethodId');
  return method;
}

const parseJson = <T>(text: string | null, fallback: T): T => (text === null ? fallback : (JSON.parse(text) as T));

/** The order's status at `now` (an order past its pay window reads as expired). */
export const statusAt = (row: Pick<OrderRow, 'status' | 'expire_at'>, now: number) =>
  rechargeStatusAt({ status: Number(row.status), expireAt: row.expire_at === null ? null : Number(row.expire_at) }, now);

export function orderView(row: OrderRow, language: LanguageCode, now: number): RechargeOrder {
  const rechargeType = row.recharge_type as RechargeType;
  const status = statusAt(row, now);
  return {
    id: Number(row.id),
    orderNo: row.order_no,
    paymentMethodId: Number(row.payment_method_id),
    rechargeType,
    rechargeTypeName: rechargeTypeName(language, rechargeType),
    payMode: row.pay_mode as PayMode,
    amount: formatMinor(Number(row.amount_minor)),
    ...orderCryptoView(row),
    depositorName: row.depositor_name,
    virtualCurrencyType: rechargeType === 'usdt' ? 'USDT' : null,
    protocol: row.protocol as CryptoProtocol | null,
    providerCode: row.provider_code,
    orderAccount: parseJson<RechargeAccount | null>(row.account_json, null),
    remarkCode: row.remark_code,
    voucherUrls: parseJson<string[]>(row.voucher_urls, []),
    status,
    statusName: translate(language, rechargeStatusLabelKey(status)),
    cancelReason: row.cancel_reason === null ? null : translate(language, `deposit.cancelReason.${row.cancel_reason}`),
    rejectReason: row.reject_reason,
    expireTime: row.expire_at === null ? null : Number(row.expire_at),
    createTime: Number(row.created_at),
    confirmTime: row.confirmed_at === null ? null : Number(row.confirmed_at),
    creditTime: row.status === RECHARGE_STATUS.credited && row.settled_at !== null ? Number(row.settled_at) : null,
  };
}

/** How many orders one run of the expiry job closes at most (the next run takes the rest). */
export const EXPIRY_BATCH = 500;

/**
 * The expiry job (`run(db, clock, slot)`: the hourly housekeeping, or the scheduler): offline orders (bank
 * transfer, USDT) awaiting payment past their window become expired, each by the `expire` transition, so a
 * run repeated, or two servers at once, expire each order once. Online orders are not closed here: the
 * provider may have been paid and its notification lost, so ./reconcile.ts asks it first. Answers how many
 * it expired. `slot` names the run for the scheduler; the result does not depend on it.
 */
export async function expireOverdueOrders(db: Kysely<Database>, clock: Clock, _slot?: string): Promise<number> {
  const overdue = await db
    .selectFrom('recharge_orders')
    .select('order_no')
    .where('status', '=', RECHARGE_STATUS.awaitingPayment)
    .where('pay_mode', '=', 'offline')
    .where('expire_at', 'is not', null)
    .where('expire_at', '<=', clock.now())
    .orderBy('id')
    .limit(EXPIRY_BATCH)
    .execute();
  let expired = 0;
  for (const { order_no } of overdue) {
    if (await expireOrder(db, clock, order_no)) expired += 1;
  }
  return expired;
}

/** Closes one order whose window has passed unpaid; answers null when it was no longer awaiting payment. */
export async function expireOrder(db: Kysely<Database>, clock: Clock, orderNo: string): Promise<OrderRow | null> {
  return tryDepositTransition(db, clock, { orderNo }, 'expire', { settled_at: clock.now() });
}

/** The member's own order by id, or the answer of an order that does not exist. */
export async function ownOrder(db: Kysely<Database>, userId: number, id: number): Promise<OrderRow> {
  const row = await db.selectFrom('recharge_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Six characters without look-alikes (no 0/O, 1/I/L), for the member to type into the transfer remark. */
const REMARK_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const remarkCode = () => Array.from({ length: 6 }, () => REMARK_ALPHABET[randomInt(REMARK_ALPHABET.length)]).join('');

export interface CreateOrderDeps {
  accounts: ReceivingAccounts;
  providers: PaymentProviders;
}

/** Picks the online channel: the one asked for, else the first whose limits take the amount. */
function chooseChannel(channels: ChannelConfig[], amountMinor: number, channelId: number | undefined): ChannelConfig {
  if (channels.length === 0) throw new DomainError(503, 'deposit.error.providerNotConfigured');
  if (channelId !== undefined) {
    const asked = channels.find((channel) => channel.id === channelId);
    if (!asked) throw badRequest('deposit.error.unknownChannel', {}, 'channelId');
    if (amountMinor < asked.minMinor) throw badRequest('deposit.error.belowMin', { min: formatMinor(asked.minMinor) }, 'amount');
    if (amountMinor > asked.maxMinor) throw badRequest('deposit.error.aboveMax', { max: formatMinor(asked.maxMinor) }, 'amount');
    return asked;
  }
  const fitting = channels.find((channel) => amountMinor >= channel.minMinor && amountMinor <= channel.maxMinor);
  if (!fitting) throw badRequest('deposit.error.noChannelForAmount', {}, 'amount');
  return fitting;
}

/** Checks everything first, so a refused order writes nothing. */
export async function createRechargeOrder(
  trx: Transaction<Database>,
  clock: Clock,
  deps: CreateOrderDeps,
  userId: number,
  body: RechargeBody,
): Promise<OrderRow> {
  // Counted under the member's lock, so orders opened at once count each other.
  await lockMember(trx, userId);
  const now = clock.now();
  // An order past its pay window is no longer open, whether or not the expiry job has closed it yet.
  const { open } = await trx
    .selectFrom('recharge_orders')
    .select((eb) => eb.fn.countAll<number>().as('open'))
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('status', '=', RECHARGE_STATUS.awaitingConfirmation),
        eb.and([eb('status', '=', RECHARGE_STATUS.awaitingPayment), eb.or([eb('expire_at', 'is', null), eb('expire_at', '>', now)])]),
      ]),
    )
    .executeTakeFirstOrThrow();
  if (Number(open) >= OPEN_ORDERS_MAX) throw new DomainError(429, 'deposit.error.tooManyOpen', { limit: OPEN_ORDERS_MAX });
  const method = requireMethod(body.paymentMethodId);
  const checked = checkDepositAmount(body.amount, method.minMinor, method.maxMinor);
  if ('error' in checked) {
    throw badRequest(checked.error, { min: formatMinor(method.minMinor), max: formatMinor(method.maxMinor) }, 'amount');
  }
  // USDT is typed and limited in USDT and credits CNY at the rate in force now, which the order keeps.
  const rate = method.rechargeType === 'usdt' ? await requireRate(trx, 'deposit.error.rateNotSet') : null;
  const cryptoAmountMinor = rate ? checked.minor : null;
  const amountMinor = rate ? cnyCreditOf(checked.minor, rate.rateE4) : checked.minor;
  let depositorName: string | null = null;
  if (method.rechargeType === 'bank') {
    const refusal = checkDepositorName(body.depositorName);
    if (refusal) throw badRequest(refusal, {}, 'depositorName');
    depositorName = (body.depositorName ?? '').trim();
  }
  const protocol = method.rechargeType === 'usdt' ? ((body.protocol || null) as CryptoProtocol | null) : null;
  const orderNo = newReference('DP', now);
  let account: RechargeAccount | null = null;
  let channel: ChannelConfig | null = null;
  if (method.payMode === 'offline') account = requireReceivingAccount(method, protocol, deps.accounts);
  else channel = chooseChannel(channelsOf(method, deps.providers), amountMinor, body.channelId);

  const row = await trx
    .insertInto('recharge_orders')
    .values({
      order_no: orderNo,
      user_id: userId,
      payment_method_id: method.id,
      recharge_type: method.rechargeType,
      pay_mode: method.payMode,
      channel_id: channel?.id ?? (protocol ? channelsOf(method, deps.providers).find((c) => c.protocol === protocol)?.id ?? null : null),
      provider_code: channel?.providerCode ?? null,
      amount_minor: amountMinor,
      crypto_amount_minor: cryptoAmountMinor,
      crypto_rate_e4: rate?.rateE4 ?? null,
      crypto_rate_set_at: rate?.setAt ?? null,
      depositor_name: depositorName,
      protocol,
      account_json: account ? JSON.stringify(account) : null,
      remark_code: method.rechargeType === 'bank' ? remarkCode() : null,
      status: RECHARGE_STATUS.awaitingPayment,
      // A crypto order is paid within 30 minutes (spec section 9), an online one at the provider's cashier
      // within its window; a bank transfer waits for the member's proof.
      expire_at: method.rechargeType === 'usdt' ? now + CRYPTO_PAY_WINDOW_MS : method.payMode === 'online' ? now + ONLINE_PAY_WINDOW_MS : null,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}

/** The member says an offline order is paid, with the vouchers (their own uploads) as proof. */
export async function confirmRechargeOrder(
  trx: Transaction<Database>,
  clock: Clock,
  userId: number,
  id: number,
  voucherUrls: string[],
  ownsUploads: (addresses: string[]) => Promise<boolean>,
): Promise<OrderRow> {
  const order = await ownOrder(trx, userId, id);
  if (order.pay_mode !== 'offline') throw badRequest('deposit.error.notOffline', {}, 'id');
  if (statusAt(order, clock.now()) !== RECHARGE_STATUS.awaitingPayment) throw conflict('deposit.error.notAwaitingPayment');
  if (order.recharge_type === 'bank' && voucherUrls.length === 0) throw badRequest('deposit.error.voucherRequired', {}, 'voucherUrls');
  if (voucherUrls.length > 0 && !(await ownsUploads(voucherUrls))) throw badRequest('deposit.error.voucherInvalid', {}, 'voucherUrls');
  const vouchers = [...new Set(voucherUrls)];
  // One proof, one order: a picture that proved another order is refused (the key is unique).
  if (vouchers.length > 0) {
    const used = await trx.selectFrom('recharge_vouchers').select('voucher_url').where('voucher_url', 'in', vouchers).executeTakeFirst();
    if (used) throw badRequest('deposit.error.voucherUsed', {}, 'voucherUrls');
    await trx.insertInto('recharge_vouchers').values(vouchers.map((url) => ({ voucher_url: url, order_id: order.id }))).execute();
  }
  return depositTransition(trx, clock, { id: order.id, userId }, 'confirm', { voucher_urls: JSON.stringify(vouchers), confirmed_at: clock.now() });
}

/** Cancels an unpaid order with a reason from the list; the member's third cancel of a day is refused. */
export async function cancelRechargeOrder(
  trx: Transaction<Database>,
  clock: Clock,
  userId: number,
  id: number,
  reason: string | undefined,
): Promise<OrderRow> {
  const refusal = checkCancelReason(reason);
  if (refusal) throw badRequest(refusal, {}, 'reason');
  // The member's turn: two cancels at once count each other, and the third is refused.
  await lockMember(trx, userId);
  const order = await ownOrder(trx, userId, id);
  const now = clock.now();
  if (!isCancellable(statusAt(order, now))) throw conflict('deposit.error.notCancellable');
  const { n } = await trx
    .selectFrom('recharge_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', RECHARGE_STATUS.cancelled)
    .where('cancelled_at', '>=', depositDayStart(now))
    .executeTakeFirstOrThrow();
  if (Number(n) >= DAILY_CANCEL_LIMIT) throw new DomainError(429, 'deposit.error.cancelLimit', { limit: DAILY_CANCEL_LIMIT });
  return depositTransition(trx, clock, { id: order.id, userId }, 'cancel', { cancel_reason: reason ?? null, cancelled_at: now, settled_at: now });
}
