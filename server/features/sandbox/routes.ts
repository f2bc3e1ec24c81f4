import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { DomainError, badRequest } from '../../errors';
import { text } from '../../http/params';
import { peekCaptcha } from '../auth/captcha';
import { userNameKey } from '../auth/members';
import { requireAmount, sandboxCredit } from '../wallet/transfers';
import { requireVenue } from '../wallet/wallets';
import { platformCard } from '../content/publicContent';
import { answerIdempotently, idempotencyKeyOf } from '../wallet/routes';
import { registerVenuePageAssets, venuePage } from './venuePage';
import { isLanguageCode } from '../../../machines/rules/language';

/**
 * Sandbox-only doors for end-to-end tests: the SMS outbox, captcha answers, the clock and test money;
 * and the page that stands in for a game provider's client.
 */
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
      if (answer === null) throw new DomainError(404, 'error.notFound');
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

    app.get<{ Params: { platType: string } }>('/sandbox/venue/:platType', async (request, reply) => {
      const asked = text(request.query, 'lang');
      const language = isLanguageCode(asked) ? asked : request.language;
      const venue = await requireVenue(db, request.params.platType);
      const { title, imageUrl } = await platformCard(db, venue.plat_type, language);
      const page = venuePage({ language, platType: venue.plat_type, title, imageUrl });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    });
    registerVenuePageAssets(app);

    /** Credits a member's central wallet through the ledger as a sandbox adjustment (JSON {userName, amount}). */
    app.post('/sandbox/credit', async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const userName = text(request.body, 'userName');
      if (userName === '') throw badRequest('error.badParameter', { name: 'userName' });
      const amountMinor = requireAmount(text(request.body, 'amount'));
      const user = await db.selectFrom('users').select('id').where('user_name_key', '=', userNameKey(userName)).executeTakeFirst();
      if (!user) throw badRequest('error.memberNotFound');
      return answerIdempotently(ctx, request, reply, { userId: user.id, key, request: `sandboxCredit ${amountMinor}` }, (trx) =>
        sandboxCredit(trx, clock, user.id, amountMinor),
      );
    });
  };
}
