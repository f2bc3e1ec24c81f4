import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { ok } from '../http/envelope';
import { ApiError, badRequest } from '../http/errors';
import { text } from '../http/params';
import { peekCaptcha } from '../domain/captcha';

/** Sandbox-only doors for end-to-end tests: the SMS outbox, captcha answers and the clock. */
export function sandboxRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (app: FastifyInstance) => {
    app.get('/sandbox/outbox', async (request) => {
      const to = text(request.query, 'to');
      if (to === '') throw badRequest('error.badParameter', { name: 'to' });
      const rows = await db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', to)
        .orderBy('id', 'desc')
        .execute();
      return ok(request, {
        messages: rows.map((row) => ({ to: row.recipient, text: row.text, code: row.code, sentAt: Number(row.sent_at) })),
      });
    });

    app.get<{ Params: { uuid: string } }>('/sandbox/captcha/:uuid', async (request) => {
      const answer = await peekCaptcha(db, request.params.uuid);
      if (answer === null) throw new ApiError(404, 'error.notFound');
      return ok(request, { answer });
    });

    app.post('/sandbox/clock', async (request) => {
      const advanceMs = (request.body as { advanceMs?: unknown } | undefined)?.advanceMs;
      if (typeof advanceMs !== 'number' || !Number.isInteger(advanceMs) || advanceMs < 0) {
        throw badRequest('error.badParameter', { name: 'advanceMs' });
      }
      clock.advance(advanceMs);
      return ok(request, { now: clock.now() });
    });
  };
}
