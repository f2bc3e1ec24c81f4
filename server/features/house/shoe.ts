import { randomInt } from 'node:crypto';
import { BACCARAT_DECKS, type Card } from '../../../machines/rules/baccarat';
import { KENO_DRAWN, KENO_NUMBERS } from '../../../machines/rules/keno';

/**
 * The house games' randomness: every shuffle and draw comes from the operating system's CSPRNG
 * (crypto.randomInt, unbiased over its range), and happens on the server after the stake is taken,
 * so nothing the client sees or sends foretells an outcome.
 */

/** Fisher-Yates over the array in place, each swap index from the CSPRNG. */
function shuffleInPlace<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}

/** A freshly shuffled shoe of 8 decks; each round is dealt from a shoe of its own. */
export function shuffledShoe(decks: number = BACCARAT_DECKS): Card[] {
  const cards: Card[] = [];
  for (let deck = 0; deck < decks; deck += 1) {
    for (let suit = 0; suit < 4; suit += 1) {
      for (let rank = 1; rank <= 13; rank += 1) cards.push({ rank, suit });
    }
  }
  return shuffleInPlace(cards);
}

/** A dealer taking cards from the top of the shoe. */
export function dealerOf(shoe: Card[]): () => Card {
  let next = 0;
  return () => {
    if (next >= shoe.length) throw new Error('the shoe is empty');
    return shoe[next++];
  };
}

/** 20 distinct numbers of 1-80 in the order drawn. */
export function drawKenoNumbers(): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);
  for (let index = 0; index < KENO_DRAWN; index += 1) {
    const other = index + randomInt(KENO_NUMBERS - index);
    [pool[index], pool[other]] = [pool[other], pool[index]];
  }
  return pool.slice(0, KENO_DRAWN);
}

export const cardsToText = (cards: readonly Card[]): string => cards.map((card) => `${card.rank}-${card.suit}`).join(',');

export const cardsFromText = (text: string): Card[] =>
  text.split(',').map((pair) => {
    const [rank, suit] = pair.split('-').map(Number);
    return { rank, suit };
  });
