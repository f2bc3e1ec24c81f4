/**
 * The live stream's timings and its wire format (contract/events.ts), shared by the server that writes
 * the stream and the site that reads it.
 */

/**
 * A comment line goes down every open stream this often. Proxies and load balancers close a connection
 * idle for 60 s by default (nginx's proxy_read_timeout, AWS ALB) and some for 30 s: 25 s stays under both,
 * and 10,000 idle streams cost 400 small writes a second.
 */
export const LIVE_HEARTBEAT_MS = 25_000;

/** With nothing heard for this long (two heartbeats and some), the client takes the stream for dead. */
export const LIVE_SILENCE_MS = 2 * LIVE_HEARTBEAT_MS + 10_000;

/** Where the stream cannot open, the balance and unread count are read this often while the tab is visible. */
export const LIVE_POLL_MS = 60_000;

/** Reconnecting waits 1 s, 2 s, 4 s, 8 s, …, at most 30 s. */
export const LIVE_BACKOFF_FIRST_MS = 1_000;
export const LIVE_BACKOFF_MAX_MS = 30_000;
export const liveBackoffMs = (failures: number) => Math.min(LIVE_BACKOFF_MAX_MS, LIVE_BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1));

/** After this many failed openings in a row the site polls instead, and tries the stream again now and then. */
export const LIVE_OPEN_TRIES = 4;
export const LIVE_STREAM_RETRY_MS = 5 * 60_000;

export interface StreamedEvent {
  id: string | null;
  event: string;
  data: string;
}

/** One event as the stream writes it. */
export const formatStreamEvent = (id: number, event: string, data: unknown) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Reads server-sent events from text as it arrives: `push` takes the next piece (any split, even inside
 * a line) and answers the events it completed; comment lines answer `heartbeat` so the reader knows the
 * stream lives. Only what this server writes is understood (id, event and one data line per event).
 */
export function streamParser() {
  let buffer = '';
  let id: string | null = null;
  let event = 'message';
  let data: string[] = [];
  return {
    push(text: string): { events: StreamedEvent[]; heartbeat: boolean } {
      buffer += text;
      const events: StreamedEvent[] = [];
      let heartbeat = false;
      let end = buffer.indexOf('\n');
      while (end !== -1) {
        const line = buffer.slice(0, end).replace(/\r$/, '');
        buffer = buffer.slice(end + 1);
        end = buffer.indexOf('\n');
        if (line === '') {
          if (data.length > 0) events.push({ id, event, data: data.join('\n') });
          event = 'message';
          data = [];
          continue;
        }
        if (line.startsWith(':')) {
          heartbeat = true;
          continue;
        }
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      return { events, heartbeat };
    },
  };
}
