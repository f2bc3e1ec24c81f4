import { betWinLossMinor, winLossTone } from '../../../machines/rules/bets';
import { formatAmount } from '../../../machines/rules/display';

/** Signed money: "+12.30", "-5.00", "0.00" (formatAmount's separators and two decimals). */
export const signedAmount = (minor: number) => `${minor > 0 ? '+' : ''}${formatAmount(minor / 100)}`;

/**
 * A bet's win/loss (payout minus stake, settled bets only; a dash while open or voided), marked by its
 * sign as well as its colour.
 */
export function WinLoss({ bet }: { bet: { status: number; betAmount: string; payout: string } }) {
  const minor = betWinLossMinor(bet);
  if (minor === null) return <span className="win-loss is-none">—</span>;
  return (
    <span className={`win-loss is-${winLossTone(minor)}`} data-win-loss={minor}>
      {signedAmount(minor)}
    </span>
  );
}
