/**
 * Baccarat as the site's help article (live casino rules) and spec section 9 tell it: eight decks, an
 * ace counts 1, 2-9 their face value, 10 and the court cards 0, only the last digit of a total counts;
 * the standard third-card rules; banker pays 0.95 for 1, player 1 for 1, tie 8 for 1; on a tie the
 * banker and player bets are returned. Pure: the server deals with it, the site shows it.
 */

/** Video baccarat is played with 8 decks (spec section 9). */
export const BACCARAT_DECKS = 8;
export const CARDS_PER_DECK = 52;

export const BACCARAT_SPOTS = ['player', 'tie', 'banker'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export type BaccaratOutcome = BaccaratSpot;

/** A card: rank 1 (ace) to 13 (king), suit 0-3 (spades, hearts, clubs, diamonds). */
export interface Card {
  rank: number;
  suit: number;
}

/** Winnings per unit staked, as the help article states them (total return is 1 more: the stake comes back). */
export const BACCARAT_PAYS: Record<BaccaratSpot, { numerator: number; denominator: number }> = {
  banker: { numerator: 95, denominator: 100 },
  player: { numerator: 1, denominator: 1 },
  tie: { numerator: 8, denominator: 1 },
};

export const cardValue = (card: Card): number => (card.rank >= 10 ? 0 : card.rank);

export const handTotal = (cards: readonly Card[]): number => cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;

/** A natural: 8 or 9 on the first two cards; then neither hand draws. */
export const isNatural = (total: number): boolean => total >= 8;

/** The player draws a third card on 0-5 and stands on 6 or 7. */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * Whether the banker draws, from the banker's two-card total and the value of the player's third card
 * (null when the player stood): with no player card the banker plays like the player; otherwise
 * 0-2 always draw, 3 unless the card is an 8, 4 on 2-7, 5 on 4-7, 6 on 6-7, 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export interface BaccaratHands {
  player: Card[];
  banker: Card[];
}

/**
 * Plays a round from the top of a shuffled shoe: player, banker, player, banker, then the third cards
 * by the rules. `draw` hands out the next card.
 */
export function playRound(draw: () => Card): BaccaratHands {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  if (isNatural(playerTotal) || isNatural(bankerTotal)) return { player, banker };
  let playerThird: number | null = null;
  if (playerDraws(playerTotal)) {
    const third = draw();
    player.push(third);
    playerThird = cardValue(third);
  }
  if (bankerDraws(bankerTotal, playerThird)) banker.push(draw());
  return { player, banker };
}

export function outcomeOf(hands: BaccaratHands): BaccaratOutcome {
  const player = handTotal(hands.player);
  const banker = handTotal(hands.banker);
  if (player === banker) return 'tie';
  return player > banker ? 'player' : 'banker';
}

export type BaccaratStakes = Record<BaccaratSpot, number>;

export interface BaccaratSettlement {
  /** What comes back to the member in minor units: winning stakes with their winnings, returned stakes. */
  payoutMinor: number;
  /** The round's valid turnover: its net exposure (validBaccaratStake). */
  validStakeMinor: number;
  /** The return of each spot. */
  returns: BaccaratStakes;
}

/** Winnings of a winning stake, in whole minor units (a banker win on an odd cent rounds down). */
const winningsOf = (spot: BaccaratSpot, stakeMinor: number) =>
  Math.floor((stakeMinor * BACCARAT_PAYS[spot].numerator) / BACCARAT_PAYS[spot].denominator);

/**
 * Valid turnover of a round is its net exposure: stakes on player and banker hedge each other, so only their
 * difference counts (equal stakes risk nothing and count nothing); on a tie both are returned and count nothing;
 * the tie stake is decided either way and counts. Stakes of zero or less are no stakes.
 */
export function validBaccaratStake(stakes: BaccaratStakes, outcome: BaccaratOutcome): number {
  const staked = (spot: BaccaratSpot) => Math.max(0, stakes[spot]);
  const sides = outcome === 'tie' ? 0 : Math.abs(staked('player') - staked('banker'));
  return sides + staked('tie');
}

/** Settles the stakes of a round (minor units) against its outcome. */
export function settleBaccarat(stakes: BaccaratStakes, outcome: BaccaratOutcome): BaccaratSettlement {
  const returns: BaccaratStakes = { player: 0, tie: 0, banker: 0 };
  for (const spot of BACCARAT_SPOTS) {
    const stake = stakes[spot];
    if (stake <= 0) continue;
    if (outcome === 'tie' && spot !== 'tie') returns[spot] = stake;
    else if (spot === outcome) returns[spot] = stake + winningsOf(spot, stake);
  }
  return { payoutMinor: returns.player + returns.tie + returns.banker, validStakeMinor: validBaccaratStake(stakes, outcome), returns };
}

/** A card's face for display: A, 2-10, J, Q, K. */
export const rankLabel = (rank: number): string => (rank === 1 ? 'A' : rank === 11 ? 'J' : rank === 12 ? 'Q' : rank === 13 ? 'K' : String(rank));
