import { describe, expect, it } from 'vitest';
import { elementOf, kenoDrawTime, kenoRoundAt, kenoTicketProblem, pickReturnTenths, settleKeno } from '../../machines/rules/keno';

/** Keno's rules at the edges its mutants showed untested (spec section 9: 1-80, 810, one round a minute). */

const lowest20 = Array.from({ length: 20 }, (_, index) => index + 1); // total 210: small, metal
const highest20 = Array.from({ length: 20 }, (_, index) => index + 61); // total 1410: big, earth

describe('keno rounds', () => {
  it('are a minute long on the server clock, numbered from the epoch, drawn at their end', () => {
    expect(kenoRoundAt(0)).toBe(0);
    expect(kenoRoundAt(59_999)).toBe(0);
    expect(kenoRoundAt(60_000)).toBe(1);
    expect(kenoRoundAt(600_001)).toBe(10);
    expect(kenoDrawTime(0)).toBe(60_000);
    expect(kenoDrawTime(9)).toBe(600_000);
  });
});

describe('a keno ticket', () => {
  it('takes numbers 1 and 80 and refuses 0 and 81', () => {
    expect(kenoTicketProblem({ numbers: [1, 80], markets: [] })).toBeNull();
    expect(kenoTicketProblem({ numbers: [0], markets: [] })).toBe('house.keno.badNumber');
    expect(kenoTicketProblem({ numbers: [81], markets: [] })).toBe('house.keno.badNumber');
  });

  it('takes the known markets and refuses an unknown one', () => {
    expect(kenoTicketProblem({ numbers: [], markets: ['big', 'metal', 'earth'] })).toBeNull();
    expect(kenoTicketProblem({ numbers: [], markets: ['purple' as 'big'] })).toBe('house.keno.badMarket');
    expect(kenoTicketProblem({ numbers: [5], markets: ['big', 'purple' as 'big'] })).toBe('house.keno.badMarket');
  });
});

describe('keno settlement', () => {
  it('pays big only above 810 and small only below', () => {
    const stake = { numbers: [], stakeMinor: 100 };
    expect(settleKeno({ ...stake, markets: ['big'] }, lowest20)).toEqual({ payoutMinor: 0, validStakeMinor: 100, hits: 0 });
    expect(settleKeno({ ...stake, markets: ['small'] }, lowest20)).toEqual({ payoutMinor: 195, validStakeMinor: 100, hits: 0 });
    expect(settleKeno({ ...stake, markets: ['big'] }, highest20)).toEqual({ payoutMinor: 195, validStakeMinor: 100, hits: 0 });
    expect(settleKeno({ ...stake, markets: ['small'] }, highest20)).toEqual({ payoutMinor: 0, validStakeMinor: 100, hits: 0 });
  });

  it('pays nothing for a count of picks the table does not have', () => {
    expect(pickReturnTenths(11, 5)).toBe(0);
    expect(pickReturnTenths(0, 0)).toBe(0);
    expect(pickReturnTenths(1, 1)).toBe(36);
  });

  it('has no element for a total outside 210-1410, and says so', () => {
    expect(() => elementOf(209)).toThrow(new RangeError('a keno total lies between 210 and 1410, not 209'));
    expect(() => elementOf(1411)).toThrow(new RangeError('a keno total lies between 210 and 1410, not 1411'));
    expect(elementOf(210)).toBe('metal');
    expect(elementOf(1410)).toBe('earth');
  });
});
