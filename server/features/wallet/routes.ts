import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { requireMember } from '../../http/auth';
import { routeOptions } from '../../http/route';
import { answerIdempotently } from '../../http/idempotency';
import { requireVenue, venueWalletView, walletOverview } from './wallets';
import { changeWalletType, checkTransfer, convertMoney, oneTouchTransfer, requireWalletType } from './transfers';
import { readRecordQuery, transactionRecords } from './records';
import { wallet, type RecordQuery } from '../../../contract/wallet';

/** The validated record query as text, as readRecordQuery (which applies the time-window rules) reads it. */
const recordParameter = (query: RecordQuery) => (name: string) => {
  const value = query[name as keyof RecordQuery];
  return value === undefined ? '' : String(value);
};

/** Wallets, transfers, transfer-free mode and transaction records (user and games calls of spec section 7). */
export function walletRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    requireMember(app, ctx);

    app.post(wallet.getTransWalletBalanceInfo.path, routeOptions(wallet.getTransWalletBalanceInfo), async (request) =>
      ok(request, await walletOverview(db, request.member!.userId, request.language)),
    );

    app.post(wallet.getUserPlatBalance.path, routeOptions(wallet.getUserPlatBalance), async (request) => {
      const venue = await requireVenue(db, request.query.platType);
      const view = await venueWalletView(db, request.member!.userId, venue.plat_type);
      return ok(request, { platBalance: view.balance, locked: view.locked });
    });

    // Hot route: the transfer's checks are the shared rules, the reply is serialised from the schema.
    app.post(wallet.convertMoney.path, routeOptions(wallet.convertMoney), async (request, reply) => {
      const userId = request.member!.userId;
      const { from, to, amount = '' } = request.query;
      const transfer = checkTransfer({ from, to, amount });
      return answerIdempotently(ctx, request, reply, userId, (trx) => convertMoney(trx, clock, userId, transfer));
    });

    app.post(wallet.oneTouchTransfer.path, routeOptions(wallet.oneTouchTransfer), async (request, reply) => {
      const userId = request.member!.userId;
      return answerIdempotently(ctx, request, reply, userId, (trx) => oneTouchTransfer(trx, clock, userId));
    });

    app.post(wallet.changeWalletType.path, routeOptions(wallet.changeWalletType), async (request, reply) => {
      const userId = request.member!.userId;
      const walletType = requireWalletType(String(request.body.walletType));
      return answerIdempotently(ctx, request, reply, userId, (trx) => changeWalletType(trx, clock, userId, walletType));
    });

    app.post(wallet.getUserTransInfo.path, routeOptions(wallet.getUserTransInfo), async (request) => {
      const query = readRecordQuery(recordParameter(request.query));
      return ok(request, { page: await transactionRecords(db, request.member!.userId, request.language, query) });
    });
  };
}
