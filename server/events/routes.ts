import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { routeOptions } from '../http/route';
import { hubOf } from './publish';
import { canTakeSocket, endStreamSocket, streamHead, takeStreamSocket } from './streamSocket';
import { LastEventIdHeader, LiveEvent, liveEvents } from '../../contract/events';
import { FailureEnvelope } from '../../contract/envelope';

/**
 * GET /web/user/events: the member's live stream (contract/events.ts). The session is checked on arrival
 * like every member call; then the head is written on the connection, which leaves the HTTP server for the
 * hub (./streamSocket.ts, ./hub.ts): the first two events are the current values, numbered on from the
 * Last-Event-ID the client gave, so a client that comes back has everything it missed.
 */
export function liveEventRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const options = routeOptions(liveEvents.stream);
    app.get(
      liveEvents.stream.path,
      // The document shows the events' shapes as the stream's content (text/event-stream).
      { ...options, schema: { ...options.schema, headers: LastEventIdHeader, response: { 200: LiveEvent, default: FailureEnvelope } } },
      (request, reply) => {
        const hub = hubOf(ctx.db);
        if (!hub) throw new Error('the live event hub is not installed (server/events/install.ts)');
        if (!canTakeSocket(request.raw)) throw new Error('a live stream needs a connection of its own (an injected request has none)');
        const { userId, sessionId } = request.member;
        const last = Number(request.headers['last-event-id']);
        const nextId = Number.isSafeInteger(last) && last >= 0 ? last + 1 : 1;
        reply.hijack();
        const head = streamHead({
          ...reply.getHeaders(),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          // A proxy in front (nginx) must pass each event on as it comes, not buffer the answer.
          'x-accel-buffering': 'no',
          // The answer ends with the connection, which serves nothing after it.
          connection: 'close',
          date: new Date().toUTCString(),
        });
        // The head goes out now (with a comment): the client knows the stream is open before the first event.
        void takeStreamSocket(request.raw, reply.raw, `${head}: open\n\n`).then((socket) => {
          if (!socket) return;
          hub.open({ userId, sessionId, socket, nextId }).catch((error: Error) => {
            hub.log(`live stream: opening failed: ${error.message}`);
            endStreamSocket(socket);
          });
        });
      },
    );
  };
}
