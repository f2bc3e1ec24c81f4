/**
 * The operator's USDT rate and the conversions it makes, shared by the deposit and withdrawal forms (the
 * estimate shown before sending) and the server (what an order stores, credits and holds).
 *
 * A rate is CNY per 1 USDT, exact to 4 decimals, kept as an integer count of 1/10,000 CNY (7.1000 →
 * 71,000): no floating point anywhere. Amounts are integer minor units on both sides (fen, and USDT
 * cents: members type USDT with at most 2 decimals, as every amount on the site). A conversion lands
 * between two fen, so it is rounded, always so that the member never gets more than the rate gives:
 * - a deposit credits the USDT paid × rate, rounded DOWN to the fen;
 * - a withdrawal debits the USDT paid out × rate, rounded UP to the fen.
 * Either way the house's error is under one fen per order, and never in the member's favour.
 *
 * The rate is not in the spec; its bounds only catch a slip of the operator's hand (71 for 7.1, or 0.71).
 */
import { parseAmount } from './money';

export const CRYPTO_CURRENCY = 'USDT';
/** Rates are counted in 1/10,000 CNY. */
export const RATE_SCALE = 10_000;
export const RATE_DECIMALS = 4;
/** The lowest and highest rate an operator may set: 1.0000 and 100.0000 CNY per USDT. */
export const CRYPTO_RATE_MIN_E4 = 1 * RATE_SCALE;
export const CRYPTO_RATE_MAX_E4 = 100 * RATE_SCALE;

/** The rate a crypto order uses: its value (1/10,000 CNY per USDT) and when the operator set it. */
export interface CryptoRate {
  rateE4: number;
  setAt: number;
}

/** A rate as the API writes it: always 4 decimals ("7.1000"). */
export function formatRateE4(rateE4: number): string {
  return `${Math.trunc(rateE4 / RATE_SCALE)}.${String(rateE4 % RATE_SCALE).padStart(RATE_DECIMALS, '0')}`;
}

/** A rate as a member reads it: at least 2 decimals, the rest only where they count ("7.10", "7.1234"). */
export function displayRate(rateE4: number): string {
  const [whole, fraction] = formatRateE4(rateE4).split('.');
  return `${whole}.${fraction.replace(/0{1,2}$/, '')}`;
}

/** A rate the API wrote ("7.1000") as a member reads it ("7.10"); text that is no rate stays as it is. */
export function displayRateText(text: string): string {
  const match = /^([0-9]+)\.([0-9]{4})$/.exec(text);
  return match ? displayRate(Number(match[1]) * RATE_SCALE + Number(match[2])) : text;
}

export type ParsedRate = { rateE4: number } | { error: string };

/**
 * Reads a rate an operator typed ("7.1", "7.1234"). Refusals are locale keys: not a plain positive
 * decimal (error.cryptoRate.format), more than 4 decimals (error.cryptoRate.decimals), outside the bounds
 * (error.cryptoRate.range): the operator's messages, which only the server words.
 */
export function parseRate(text: string): ParsedRate {
  const match = /^([0-9]{1,6})(?:\.([0-9]+))?$/.exec(text.trim());
  if (!match) return { error: 'error.cryptoRate.format' };
  const [, whole, fraction = ''] = match;
  if (fraction.length > RATE_DECIMALS) return { error: 'error.cryptoRate.decimals' };
  const rateE4 = Number(whole) * RATE_SCALE + Number(fraction.padEnd(RATE_DECIMALS, '0'));
  if (rateE4 < CRYPTO_RATE_MIN_E4 || rateE4 > CRYPTO_RATE_MAX_E4) return { error: 'error.cryptoRate.range' };
  return { rateE4 };
}

/** The rate's bounds as the refusal names them. */
export const rateBounds = () => ({ min: displayRate(CRYPTO_RATE_MIN_E4), max: displayRate(CRYPTO_RATE_MAX_E4) });

// In BigInt: the largest amount (10^12 minor units) times the largest rate (10^6) passes 2^53.
const product = (usdtMinor: number, rateE4: number) => BigInt(usdtMinor) * BigInt(rateE4);
const SCALE = BigInt(RATE_SCALE);

/** The CNY (fen) a deposit of this many USDT cents credits at the rate: rounded down. */
export function cnyCreditOf(usdtMinor: number, rateE4: number): number {
  return Number(product(usdtMinor, rateE4) / SCALE);
}

/** The CNY (fen) a withdrawal paying out this many USDT cents takes at the rate: rounded up. */
export function cnyDebitOf(usdtMinor: number, rateE4: number): number {
  const exact = product(usdtMinor, rateE4);
  return Number((exact + SCALE - 1n) / SCALE);
}

/** The most USDT (cents) a withdrawal may pay out for this many fen: its debit, rounded up, stays within them. */
export function usdtWithinCny(cnyMinor: number, rateE4: number): number {
  return Number((BigInt(Math.max(0, cnyMinor)) * SCALE) / BigInt(rateE4));
}

/** Which way an amount is converted: a deposit credits (down), a withdrawal debits (up). */
export type ConversionSide = 'deposit' | 'withdrawal';

/**
 * The CNY (fen) a USDT amount typed in a form comes to at the rate, or null while the text is not yet an
 * amount (the form's own rule says why when it is sent).
 */
export function estimateCnyMinor(usdtText: string, rateE4: number, side: ConversionSide): number | null {
  const parsed = parseAmount(usdtText);
  if ('error' in parsed) return null;
  return side === 'deposit' ? cnyCreditOf(parsed.minor, rateE4) : cnyDebitOf(parsed.minor, rateE4);
}
