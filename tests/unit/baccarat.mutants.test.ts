import { describe, expect, it } from 'vitest';
import { outcomeOf, rankLabel, settleBaccarat, type Card } from '../../machines/rules/baccarat';

/** Baccarat's rules at the edges its mutants showed untested. */

const cards = (...ranks: number[]): Card[] => ranks.map((rank) => ({ rank, suit: 0 }));

describe('the outcome of a round', () => {
  it('is the higher last digit, and a tie on equal totals', () => {
    expect(outcomeOf({ player: cards(4, 5), banker: cards(3, 5) })).toBe('player'); // 9 against 8
    expect(outcomeOf({ player: cards(3, 5), banker: cards(4, 5) })).toBe('banker'); // 8 against 9
    expect(outcomeOf({ player: cards(13, 7), banker: cards(9, 8) })).toBe('tie'); // 7 and 17: 7 against 7
    expect(outcomeOf({ player: cards(10, 12), banker: cards(11, 13) })).toBe('tie'); // 0 against 0
    expect(outcomeOf({ player: cards(9, 9), banker: cards(1, 10) })).toBe('player'); // 8 against 1
  });
});

describe('settling stakes', () => {
  it('ignores a stake below zero (only stakes above zero are settled)', () => {
    expect(settleBaccarat({ player: -100, tie: 0, banker: 200 }, 'player')).toEqual({
      payoutMinor: 0,
      validStakeMinor: 200,
      returns: { player: 0, tie: 0, banker: 0 },
    });
  });
});

describe('card faces', () => {
  it('show A, 2-10, J, Q and K', () => {
    expect(Array.from({ length: 13 }, (_, index) => rankLabel(index + 1))).toEqual([
      'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K',
    ]);
  });
});
