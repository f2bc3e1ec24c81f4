import type { Socket } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import type { LiveSignal } from './signals';
import { balanceSnapshot, unreadSnapshot } from './snapshot';
import { sessionStanding } from '../features/auth/tokens';
import { formatStreamEvent, LIVE_HEARTBEAT_MS } from '../../machines/rules/liveStream';
import { endStreamSocket } from './streamSocket';
import type { LiveEventName } from '../../contract/events';
import type { UnreadCount } from '../../contract/messages';

/**
 * The open streams of one server process, by member. A member's tabs share one channel: a signal for the
 * member is one read, written down each of their streams. Heartbeats and the session check run on one
 * timer for all streams, so an idle stream costs its socket and a small object, no timer of its own. A
 * stream is written on its socket directly: the route took the connection from the HTTP server after the
 * head (./streamSocket.ts).
 */

/** One open stream (a tab). */
export interface LiveStream {
  userId: number;
  sessionId: number;
  /** The connection, written directly (the head is already on it). */
  socket: Socket;
  /** The id the next event gets. */
  nextId: number;
  /** Which values went down this stream already (a snapshot read before a newer one must not follow it). */
  sent?: { balance?: true; unread?: true };
}

/** How other server processes hear of this one's signals and streams (./postgresRelay.ts); none on SQLite. */
export interface LiveRelay {
  /** The first stream of a member opened here / the last one closed. */
  here(userId: number): void;
  gone(userId: number): void;
  /** A signal raised here, for streams other processes hold. */
  carry(userId: number | null, signal: LiveSignal): void;
  close(): Promise<void>;
}

interface Channel {
  streams: Set<LiveStream>;
  /** The last unread count sent, for a message to everyone (+1 with no read). */
  unread: UnreadCount | null;
  /** Reads under way, and whether another signal came meanwhile (read once more after). */
  reading: Record<'balance' | 'unread', 'idle' | 'busy' | 'again'>;
}

/** The session of a stream is checked this often (every SESSION_CHECK_BEATS heartbeats): 5 minutes. */
const SESSION_CHECK_BEATS = 12;
/** How long another process may take to hear of a new stream (see open). */
const PRESENCE_SETTLE_MS = 1_000;
/** Sessions read per query by the check. */
const SESSION_CHECK_CHUNK = 500;
/** A client that leaves this much unread on its stream is not reading it: the stream ends rather than grow. */
const MAX_UNSENT_BYTES = 64 * 1024;
const HEARTBEAT = ': ping\n\n';

