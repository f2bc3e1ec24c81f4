import { get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { streamParser, type StreamedEvent } from '../../machines/rules/liveStream';

/**
 * A test's reader of GET /web/user/events over a real socket (inject waits for the end of an answer, and
 * a stream has none): events are queued as they arrive and taken in order.
 */
export interface StreamReader {
  status: number;
  headers: IncomingHttpHeaders;
  /** Pieces of the stream that held a comment (the opening one, heartbeats) so far. */
  heartbeats(): number;
  /** The next event (of a name, skipping others when given), within `ms`. */
  next(event?: string, ms?: number): Promise<StreamedEvent & { json: unknown }>;
  /** Resolves when nothing but heartbeats arrived for `ms` (fails with the event that did). */
  quietFor(ms: number): Promise<void>;
  /** Resolves when the server ended the stream, within `ms`. */
  ended(ms?: number): Promise<void>;
  close(): void;
}

export async function openStream(baseUrl: string, token: string | undefined, lastEventId?: string): Promise<StreamReader> {
  const queue: StreamedEvent[] = [];
  let heartbeats = 0;
  let done = false;
  let wake: () => void = () => {};
  const parser = streamParser();
  // node:http with a connection of its own (no keep-alive pool): fetch's pool may open a spare connection
  // that a closing server then waits for.
  const request = get(`${baseUrl}/web/user/events`, {
    agent: false,
    headers: { ...(token === undefined ? {} : { token }), ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }) },
  });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.on('error', () => undefined);
  const finish = () => {
    done = true;
    wake();
  };
  if (response.headers['content-type']?.startsWith('text/event-stream')) {
    response.setEncoding('utf8');
    response.on('data', (text: string) => {
      const { events, heartbeat } = parser.push(text);
      queue.push(...events);
      if (heartbeat) heartbeats += 1;
      wake();
    });
  } else response.resume();
  response.on('end', finish);
  response.on('close', finish);
  response.on('error', finish);

  const waitFor = async <T>(found: () => T | undefined, ms: number, what: string): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };

  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    heartbeats: () => heartbeats,
    async next(event, ms = 3000) {
      const taken = await waitFor(
        () => {
          while (queue.length > 0) {
            const head = queue.shift()!;
            if (event === undefined || head.event === event) return head;
          }
          if (done) throw new Error('the stream ended');
          return undefined;
        },
        ms,
        `${event ?? 'event'}`,
      );
      return { ...taken, json: JSON.parse(taken.data) };
    },
    async quietFor(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (queue.length > 0) throw new Error(`an event arrived: ${JSON.stringify(queue[0])}`);
    },
    async ended(ms = 3000) {
      await waitFor(() => (done ? true : undefined), ms, 'end of the stream');
    },
    close() {
      request.destroy();
    },
  };
}
