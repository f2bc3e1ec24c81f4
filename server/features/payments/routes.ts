import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { answerIdempotently, requestFingerprint } from '../../http/idempotency';
import { storedAnswer } from '../../ledger/idempotency';
import { sql } from 'kysely';
import { badRequest, conflict, DomainError } from '../../errors';
import { translate } from '../../http/messages';
import { createOrders, deposit, PAY_SIGNATURE_HEADER, PAY_TIMESTAMP_HEADER } from '../../../contract/deposit';
import { isLanguageCode, type LanguageCode } from '../../../machines/rules/language';
import { RECHARGE_STATUS, rechargeStatusLabelKey, type PaymentProvider } from '../../../machines/rules/deposit';
import { paymentProvidersOf, type PaymentProviders } from './registry';
import { receiveNotification } from './notifications';
import { cashierPage, registerCashierAssets, sandboxNotification } from './cashier';
import { SandboxProvider } from './sandboxProvider';
import { orderView, ownOrder, notFound, statusAt, type OrderRow } from '../deposit/orders';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request body as it arrived (the notify route verifies its signature over these bytes). */
    rawBody?: string;
  }
}

const headerText = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** POST /web/{provider}/createOrder for each of the 25 providers: opens the provider's cashier for an online order. */
export function providerOrderRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    const providers = paymentProvidersOf(ctx);
    for (const endpoint of Object.values(createOrders)) {
      const provider = endpoint.path.split('/')[1] as PaymentProvider;
      app.post(endpoint.path, routeOptions(endpoint), async (request, reply) => {
        const userId = request.member.userId;
        const language = request.language;
        // A key already answered replays (or is refused for another request) without asking the provider again.
        const key = request.idempotencyKey;
        const answered = key === null ? null : await storedAnswer(db, { userId, key, request: requestFingerprint(request) });
        const order = answered === null ? await cashierOrder(db, clock.now(), userId, request.body.id, provider) : null;
        // The provider is asked outside any transaction: a provider that answers slowly or not at all holds no
        // database connection (on SQLite, the site's only writer) and leaves the order as it was, to try again.
        // An order that already has its cashier keeps it.
        const payUrl = order === null ? null : (order.pay_url ?? (await askProvider(providers, provider, order, language)));
        return answerIdempotently(ctx, request, reply, userId, async (trx) => {
          // Stored only while the order still awaits payment within its window: it may have expired or been
          // cancelled meanwhile. A cashier stored meanwhile by another call wins, so one order never has two.
          // Not a status change: the order stays awaiting payment.
          const now = clock.now();
          const updated = await trx
            .updateTable('recharge_orders')
            .set({ pay_url: sql<string>`coalesce(pay_url, ${payUrl})` })
            .where('id', '=', request.body.id)
            .where('user_id', '=', userId)
            .where('status', '=', RECHARGE_STATUS.awaitingPayment)
            .where((eb) => eb.or([eb('expire_at', 'is', null), eb('expire_at', '>', now)]))
            .returningAll()
            .executeTakeFirst();
          if (!updated?.pay_url) throw conflict('deposit.error.notAwaitingPayment');
          return { payUrl: updated.pay_url, rechargeOrder: orderView(updated, language, now) };
        });
      });
    }
  };
}

/** The member's online order of this provider that awaits payment, or the refusal that says why not. */
async function cashierOrder(db: AppContext['db'], now: number, userId: number, id: number, provider: PaymentProvider) {
  const order = await ownOrder(db, userId, id);
  if (order.pay_mode !== 'online') throw badRequest('deposit.error.notOnline', {}, 'id');
  if (order.provider_code !== provider) throw badRequest('deposit.error.wrongProvider', { provider: order.provider_code ?? '' }, 'id');
  if (statusAt(order, now) !== RECHARGE_STATUS.awaitingPayment) throw conflict('deposit.error.notAwaitingPayment');
  return order;
}

