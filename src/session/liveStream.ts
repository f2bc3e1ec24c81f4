import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { liveStreamMachine, type LiveEvent, type LiveStreamEvent } from '../../machines/liveStream';
import { streamParser } from '../../machines/rules/liveStream';
import { liveEvents } from '../../contract/events';
import type { MemberBalanceMap } from '../../contract/member';
import { WALLET_TYPE } from '../../machines/rules/wallet';
import { sessionData } from '../store/session';
import { memberMoney } from '../store/wallet';
import { getMemberBalance } from '../api/user';
import { refreshUnreadCount } from './unreadCount';

/**
 * The tab's live stream (machines/liveStream.ts) with the browser's effects: the stream read with fetch
 * (EventSource cannot send the token header), each value written where the header and the shell read it,
 * the poll where no stream opens, and the tab's visibility. It runs while the session has a member.
 */

const STREAM_URL = `/web${liveEvents.stream.path}`;

/** Writes a balance event as getMemberBalance writes a reading (src/api/user.ts). */
export function applyBalance(balance: MemberBalanceMap): void {
  memberMoney.transferFree = balance.walletType === WALLET_TYPE.transferFree;
  memberMoney.playable = Number(balance.playableBalance);
  sessionData.accountMoney = Number(balance.availableBalance);
  sessionData.heldMoney = Number(balance.heldBalance);
}

export function applyLiveEvent(live: LiveEvent): void {
  if (live.event === 'balance') applyBalance(live.data);
  else sessionData.unreadCount = live.data.totalCount;
}

/** What the stream's reader reports to the machine; `token` reads the session's token when it opens. */
export const readStream = (token: () => string | null, language: () => string) =>
  fromCallback<LiveStreamEvent, { lastEventId: string | null }>(({ sendBack, input }) => {
    const abort = new AbortController();
    void (async () => {
      try {
        const headers: Record<string, string> = { accept: 'text/event-stream', lang: language() };
        const current = token();
        if (current) headers.token = current;
        if (input.lastEventId !== null) headers['last-event-id'] = input.lastEventId;
        const response = await fetch(STREAM_URL, { headers, signal: abort.signal, cache: 'no-store' });
        if (response.status === 401) return sendBack({ type: 'UNAUTHORIZED' });
        if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
          return sendBack({ type: 'DROPPED' });
        }
        sendBack({ type: 'OPENED' });
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        const parser = streamParser();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const { events, heartbeat } = parser.push(decoder.decode(value, { stream: true }));
          if (heartbeat) sendBack({ type: 'HEARTBEAT' });
          for (const streamed of events) {
            if (streamed.event !== 'balance' && streamed.event !== 'unread') continue;
            sendBack({ type: 'EVENT', id: streamed.id, live: { event: streamed.event, data: JSON.parse(streamed.data) } as LiveEvent });
          }
        }
        sendBack({ type: 'DROPPED' });
      } catch {
        if (!abort.signal.aborted) sendBack({ type: 'DROPPED' });
      }
    })();
    return () => abort.abort();
  });

/** The poll where no stream opens: the balance and the unread count, as the session reads them. */
async function pollOnce(): Promise<void> {
  const { userBalance, heldBalance } = await getMemberBalance();
  sessionData.accountMoney = userBalance;
  sessionData.heldMoney = heldBalance;
  await refreshUnreadCount();
}

export function createLiveStream(session: AnyActorRef, language: () => string) {
  return createActor(
    liveStreamMachine.provide({
      actors: {
        stream: readStream(() => session.getSnapshot().context.token as string | null, language),
        poll: fromPromise(pollOnce),
      },
      actions: {
        applyEvent: (_, { live }) => applyLiveEvent(live),
        signOut: () => session.send({ type: 'UNAUTHORIZED' }),
      },
      guards: { tabVisible: () => document.visibilityState === 'visible' },
    }),
  );
}
