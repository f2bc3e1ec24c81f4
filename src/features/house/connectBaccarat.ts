import type { SnapshotFrom } from 'xstate';
import type { BaccaratRound } from '../../../contract/house';
import { stakeTotal, type baccaratTableMachine, type BaccaratTableEvent } from '../../../machines/baccaratTable';
import { BACCARAT_SPOTS, handTotal, type BaccaratSpot, type Card } from '../../../machines/rules/baccarat';
import { HOUSE_CHIPS_MINOR } from '../../../machines/rules/houseVenue';
import { formatMinor } from '../../../machines/rules/money';

/** What the baccarat table shows and can do, from the table machine's state. */

export const chipLabel = (minor: number) => (minor >= 100_000 ? `${minor / 100_000}K` : String(minor / 100));

/** Where a hand's card falls in dealing order: P, B, P, B, then the player's third, then the banker's. */
function dealingIndex(round: BaccaratRound, hand: 'player' | 'banker', position: number): number {
  if (position < 2) return position * 2 + (hand === 'banker' ? 1 : 0);
  return hand === 'player' ? 4 : 4 + (round.playerCards.length > 2 ? 1 : 0);
}

export interface ShownCard {
  card: Card;
  faceUp: boolean;
}

export interface ShownHand {
  cards: ShownCard[];
  /** The total of the cards face up, null while none is. */
  total: number | null;
}

function handOf(round: BaccaratRound | null, revealed: number, hand: 'player' | 'banker'): ShownHand {
  if (!round) return { cards: [], total: null };
  const dealt = hand === 'player' ? round.playerCards : round.bankerCards;
  const cards = dealt.map((card, position) => ({ card, faceUp: dealingIndex(round, hand, position) < revealed }));
  const up = cards.filter((shown) => shown.faceUp).map((shown) => shown.card);
  return { cards, total: up.length > 0 ? handTotal(up) : null };
}

export function connectBaccarat(state: SnapshotFrom<typeof baccaratTableMachine>, send: (event: BaccaratTableEvent) => void) {
  const { context } = state;
  const betting = state.hasTag('betting');
  const phase = state.hasTag('loading') ? 'loading' : betting ? 'betting' : state.hasTag('result') ? 'result' : 'dealing';
  const outcome = phase === 'result' ? context.round?.outcome ?? null : null;
  return {
    phase,
    balance: context.balance,
    chips: HOUSE_CHIPS_MINOR.map((minor) => ({
      minor,
      label: chipLabel(minor),
      amount: formatMinor(minor),
      selected: context.chip === minor,
      disabled: !betting,
      choose: () => send({ type: 'CHOOSE_CHIP', chip: minor }),
    })),
    spots: BACCARAT_SPOTS.map((spot: BaccaratSpot) => ({
      spot,
      stakeMinor: context.stakes[spot],
      stake: formatMinor(context.stakes[spot]),
      /** The chip the stack shows on top: the largest not above the stake. */
      topChip: chipLabel([...HOUSE_CHIPS_MINOR].reverse().find((minor) => minor <= context.stakes[spot]) ?? HOUSE_CHIPS_MINOR[0]),
      disabled: !betting,
      winner: outcome === spot,
      place: () => send({ type: 'PLACE', spot }),
    })),
    totalStake: formatMinor(stakeTotal(context.stakes)),
    canDeal: betting && stakeTotal(context.stakes) > 0,
    canClear: betting && stakeTotal(context.stakes) > 0,
    dealing: state.hasTag('busy') && phase === 'dealing',
    player: handOf(context.round, context.revealed, 'player'),
    banker: handOf(context.round, context.revealed, 'banker'),
    result: outcome && context.round ? { outcome, payout: context.round.payout, orderNo: context.round.orderNo, won: context.round.payout !== '0.00' } : null,
    deal: () => send({ type: 'DEAL' }),
    clear: () => send({ type: 'CLEAR' }),
    next: () => send({ type: 'NEXT' }),
  };
}

export type BaccaratView = ReturnType<typeof connectBaccarat>;
