import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter, ModelEvent } from '../model';
import type { LiveEvent } from '../../../machines/liveStream';

/** A balance as the stream sends it (contract/member.ts MemberBalanceMap). */
export const LIVE_BALANCE: LiveEvent = {
  event: 'balance',
  data: {
    userBalance: '250.00',
    venueBalance: '0.00',
    totalBalance: '250.00',
    availableBalance: '250.00',
    heldBalance: '0.00',
    walletType: 0,
    playableBalance: '250.00',
  },
};

/** An unread count as the stream sends it: 7 in all. */
export const LIVE_UNREAD: LiveEvent = {
  event: 'unread',
  data: { totalCount: 7, tabCounts: { notification: 0, activity: 0, announcement: 2, money: 5, private: 0 } },
};

export const liveStreamModel: ModelAdapter = {
  flowId: 'liveStream',
  scenarios: [
    { name: 'visible tab' },
    // The poll's timer passes with the tab hidden: nothing is read.
    { name: 'hidden tab', implementations: { guards: { tabVisible: () => false } } },
  ],
  events: [
    { type: 'OPENED' },
    { type: 'EVENT', id: '3', live: LIVE_BALANCE },
    { type: 'EVENT', id: '4', live: LIVE_UNREAD },
    { type: 'HEARTBEAT' },
    { type: 'DROPPED' },
    { type: 'UNAUTHORIZED' },
    { type: 'xstate.after.silence.liveStream.streaming.open' },
    { type: 'xstate.after.backoff.liveStream.retrying' },
    { type: 'xstate.after.pollInterval.liveStream.polling.waiting' },
    { type: 'xstate.after.streamRetry.liveStream.polling' },
    { type: 'xstate.done.actor.poll' },
    { type: 'xstate.error.actor.poll', error: new Error('offline') },
  ] satisfies ModelEvent[],
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context.failures, snapshot.context.lastEventId]),
  // Walking every order of the stream's events through four failures multiplies simple paths past any
  // budget; the shortest and transition paths reach every state and transition.
  simplePathEvents: (event) => !['EVENT', 'HEARTBEAT'].includes(event.type),
};
