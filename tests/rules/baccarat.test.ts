import { describe, expect, it } from 'vitest';
import { BACCARAT_DECKS, bankerDraws, cardValue, handTotal, outcomeOf, playerDraws, playRound, settleBaccarat, type Card, rankLabel } from '../../machines/rules/baccarat';

const card = (rank: number, suit = 0): Card => ({ rank, suit });

/**
 * The standard banker table, written out as casinos print it: for each banker two-card total (rows
 * 0-7), the player third-card values (0-9) on which the banker draws, "-" when the player stood.
 * D draws, S stands.
 */
const BANKER_TABLE: Record<number, string> = {
  //    player's third card: 0 1 2 3 4 5 6 7 8 9   stood
  0: 'D D D D D D D D D D D',
  1: 'D D D D D D D D D D D',
  2: 'D D D D D D D D D D D',
  3: 'D D D D D D D D S D D',
  4: 'S S D D D D D D S S D',
  5: 'S S S S D D D D S S D',
  6: 'S S S S S S D D S S S',
  7: 'S S S S S S S S S S S',
};

describe('baccarat rules', () => {
  it('is played with 8 decks (spec section 9)', () => {
    expect(BACCARAT_DECKS).toBe(8);
  });

  it('counts an ace 1, 2-9 at face value and 10, J, Q, K as 0; only the last digit counts', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((rank) => cardValue(card(rank)))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0]);
    expect(handTotal([card(7), card(8)])).toBe(5);
    expect(handTotal([card(9), card(13), card(9)])).toBe(8);
  });

  it('the player draws on 0-5 and stands on 6-7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
  });

  it.each(Object.entries(BANKER_TABLE))('banker on %s follows the standard table for every player third card and when the player stood', (total, row) => {
    const cells = row.split(' ');
    const thirds: Array<number | null> = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, null];
    thirds.forEach((third, index) => {
      expect(bankerDraws(Number(total), third), `banker ${total}, player third ${third}`).toBe(cells[index] === 'D');
    });
  });

  it('deals a whole round in order: naturals stand, else the player and then the banker by the table', () => {
    const shoe = (ranks: number[]) => {
      const cards = ranks.map((rank) => card(rank));
      return () => cards.shift()!;
    };
    // Player 4+4 = 8, a natural: nobody draws even though the banker has 0.
    expect(playRound(shoe([4, 10, 4, 10, 9, 9]))).toEqual({ player: [card(4), card(4)], banker: [card(10), card(10)] });
    // Player 2+3 = 5 draws an 8; banker 1+2 = 3 stands on a player 8.
    const stands = playRound(shoe([2, 1, 3, 2, 8, 9]));
    expect(stands.player.map(cardValue)).toEqual([2, 3, 8]);
    expect(stands.banker.map(cardValue)).toEqual([1, 2]);
    // Player 6+10 = 6 stands; banker 2+3 = 5 draws as the player would.
    const bankerAlone = playRound(shoe([6, 2, 10, 3, 4]));
    expect(bankerAlone.player).toHaveLength(2);
    expect(bankerAlone.banker.map(cardValue)).toEqual([2, 3, 4]);
    expect(outcomeOf(bankerAlone)).toBe('banker');
  });

  it('pays banker 0.95 for 1, player 1 for 1 and tie 8 for 1, rounding a banker cent down', () => {
    expect(settleBaccarat({ banker: 10_000, player: 0, tie: 0 }, 'banker')).toMatchObject({ payoutMinor: 19_500, validStakeMinor: 10_000 });
    expect(settleBaccarat({ banker: 0, player: 10_000, tie: 0 }, 'player')).toMatchObject({ payoutMinor: 20_000, validStakeMinor: 10_000 });
    expect(settleBaccarat({ banker: 0, player: 0, tie: 10_000 }, 'tie')).toMatchObject({ payoutMinor: 90_000, validStakeMinor: 10_000 });
    expect(settleBaccarat({ banker: 101, player: 0, tie: 0 }, 'banker').payoutMinor).toBe(101 + 95);
  });

  it('loses the stakes on the other spots; player and banker count as turnover only by their difference', () => {
    expect(settleBaccarat({ banker: 500, player: 300, tie: 200 }, 'player')).toEqual({
      payoutMinor: 600,
      validStakeMinor: 200 + 200,
      returns: { banker: 0, player: 600, tie: 0 },
    });
  });

  it('counts hedged stakes as no turnover: equal player and banker stakes clear nothing, whoever wins (issue 22)', () => {
    for (const outcome of ['player', 'banker', 'tie'] as const) {
      expect(settleBaccarat({ banker: 1050, player: 1050, tie: 0 }, outcome).validStakeMinor).toBe(0);
    }
    expect(settleBaccarat({ banker: 1050, player: 1000, tie: 0 }, 'banker').validStakeMinor).toBe(50);
    expect(settleBaccarat({ banker: 1000, player: 1050, tie: 0 }, 'banker').validStakeMinor).toBe(50);
    expect(settleBaccarat({ banker: 1050, player: 1050, tie: 100 }, 'player').validStakeMinor).toBe(100);
  });

  it('returns banker and player bets on a tie (help article), which then count as no turnover', () => {
    expect(settleBaccarat({ banker: 500, player: 300, tie: 100 }, 'tie')).toEqual({
      payoutMinor: 500 + 300 + 900,
      validStakeMinor: 100,
      returns: { banker: 500, player: 300, tie: 900 },
    });
  });
});

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
