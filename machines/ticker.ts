import { assign, setup } from 'xstate';

/**
 * The announcement ticker of spec section 4: when the text is wider than its
 * box it scrolls left 5 px every 120 ms over a doubled copy of itself, pauses
 * while hovered and resumes after; text that fits stays still.
 */

export const TICKER_STEP_PX = 5;
export const TICKER_STEP_MS = 120;

export interface TickerContext {
  offset: number;
  contentWidth: number;
  boxWidth: number;
}

export type TickerEvent =
  | { type: 'MEASURE'; contentWidth: number; boxWidth: number }
  | { type: 'HOVER' }
  | { type: 'LEAVE' };

const measure = [
  {
    guard: { type: 'overflows', params: ({ event }: { event: Extract<TickerEvent, { type: 'MEASURE' }> }) => event },
    target: '#ticker.scrolling',
    actions: { type: 'setSizes', params: ({ event }: { event: Extract<TickerEvent, { type: 'MEASURE' }> }) => event },
  },
  {
    target: '#ticker.fitting',
    actions: { type: 'setSizes', params: ({ event }: { event: Extract<TickerEvent, { type: 'MEASURE' }> }) => event },
  },
] as const;

export const tickerMachine = setup({
  types: { context: {} as TickerContext, events: {} as TickerEvent },
  actions: {
    setSizes: assign((_, params: { contentWidth: number; boxWidth: number }) => ({
      contentWidth: params.contentWidth,
      boxWidth: params.boxWidth,
      offset: 0,
    })),
    // The text is shown twice in a row, so wrapping after one copy is seamless.
    stepLeft: assign({
      offset: ({ context }) => (context.offset + TICKER_STEP_PX) % Math.max(context.contentWidth, TICKER_STEP_PX),
    }),
  },
  guards: {
    overflows: (_, params: { contentWidth: number; boxWidth: number }) => params.contentWidth > params.boxWidth,
  },
  delays: { step: TICKER_STEP_MS },
}).createMachine({
  id: 'ticker',
  context: { offset: 0, contentWidth: 0, boxWidth: 0 },
  initial: 'measuring',
  states: {
    measuring: { on: { MEASURE: measure } },
    fitting: { on: { MEASURE: measure } },
    scrolling: {
      tags: ['scrolling'],
      initial: 'running',
      on: { MEASURE: measure },
      states: {
        running: {
          after: { step: { target: 'running', reenter: true, actions: 'stepLeft' } },
          on: { HOVER: 'paused' },
        },
        paused: {
          tags: ['paused'],
          on: { LEAVE: 'running' },
        },
      },
    },
  },
});
