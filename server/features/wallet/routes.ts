import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { answerIdempotently } from '../../http/idempotency';
import { requireVenue, venueWalletView, walletOverview } from './wallets';
import { changeWalletType, checkTransfer, convertAnswer, convertMoney, oneTouchTransfer, transferInOneGo } from './transfers';
import { inOneGo } from '../../ledger/ledger';
import { recordWindow, transactionRecords } from './records';
import { orderView, ownOrder } from '../deposit/orders';
import { sandboxPayoutsOf } from '../../adapters/payouts';
import { ownWithdrawOrder, withdrawOrderView } from '../withdrawal/orders';
import { autoApproveDueWithdrawals } from '../withdrawal/review';
import { transferDetail } from './recordDetail';
import { transactionRecord } from '../../../contract/transactionRecord';
import { wallet } from '../../../contract/wallet';
import type { WalletType } from '../../../machines/rules/wallet';

/** Wallets, transfers, transfer-free mode and transaction records (user and games calls of spec section 7). */
export function walletRoutes(ctx: AppContext) {
  const { db, clock, config } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    app.post(wallet.getTransWalletBalanceInfo.path, routeOptions(wallet.getTransWalletBalanceInfo), async (request) =>
      ok(request, await walletOverview(db, request.member.userId, request.language)),
    );

    app.post(wallet.getUserPlatBalance.path, routeOptions(wallet.getUserPlatBalance), async (request) => {
      const venue = await requireVenue(db, request.query.platType);
      const view = await venueWalletView(db, request.member.userId, venue.plat_type);
      return ok(request, { platBalance: view.balance, locked: view.locked });
    });

    // Hot route: the transfer rule is the shared one, the reply is serialised from the schema, and a
    // transfer is first tried in one go through the ledger's entry point (server/ledger/inOneGo.ts), which
    // picks a synchronous step on SQLite or one statement on PostgreSQL.
    app.post(wallet.convertMoney.path, routeOptions(wallet.convertMoney), async (request, reply) => {
      const userId = request.member.userId;
      const { from, to, amount = '' } = request.query;
      const transfer = checkTransfer({ from, to, amount });
      return answerIdempotently(ctx, request, reply, userId, (trx, keys) => convertMoney(trx, clock, keys, userId, transfer), {
        view: convertAnswer,
        oneStatement: (call) => inOneGo(db, clock, call, transferInOneGo(transfer)),
      });
    });

    app.post(wallet.oneTouchTransfer.path, routeOptions(wallet.oneTouchTransfer), async (request, reply) => {
      const userId = request.member.userId;
      return answerIdempotently(ctx, request, reply, userId, (trx, keys) => oneTouchTransfer(trx, clock, keys, userId));
    });

    app.post(wallet.changeWalletType.path, routeOptions(wallet.changeWalletType), async (request, reply) => {
      const userId = request.member.userId;
      // The contract admits 0 and 1, as numbers or (older clients) their digits.
      const walletType = Number(request.body.walletType) as WalletType;
      return answerIdempotently(ctx, request, reply, userId, (trx) => changeWalletType(trx, clock, userId, walletType));
    });

    app.post(wallet.getUserTransInfo.path, routeOptions(wallet.getUserTransInfo), async (request) => {
      const query = recordWindow(request.query);
      // Deposits past their pay window read as expired at the server clock's now (the read writes nothing).
      return ok(request, { page: await transactionRecords(db, request.member.userId, request.language, query, clock.now()) });
    });

    // One record of any kind in full, read as its own kind's call reads it (a deposit past its pay window reads as
    // expired at the server clock's now; in sandbox mode instant withdrawals due for approval are approved first),
    // the caller's own or missing.
    app.post(transactionRecord.getTransactionRecordInfo.path, routeOptions(transactionRecord.getTransactionRecordInfo), async (request) => {
      const userId = request.member.userId;
      const { transType, id } = request.query;
      if (transType === 'recharge') {
        return ok(request, { record: { transType, rechargeOrder: orderView(await ownOrder(db, userId, id), request.language, clock.now()) } });
      }
      if (transType === 'withdraw') {
        if (config.sandbox) await autoApproveDueWithdrawals(db, clock, config.withdrawAutoApproveMs, sandboxPayoutsOf(db), userId);
        return ok(request, { record: { transType, withdrawOrder: withdrawOrderView(await ownWithdrawOrder(db, userId, id), request.language) } });
      }
      return ok(request, { record: { transType, transferRecord: await transferDetail(db, userId, request.language, id) } });
    });
  };
}
