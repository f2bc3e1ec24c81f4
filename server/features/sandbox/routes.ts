import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { answerIdempotently } from '../../http/idempotency';
import { DomainError, badRequest } from '../../errors';
import { peekCaptcha } from '../auth/captcha';
import { userNameKey } from '../auth/members';
import { requireAmount, sandboxCredit } from '../wallet/transfers';
import { requireVenue } from '../wallet/wallets';
import { platformCard } from '../content/publicContent';
import { registerVenuePageAssets, venuePage } from './venuePage';
import { isLanguageCode } from '../../../machines/rules/language';
import { sandbox } from '../../../contract/sandbox';
import { publishBalance } from '../../events/publish';

/**
 * Sandbox-only doors for end-to-end tests: the SMS outbox, captcha answers, the clock and test money;
 * and the page that stands in for a game provider's client.
 */
export function sandboxRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    app.get(sandbox.outbox.path, routeOptions(sandbox.outbox), async (request) => {
      const rows = await db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', request.query.to)
        .orderBy('id', 'desc')
        .execute();
      return ok(request, {
        messages: rows.map((row) => ({ to: row.recipient, text: row.text, code: row.code, sentAt: Number(row.sent_at) })),
      });
    });

    app.get(sandbox.captcha.path, routeOptions(sandbox.captcha), async (request) => {
      const answer = await peekCaptcha(db, request.params.uuid);
      if (answer === null) throw new DomainError(404, 'error.notFound');
      return ok(request, { answer });
    });

    app.post(sandbox.clock.path, routeOptions(sandbox.clock), async (request) => {
      clock.advance(request.body.advanceMs);
      // Every scheduled slot the advance passed over runs, in order, before the answer (on this server's clock).
      await ctx.jobs?.runDue();
      return ok(request, { now: clock.now() });
    });

    app.get(sandbox.venue.path, routeOptions(sandbox.venue), async (request, reply) => {
      const asked = request.query.lang ?? '';
      const language = isLanguageCode(asked) ? asked : request.language;
      const venue = await requireVenue(db, request.params.platType);
      const { title, imageUrl } = await platformCard(db, venue.plat_type, language);
      const page = venuePage({ language, platType: venue.plat_type, title, imageUrl });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    });
    registerVenuePageAssets(app);

    /** Credits a member's central wallet through the ledger as a sandbox adjustment (JSON {userName, amount}). */
    app.post(sandbox.credit.path, routeOptions(sandbox.credit), async (request, reply) => {
      const amountMinor = requireAmount(String(request.body.amount ?? ''));
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('user_name_key', '=', userNameKey(request.body.userName))
        .executeTakeFirst();
      if (!user) throw badRequest('error.memberNotFound');
      const answer = await answerIdempotently(ctx, request, reply, user.id, (trx, keys) => sandboxCredit(trx, clock, user.id, amountMinor, keys));
      publishBalance(db, user.id);
      return answer;
    });
  };
}