export class LiveHub {
  private readonly channels = new Map<number, Channel>();
  private relay: LiveRelay | null = null;
  private beats = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    readonly log: (message: string) => void = (message) => console.error(message),
  ) {
    this.timer = setInterval(() => this.heartbeat(), LIVE_HEARTBEAT_MS);
    this.timer.unref();
  }

  useRelay(relay: LiveRelay | null) {
    this.relay = relay;
  }

  /** Streams open here (the bench and tests read it). */
  get streamCount(): number {
    let count = 0;
    for (const channel of this.channels.values()) count += channel.streams.size;
    return count;
  }

  /** Whether a member has a stream here: what a publish checks before anything else. */
  holds(userId: number): boolean {
    return this.channels.has(userId);
  }

  /** The member ids with a stream here (told to a process that starts, ./postgresRelay.ts). */
  members(): number[] {
    return [...this.channels.keys()];
  }

  /** Adds a stream and sends it the current balance and unread count. */
  async open(stream: LiveStream): Promise<void> {
    let channel = this.channels.get(stream.userId);
    if (!channel) {
      channel = { streams: new Set(), unread: null, reading: { balance: 'idle', unread: 'idle' } };
      this.channels.set(stream.userId, channel);
      this.relay?.here(stream.userId);
    }
    channel.streams.add(stream);
    stream.socket.once('close', () => this.close(stream));
    const [balance, unread] = await Promise.all([balanceSnapshot(this.db, stream.userId), unreadSnapshot(this.db, stream.userId)]);
    // A signal that arrived meanwhile was read after this snapshot: what it wrote is newer.
    if (!stream.sent?.balance) write(stream, 'balance', balance);
    if (!stream.sent?.unread) {
      channel.unread = unread;
      write(stream, 'unread', unread);
    }
    if (this.relay) {
      // Another process may have raised a signal before it heard that this member now has a stream here
      // (the relay's "here" is on its way): one more read a moment later catches what such a signal missed.
      setTimeout(() => {
        const now = this.channels.get(stream.userId);
        if (!now) return;
        this.refresh(stream.userId, now, 'balance');
        this.refresh(stream.userId, now, 'unread');
      }, PRESENCE_SETTLE_MS).unref();
    }
  }

  private close(stream: LiveStream) {
    const channel = this.channels.get(stream.userId);
    if (!channel || !channel.streams.delete(stream)) return;
    if (channel.streams.size === 0) {
      this.channels.delete(stream.userId);
      this.relay?.gone(stream.userId);
    }
  }

  /** A signal for one member's streams here (from this process or, through the relay, another). */
  deliver(userId: number, signal: LiveSignal): void {
    const channel = this.channels.get(userId);
    if (!channel) return;
    switch (signal.kind) {
      case 'balance':
      case 'unread':
        this.refresh(userId, channel, signal.kind);
        return;
      case 'unreadAdded':
        this.addUnread(channel, signal.tab);
        return;
      case 'end':
        for (const stream of [...channel.streams]) {
          const ended = signal.sessionId !== null ? stream.sessionId === signal.sessionId : stream.sessionId !== signal.exceptSessionId;
          if (ended) endStreamSocket(stream.socket);
        }
    }
  }

  /** A signal for every stream here (a message to everyone). */
  deliverToAll(signal: LiveSignal): void {
    for (const userId of [...this.channels.keys()]) this.deliver(userId, signal);
  }

  /** Publishes a signal raised in this process: here at once, and to the other processes through the relay. */
  publish(userId: number | null, signal: LiveSignal): void {
    if (userId === null) this.deliverToAll(signal);
    else this.deliver(userId, signal);
    this.relay?.carry(userId, signal);
  }

  private addUnread(channel: Channel, tab: keyof UnreadCount['tabCounts']) {
    const before = channel.unread;
    if (!before) return;
    const after = { totalCount: before.totalCount + 1, tabCounts: { ...before.tabCounts, [tab]: before.tabCounts[tab] + 1 } };
    channel.unread = after;
    for (const stream of channel.streams) write(stream, 'unread', after);
  }

  /** Reads the value and writes it down the member's streams; signals during a read cost one more read, not one each. */
  private refresh(userId: number, channel: Channel, kind: 'balance' | 'unread') {
    if (channel.reading[kind] !== 'idle') {
      channel.reading[kind] = 'again';
      return;
    }
    channel.reading[kind] = 'busy';
    const read = async () => {
      const value = kind === 'balance' ? await balanceSnapshot(this.db, userId) : await unreadSnapshot(this.db, userId);
      if (kind === 'unread') channel.unread = value as UnreadCount;
      for (const stream of channel.streams) write(stream, kind, value);
    };
    const settle = (): Promise<void> | void => {
      if (channel.reading[kind] === 'again') {
        channel.reading[kind] = 'busy';
        return read().then(settle, fail);
      }
      channel.reading[kind] = 'idle';
    };
    const fail = (error: Error) => {
      channel.reading[kind] = 'idle';
      this.log(`live stream: reading ${kind} of member ${userId} failed: ${error.message}`);
    };
    void read().then(settle, fail);
  }

  /** A comment down every stream (the timer's, every LIVE_HEARTBEAT_MS), and every SESSION_CHECK_BEATS the session check. */
  heartbeat() {
    for (const channel of this.channels.values()) for (const stream of channel.streams) send(stream.socket, HEARTBEAT);
    this.beats += 1;
    if (this.beats % SESSION_CHECK_BEATS === 0) void this.checkSessions().catch((error: Error) => this.log(`live stream: session check failed: ${error.message}`));
  }

  /**
   * Ends the streams whose session has ended (idle, too old or revoked by another process without a signal).
   * The check reads without touching the session: an open tab is not activity, so a stream never keeps a
   * session alive that its member has left idle.
   */
  async checkSessions(): Promise<void> {
    const streams = [...this.channels.values()].flatMap((channel) => [...channel.streams]);
    const ids = [...new Set(streams.map((stream) => stream.sessionId))];
    const live = new Set<number>();
    const now = this.clock.now();
    for (let start = 0; start < ids.length; start += SESSION_CHECK_CHUNK) {
      const rows = await this.db
        .selectFrom('sessions')
        .select(['id', 'created_at as createdAt', 'last_seen_at as lastSeenAt', 'revoked_at as revokedAt'])
        .where('id', 'in', ids.slice(start, start + SESSION_CHECK_CHUNK))
        .execute();
      for (const row of rows) if (sessionStanding(row, now) !== 'ended') live.add(Number(row.id));
    }
    for (const stream of streams) if (!live.has(stream.sessionId)) endStreamSocket(stream.socket);
  }

  /** Ends every stream and the timer (the app is closing). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    for (const channel of this.channels.values()) for (const stream of channel.streams) endStreamSocket(stream.socket);
    await this.relay?.close();
  }
}

function write(stream: LiveStream, event: LiveEventName, data: unknown) {
  if (!send(stream.socket, formatStreamEvent(stream.nextId, event, data))) return;
  stream.nextId += 1;
  stream.sent = { ...stream.sent, [event]: true };
}

/** Writes on a stream's socket unless it is closing, or ends it when its client has stopped reading. */
function send(socket: Socket, text: string): boolean {
  if (!socket.writable) return false;
  if (socket.writableLength > MAX_UNSENT_BYTES) {
    socket.destroy();
    return false;
  }
  socket.write(text);
  return true;
}
