/**
 * Withdrawal rules shared by the withdrawal gating machine and the API server (spec sections 1, 4, 8
 * and 9). The gate and the request checks are pure: given the member's facts they answer the first
 * refusal as a locale key (with its values), so the site and the server refuse for the same reason.
 */
import { parseAmount } from './money';
import { formatAmount, type StatusTone } from './display';
import { cnyDebitOf, type CryptoRate } from './cryptoRate';

/** Appointment: arrives within 0-24 hours with an extra bonus; instant: normally within 10 minutes. */
export const WITHDRAW_METHODS = ['appointment', 'instant'] as const;
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];
/** Spec section 1: an appointment withdrawal arrives within 24 hours. */
export const APPOINTMENT_HOURS_MAX = 24;
/** Spec section 9: an instant withdrawal normally arrives within 10 minutes; after 30 contact service. */
export const INSTANT_ARRIVAL_MINUTES = 10;
export const CONTACT_SERVICE_AFTER_MINUTES = 30;

/** Where the money goes: a bound bank card, crypto account or e-wallet account. */
export const ACCOUNT_KINDS = ['bankCard', 'blockchain', 'thirdPart'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** The smallest withdrawal, in minor units (100.00). */
export const WITHDRAW_MIN_MINOR = 10_000;

/**
 * The appointment bonus (spec section 1: 0.1 %-0.6 %) by amount, in basis points (10 = 0.1 %): the
 * highest tier the amount reaches applies. Served by getWithdrawExtraRule.
 */
export const APPOINTMENT_BONUS_TIERS: ReadonlyArray<{ fromMinor: number; rateBp: number }> = [
  { fromMinor: 10_000, rateBp: 10 },
  { fromMinor: 100_000, rateBp: 20 },
  { fromMinor: 500_000, rateBp: 30 },
  { fromMinor: 1_000_000, rateBp: 40 },
  { fromMinor: 5_000_000, rateBp: 50 },
  { fromMinor: 10_000_000, rateBp: 60 },
];
export const APPOINTMENT_BONUS_MIN_BP = 10;
export const APPOINTMENT_BONUS_MAX_BP = 60;

/** One tier of the appointment bonus: from this amount (minor units) on, this rate in basis points. */
export interface BonusTier {
  fromMinor: number;
  rateBp: number;
}

/**
 * The bonus an appointment withdrawal of this amount earns, in minor units (rounded down), by the tiers given:
 * the server's own, or on the site the ones getWithdrawExtraRule answered (an operator's change shows at once).
 */
export function appointmentBonusMinor(amountMinor: number, tiers: ReadonlyArray<BonusTier> = APPOINTMENT_BONUS_TIERS): number {
  const tier = [...tiers].sort((a, b) => a.fromMinor - b.fromMinor).reverse().find((t) => amountMinor >= t.fromMinor);
  return tier ? Math.floor((amountMinor * tier.rateBp) / 10_000) : 0;
}

/**
 * Order status: awaiting the operator's review (0, "not yet verified"), paid out (1), rejected (2), approved
 * and being paid by the payout service (3), payout failed (4: the held amount is back with the member).
 * While one is awaiting review no other may be submitted (spec section 4).
 */
export const WITHDRAW_STATUS = { reviewing: 0, paid: 1, rejected: 2, paying: 3, payoutFailed: 4 } as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS];
const STATUS_NAMES = Object.keys(WITHDRAW_STATUS) as Array<keyof typeof WITHDRAW_STATUS>;
export const withdrawStatusLabelKey = (status: number) =>
  `withdrawal.status.${STATUS_NAMES.find((name) => WITHDRAW_STATUS[name] === status) ?? 'reviewing'}`;
