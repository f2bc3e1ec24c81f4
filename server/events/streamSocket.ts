import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A live stream's connection, taken from Node's HTTP server once the stream's head is written, the way Node
 * itself hands over an upgraded connection: the HTTP parser goes back to Node's pool and the server's
 * listeners leave the socket, so nothing of the request stays alive (Node's request, response and parser,
 * Fastify's request and reply, the response's header string): an idle stream is its socket and the hub's
 * small record of it (docs/performance.md, "Idle live streams").
 *
 * The answer has no length and no chunked framing: it ends with the connection (`connection: close`), which
 * serves nothing after the stream.
 */

interface ParsedSocket extends Socket {
  /** Node's HTTP parser of the connection (absent on an injected request's stand-in socket). */
  parser?: unknown;
}

/** Node's own release of a connection's HTTP parser (its 'upgrade' path calls it); not in Node's typings. */
const { freeParser } = createRequire(import.meta.url)('_http_common') as {
  freeParser(parser: unknown, request: IncomingMessage | null, socket: Socket): void;
};

/** Events the HTTP server listens to on its connections. */
const SERVER_EVENTS = ['data', 'end', 'close', 'drain', 'error', 'timeout', 'resume', 'pause'] as const;
/** What a socket listens to of itself (net's own handling of 'end'): kept; the other listeners are the server's. */
type Listener = (...args: unknown[]) => void;
const OWN_LISTENERS = (() => {
  const bare = new Socket();
  const own = new Set(SERVER_EVENTS.flatMap((event) => bare.listeners(event) as Listener[]));
  bare.destroy();
  return own;
})();
/** Methods the HTTP server overrides on each of its sockets. */
const SERVER_OVERRIDES = ['on', 'addListener', 'prependListener', 'setEncoding'] as const;

const ignore = () => undefined;
function destroyOnEnd(this: Socket) {
  this.destroy();
}

/**
 * Removes the HTTP server's listeners from the socket and keeps the rest (the socket's own). All go and the
 * kept ones come back, rather than the server's going one by one: that leaves the socket a fresh, small
 * table of listeners instead of the server's emptied one.
 */
function dropServerListeners(socket: Socket) {
  const emitter: EventEmitter = socket;
  const serverEvents: readonly (string | symbol)[] = SERVER_EVENTS;
  // (A listener added with once is wrapped: the wrapper names it.)
  const isOwn = (listener: Listener & { listener?: Listener }) => OWN_LISTENERS.has(listener) || (listener.listener !== undefined && OWN_LISTENERS.has(listener.listener));
  const kept = emitter
    .eventNames()
    .flatMap((event) => (emitter.rawListeners(event) as Listener[]).filter((listener) => !serverEvents.includes(event) || isOwn(listener)).map((listener) => [event, listener] as const));
  emitter.removeAllListeners();
  for (const [event, listener] of kept) emitter.on(event, listener);
}

/** Whether this request came over a connection that can be taken (not an injected one, as in some tests). */
export const canTakeSocket = (request: IncomingMessage): boolean =>
  request.socket instanceof Socket && (request.socket as ParsedSocket).parser !== undefined && (request.socket as ParsedSocket).parser !== null;

/** The response head: the status line and the headers, as one flat string. */
export function streamHead(headers: Record<string, string | number | readonly string[] | undefined>): string {
  const lines = ['HTTP/1.1 200 OK'];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) {
      const text = String(each);
      if (/[\r\n]/.test(name) || /[\r\n]/.test(text)) throw new Error(`a live stream header cannot hold a line break: ${name}`);
      lines.push(`${name}: ${text}`);
    }
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * Writes the head (which may go on with the stream's first bytes) on the request's connection and takes the
 * connection from the HTTP server. Answers the socket, or null when the client left before it was taken.
 * The taking waits for the next turn of the event loop: the handler may run inside the parser's own call.
 */
export function takeStreamSocket(request: IncomingMessage, response: ServerResponse, head: string): Promise<Socket | null> {
  const socket = request.socket as ParsedSocket;
  socket.write(head);
  response.detachSocket(socket);
  return new Promise((resolve) => {
    setImmediate(() => {
      // Closed meanwhile: the server's own close handling freed the parser.
      if (socket.destroyed || !socket.parser) return resolve(null);
      dropServerListeners(socket);
      // The server's overrides of these methods go (put back, not deleted: a deletion would make the socket
      // an object of the slow, dictionary kind, about 1.5 KB more).
      for (const method of SERVER_OVERRIDES) (socket as unknown as Record<string, unknown>)[method] = Socket.prototype[method];
      freeParser(socket.parser, request, socket);
      socket.setTimeout(0);
      // A client says nothing on a stream; its end of the connection ends the stream.
      socket.on('error', ignore);
      socket.on('end', destroyOnEnd);
      socket.resume();
      resolve(socket);
    });
  });
}

/** Ends a stream: what was written goes out, then the connection closes. */
export function endStreamSocket(socket: Socket): void {
  if (socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(() => socket.destroy());
}
