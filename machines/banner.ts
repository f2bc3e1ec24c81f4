import { assign, setup } from 'xstate';

/**
 * The home-page banner of spec section 4: it advances every 5 seconds and
 * wraps; a dot, previous or next resets the timer; a slide with an activity
 * opens that activity's landing page.
 */

export const BANNER_ROTATION_MS = 5000;

export interface BannerContext {
  count: number;
  index: number;
}

export type BannerEvent =
  | { type: 'SET_SLIDES'; count: number }
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GO'; index: number }
  | { type: 'OPEN'; activityId: number | null };

const restart = { target: 'rotating', reenter: true } as const;

export const bannerMachine = setup({
  types: { context: {} as BannerContext, events: {} as BannerEvent },
  actions: {
    setCount: assign(({ context }, params: { count: number }) => ({
      count: params.count,
      index: params.count === 0 ? 0 : Math.min(context.index, params.count - 1),
    })),
    advance: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    retreat: assign({ index: ({ context }) => (context.index - 1 + context.count) % context.count }),
    goTo: assign({ index: (_, params: { index: number }) => params.index }),
    openActivity: (_, _params: { activityId: number }) => {},
  },
  guards: {
    severalSlides: (_, params: { count: number }) => params.count > 1,
    knownSlide: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.count,
    hasActivity: (_, params: { activityId: number | null }) => params.activityId !== null,
  },
  delays: { rotation: BANNER_ROTATION_MS },
}).createMachine({
  id: 'banner',
  context: { count: 0, index: 0 },
  initial: 'still',
  on: {
    OPEN: {
      guard: { type: 'hasActivity', params: ({ event }) => ({ activityId: event.activityId }) },
      actions: { type: 'openActivity', params: ({ event }) => ({ activityId: event.activityId! }) },
    },
  },
  states: {
    still: {
      on: {
        SET_SLIDES: [
          {
            guard: { type: 'severalSlides', params: ({ event }) => ({ count: event.count }) },
            target: 'rotating',
            actions: { type: 'setCount', params: ({ event }) => ({ count: event.count }) },
          },
          { actions: { type: 'setCount', params: ({ event }) => ({ count: event.count }) } },
        ],
      },
    },
    rotating: {
      after: { rotation: { ...restart, actions: 'advance' } },
      on: {
        NEXT: { ...restart, actions: 'advance' },
        PREV: { ...restart, actions: 'retreat' },
        GO: {
          ...restart,
          guard: { type: 'knownSlide', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'goTo', params: ({ event }) => ({ index: event.index }) },
        },
        SET_SLIDES: [
          {
            guard: { type: 'severalSlides', params: ({ event }) => ({ count: event.count }) },
            ...restart,
            actions: { type: 'setCount', params: ({ event }) => ({ count: event.count }) },
          },
          { target: 'still', actions: { type: 'setCount', params: ({ event }) => ({ count: event.count }) } },
        ],
      },
    },
  },
});
