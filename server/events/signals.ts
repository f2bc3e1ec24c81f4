import type { MessageKind } from '../../machines/rules/messages';

/**
 * What a producer tells the open streams: that something changed, not what it is now. A stream reads the
 * current value itself when told (./snapshot.ts), so a signal is a few bytes (it crosses processes as a
 * PostgreSQL NOTIFY), costs the producer nothing to build, and two signals in a row cost one read.
 */
export type LiveSignal =
  /** The member's balances changed (a transfer, a bet, a deposit credited, a withdrawal held or decided). */
  | { kind: 'balance' }
  /** The member's unread count changed (a message to them, one read or deleted). */
  | { kind: 'unread' }
  /** A message to everyone was sent: every open stream's count grows by one in that tab, with no read. */
  | { kind: 'unreadAdded'; tab: MessageKind }
  /** Sessions ended: one (a logout), or all of the member's but one (a password change), or all (null). */
  | { kind: 'end'; sessionId: number | null; exceptSessionId: number | null };
