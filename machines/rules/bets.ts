import { parseAmount } from './money';
/**
 * Bet facts that the site and the server share (issue 12, spec section 7's bet records), defined once.
 */

/** A bet's status: 0 invalid (its round was voided and the stake refunded), 1 settled, 2 unsettled. */
export const BET_STATUS = { invalid: 0, settled: 1, unsettled: 2 } as const;
export type BetStatusCode = (typeof BET_STATUS)[keyof typeof BET_STATUS];

/** The locale key of a bet status's label. */
export const betStatusLabelKey = (status: number) => `bets.status.${status}`;

/** A bet key (the caller's idempotency key of one bet) is 1 to 80 characters: room for a prefix of the caller's own before a 64-character request key. */
export const BET_KEY_MAX = 80;

/** A round id is 1 to 64 characters. */
export const ROUND_ID_MAX = 64;

/**
 * A bet the member won: settled, and paid back more than its stake. A push (the stake back) and a voided
 * bet's refund return money but win nothing, so the records do not mark them as wins.
 */
export function isWinningBet(bet: { status: number; betAmount: string; payout: string }): boolean {
  if (bet.status !== BET_STATUS.settled) return false;
  const stake = parseAmount(bet.betAmount);
  const payout = parseAmount(bet.payout);
  return 'minor' in stake && 'minor' in payout && payout.minor > stake.minor;
}

/**
 * What a bet won or lost, in minor units: its payout minus its stake once settled (negative for a
 * loss, 0 for a push); null while it is open and for a voided bet, whose stake came back unplayed.
 */
export function betWinLossMinor(bet: { status: number; betAmount: string; payout: string }): number | null {
  if (bet.status !== BET_STATUS.settled) return null;
  const stake = amountMinor(bet.betAmount);
  const payout = amountMinor(bet.payout);
  return stake === null || payout === null ? null : payout - stake;
}

/** An API amount in minor units, zero included (parseAmount refuses a zero, as a member may not move one). */
function amountMinor(text: string): number | null {
  const parsed = parseAmount(text);
  if ('minor' in parsed) return parsed.minor;
  return /^0+(\.0{1,2})?$/.test(text.trim()) ? 0 : null;
}

/** How a win/loss figure reads: a win, a loss, or even (a push). */
export type WinLossTone = 'win' | 'loss' | 'even';
export const winLossTone = (minor: number): WinLossTone => (minor > 0 ? 'win' : minor < 0 ? 'loss' : 'even');