async function askProvider(providers: PaymentProviders, provider: PaymentProvider, order: OrderRow, language: LanguageCode): Promise<string> {
  const adapter = providers.get(provider);
  if (!adapter) throw new DomainError(503, 'deposit.error.providerNotConfigured');
  const { payUrl } = await adapter.createOrder({ orderNo: order.order_no, amountMinor: Number(order.amount_minor), language });
  return payUrl;
}

/**
 * POST /web/pay/notify/{provider}: the providers' signed notifications. Its own plugin, so that only here
 * is the JSON body kept as it arrived for the signature check. A refusal answers 400 and is logged.
 */
export function payNotifyRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    instance.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      request.rawBody = text;
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new DomainError(400, 'error.badJson'), undefined);
      }
    });
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    const providers = paymentProvidersOf(ctx);
    app.post(deposit.payNotify.path, routeOptions(deposit.payNotify), async (request) => {
      const outcome = await receiveNotification(db, clock, providers, {
        provider: request.params.provider,
        rawBody: request.rawBody ?? '',
        timestamp: headerText(request, PAY_TIMESTAMP_HEADER),
        signature: headerText(request, PAY_SIGNATURE_HEADER),
      });
      // Money the provider captured for a closed order or another amount: held for the operator, answered 200.
      if (outcome.startsWith('review:')) request.log.warn({ provider: request.params.provider, outcome }, 'payment held for review');
      if (outcome.startsWith('refused:')) {
        request.log.warn({ provider: request.params.provider, outcome }, 'payment notification refused');
        throw new DomainError(400, 'deposit.error.notificationRefused', { reason: outcome.slice('refused:'.length) });
      }
      return ok(request, {});
    });
  };
}

/** Sandbox mode: the sandbox provider's cashier page and its Pay and Fail buttons. */
export function sandboxCashierRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    const providers = paymentProvidersOf(ctx);
    /** The online order of a sandbox provider the cashier stands for; anything else is not found. */
    const cashierOrder = async (orderNo: string) => {
      const order = await db.selectFrom('recharge_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
      const adapter = order?.provider_code ? providers.get(order.provider_code as PaymentProvider) : undefined;
      if (!order || !(adapter instanceof SandboxProvider)) throw notFound();
      return { order, adapter, provider: adapter.config };
    };

    app.get(deposit.cashier.path, routeOptions(deposit.cashier), async (request, reply) => {
      const asked = request.query.lang ?? '';
      const language = isLanguageCode(asked) ? asked : request.language;
      const { order, provider } = await cashierOrder(request.params.orderNo);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(cashierPage(language, provider, order, clock.now()));
    });
    registerCashierAssets(app);

    for (const [endpoint, status] of [
      [deposit.cashierPay, 'paid'],
      [deposit.cashierFail, 'failed'],
    ] as const) {
      app.post(endpoint.path, routeOptions(endpoint), async (request) => {
        const { order, adapter, provider } = await cashierOrder(request.params.orderNo);
        if (statusAt(order, clock.now()) !== RECHARGE_STATUS.awaitingPayment) throw conflict('deposit.error.notAwaitingPayment');
        // The provider's books first, as a provider's own would be: a lost notification leaves them to be asked.
        adapter.record(order.order_no, status === 'paid' ? { state: 'paid', amountMinor: Number(order.amount_minor) } : { state: 'failed' });
        if (request.query.notify === 'lost') {
          return ok(request, { status: Number(order.status), statusName: translate(request.language, rechargeStatusLabelKey(Number(order.status))) });
        }
        const notification = sandboxNotification(provider, order, status, clock.now());
        const sent = await instance.inject({
          method: 'POST',
          url: `/web/pay/notify/${provider.code}`,
          headers: notification.headers,
          payload: notification.rawBody,
        });
        if (sent.statusCode !== 200) throw new DomainError(502, 'deposit.error.providerUnavailable');
        const after = await db.selectFrom('recharge_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
        return ok(request, { status: Number(after.status), statusName: translate(request.language, rechargeStatusLabelKey(Number(after.status))) });
      });
    }
  };
}
