import { describe, expect, it } from 'vitest';
import { bigOrSmall, elementOf, FIVE_ELEMENT_RANGES, KENO_DRAWN, KENO_NUMBERS, KENO_PICKS_MAX, KENO_PICKS_MIN, KENO_TOTAL_MAX, KENO_TOTAL_MIN, kenoTicketProblem, PICK_PAY_TABLE_TENTHS, settleKeno, ticketStakeMinor, totalOf, kenoDrawTime, kenoRoundAt, pickReturnTenths } from '../../machines/rules/keno';

const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
};

/** 20 drawn numbers with a chosen total: 1..19 plus one number making up the rest (no repeats in the cases used). */
const drawnWithTotal = (total: number): number[] => {
  const base = Array.from({ length: 19 }, (_, index) => index + 1); // sum 190
  const last = total - 190;
  if (last > 19 && last <= 80) return [...base, last];
  // Larger totals: the 20 highest numbers, lowered one step at a time from the smallest.
  const high = Array.from({ length: 20 }, (_, index) => 61 + index); // sum 1410
  let missing = 1410 - total;
  for (let index = 0; index < 20 && missing > 0; index += 1) {
    const floor = index + 1;
    const step = Math.min(missing, high[index] - floor);
    high[index] -= step;
    missing -= step;
  }
  return high;
};

describe('keno rules (spec section 9)', () => {
  it('uses 80 numbers, picks of 1 to 10 and 20 drawn', () => {
    expect([KENO_NUMBERS, KENO_PICKS_MIN, KENO_PICKS_MAX, KENO_DRAWN]).toEqual([80, 1, 10, 20]);
    expect([KENO_TOTAL_MIN, KENO_TOTAL_MAX]).toEqual([210, 1410]);
  });

  it('splits big and small at 810: 811 big, 809 small, 810 neither', () => {
    expect(bigOrSmall(811)).toBe('big');
    expect(bigOrSmall(809)).toBe('small');
    expect(bigOrSmall(810)).toBeNull();
  });

  it.each([
    [210, 'metal'],
    [695, 'metal'],
    [696, 'wood'],
    [763, 'wood'],
    [764, 'water'],
    [855, 'water'],
    [856, 'fire'],
    [923, 'fire'],
    [924, 'earth'],
    [1410, 'earth'],
  ])('a total of %i is %s', (total, element) => {
    expect(elementOf(total)).toBe(element);
  });

  it('the five ranges are the spec’s literal numbers and no total outside 210-1410 has an element', () => {
    expect(FIVE_ELEMENT_RANGES).toEqual({ metal: [210, 695], wood: [696, 763], water: [764, 855], fire: [856, 923], earth: [924, 1410] });
    expect(() => elementOf(209)).toThrow(RangeError);
    expect(() => elementOf(1411)).toThrow(RangeError);
  });

  it('the pay table has a row for every pick count 1-10, each paying its top hit most and returning less than the stake on average', () => {
    for (let picks = 1; picks <= 10; picks += 1) {
      const row = PICK_PAY_TABLE_TENTHS[picks];
      expect(row, `row ${picks}`).toBeDefined();
      expect(Math.max(...Object.values(row))).toBe(row[picks]);
      const expected = Object.entries(row).reduce(
        (sum, [hits, tenths]) => sum + ((choose(20, Number(hits)) * choose(60, picks - Number(hits))) / choose(80, picks)) * (tenths / 10),
        0,
      );
      expect(expected, `return to player, ${picks} picks`).toBeLessThan(1);
      expect(expected, `return to player, ${picks} picks`).toBeGreaterThan(0.6);
    }
  });

  it('pays picks by hits from the table', () => {
    const drawn = [...Array.from({ length: 19 }, (_, index) => index + 1), 40];
    expect(totalOf(drawn)).toBe(230);
    expect(settleKeno({ numbers: [1], markets: [], stakeMinor: 1000 }, drawn)).toEqual({ payoutMinor: 3600, validStakeMinor: 1000, hits: 1 });
    expect(settleKeno({ numbers: [1, 2, 3, 4, 80], markets: [], stakeMinor: 1000 }, drawn)).toEqual({ payoutMinor: 20_000, validStakeMinor: 1000, hits: 4 });
    expect(settleKeno({ numbers: [70, 71, 72], markets: [], stakeMinor: 1000 }, drawn)).toEqual({ payoutMinor: 0, validStakeMinor: 1000, hits: 0 });
  });

  it('settles big/small at the threshold edges, returning the stake at exactly 810', () => {
    const markets = ['big', 'small'] as const;
    for (const total of [809, 810, 811]) expect(totalOf(drawnWithTotal(total))).toBe(total);
    expect(settleKeno({ numbers: [], markets, stakeMinor: 1000 }, drawnWithTotal(811))).toMatchObject({ payoutMinor: 1950, validStakeMinor: 2000 });
    expect(settleKeno({ numbers: [], markets, stakeMinor: 1000 }, drawnWithTotal(809))).toMatchObject({ payoutMinor: 1950, validStakeMinor: 2000 });
    expect(settleKeno({ numbers: [], markets, stakeMinor: 1000 }, drawnWithTotal(810))).toMatchObject({ payoutMinor: 2000, validStakeMinor: 0 });
  });

  it.each([
    [695, 'metal', 'wood'],
    [696, 'wood', 'metal'],
    [763, 'wood', 'water'],
    [764, 'water', 'wood'],
    [855, 'water', 'fire'],
    [856, 'fire', 'water'],
    [923, 'fire', 'earth'],
    [924, 'earth', 'fire'],
  ] as const)('a drawn total of %i pays %s and not %s', (total, winner, loser) => {
    const drawn = drawnWithTotal(total);
    expect(totalOf(drawn)).toBe(total);
    expect(new Set(drawn).size).toBe(20);
    expect(settleKeno({ numbers: [], markets: [winner], stakeMinor: 1000 }, drawn).payoutMinor).toBeGreaterThan(1000);
    expect(settleKeno({ numbers: [], markets: [loser], stakeMinor: 1000 }, drawn).payoutMinor).toBe(0);
  });

  it('refuses tickets with bad numbers, too many picks, unknown or repeated markets, or nothing chosen', () => {
    expect(kenoTicketProblem({ numbers: [0], markets: [] })).toBe('house.keno.badNumber');
    expect(kenoTicketProblem({ numbers: [81], markets: [] })).toBe('house.keno.badNumber');
    expect(kenoTicketProblem({ numbers: [5, 5], markets: [] })).toBe('house.keno.badNumber');
    expect(kenoTicketProblem({ numbers: Array.from({ length: 11 }, (_, index) => index + 1), markets: [] })).toBe('house.keno.tooManyPicks');
    expect(kenoTicketProblem({ numbers: Array.from({ length: 10 }, (_, index) => index + 1), markets: [] })).toBeNull();
    expect(kenoTicketProblem({ numbers: [], markets: ['big', 'big'] })).toBe('house.keno.badMarket');
    expect(kenoTicketProblem({ numbers: [], markets: [] })).toBe('house.keno.nothingPicked');
    expect(ticketStakeMinor({ numbers: [1, 2], markets: ['big', 'earth'], stakeMinor: 500 })).toBe(1500);
  });
});

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
