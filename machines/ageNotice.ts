import { assign, setup } from 'xstate';

/**
 * The home-page age notice of spec section 4: shown when no earlier display
 * time is stored, and again once 24 hours have passed since the stored time;
 * dismissing it stores the time. A page left open past the 24 hours shows it again.
 * A visitor who is not old enough leaves instead (issue 27): a farewell covers the site and nothing
 * is stored, so the next visit asks again.
 */

export const AGE_NOTICE_REPEAT_MS = 86_400_000;

export interface AgeNoticeInput {
  storedAt: number | null;
  now: number;
}

export type AgeNoticeContext = AgeNoticeInput;

export type AgeNoticeEvent = { type: 'DISMISS'; at: number } | { type: 'LEAVE' };

export const ageNoticeMachine = setup({
  types: {
    context: {} as AgeNoticeContext,
    events: {} as AgeNoticeEvent,
    input: {} as AgeNoticeInput,
  },
  actions: {
    remember: assign((_, params: { at: number }) => ({ storedAt: params.at, now: params.at })),
    storeShownAt: (_, _params: { at: number }) => {},
  },
  guards: {
    due: ({ context }) => context.storedAt === null || context.now - context.storedAt >= AGE_NOTICE_REPEAT_MS,
  },
  delays: {
    untilDue: ({ context }) => Math.max(0, (context.storedAt ?? context.now) + AGE_NOTICE_REPEAT_MS - context.now),
  },
}).createMachine({
  id: 'ageNotice',
  context: ({ input }) => ({ storedAt: input.storedAt, now: input.now }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'due', target: 'showing' }, { target: 'hidden' }],
    },
    showing: {
      tags: ['showing'],
      on: {
        DISMISS: {
          target: 'hidden',
          actions: [
            { type: 'remember', params: ({ event }) => ({ at: event.at }) },
            { type: 'storeShownAt', params: ({ event }) => ({ at: event.at }) },
          ],
        },
        LEAVE: 'left',
      },
    },
    left: {
      tags: ['farewell'],
    },
    hidden: {
      after: { untilDue: 'showing' },
    },
  },
});
