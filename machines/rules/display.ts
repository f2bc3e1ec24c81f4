/** Display rules of spec section 5: amounts with thousands separators and 2 decimals. */
export function formatAmount(amount: number): string {
  const negative = amount < 0;
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.trunc(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** The unread badge of spec section 9: nothing at zero, the count up to 99, then "99+". */
export function unreadBadge(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/**
 * How a record's status reads at a glance, for its pill's colour: still waiting, done, refused or failed,
 * or closed with nothing done (a cancelled or expired deposit).
 */
export type StatusTone = 'pending' | 'done' | 'failed' | 'closed';
