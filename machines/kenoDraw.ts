import type { KenoState, KenoTicket } from '../contract/house';
import { assign, fromPromise, setup } from 'xstate';
import { KENO_PICKS_MAX, type KenoMarket } from './rules/keno';
import { HOUSE_CHIPS_MINOR } from './rules/houseVenue';

/**
 * The happy-lottery board: the member picks 1-10 of the 80 numbers and any side markets (big/small, the
 * five elements), chooses a stake and buys a ticket for the round open now; a countdown runs to the
 * round's draw on the server clock. When it reaches zero the board asks the server for the draw (again
 * every second until it is there), shows the 20 numbers and what the member's tickets paid, then opens
 * the next round. The picks stay for the next ticket until cleared.
 */

export type KenoDrawEvent =
  | { type: 'TOGGLE_NUMBER'; number: number }
  | { type: 'TOGGLE_MARKET'; market: KenoMarket }
  | { type: 'CHOOSE_STAKE'; stake: number }
  | { type: 'CLEAR' }
  | { type: 'BUY' }
  | { type: 'NEXT' }
  | { type: 'RETRY' };

export interface KenoTicketRequest {
  numbers: number[];
  markets: KenoMarket[];
  stakeMinor: number;
}

export interface KenoDrawContext {
  numbers: number[];
  markets: KenoMarket[];
  stake: number;
  state: KenoState | null;
  /** Time left to the open round's draw, counted down each second from the server's figures. */
  remainingMs: number;
  /** The round whose draw the board waits for. */
  awaitedRound: number | null;
  lastTicket: KenoTicket | null;
}

export const COUNTDOWN_STEP_MS = 1000;
/** How long a draw stays on the board before the next round shows. */
export const RESULT_SHOWN_MS = 10_000;

const remainingOf = (state: KenoState) => Math.max(0, state.drawAt - state.now);

export const kenoDrawMachine = setup({
  types: {
    context: {} as KenoDrawContext,
    events: {} as KenoDrawEvent,
  },
  actors: {
    loadState: fromPromise<KenoState, void>(() => {
      throw new Error('kenoDraw: loadState was not provided');
    }),
    buyTicket: fromPromise<{ ticket: KenoTicket; state: KenoState }, KenoTicketRequest>(() => {
      throw new Error('kenoDraw: buyTicket was not provided');
    }),
  },
  actions: {
    toggleNumber: assign({
      numbers: ({ context, event }) => {
        if (event.type !== 'TOGGLE_NUMBER') return context.numbers;
        return context.numbers.includes(event.number)
          ? context.numbers.filter((number) => number !== event.number)
          : [...context.numbers, event.number].sort((a, b) => a - b);
      },
    }),
    toggleMarket: assign({
      markets: ({ context, event }) => {
        if (event.type !== 'TOGGLE_MARKET') return context.markets;
        return context.markets.includes(event.market) ? context.markets.filter((market) => market !== event.market) : [...context.markets, event.market];
      },
    }),
    chooseStake: assign({ stake: ({ context, event }) => (event.type === 'CHOOSE_STAKE' ? event.stake : context.stake) }),
    clear: assign({ numbers: () => [], markets: () => [] }),
    countDown: assign({ remainingMs: ({ context }) => Math.max(0, context.remainingMs - COUNTDOWN_STEP_MS) }),
    awaitDraw: assign({ awaitedRound: ({ context }) => context.state?.roundId ?? null }),
    refreshBalances: () => {},
  },
  guards: {
    canToggleNumber: ({ context, event }) =>
      event.type === 'TOGGLE_NUMBER' && (context.numbers.includes(event.number) || context.numbers.length < KENO_PICKS_MAX),
    knownStake: ({ event }) => event.type === 'CHOOSE_STAKE' && (HOUSE_CHIPS_MINOR as readonly number[]).includes(event.stake),
    hasSelection: ({ context }) => context.numbers.length > 0 || context.markets.length > 0,
    drawDue: ({ context }) => context.remainingMs <= COUNTDOWN_STEP_MS,
    drawArrived: (_, params: { state: KenoState; awaited: number | null }) =>
      params.awaited === null || (params.state.lastDraw !== null && params.state.lastDraw.roundId >= params.awaited),
  },
  delays: { step: COUNTDOWN_STEP_MS, shown: RESULT_SHOWN_MS },
}).createMachine({
  id: 'kenoDraw',
  context: { numbers: [], markets: [], stake: HOUSE_CHIPS_MINOR[2], state: null, remainingMs: 0, awaitedRound: null, lastTicket: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadState',
        src: 'loadState',
        onDone: { target: 'open', actions: assign({ state: ({ event }) => event.output, remainingMs: ({ event }) => remainingOf(event.output) }) },
        onError: 'failed',
      },
    },
    failed: {
      tags: ['failed'],
      on: { RETRY: 'loading' },
    },
    open: {
      tags: ['open'],
      on: {
        TOGGLE_NUMBER: { guard: 'canToggleNumber', actions: 'toggleNumber' },
        TOGGLE_MARKET: { actions: 'toggleMarket' },
        CHOOSE_STAKE: { guard: 'knownStake', actions: 'chooseStake' },
        CLEAR: { actions: 'clear' },
        BUY: { guard: 'hasSelection', target: 'buying' },
      },
      after: {
        step: [{ guard: 'drawDue', target: 'drawing', actions: ['countDown', 'awaitDraw'] }, { target: 'open', reenter: true, actions: 'countDown' }],
      },
    },
    buying: {
      tags: ['open', 'busy', 'buying'],
      invoke: {
        id: 'buyTicket',
        src: 'buyTicket',
        input: ({ context }) => ({ numbers: context.numbers, markets: context.markets, stakeMinor: context.stake }),
        onDone: {
          target: 'open',
          actions: [
            assign({
              lastTicket: ({ event }) => event.output.ticket,
              state: ({ event }) => event.output.state,
              remainingMs: ({ event }) => remainingOf(event.output.state),
            }),
            'refreshBalances',
          ],
        },
        onError: 'open',
      },
    },
    drawing: {
      tags: ['drawing'],
      invoke: {
        id: 'loadState',
        src: 'loadState',
        onDone: [
          {
            guard: { type: 'drawArrived', params: ({ context, event }) => ({ state: event.output, awaited: context.awaitedRound }) },
            target: 'result',
            actions: [assign({ state: ({ event }) => event.output, remainingMs: ({ event }) => remainingOf(event.output) }), 'refreshBalances'],
          },
          { target: 'waiting' },
        ],
        onError: 'waiting',
      },
    },
    waiting: {
      tags: ['drawing'],
      after: { step: 'drawing' },
    },
    result: {
      tags: ['result'],
      on: { NEXT: 'loading' },
      after: { shown: 'loading' },
    },
  },
});
