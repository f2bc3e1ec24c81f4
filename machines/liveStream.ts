import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { MemberBalanceMap } from '../contract/member';
import type { UnreadCount } from '../contract/messages';
import {
  LIVE_OPEN_TRIES,
  LIVE_POLL_MS,
  LIVE_SILENCE_MS,
  LIVE_STREAM_RETRY_MS,
  liveBackoffMs,
} from './rules/liveStream';

/**
 * A signed-in tab's live stream (issue 25, contract/events.ts): one stream a tab carries the member's
 * balance and unread count as they change. `connecting` opens it (the `stream` actor reads it with fetch
 * and reports OPENED, each EVENT, each HEARTBEAT, and DROPPED or UNAUTHORIZED); `open` holds it, and
 * silence longer than two heartbeats counts as a drop. A drop waits (`retrying`: 1 s, 2 s, 4 s, … at most
 * 30 s) and opens again with the last event id, so the server answers what was missed. After
 * LIVE_OPEN_TRIES openings in a row fail, the tab polls (`polling`: every 60 s while the tab is visible)
 * and tries the stream again every 5 minutes. A refused session ends it (the session machine signs out).
 */

export type LiveEvent = { event: 'balance'; data: MemberBalanceMap } | { event: 'unread'; data: UnreadCount };

export type LiveStreamEvent =
  | { type: 'OPENED' }
  | { type: 'EVENT'; id: string | null; live: LiveEvent }
  | { type: 'HEARTBEAT' }
  | { type: 'DROPPED' }
  | { type: 'UNAUTHORIZED' };

export interface LiveStreamContext {
  /** The id of the last event received, sent back as Last-Event-ID. */
  lastEventId: string | null;
  /** Openings that failed in a row (reset by one that opens). */
  failures: number;
}

/** An event of the stream: its id is kept for Last-Event-ID, its value applied. */
const received = [
  { type: 'rememberEventId', params: ({ event }: { event: LiveStreamEvent }) => ({ id: event.type === 'EVENT' ? event.id : null }) },
  { type: 'applyEvent', params: ({ event }: { event: LiveStreamEvent }) => ({ live: (event as Extract<LiveStreamEvent, { type: 'EVENT' }>).live }) },
] as const;

const notProvided = (name: string) => () => {
  throw new Error(`liveStream: ${name} was not provided`);
};

export const liveStreamMachine = setup({
  types: {
    context: {} as LiveStreamContext,
    events: {} as LiveStreamEvent,
  },
  actors: {
    /** Reads the stream from Last-Event-ID on, sending this machine OPENED, EVENT, HEARTBEAT, DROPPED or UNAUTHORIZED. */
    stream: fromCallback<LiveStreamEvent, { lastEventId: string | null }>(notProvided('stream')),
    /** Reads the balance and the unread count once (the poll where no stream opens). */
    poll: fromPromise<void>(notProvided('poll')),
  },
  actions: {
    rememberEventId: assign({ lastEventId: ({ context }, params: { id: string | null }) => params.id ?? context.lastEventId }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    resetFailures: assign({ failures: 0 }),
    /** Writes a value of the stream where the header reads it. */
    applyEvent: (_, _params: { live: LiveEvent }) => {},
    /** The session is over: the session machine signs out. */
    signOut: () => {},
  },
  guards: {
    triesLeft: ({ context }) => context.failures + 1 < LIVE_OPEN_TRIES,
    tabVisible: () => true,
  },
  delays: {
    backoff: ({ context }) => liveBackoffMs(context.failures),
    silence: LIVE_SILENCE_MS,
    pollInterval: LIVE_POLL_MS,
    streamRetry: LIVE_STREAM_RETRY_MS,
  },
}).createMachine({
  id: 'liveStream',
  context: { lastEventId: null, failures: 0 },
  initial: 'streaming',
  states: {
    streaming: {
      invoke: { id: 'stream', src: 'stream', input: ({ context }) => ({ lastEventId: context.lastEventId }) },
      initial: 'connecting',
      on: {
        UNAUTHORIZED: { target: 'ended', actions: 'signOut' },
      },
      states: {
        connecting: {
          tags: ['connecting'],
          on: {
            OPENED: { target: 'open', actions: 'resetFailures' },
            EVENT: { target: 'open', actions: received },
            DROPPED: [
              { guard: 'triesLeft', target: '#liveStream.retrying', actions: 'countFailure' },
              { target: '#liveStream.polling', actions: 'countFailure' },
            ],
          },
        },
        open: {
          tags: ['live'],
          on: {
            // Anything heard restarts the silence timer (only this state is entered again, not the stream).
            HEARTBEAT: { target: 'open', reenter: true },
            EVENT: { target: 'open', reenter: true, actions: received },
            DROPPED: { target: '#liveStream.retrying' },
          },
          after: { silence: '#liveStream.retrying' },
        },
      },
    },
    retrying: {
      tags: ['connecting'],
      after: { backoff: 'streaming' },
    },
    polling: {
      tags: ['polling'],
      initial: 'waiting',
      after: { streamRetry: { target: 'streaming', actions: 'resetFailures' } },
      states: {
        waiting: {
          after: {
            pollInterval: [{ guard: 'tabVisible', target: 'reading' }, { target: 'waiting', reenter: true }],
          },
        },
        reading: {
          invoke: { id: 'poll', src: 'poll', onDone: 'waiting', onError: 'waiting' },
        },
      },
    },
    ended: { type: 'final' },
  },
});
