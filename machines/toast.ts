import { assign, setup } from 'xstate';

/**
 * Short notices (success confirmations, server messages): one shows at a
 * time for a few seconds; later ones wait their turn.
 */

/** A notice carries either a locale key or text the server already wrote in the member's language. */
export interface Toast {
  kind: 'success' | 'error';
  messageKey?: string;
  text?: string;
}

export interface ToastContext {
  current: Toast | null;
  queue: Toast[];
}

export type ToastEvent = { type: 'SHOW'; toast: Toast } | { type: 'DISMISS' };

export const TOAST_DURATION_MS = 3000;

export const toastMachine = setup({
  types: { context: {} as ToastContext, events: {} as ToastEvent },
  actions: {
    present: assign({ current: (_, params: { toast: Toast }) => params.toast }),
    enqueue: assign({ queue: ({ context }, params: { toast: Toast }) => [...context.queue, params.toast] }),
    presentNext: assign({ current: ({ context }) => context.queue[0], queue: ({ context }) => context.queue.slice(1) }),
    clear: assign({ current: null }),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
  },
  delays: { toastDuration: TOAST_DURATION_MS },
}).createMachine({
  id: 'toast',
  context: { current: null, queue: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SHOW: { target: 'showing', actions: { type: 'present', params: ({ event }) => ({ toast: event.toast }) } },
      },
    },
    showing: {
      on: {
        SHOW: { actions: { type: 'enqueue', params: ({ event }) => ({ toast: event.toast }) } },
        DISMISS: [
          { guard: 'hasQueued', target: 'showing', reenter: true, actions: 'presentNext' },
          { target: 'idle', actions: 'clear' },
        ],
      },
      after: {
        toastDuration: [
          { guard: 'hasQueued', target: 'showing', reenter: true, actions: 'presentNext' },
          { target: 'idle', actions: 'clear' },
        ],
      },
    },
  },
});
