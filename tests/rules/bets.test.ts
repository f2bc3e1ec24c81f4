import { describe, expect, it } from 'vitest';
import { betWinLossMinor, isWinningBet, winLossTone } from '../../machines/rules/bets';

/** The bet records mark a payout as a win (spec section 6: status 0 invalid, 1 settled, 2 unsettled). */
describe('isWinningBet', () => {
  const bet = (status: number, betAmount: string, payout: string) => ({ status, betAmount, payout });

  it('is a win when a settled bet pays back more than its stake, by as little as a cent', () => {
    expect(isWinningBet(bet(1, '10.00', '20.00'))).toBe(true);
    expect(isWinningBet(bet(1, '10.00', '10.01'))).toBe(true);
    expect(isWinningBet(bet(1, '5.50', '10.45'))).toBe(true);
  });

  it('is no win for a push, a loss, a voided refund or a bet still open', () => {
    expect(isWinningBet(bet(1, '10.00', '10.00'))).toBe(false);
    expect(isWinningBet(bet(1, '10.00', '9.99'))).toBe(false);
    expect(isWinningBet(bet(1, '10.00', '0.00'))).toBe(false);
    expect(isWinningBet(bet(0, '10.00', '10.00'))).toBe(false);
    expect(isWinningBet(bet(0, '10.00', '20.00'))).toBe(false);
    expect(isWinningBet(bet(2, '10.00', '20.00'))).toBe(false);
  });

  it('compares amounts as money, not as text', () => {
    expect(isWinningBet(bet(1, '9.00', '10.00'))).toBe(true);
    expect(isWinningBet(bet(1, '100.00', '99.50'))).toBe(false);
  });
});

/** The bet records' win/loss column: payout minus stake for settled bets (issue 27). */
describe('betWinLossMinor', () => {
  const bet = (status: number, betAmount: string, payout: string) => ({ status, betAmount, payout });

  it('is the payout minus the stake of a settled bet: a win, a loss, a push', () => {
    expect(betWinLossMinor(bet(1, '10.00', '20.00'))).toBe(1_000);
    expect(betWinLossMinor(bet(1, '10.00', '0.00'))).toBe(-1_000);
    expect(betWinLossMinor(bet(1, '5.50', '5.50'))).toBe(0);
    expect(betWinLossMinor(bet(1, '100.00', '99.99'))).toBe(-1);
  });

  it('is nothing for a bet still open or voided', () => {
    expect(betWinLossMinor(bet(2, '10.00', '0.00'))).toBeNull();
    expect(betWinLossMinor(bet(0, '10.00', '10.00'))).toBeNull();
  });

  it('reads as a win, a loss or even', () => {
    expect([winLossTone(1), winLossTone(-1), winLossTone(0)]).toEqual(['win', 'loss', 'even']);
  });
});
