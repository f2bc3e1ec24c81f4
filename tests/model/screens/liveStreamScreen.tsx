import { act, screen } from '@testing-library/react';
import { createActor, fromCallback, fromPromise, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { expect, vi } from 'vitest';
import { liveStreamMachine, type LiveStreamEvent } from '../../../machines/liveStream';
import { LIVE_POLL_MS, LIVE_SILENCE_MS, LIVE_STREAM_RETRY_MS, liveBackoffMs } from '../../../machines/rules/liveStream';
import { MemberBar } from '../../../src/features/layout/MemberBar';
import { applyLiveEvent } from '../../../src/session/liveStream';
import type { SiteActors } from '../../../src/session/actors';
import { SiteActorsContext } from '../../../src/session/SiteActorsContext';
import { sessionData } from '../../../src/store/session';
import { memberMoney } from '../../../src/store/wallet';
import { renderWithSite, sessionRecorder } from '../../components/renderWithSite';
import type { ScreenAdapter } from '../screen';
import { LIVE_BALANCE, LIVE_UNREAD } from '../adapters/liveStream';

/** What the poll reads where no stream opens: a balance and a count unlike the stream's. */
const POLLED = { balance: 88, unread: 3 };

interface Ui {
  live: AnyActorRef;
  session: AnyActorRef;
  /** The open stream reader's channel back to the machine, as the real reader reports what it reads. */
  stream: { sendBack: ((event: LiveStreamEvent) => void) | null };
  poll: { settle: ((ok: boolean) => void) | null };
}

const header = () => screen.getByTestId('header-balance').textContent;
const badge = () => screen.queryByTestId('unread-badge')?.textContent ?? null;

/** What the header shows after the path so far: the stream's values once sent, the poll's once read. */
function expectHeader(expected: AnyMachineSnapshot, polled: boolean) {
  const streamed = expected.context.lastEventId !== null;
  if (!streamed && !polled) {
    expect(header()).toBe('--');
    expect(badge()).toBeNull();
  } else {
    expect(['250.00', '88.00']).toContain(header());
  }
}

let polledOnce = false;

export const liveStreamScreen: ScreenAdapter<Ui> = {
  flowId: 'liveStream',
  mount(path) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    polledOnce = false;
    sessionData.accountMoney = null;
    sessionData.heldMoney = null;
    sessionData.unreadCount = 0;
    memberMoney.transferFree = false;
    memberMoney.playable = null;
    const session = sessionRecorder();
    const stream: Ui['stream'] = { sendBack: null };
    const poll: Ui['poll'] = { settle: null };
    const hidden = path.scenario.name === 'hidden tab';
    const live = createActor(
      liveStreamMachine.provide({
        actors: {
          stream: fromCallback<LiveStreamEvent, { lastEventId: string | null }>(({ sendBack }) => {
            stream.sendBack = sendBack;
            return () => {
              stream.sendBack = null;
            };
          }),
          poll: fromPromise(
            () =>
              new Promise<void>((resolve, reject) => {
                poll.settle = (ok) => {
                  if (!ok) return reject(new Error('offline'));
                  polledOnce = true;
                  sessionData.accountMoney = POLLED.balance;
                  sessionData.unreadCount = POLLED.unread;
                  resolve();
                };
              }),
          ),
        },
        actions: {
          applyEvent: (_, { live: value }) => applyLiveEvent(value),
          signOut: () => session.send({ type: 'UNAUTHORIZED' }),
        },
        guards: { tabVisible: () => !hidden },
      }),
    ).start();
    renderWithSite(
      <SiteActorsContext.Provider value={{ session } as unknown as SiteActors}>
        <MemberBar />
      </SiteActorsContext.Provider>,
    );
    return { live, session, stream, poll };
  },
  unmount(ui) {
    ui.live.stop();
    vi.useRealTimers();
  },
  events: {
    // What the server sends arrives through the stream's reader.
    async OPENED(ui) {
      act(() => ui.stream.sendBack!({ type: 'OPENED' }));
    },
    async EVENT(ui, event) {
      act(() => ui.stream.sendBack!(event as unknown as LiveStreamEvent));
    },
    async HEARTBEAT(ui) {
      act(() => ui.stream.sendBack!({ type: 'HEARTBEAT' }));
    },
    async DROPPED(ui) {
      act(() => ui.stream.sendBack!({ type: 'DROPPED' }));
    },
    async UNAUTHORIZED(ui) {
      act(() => ui.stream.sendBack!({ type: 'UNAUTHORIZED' }));
    },
    async 'xstate.after.silence.liveStream.streaming.open'() {
      await act(async () => vi.advanceTimersByTime(LIVE_SILENCE_MS));
    },
    async 'xstate.after.backoff.liveStream.retrying'(ui) {
      await act(async () => vi.advanceTimersByTime(liveBackoffMs(ui.live.getSnapshot().context.failures)));
    },
    async 'xstate.after.pollInterval.liveStream.polling.waiting'() {
      await act(async () => vi.advanceTimersByTime(LIVE_POLL_MS));
    },
    async 'xstate.after.streamRetry.liveStream.polling'() {
      // The poll's timer passes on the way and may start a read; the stream's return ends it unanswered.
      await act(async () => vi.advanceTimersByTime(LIVE_STREAM_RETRY_MS));
    },
    async 'xstate.done.actor.poll'(ui) {
      await act(async () => ui.poll.settle!(true));
    },
    async 'xstate.error.actor.poll'(ui) {
      await act(async () => ui.poll.settle!(false));
    },
  },
  states: {
    'liveStream.streaming.connecting': (_, expected) => expectHeader(expected, polledOnce),
    'liveStream.streaming.open': (_, expected) => {
      expectHeader(expected, polledOnce);
      const last = expected.context.lastEventId;
      if (last === '3') expect(header()).toBe(LIVE_BALANCE.event === 'balance' ? LIVE_BALANCE.data.availableBalance : '');
      if (last === '4') expect(badge()).toBe(String(LIVE_UNREAD.event === 'unread' ? LIVE_UNREAD.data.totalCount : ''));
    },
    'liveStream.retrying': (_, expected) => expectHeader(expected, polledOnce),
    'liveStream.polling.waiting': (_, expected) => expectHeader(expected, polledOnce),
    'liveStream.polling.reading': (_, expected) => expectHeader(expected, polledOnce),
    // A refused session: the session machine is told, and signs the member out.
    'liveStream.ended': (ui) => expect(ui.session.getSnapshot().context.events.at(-1)).toEqual({ type: 'UNAUTHORIZED' }),
  },
};
