import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { liveStreamMachine, type LiveStreamEvent } from '../../machines/liveStream';
import { LIVE_OPEN_TRIES, LIVE_POLL_MS, LIVE_SILENCE_MS, LIVE_STREAM_RETRY_MS, liveBackoffMs, streamParser } from '../../machines/rules/liveStream';
import { LIVE_BALANCE } from '../model/adapters/liveStream';

/** The machine on a simulated clock, with a stream reader the test speaks for and a counted poll. */
function start({ visible = true } = {}) {
  const clock = new SimulatedClock();
  const opened: Array<string | null> = [];
  let sendBack: (event: LiveStreamEvent) => void = () => {};
  let polls = 0;
  const applied: unknown[] = [];
  const actor = createActor(
    liveStreamMachine.provide({
      actors: {
        stream: fromCallback<LiveStreamEvent, { lastEventId: string | null }>(({ sendBack: back, input }) => {
          opened.push(input.lastEventId);
          sendBack = back;
        }),
        poll: fromPromise(async () => {
          polls += 1;
        }),
      },
      actions: { applyEvent: (_, { live }) => void applied.push(live) },
      guards: { tabVisible: () => visible },
    }),
    { clock },
  ).start();
  return { actor, clock, opened, applied, send: (event: LiveStreamEvent) => sendBack(event), polls: () => polls };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the live stream machine', () => {
  it('opens the stream, applies its events and sends the last id back when it reopens after a drop', () => {
    const live = start();
    live.send({ type: 'OPENED' });
    live.send({ type: 'EVENT', id: '7', live: LIVE_BALANCE });
    expect(live.actor.getSnapshot().hasTag('live')).toBe(true);
    expect(live.applied).toEqual([LIVE_BALANCE]);
    live.send({ type: 'DROPPED' });
    expect(live.actor.getSnapshot().value).toBe('retrying');
    live.clock.increment(1_000);
    expect(live.opened).toEqual([null, '7']);
  });

  it('backs off 1, 2, 4 s between failed openings, then polls after the fourth failure', () => {
    expect([1, 2, 3, 4, 6, 7].map(liveBackoffMs)).toEqual([1_000, 2_000, 4_000, 8_000, 30_000, 30_000]);
    const live = start();
    for (const wait of [1_000, 2_000, 4_000]) {
      live.send({ type: 'DROPPED' });
      live.clock.increment(wait - 1);
      expect(live.actor.getSnapshot().value).toBe('retrying');
      live.clock.increment(1);
      expect(live.actor.getSnapshot().value).toEqual({ streaming: 'connecting' });
    }
    expect(LIVE_OPEN_TRIES).toBe(4);
    live.send({ type: 'DROPPED' });
    expect(live.actor.getSnapshot().hasTag('polling')).toBe(true);
    expect(live.opened).toHaveLength(4);
  });

  it('polls every 60 s while the tab is visible, and tries the stream again after 5 minutes', async () => {
    const live = start();
    for (let failure = 1; failure < LIVE_OPEN_TRIES; failure += 1) {
      live.send({ type: 'DROPPED' });
      live.clock.increment(30_000);
    }
    live.send({ type: 'DROPPED' });
    live.clock.increment(LIVE_POLL_MS - 1);
    expect(live.polls()).toBe(0);
    live.clock.increment(1);
    await settle();
    expect(live.polls()).toBe(1);
    live.clock.increment(LIVE_POLL_MS);
    await settle();
    expect(live.polls()).toBe(2);
    live.clock.increment(LIVE_STREAM_RETRY_MS - 2 * LIVE_POLL_MS);
    expect(live.actor.getSnapshot().value).toEqual({ streaming: 'connecting' });
    expect(live.actor.getSnapshot().context.failures).toBe(0);
  });

  it('reads nothing while the tab is hidden', async () => {
    const live = start({ visible: false });
    for (let failure = 0; failure < LIVE_OPEN_TRIES; failure += 1) {
      live.send({ type: 'DROPPED' });
      live.clock.increment(30_000);
    }
    live.clock.increment(3 * LIVE_POLL_MS);
    await settle();
    expect(live.polls()).toBe(0);
    expect(live.actor.getSnapshot().hasTag('polling')).toBe(true);
  });

  it('takes a stream silent for two heartbeats and more for dead; a heartbeat keeps it', () => {
    const live = start();
    live.send({ type: 'OPENED' });
    live.clock.increment(LIVE_SILENCE_MS - 1);
    live.send({ type: 'HEARTBEAT' });
    live.clock.increment(LIVE_SILENCE_MS - 1);
    expect(live.actor.getSnapshot().hasTag('live')).toBe(true);
    live.clock.increment(1);
    expect(live.actor.getSnapshot().value).toBe('retrying');
  });

  it('ends on a refused session', () => {
    const live = start();
    live.send({ type: 'UNAUTHORIZED' });
    expect(live.actor.getSnapshot().status).toBe('done');
  });
});

describe('the stream parser', () => {
  it('reads events split anywhere, and reports comment lines as heartbeats', () => {
    const parser = streamParser();
    const text = ': open\n\nid: 1\nevent: balance\ndata: {"a":1}\n\nid: 2\nevent: unread\ndata: {"totalCount":3}\n\n';
    const first = parser.push(text.slice(0, 23));
    const second = parser.push(text.slice(23));
    expect(first.heartbeat).toBe(true);
    expect([...first.events, ...second.events]).toEqual([
      { id: '1', event: 'balance', data: '{"a":1}' },
      { id: '2', event: 'unread', data: '{"totalCount":3}' },
    ]);
  });
});
