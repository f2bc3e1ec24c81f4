/**
 * Happy lottery (keno) as spec section 9 and the lottery help article tell it: numbers 1-80, the member
 * picks 1 to 10 of them, 20 are drawn each round; picks pay by a table of picks and hits; side markets
 * settle on the total of the 20 drawn numbers: big/small against 810 and the five elements by range.
 * The article leaves a total of exactly 810 to the game: here big and small bets are then returned.
 * Pure: the server settles with it, the site shows the same tables.
 */

export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_PICKS_MIN = 1;
export const KENO_PICKS_MAX = 10;
/** One round a minute on the server clock. */
export const KENO_ROUND_MS = 60_000;

/** The big/small threshold (spec section 9). */
export const KENO_TOTAL_THRESHOLD = 810;
/** The smallest and largest totals 20 of 1-80 can make: 1+…+20 and 61+…+80. */
export const KENO_TOTAL_MIN = 210;
export const KENO_TOTAL_MAX = 1410;

export const FIVE_ELEMENTS = ['metal', 'wood', 'water', 'fire', 'earth'] as const;
export type FiveElement = (typeof FIVE_ELEMENTS)[number];

/** The five-elements ranges of spec section 9, both ends included. */
export const FIVE_ELEMENT_RANGES: Record<FiveElement, readonly [number, number]> = {
  metal: [210, 695],
  wood: [696, 763],
  water: [764, 855],
  fire: [856, 923],
  earth: [924, 1410],
};

export const KENO_MARKETS = ['big', 'small', ...FIVE_ELEMENTS] as const;
export type KenoMarket = (typeof KENO_MARKETS)[number];

/**
 * What a winning market stake returns, in hundredths of the stake (195 is 1.95 times: the stake and
 * 0.95 won). Kept in whole hundredths so settlement is integer arithmetic.
 */
export const MARKET_RETURN_HUNDREDTHS: Record<KenoMarket, number> = {
  big: 195,
  small: 195,
  metal: 920,
  wood: 460,
  water: 240,
  fire: 460,
  earth: 920,
};

/**
 * The pick pay table: for each number of picks, the hits that pay and what they return in tenths of
 * the stake (36 is 3.6 times the stake). Hits not listed return nothing. Every row returns less than
 * the stake on average (tested from the exact hit odds).
 */
export const PICK_PAY_TABLE_TENTHS: Record<number, Record<number, number>> = {
  1: { 1: 36 },
  2: { 1: 10, 2: 90 },
  3: { 2: 20, 3: 400 },
  4: { 2: 15, 3: 60, 4: 1_000 },
  5: { 3: 30, 4: 200, 5: 4_000 },
  6: { 3: 10, 4: 100, 5: 800, 6: 15_000 },
  7: { 3: 10, 4: 40, 5: 250, 6: 3_000, 7: 40_000 },
  8: { 4: 30, 5: 150, 6: 800, 7: 10_000, 8: 100_000 },
  9: { 4: 10, 5: 60, 6: 500, 7: 3_000, 8: 30_000, 9: 200_000 },
  10: { 0: 20, 5: 40, 6: 200, 7: 1_500, 8: 10_000, 9: 50_000, 10: 500_000 },
};

export const totalOf = (drawn: readonly number[]): number => drawn.reduce((sum, number) => sum + number, 0);

/** Big above 810, small below, null at exactly 810. */
export function bigOrSmall(total: number): 'big' | 'small' | null {
  if (total > KENO_TOTAL_THRESHOLD) return 'big';
  if (total < KENO_TOTAL_THRESHOLD) return 'small';
  return null;
}

export function elementOf(total: number): FiveElement {
  const found = FIVE_ELEMENTS.find((element) => total >= FIVE_ELEMENT_RANGES[element][0] && total <= FIVE_ELEMENT_RANGES[element][1]);
  if (!found) throw new RangeError(`a keno total lies between ${KENO_TOTAL_MIN} and ${KENO_TOTAL_MAX}, not ${total}`);
  return found;
}

export const hitsOf = (picks: readonly number[], drawn: readonly number[]): number => {
  const drawnSet = new Set(drawn);
  return picks.filter((pick) => drawnSet.has(pick)).length;
};

/** The pick payout in tenths of the stake for a number of picks and hits (0 when that does not pay). */
export const pickReturnTenths = (picks: number, hits: number): number => PICK_PAY_TABLE_TENTHS[picks]?.[hits] ?? 0;

export interface KenoTicket {
  /** 0 to 10 distinct numbers of 1-80 (none when the ticket only plays markets). */
  numbers: readonly number[];
  markets: readonly KenoMarket[];
  /** The stake of each selection in minor units: the numbers count as one selection, each market as one. */
  stakeMinor: number;
}

export const selectionsOf = (ticket: Pick<KenoTicket, 'numbers' | 'markets'>): number => (ticket.numbers.length > 0 ? 1 : 0) + ticket.markets.length;

export const ticketStakeMinor = (ticket: KenoTicket): number => ticket.stakeMinor * selectionsOf(ticket);

/**
 * Why a ticket cannot be bought, as a locale key, or null when it can: numbers within 1-80, distinct,
 * at most 10; markets known and not repeated; at least one selection.
 */
export function kenoTicketProblem(ticket: Pick<KenoTicket, 'numbers' | 'markets'>): string | null {
  const { numbers, markets } = ticket;
  if (numbers.some((number) => !Number.isInteger(number) || number < 1 || number > KENO_NUMBERS)) return 'house.keno.badNumber';
  if (new Set(numbers).size !== numbers.length) return 'house.keno.badNumber';
  if (numbers.length > KENO_PICKS_MAX) return 'house.keno.tooManyPicks';
  if (markets.some((market) => !(KENO_MARKETS as readonly string[]).includes(market)) || new Set(markets).size !== markets.length) {
    return 'house.keno.badMarket';
  }
  if (selectionsOf(ticket) === 0) return 'house.keno.nothingPicked';
  return null;
}

export interface KenoSettlement {
  payoutMinor: number;
  /** Stakes decided by the draw; a big/small stake returned at exactly 810 is no turnover. */
  validStakeMinor: number;
  hits: number;
}

const returnOf = (stakeMinor: number, parts: number, per: number) => Math.floor((stakeMinor * parts) / per);

/** Settles a ticket against the 20 drawn numbers. */
export function settleKeno(ticket: KenoTicket, drawn: readonly number[]): KenoSettlement {
  const total = totalOf(drawn);
  const side = bigOrSmall(total);
  const element = elementOf(total);
  const hits = hitsOf(ticket.numbers, drawn);
  let payoutMinor = 0;
  let validStakeMinor = 0;
  if (ticket.numbers.length > 0) {
    validStakeMinor += ticket.stakeMinor;
    payoutMinor += returnOf(ticket.stakeMinor, pickReturnTenths(ticket.numbers.length, hits), 10);
  }
  for (const market of ticket.markets) {
    const bigSmall = market === 'big' || market === 'small';
    if (bigSmall && side === null) {
      payoutMinor += ticket.stakeMinor;
      continue;
    }
    validStakeMinor += ticket.stakeMinor;
    const wins = bigSmall ? market === side : market === element;
    if (wins) payoutMinor += returnOf(ticket.stakeMinor, MARKET_RETURN_HUNDREDTHS[market], 100);
  }
  return { payoutMinor, validStakeMinor, hits };
}

/** The round a time falls in (rounds are numbered from the epoch) and when it draws. */
export const kenoRoundAt = (now: number): number => Math.floor(now / KENO_ROUND_MS);
export const kenoDrawTime = (round: number): number => (round + 1) * KENO_ROUND_MS;
