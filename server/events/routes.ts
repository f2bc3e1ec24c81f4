import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { routeOptions } from '../http/route';
import { requireMember } from '../http/auth';
import { hubOf } from './publish';
import { LastEventIdHeader, LiveEvent, liveEvents } from '../../contract/events';
import { FailureEnvelope } from '../../contract/envelope';

/**
 * GET /web/user/events: the member's live stream (contract/events.ts). The session is checked on arrival
 * like every member call; the answer is then the raw response, kept open and written by the hub
 * (./hub.ts): the first two events are the current values, numbered on from the Last-Event-ID the client
 * gave, so a client that comes back has everything it missed.
 */
export function liveEventRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    requireMember(app, ctx);
    const options = routeOptions(liveEvents.stream);
    app.get(
      liveEvents.stream.path,
      // The document shows the events' shapes as the stream's content (text/event-stream).
      { ...options, schema: { ...options.schema, headers: LastEventIdHeader, response: { 200: LiveEvent, default: FailureEnvelope } } },
      (request, reply) => {
        const hub = hubOf(ctx.db);
        if (!hub) throw new Error('the live event hub is not installed (server/events/install.ts)');
        const member = request.member!;
        const last = Number(request.headers['last-event-id']);
        reply.hijack();
        const response = reply.raw;
        // A stream's connection serves nothing after it: when the stream ends either way, the socket goes too
        // (left open, a closing server would wait for it).
        const socket = request.raw.socket;
        // (An injected request's socket, in tests, has no destroy.)
        response.on('close', () => socket.destroy?.());
        response.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          // A proxy in front (nginx) must pass each event on as it comes, not buffer the answer.
          'x-accel-buffering': 'no',
        });
        // The headers go out now: the client knows the stream is open before the first event.
        response.write(': open\n\n');
        const stream = { userId: member.userId, sessionId: member.sessionId, response, nextId: Number.isSafeInteger(last) && last >= 0 ? last + 1 : 1 };
        hub.open(stream).catch((error: Error) => {
          request.log.error(`live stream: opening failed: ${error.message}`);
          response.end();
        });
      },
    );
  };
}
