import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { LiveHub, LiveRelay } from './hub';
import type { LiveSignal } from './signals';

/**
 * Several server processes on one PostgreSQL: a signal raised in one reaches the streams another holds,
 * through LISTEN/NOTIFY on one connection of each process's own (outside the pool, which it would pin).
 *
 * A transfer or a bet must not cost a NOTIFY when nobody watches, so each process tells the others which
 * members hold a stream with it ("here" when a member's first stream opens, "gone" when the last closes,
 * the whole list to a process that says "hello" as it starts, "bye" as it stops). A signal is carried only
 * for a member some other process holds a stream of: a Map lookup otherwise. A message to everyone always
 * goes (rare). A process that dies without "bye" leaves its members listed: the cost is NOTIFYs nobody
 * reads, never a lost event. A member's stream opened just as another process raised a signal is caught
 * by the hub's second read a second after opening (hub.ts, PRESENCE_SETTLE_MS).
 *
 * NOTIFYs are sent in a batch per turn of the event loop on the relay's connection, so the producer never
 * waits and the pool never gives a connection to them.
 */

export const LIVE_CHANNEL = 'live_events';
/** Member ids per presence NOTIFY (a payload is at most 8,000 bytes). */
const PRESENCE_CHUNK = 500;
const RECONNECT_MS = 1_000;

type Wire =
  | { o: string; t: 'signal'; m: number | null; s: LiveSignal }
  | { o: string; t: 'here' | 'gone'; ms: number[] }
  | { o: string; t: 'hello' | 'bye' };

export class PostgresRelay implements LiveRelay {
  private readonly origin = randomBytes(6).toString('base64url');
  /** Members holding a stream in another process, with the processes. */
  private readonly remote = new Map<number, Set<string>>();
  private client: pg.Client | null = null;
  private queue: string[] = [];
  private flushing = false;
  private closed = false;

  constructor(
    private readonly options: pg.ClientConfig,
    private readonly hub: LiveHub,
    private readonly log: (message: string) => void = (message) => console.error(message),
  ) {}

  /** Connects and listens; answers once it does (a process that cannot listen fails to start). */
  async start(): Promise<void> {
    const client = new pg.Client(this.options);
    client.on('error', (error) => this.lost(client, error));
    client.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) this.receive(message.payload);
    });
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    this.client = client;
    // Who holds which streams: the others answer hello with their lists; ours goes to them.
    this.remote.clear();
    this.send({ o: this.origin, t: 'hello' });
    this.announce('here', this.hub.members());
  }

  /** Members some other process holds a stream of (tests read it). */
  get remoteMembers(): number {
    return this.remote.size;
  }

  here(userId: number) {
    this.send({ o: this.origin, t: 'here', ms: [userId] });
  }

  gone(userId: number) {
    this.send({ o: this.origin, t: 'gone', ms: [userId] });
  }

  carry(userId: number | null, signal: LiveSignal) {
    if (userId !== null && !this.remote.has(userId)) return;
    this.send({ o: this.origin, t: 'signal', m: userId, s: signal });
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    if (!client) return;
    try {
      await client.query('select pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify({ o: this.origin, t: 'bye' } satisfies Wire)]);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private announce(kind: 'here' | 'gone', members: number[]) {
    for (let start = 0; start < members.length; start += PRESENCE_CHUNK) {
      this.send({ o: this.origin, t: kind, ms: members.slice(start, start + PRESENCE_CHUNK) });
    }
  }

  private receive(payload: string) {
    let wire: Wire;
    try {
      wire = JSON.parse(payload) as Wire;
    } catch {
      return;
    }
    if (wire.o === this.origin) return;
    switch (wire.t) {
      case 'signal':
        if (wire.m === null) this.hub.deliverToAll(wire.s);
        else this.hub.deliver(wire.m, wire.s);
        return;
      case 'here':
        for (const userId of wire.ms) {
          const holders = this.remote.get(userId);
          if (holders) holders.add(wire.o);
          else this.remote.set(userId, new Set([wire.o]));
        }
        return;
      case 'gone':
        for (const userId of wire.ms) this.forget(userId, wire.o);
        return;
      case 'hello':
        this.announce('here', this.hub.members());
        return;
      case 'bye':
        for (const userId of [...this.remote.keys()]) this.forget(userId, wire.o);
    }
  }

  private forget(userId: number, origin: string) {
    const holders = this.remote.get(userId);
    if (!holders) return;
    holders.delete(origin);
    if (holders.size === 0) this.remote.delete(userId);
  }

  private send(wire: Wire) {
    if (!this.client) return;
    this.queue.push(JSON.stringify(wire));
    if (!this.flushing) {
      this.flushing = true;
      setImmediate(() => void this.flush());
    }
  }

  /** Everything queued in this turn, as one statement. */
  private async flush() {
    const client = this.client;
    const batch = this.queue;
    this.queue = [];
    try {
      if (client && batch.length > 0) await client.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [LIVE_CHANNEL, batch]);
    } catch (error) {
      this.log(`live events: NOTIFY failed: ${(error as Error).message}`);
    } finally {
      this.flushing = false;
      if (this.queue.length > 0) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    }
  }

  /** The connection broke: listen again on a new one, and ask again who holds what. */
  private lost(client: pg.Client, error: Error) {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.log(`live events: the LISTEN connection was lost (${error.message}); reconnecting`);
    void client.end().catch(() => undefined);
    const retry = () => {
      if (this.closed) return;
      this.start().catch((again: Error) => {
        this.log(`live events: reconnecting failed (${again.message})`);
        setTimeout(retry, RECONNECT_MS).unref();
      });
    };
    setTimeout(retry, RECONNECT_MS).unref();
  }
}
