/**
 * Deposit rules shared by the deposit machine and the API server (spec sections 4, 5 and 9). Refusals
 * are locale keys, so the site and the server say the same thing.
 */
import { parseAmount } from './money';
import type { StatusTone } from './display';

/** Spec section 9: a crypto order must be paid within 30 minutes. */
export const CRYPTO_PAY_WINDOW_MS = 30 * 60 * 1000;
/** Spec section 9: at most 2 cancelled deposits per member per day; the third is refused. */
/**
 * Orders a member may hold open at once (awaiting payment or awaiting confirmation). Not in the spec: a
 * member who needs more settles or cancels one first; it keeps one member from filling the operator's desk.
 */
export const OPEN_ORDERS_MAX = 5;
export const DAILY_CANCEL_LIMIT = 2;
/** Spec section 9: a credited deposit must be turned over once before it can be withdrawn. */
export const DEPOSIT_TURNOVER_MULTIPLE = 1;
/** An online order waits this long for the provider's notification before it expires. */
export const ONLINE_PAY_WINDOW_MS = 30 * 60 * 1000;
/** Voucher images one confirmation may attach. */
export const VOUCHER_MAX = 5;
/** Depositor names are at most this long. */
export const DEPOSITOR_NAME_MAX = 64;

/** How the member pays: our bank account, a provider's cashier (online banking, e-wallets), or our crypto address. */
export const RECHARGE_TYPES = ['bank', 'online', 'koi', 'eb', 'usdt'] as const;
export type RechargeType = (typeof RECHARGE_TYPES)[number];

/** Offline: the member pays our account and proves it; online: a provider's cashier pays and notifies. */
export const PAY_MODES = ['offline', 'online'] as const;
export type PayMode = (typeof PAY_MODES)[number];

export const CRYPTO_PROTOCOLS = ['TRC20', 'ERC20'] as const;
export type CryptoProtocol = (typeof CRYPTO_PROTOCOLS)[number];

/**
 * Order status codes: created and awaiting payment (0), the member says they paid and awaits
 * confirmation (1), credited (2), cancelled by the member (3), expired unpaid (4), rejected by the
 * operator (5), failed at the provider's cashier (6), and held for the operator's review (7): a provider
 * reported a payment after the order had closed, or for another amount — money it captured, which the
 * operator credits or rejects with a reason.
 */
export const RECHARGE_STATUS = {
  awaitingPayment: 0,
  awaitingConfirmation: 1,
  credited: 2,
  cancelled: 3,
  expired: 4,
  rejected: 5,
  failed: 6,
  review: 7,
} as const;
export type RechargeStatus = (typeof RECHARGE_STATUS)[keyof typeof RECHARGE_STATUS];
export const RECHARGE_STATUS_KEYS = Object.keys(RECHARGE_STATUS) as Array<keyof typeof RECHARGE_STATUS>;
/** The locale key of a status's label (deposit.status.<name>). */
export const rechargeStatusLabelKey = (status: number): string =>
  `deposit.status.${RECHARGE_STATUS_KEYS.find((key) => RECHARGE_STATUS[key] === status) ?? 'awaitingPayment'}`;
/**
 * What an order's status is at `now`: an order awaiting payment past its pay window is expired whether or
 * not the expiry job has written so yet, so a read never needs to write and the member sees the server
 * clock's answer at once.
 */
export function rechargeStatusAt(order: { status: number; expireAt: number | null }, now: number): number {
  const overdue = order.status === RECHARGE_STATUS.awaitingPayment && order.expireAt !== null && order.expireAt <= now;
  return overdue ? RECHARGE_STATUS.expired : order.status;
}
/** Only an order that nobody has paid yet may be cancelled (spec section 4). */
export const isCancellable = (status: number) => status === RECHARGE_STATUS.awaitingPayment;

/** The cancel dialog's reasons (locale keys deposit.cancelReason.<reason>). */
export const CANCEL_REASONS = ['wrongAmount', 'changeMethod', 'paymentTrouble', 'noLongerNeeded', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Spec section 5: no reason chosen → "please select a cancel reason". */
export function checkCancelReason(reason: string | undefined): string | null {
  if (reason === undefined || reason.trim() === '') return 'deposit.error.selectCancelReason';
  return (CANCEL_REASONS as readonly string[]).includes(reason) ? null : 'deposit.error.unknownCancelReason';
}

/** An amount typed for a method: a plain amount (money rules) within the method's limits, in minor units. */
export function checkDepositAmount(text: string, minMinor: number, maxMinor: number): { minor: number } | { error: string } {
  const parsed = parseAmount(text);
  if ('error' in parsed) return parsed;
  if (parsed.minor < minMinor) return { error: 'deposit.error.belowMin' };
  if (parsed.minor > maxMinor) return { error: 'deposit.error.aboveMax' };
  return parsed;
}

/** A depositor name for a bank transfer: required, letters (any script), spaces, dots and middle dots. */
export function checkDepositorName(name: string | undefined): string | null {
  const value = (name ?? '').trim();
  if (value === '') return 'deposit.error.depositorNameRequired';
  if (value.length > DEPOSITOR_NAME_MAX || !/^[\p{L}\p{M} .·]+$/u.test(value)) return 'deposit.error.depositorNameFormat';
  return null;
}

/** The payment providers of spec section 7, each with its own POST /web/{provider}/createOrder. */
export const PAYMENT_PROVIDERS = [
  'yiBiPay', 'jiaYunPay', 'toPay', 'centerPay', 'huaLianPay', 'hiWallet', 'bnPay', 'hiPay', 'juHePay', 'xcbfPay',
  'jPay', 'baiHePay', 'ebPay', 'koiPay', 'goPay', 'cbPay', 'fuyinPay', 'juHaoPay', 'shengFaPay', 'kdPay',
  'zfPay', 'bfgPay', 'biPay', 'dxPay', 'bbPay',
] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const isPaymentProvider = (name: string): name is PaymentProvider => (PAYMENT_PROVIDERS as readonly string[]).includes(name);

/**
 * "Per day" for the cancel limit is the calendar day at UTC+8 (China Standard Time: the site's market
 * and default language), the same for every member and server whatever the server's own time zone.
 */
export const DEPOSIT_DAY_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_LENGTH_MS = 24 * 60 * 60 * 1000;
/** The start (epoch ms) of the UTC+8 calendar day that `now` falls in. */
export const depositDayStart = (now: number) => Math.floor((now + DEPOSIT_DAY_OFFSET_MS) / DAY_LENGTH_MS) * DAY_LENGTH_MS - DEPOSIT_DAY_OFFSET_MS;

/** A deposit status's tone (display.ts StatusTone): waiting on the member or the operator, credited, refused or failed, or closed unpaid. */
export function rechargeStatusTone(status: number): StatusTone {
  if (status === RECHARGE_STATUS.awaitingPayment || status === RECHARGE_STATUS.awaitingConfirmation || status === RECHARGE_STATUS.review) return 'pending';
  if (status === RECHARGE_STATUS.credited) return 'done';
  if (status === RECHARGE_STATUS.rejected || status === RECHARGE_STATUS.failed) return 'failed';
  return 'closed';
}
