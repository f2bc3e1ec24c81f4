import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { answerIdempotently } from '../../http/idempotency';
import { deposit } from '../../../contract/deposit';
import { DAY_MS, RECORD_WINDOW_DAYS } from '../../../machines/rules/wallet';
import { paymentProvidersOf } from '../payments/registry';
import { currentRate } from '../payments/cryptoRate';
import { uploadsOwnedBy } from '../upload/uploads';
import { paymentMethods } from './methods';
import { receivingAccounts } from './receivingAccounts';
import {
  cancelRechargeOrder,
  confirmRechargeOrder,
  createRechargeOrder,
  orderView,
  ownOrder,
  requireMethod,
  requireReceivingAccount,
} from './orders';
import { depositRecords } from './records';
import { withdrawRecords } from '../withdrawal/records';
import { recordWindow } from '../wallet/records';
import type { CryptoProtocol } from '../../../machines/rules/deposit';

/** Deposit methods, the receiving account, the member's orders and deposit records (finance calls of spec section 7). */
export function depositRoutes(ctx: AppContext) {
  const { db, clock, config } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    const providers = paymentProvidersOf(ctx);
    const accounts = receivingAccounts(config.sandbox, config.depositEnv);

    app.post(deposit.getPaymentMethod.path, routeOptions(deposit.getPaymentMethod), async (request) =>
      ok(request, { paymentMethodList: paymentMethods(request.language, providers, await currentRate(db)) }),
    );

    app.post(deposit.getPaymentMethodByType.path, routeOptions(deposit.getPaymentMethodByType), async (request) =>
      ok(request, { paymentMethodList: paymentMethods(request.language, providers, await currentRate(db), request.query.rechargeType) }),
    );

    app.post(deposit.getRechargeAccountInfo.path, routeOptions(deposit.getRechargeAccountInfo), async (request) => {
      const method = requireMethod(request.query.paymentMethodId);
      const protocol = (request.query.protocol ?? null) as CryptoProtocol | null;
      return ok(request, { rechargeAccount: requireReceivingAccount(method, protocol, accounts) });
    });

    app.post(deposit.recharge.path, routeOptions(deposit.recharge), async (request, reply) => {
      const userId = request.member.userId;
      const language = request.language;
      return answerIdempotently(ctx, request, reply, userId, async (trx) => ({
        rechargeOrder: orderView(await createRechargeOrder(trx, clock, { accounts, providers }, userId, request.body), language, clock.now()),
      }));
    });

    app.post(deposit.getRechargeOrder.path, routeOptions(deposit.getRechargeOrder), async (request) => {
      const userId = request.member.userId;
      return ok(request, { rechargeOrder: orderView(await ownOrder(db, userId, request.params.id), request.language, clock.now()) });
    });

    app.post(deposit.confirmRechargeOrder.path, routeOptions(deposit.confirmRechargeOrder), async (request, reply) => {
      const userId = request.member.userId;
      const language = request.language;
      const { id, voucherUrls } = request.body;
      return answerIdempotently(ctx, request, reply, userId, async (trx) => ({
        rechargeOrder: orderView(
          await confirmRechargeOrder(trx, clock, userId, id, voucherUrls, (addresses) => uploadsOwnedBy(trx, userId, addresses)),
          language,
          clock.now(),
        ),
      }));
    });

    app.post(deposit.cancelRechargeOrder.path, routeOptions(deposit.cancelRechargeOrder), async (request, reply) => {
      const userId = request.member.userId;
      const language = request.language;
      return answerIdempotently(ctx, request, reply, userId, async (trx) => ({
        rechargeOrder: orderView(await cancelRechargeOrder(trx, clock, userId, request.params.id, request.body.reason), language, clock.now()),
      }));
    });

    app.post(deposit.queryTransactionRecordList.path, routeOptions(deposit.queryTransactionRecordList), async (request) => {
      const userId = request.member.userId;
      const endTime = request.query.endTime ?? clock.now();
      // Without times, the last 30 days (the records' window).
      const startTime = request.query.startTime ?? Math.max(0, endTime - RECORD_WINDOW_DAYS * DAY_MS);
      const window = recordWindow({ ...request.query, transType: request.query.transType ?? 'recharge', startTime, endTime });
      const page =
        window.transType === 'recharge'
          ? await depositRecords(db, userId, request.language, window, clock.now())
          : window.transType === 'withdraw'
            ? await withdrawRecords(db, userId, request.language, window)
            : { records: [], total: 0, pageIndex: window.pageIndex, pageSize: window.pageSize };
      return ok(request, { page });
    });

    app.post(deposit.getUserTransDetail.path, routeOptions(deposit.getUserTransDetail), async (request) => {
      const userId = request.member.userId;
      const order = await ownOrder(db, userId, request.params.id);
      return ok(request, { transType: 'recharge' as const, rechargeOrder: orderView(order, request.language, clock.now()) });
    });
  };
}
