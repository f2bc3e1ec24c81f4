import type { EventObject } from 'xstate';

/**
 * The watch on an order the operator (or a provider) decides: a quiet interval, then one look at the order,
 * again until it has ended. Written once for the deposit's wait and the held withdrawal. A machine spreads
 * `orderWatchSetup()` into its `setup()` (the `endedAs` guard and the `orderPoll` delay), declares a
 * `fetchOrderOutcome` actor answering the order's outcome ('pending' while open), and places
 * `orderWatchStates(...)` in the state that waits, so its diagram draws the watch. The interval is an
 * `after` transition: tests run it on a simulated clock, Playwright on the page clock, and leaving the state
 * stops it.
 */

/** How often the watch looks at the order. */
export const ORDER_POLL_MS = 5000;

/** The guard and the delay the watch's states name; spread each into the machine's setup(). */
export function orderWatchSetup<TEvent extends EventObject>() {
  return {
    guards: {
      /** The look answered this outcome. */
      endedAs: ({ event }: { event: TEvent }, params: { outcome: string }) => (event as { output?: unknown }).output === params.outcome,
    },
    delays: { orderPoll: ORDER_POLL_MS },
  };
}

/** An outcome the watch ends at: where the machine goes, and what it does on the way. */
export interface WatchEnd<TOutcome extends string, TTarget extends string, TAction> {
  outcome: TOutcome;
  target: TTarget;
  actions?: readonly TAction[];
}

export interface OrderWatchOptions<TInput, TEnd, TLost extends string> {
  /** What `fetchOrderOutcome` receives (the order's id). */
  input: TInput;
  /** The outcomes that end the watch, in order; any other answer ('pending') rests and looks again. */
  ends: readonly TEnd[];
  /** Where a failed look goes: 'resting' looks again after the interval; a machine may give up instead. */
  lost: TLost;
}

/** Resting, then checking: the compound state's initial child and children, to spread into the waiting state. */
export function orderWatchStates<const TInput, const TOutcome extends string, const TTarget extends string, const TLost extends string, const TAction = never>(
  options: OrderWatchOptions<TInput, WatchEnd<TOutcome, TTarget, TAction>, TLost>,
) {
  return {
    initial: 'resting' as const,
    states: {
      resting: { after: { orderPoll: 'checking' as const } },
      checking: {
        invoke: {
          id: 'fetchOrderOutcome' as const,
          src: 'fetchOrderOutcome' as const,
          input: options.input,
          onDone: [
            ...options.ends.map((end) => ({
              guard: { type: 'endedAs' as const, params: { outcome: end.outcome } },
              target: end.target,
              actions: [...(end.actions ?? [])],
            })),
            { target: 'resting' as const },
          ],
          onError: options.lost,
        },
      },
    },
  };
}
