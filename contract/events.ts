import { Type, type Static } from 'typebox';
import { endpoint } from './envelope';
import { MemberBalanceMap } from './member';
import { UnreadCount } from './messages';

/**
 * The live stream (issue 25): one server-sent event stream per open tab, so a credited deposit or a new
 * message reaches the header without polling. The site reads it with fetch (the token is a header, which
 * EventSource cannot send). Every event carries an `id`; a client that reconnects with `Last-Event-ID`
 * receives a fresh snapshot of both values first (they are state, not a log: the snapshot is everything it
 * missed), numbered on from the id it gave. Comment lines (`: ping`) every LIVE_HEARTBEAT_MS keep proxies
 * from closing an idle stream and let the client notice a dead one. The stream ends when its session does
 * (logout, password change, expiry).
 */

/** `event: balance`: the member's balances, as /user/getUserBalance answers them. */
export const BalanceEvent = Type.Object({
  event: Type.Literal('balance'),
  id: Type.String({ description: 'Event id, a whole number counting up on this stream' }),
  data: MemberBalanceMap,
});
export type BalanceEvent = Static<typeof BalanceEvent>;

/** `event: unread`: the unread message count, as /message/getUnReadMessageCount answers its `data`. */
export const UnreadEvent = Type.Object({
  event: Type.Literal('unread'),
  id: Type.String({ description: 'Event id, a whole number counting up on this stream' }),
  data: UnreadCount,
});
export type UnreadEvent = Static<typeof UnreadEvent>;

/** What one event of the stream holds (its `data` line is the JSON of `data`). */
export const LiveEvent = Type.Union([BalanceEvent, UnreadEvent], {
  description:
    'text/event-stream: each event is `id: <n>`, `event: balance|unread`, `data: <JSON>` and a blank line; lines starting ' +
    'with ":" are heartbeats. The first two events after opening are the current balance and unread count.',
});
export type LiveEvent = Static<typeof LiveEvent>;
export type LiveEventName = LiveEvent['event'];

export const LastEventIdHeader = Type.Object({
  'last-event-id': Type.Optional(Type.String({ maxLength: 20, description: 'The id of the last event the client received' })),
});

export const liveEvents = {
  stream: endpoint({
    method: 'GET',
    path: '/user/events',
    summary: "Server-sent events of the member's balance and unread message count, one stream per tab",
    access: 'member',
    reply: null,
    produces: 'text/event-stream',
  }),
};
