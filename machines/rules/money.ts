/**
 * Money rules shared by the site and the API server: amounts travel as text with at most two
 * decimals and live as integer minor units (cents), so no sum ever drifts through floating point.
 */

/** The largest amount one call may move: 10,000,000,000.00 (far inside the safe integer range in cents). */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000;

export type ParsedAmount = { minor: number } | { error: string };

/**
 * Reads an amount typed by a member ("12", "12.5", "12.50"). Refusals are locale keys: empty
 * (rule.amount.required), not a plain decimal number (rule.amount.format), more than two decimals
 * (rule.amount.decimals), zero or negative (rule.amount.positive), above the maximum (rule.amount.tooLarge).
 */
export function parseAmount(text: string): ParsedAmount {
  const value = text.trim();
  if (value === '') return { error: 'rule.amount.required' };
  const match = /^(-?)([0-9]+)(?:\.([0-9]+))?$/.exec(value);
  if (!match) return { error: 'rule.amount.format' };
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > 2) return { error: 'rule.amount.decimals' };
  const digits = whole.replace(/^0+(?=[0-9])/, '');
  if (digits.length > 11) return sign === '-' ? { error: 'rule.amount.positive' } : { error: 'rule.amount.tooLarge' };
  const minor = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  if (sign === '-' || minor === 0) return { error: 'rule.amount.positive' };
  if (minor > MAX_AMOUNT_MINOR) return { error: 'rule.amount.tooLarge' };
  return { minor };
}

/** Minor units (cents) to the API's 2-decimal text, in integer arithmetic so nothing drifts. */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