/** A withdrawal status's tone (display.ts StatusTone): under review or paying, paid out, or rejected or failed. */
export function withdrawStatusTone(status: number): StatusTone {
  if (status === WITHDRAW_STATUS.paid) return 'done';
  return status === WITHDRAW_STATUS.rejected || status === WITHDRAW_STATUS.payoutFailed ? 'failed' : 'pending';
}
/** Why a payout service may fail a payout (locale keys withdrawal.payoutFailure.<reason>). */
export const PAYOUT_FAILURE_REASONS = ['accountRejected', 'accountClosed', 'serviceUnavailable'] as const;
export type PayoutFailureReason = (typeof PAYOUT_FAILURE_REASONS)[number];
/** A method as the server offers it (getWithdrawMethod): its name in the member's language, arrival and bonus range. */
export interface WithdrawMethodOffer {
  method: WithdrawMethod;
  name: string;
  /** The longest it takes to arrive, in minutes (24 h for an appointment, 10 minutes for instant). */
  arrivalMinutesMax: number;
  /** The bonus range in basis points (10 = 0.1 %); 0 and 0 for no bonus. */
  bonusMinBp: number;
  bonusMaxBp: number;
}

export const withdrawMethodLabelKey = (method: string) => `withdrawal.method.${method === 'instant' ? 'instant' : 'appointment'}`;

/** What the gate needs to know about the member; amounts in minor units. */
export interface WithdrawFacts {
  hasRealName: boolean;
  hasPhone: boolean;
  hasWithdrawPassword: boolean;
  /** An order awaiting review exists. */
  hasReviewingOrder: boolean;
  /** A withdrawal (either method) has been paid out before: crypto is open. */
  hasPaidWithdrawal: boolean;
  /** Turnover still owed by deposits and bonuses before money may leave. */
  remainingTurnoverMinor: number;
  /** The whole requirement the remaining turnover is part of (for the progress shown); absent when unknown. */
  requiredTurnoverMinor?: number;
  /** The VIP level's daily count and limit, and what today's orders (not rejected) have used. */
  dailyCountLimit: number;
  dailyCountUsed: number;
  dailyAmountLimitMinor: number;
  dailyAmountUsedMinor: number;
  /** Spendable central balance. */
  availableMinor: number;
}

export interface Refusal {
  key: string;
  values?: Record<string, string | number>;
  field?: string;
}

/** Money in a refusal's message as the site shows amounts (spec section 5): thousands separators, 2 decimals. */
const money = (minor: number) => formatAmount(minor / 100);

/** The turnover requirement's progress (minor units), when the whole requirement is known; null otherwise. */
export function turnoverProgress(facts: Pick<WithdrawFacts, 'remainingTurnoverMinor' | 'requiredTurnoverMinor'>) {
  const required = facts.requiredTurnoverMinor;
  if (required === undefined || required <= 0) return null;
  const remaining = Math.min(required, Math.max(0, facts.remainingTurnoverMinor));
  const done = required - remaining;
  return { doneMinor: done, requiredMinor: required, remainingMinor: remaining, percent: Math.floor((done * 100) / required) };
}

/**
 * The gate in front of the withdrawal form, in the order of spec section 8: basic information, phone,
 * withdrawal password, an order not yet verified, turnover owed, the day's count. Null: open.
 */
export function withdrawGate(facts: WithdrawFacts): Refusal | null {
  if (!facts.hasRealName) return { key: 'profile.fillBasicInfo' };
  if (!facts.hasPhone) return { key: 'profile.setPhoneFirst' };
  if (!facts.hasWithdrawPassword) return { key: 'security.withdrawPassword.notSet' };
  if (facts.hasReviewingOrder) return { key: 'withdrawal.error.reviewingOrder' };
  if (facts.remainingTurnoverMinor > 0) return { key: 'withdrawal.error.turnover', values: { remaining: money(facts.remainingTurnoverMinor) } };
  if (facts.dailyCountUsed >= facts.dailyCountLimit) return { key: 'withdrawal.error.dailyCount', values: { count: facts.dailyCountLimit } };
  return null;
}

/** Spec section 4: crypto only after a prior paid withdrawal. */
export const cryptoAllowed = (facts: Pick<WithdrawFacts, 'hasPaidWithdrawal'>) => facts.hasPaidWithdrawal;

