import { describe, expect, it } from 'vitest';
import { isWinningBet } from '../../machines/rules/bets';

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
