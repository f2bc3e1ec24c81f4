import { assign, fromPromise, setup } from 'xstate';
import { callFailureOf, type CallFailure } from './rules/callFailure';
import { welfareStatus, type WelfareWindow } from './rules/welfare';

/**
 * One welfare item in the welfare centre (spec sections 4 and 9), or the next red packet's opening: it waits
 * for its window to open (upcoming), can be claimed until it expires (claimable), and ends claimed or expired.
 * The countdowns are the machine's own timer: every second (`tick`) the item's clock moves on, the window
 * opening or closing on that tick. On its own the clock moves a second a tick (the model and the simulated
 * clock); the page gives `readNow`, the device's time, because a hidden tab's timers run late (browsers hold
 * them back to once a minute) and a countdown that counted its ticks would fall behind. Where it starts is the shared rule the server answers with
 * (machines/rules/welfare.ts welfareStatus).
 *
 * A claim calls the server once (`claim`, provided by the page): its answer makes the item claimed
 * (`claimed`, where the page refreshes the balance); a refusal the server gives for good (already claimed,
 * expired, not the member's: 404 and 409) keeps the server's message and offers no second try; any other
 * failure (no answer, a busy server) returns to claimable with the message, to try again.
 */

export interface WelfareItemInput extends WelfareWindow {
  claimedAt: number | null;
  /** The page's time when the item starts; the countdown moves it on. */
  now: number;
  /** The time at each tick; without it each tick adds a second. */
  readNow?: () => number;
}

export interface WelfareItemContext extends WelfareItemInput {
  failure: CallFailure | null;
}

export type WelfareItemEvent = { type: 'CLAIM' };

/** The countdown moves a second at a time. */
export const COUNTDOWN_TICK_MS = 1000;

/** Codes of a refusal that claiming again cannot change: the item is not the member's (404) or is claimed or expired (409). */
const FINAL_REFUSALS = new Set([404, 409]);

const statusOf = (context: WelfareItemContext) => welfareStatus(context, context.now);
/** The item's time after this tick: the device's when the page gives it (never going back), else a second on. */
const nowAfterTick = (context: WelfareItemContext) => (context.readNow ? Math.max(context.now, context.readNow()) : context.now + COUNTDOWN_TICK_MS);

export const welfareItemMachine = setup({
  types: {
    context: {} as WelfareItemContext,
    events: {} as WelfareItemEvent,
    input: {} as WelfareItemInput,
  },
  delays: { tick: COUNTDOWN_TICK_MS },
  actors: {
    claim: fromPromise<{ claimedAt: number }>(() => {
      throw new Error('welfareItem: claim was not provided');
    }),
  },
  actions: {
    tick: assign({ now: ({ context }) => nowAfterTick(context) }),
    storeClaim: assign({ claimedAt: (_, params: { claimedAt: number }) => params.claimedAt, failure: null }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => callFailureOf(params.error) }),
    clearFailure: assign({ failure: null }),
    /** Provided by the page: the balance and the welfare records are read again. */
    claimed: () => {},
  },
  guards: {
    isClaimed: ({ context }) => statusOf(context) === 'claimed',
    isExpired: ({ context }) => statusOf(context) === 'expired',
    isUpcoming: ({ context }) => statusOf(context) === 'upcoming',
    opensOnTick: ({ context }) => nowAfterTick(context) >= context.availableFrom,
    expiresOnTick: ({ context }) => nowAfterTick(context) >= context.expiresAt,
    refusedForGood: (_, params: { error: unknown }) => FINAL_REFUSALS.has(callFailureOf(params.error).code),
  },
}).createMachine({
  id: 'welfareItem',
  context: ({ input }) => ({ ...input, failure: null }),
  initial: 'placing',
  states: {
    placing: {
      always: [{ guard: 'isClaimed', target: 'claimed' }, { guard: 'isExpired', target: 'expired' }, { guard: 'isUpcoming', target: 'upcoming' }, { target: 'claimable' }],
    },
    upcoming: {
      tags: ['counting'],
      after: {
        tick: [
          { guard: 'opensOnTick', target: 'claimable', actions: 'tick' },
          { target: 'upcoming', reenter: true, actions: 'tick' },
        ],
      },
    },
    claimable: {
      tags: ['counting', 'claimable'],
      on: { CLAIM: { target: 'claiming', actions: 'clearFailure' } },
      after: {
        tick: [
          { guard: 'expiresOnTick', target: 'expired', actions: 'tick' },
          { target: 'claimable', reenter: true, actions: 'tick' },
        ],
      },
    },
    claiming: {
      tags: ['busy'],
      invoke: {
        id: 'claim',
        src: 'claim',
        onDone: { target: 'claimed', actions: [{ type: 'storeClaim', params: ({ event }) => event.output }, 'claimed'] },
        onError: [
          { guard: { type: 'refusedForGood', params: ({ event }) => ({ error: event.error }) }, target: 'refused', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
          { target: 'claimable', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    claimed: { tags: ['done'] },
    refused: { tags: ['done'] },
    expired: { tags: ['done'] },
  },
});