/** The most this member may withdraw now: balance and what is left of the day's limit. */
export const withdrawableMinor = (facts: WithdrawFacts) =>
  Math.max(0, Math.min(facts.availableMinor, facts.dailyAmountLimitMinor - facts.dailyAmountUsedMinor));

/** A request that passes: the CNY it holds (minor units) and, to a crypto account, the USDT it pays out (cents). */
export type CheckedWithdrawal = { amountMinor: number; cryptoAmountMinor: number | null };

/**
 * A request past the gate: the account kind and the amount typed. To a crypto account the amount is
 * USDT, taken from the central wallet at the operator's rate (`rate`, null when none is set), rounded up
 * to the fen (./cryptoRate.ts); every CNY rule (minimum, balance, the day's limit) then reads that CNY.
 */
export function checkWithdrawRequest(
  facts: WithdrawFacts,
  request: { accountKind: string; amount: string; method: string; rate?: CryptoRate | null },
): Refusal | CheckedWithdrawal {
  const gate = withdrawGate(facts);
  if (gate) return gate;
  if (!(WITHDRAW_METHODS as readonly string[]).includes(request.method)) return { key: 'withdrawal.error.method', field: 'method' };
  if (!(ACCOUNT_KINDS as readonly string[]).includes(request.accountKind)) return { key: 'withdrawal.error.account', field: 'accountId' };
  const crypto = request.accountKind === 'blockchain';
  if (crypto && !cryptoAllowed(facts)) return { key: 'withdrawal.error.cryptoFirst', field: 'accountId' };
  if (crypto && !request.rate) return { key: 'withdrawal.error.rateNotSet', field: 'accountId' };
  const parsed = parseAmount(request.amount);
  if ('error' in parsed) return { key: parsed.error, field: 'amount' };
  const amountMinor = crypto ? cnyDebitOf(parsed.minor, request.rate!.rateE4) : parsed.minor;
  if (amountMinor < WITHDRAW_MIN_MINOR) {
    return crypto
      ? { key: 'withdrawal.error.belowMinCrypto', values: { amount: money(amountMinor), min: money(WITHDRAW_MIN_MINOR) }, field: 'amount' }
      : { key: 'withdrawal.error.belowMin', values: { min: money(WITHDRAW_MIN_MINOR) }, field: 'amount' };
  }
  if (amountMinor > facts.availableMinor) return { key: 'withdrawal.error.balance', field: 'amount' };
  const leftToday = facts.dailyAmountLimitMinor - facts.dailyAmountUsedMinor;
  if (amountMinor > leftToday) return { key: 'withdrawal.error.dailyLimit', values: { left: money(Math.max(0, leftToday)) }, field: 'amount' };
  return { amountMinor, cryptoAmountMinor: crypto ? parsed.minor : null };
}

/** VIP withdrawal limits per level 0-10 (seeded when no VIP configuration holds them): count and amount a day. */
export const DEFAULT_VIP_WITHDRAW_LIMITS: ReadonlyArray<{ level: number; dailyCount: number; dailyLimitMinor: number }> = [
  { level: 0, dailyCount: 3, dailyLimitMinor: 5_000_000 },
  { level: 1, dailyCount: 5, dailyLimitMinor: 10_000_000 },
  { level: 2, dailyCount: 5, dailyLimitMinor: 20_000_000 },
  { level: 3, dailyCount: 8, dailyLimitMinor: 30_000_000 },
  { level: 4, dailyCount: 8, dailyLimitMinor: 50_000_000 },
  { level: 5, dailyCount: 10, dailyLimitMinor: 80_000_000 },
  { level: 6, dailyCount: 10, dailyLimitMinor: 100_000_000 },
  { level: 7, dailyCount: 15, dailyLimitMinor: 150_000_000 },
  { level: 8, dailyCount: 15, dailyLimitMinor: 200_000_000 },
  { level: 9, dailyCount: 20, dailyLimitMinor: 300_000_000 },
  { level: 10, dailyCount: 20, dailyLimitMinor: 500_000_000 },
];
