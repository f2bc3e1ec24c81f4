import type { BaccaratRound } from '../contract/house';
import { assign, fromPromise, setup } from 'xstate';
import { BACCARAT_SPOTS, type BaccaratSpot } from './rules/baccarat';
import { HOUSE_CHIPS_MINOR } from './rules/houseVenue';

/**
 * The baccarat table of the in-house venue: the member picks a chip and places it on player, banker or
 * tie (as often as they like), clears, and deals. The server takes the stakes, shuffles, deals and
 * settles in one call; the table then turns the cards face up one by one in dealing order (player,
 * banker, player, banker, then any third cards), shows the result and the payout, and the next round
 * starts from an empty table. A refused deal (a stake above the balance, say) keeps the chips where they
 * were; the API client has shown why.
 */

export type BaccaratStakesMinor = Record<BaccaratSpot, number>;

export type BaccaratTableEvent =
  | { type: 'CHOOSE_CHIP'; chip: number }
  | { type: 'PLACE'; spot: BaccaratSpot }
  | { type: 'CLEAR' }
  | { type: 'DEAL' }
  | { type: 'NEXT' };

export interface BaccaratTableContext {
  chip: number;
  stakes: BaccaratStakesMinor;
  round: BaccaratRound | null;
  /** How many of the round's cards are face up, in dealing order. */
  revealed: number;
  /** The house venue wallet's balance as last known ("12.30"), null before it is known. */
  balance: string | null;
}

/** A card turns face up every this many ms. */
export const CARD_REVEAL_MS = 450;

const EMPTY_STAKES: BaccaratStakesMinor = { player: 0, banker: 0, tie: 0 };

export const stakeTotal = (stakes: BaccaratStakesMinor) => BACCARAT_SPOTS.reduce((sum, spot) => sum + stakes[spot], 0);

export const cardsInRound = (round: BaccaratRound | null) => (round ? round.playerCards.length + round.bankerCards.length : 0);

export const baccaratTableMachine = setup({
  types: {
    context: {} as BaccaratTableContext,
    events: {} as BaccaratTableEvent,
  },
  actors: {
    loadBalance: fromPromise<string, void>(() => {
      throw new Error('baccaratTable: loadBalance was not provided');
    }),
    playRound: fromPromise<BaccaratRound, BaccaratStakesMinor>(() => {
      throw new Error('baccaratTable: playRound was not provided');
    }),
  },
  actions: {
    chooseChip: assign({ chip: ({ context, event }) => (event.type === 'CHOOSE_CHIP' ? event.chip : context.chip) }),
    place: assign({
      stakes: ({ context, event }) =>
        event.type === 'PLACE' ? { ...context.stakes, [event.spot]: context.stakes[event.spot] + context.chip } : context.stakes,
    }),
    clear: assign({ stakes: () => ({ ...EMPTY_STAKES }) }),
    startRound: assign({ revealed: 0 }),
    revealOne: assign({ revealed: ({ context }) => context.revealed + 1 }),
    nextRound: assign({ round: null, revealed: 0, stakes: () => ({ ...EMPTY_STAKES }) }),
    refreshBalances: () => {},
  },
  guards: {
    hasStake: ({ context }) => stakeTotal(context.stakes) > 0,
    knownChip: ({ event }) => event.type === 'CHOOSE_CHIP' && (HOUSE_CHIPS_MINOR as readonly number[]).includes(event.chip),
    moreCards: ({ context }) => context.revealed < cardsInRound(context.round),
  },
  delays: { reveal: CARD_REVEAL_MS },
}).createMachine({
  id: 'baccaratTable',
  context: { chip: HOUSE_CHIPS_MINOR[2], stakes: { ...EMPTY_STAKES }, round: null, revealed: 0, balance: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadBalance',
        src: 'loadBalance',
        onDone: { target: 'betting', actions: assign({ balance: ({ event }) => event.output }) },
        onError: 'betting',
      },
    },
    betting: {
      tags: ['betting'],
      on: {
        CHOOSE_CHIP: { guard: 'knownChip', actions: 'chooseChip' },
        PLACE: { actions: 'place' },
        CLEAR: { actions: 'clear' },
        DEAL: { guard: 'hasStake', target: 'dealing' },
      },
    },
    dealing: {
      tags: ['busy', 'dealing'],
      invoke: {
        id: 'playRound',
        src: 'playRound',
        input: ({ context }) => context.stakes,
        onDone: {
          target: 'revealing',
          actions: [assign({ round: ({ event }) => event.output, balance: ({ event }) => event.output.balance }), 'startRound', 'refreshBalances'],
        },
        onError: 'betting',
      },
    },
    revealing: {
      tags: ['dealing'],
      after: {
        reveal: [{ guard: 'moreCards', target: 'revealing', reenter: true, actions: 'revealOne' }, { target: 'result' }],
      },
    },
    result: {
      tags: ['result'],
      on: { NEXT: { target: 'betting', actions: 'nextRound' } },
    },
  },
});
