import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { payout } from '../../../contract/withdrawal';
import { systemBanks } from './banks';
import { bankCardList, bindBankCard, deleteBankCard, modifyBankCard } from './bankCards';
import { bindBlockchain, blockchainList, deleteBlockchain, modifyBlockchain } from './blockchainAccounts';
import { bindThirdPart, deleteThirdPart, modifyThirdPart, thirdPartList } from './thirdPartAccounts';

/** Payout accounts ("Bank and wallets" of spec section 7): bank cards, crypto accounts, e-wallet accounts. */
export function payoutRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    app.post(payout.getSysBank.path, routeOptions(payout.getSysBank), async (request) => ok(request, { sysBankList: await systemBanks(db, request.language) }));

    app.post(payout.bindBankCard.path, routeOptions(payout.bindBankCard), async (request) =>
      ok(request, { userBankCard: await bindBankCard(db, clock, request.member.userId, request.body, request.language) }),
    );
    app.post(payout.queryUserBankCardList.path, routeOptions(payout.queryUserBankCardList), async (request) =>
      ok(request, { userBankCardList: await bankCardList(db, request.member.userId, request.language) }),
    );
    app.post(payout.modifyBindBankCard.path, routeOptions(payout.modifyBindBankCard), async (request) =>
      ok(request, { userBankCard: await modifyBankCard(db, clock, request.member.userId, request.body, request.language) }),
    );
    app.post(payout.deleteBankCard.path, routeOptions(payout.deleteBankCard), async (request) => {
      await deleteBankCard(db, clock, request.member.userId, request.params.id, request.body?.password);
      return ok(request, {});
    });

    app.post(payout.bindUserBlockchain.path, routeOptions(payout.bindUserBlockchain), async (request) =>
      ok(request, { userBlockchain: await bindBlockchain(db, clock, request.member.userId, request.body) }),
    );
    app.post(payout.queryUserBlockchainList.path, routeOptions(payout.queryUserBlockchainList), async (request) =>
      ok(request, { userBlockchainList: await blockchainList(db, request.member.userId) }),
    );
    app.post(payout.modifyUserBlockchain.path, routeOptions(payout.modifyUserBlockchain), async (request) =>
      ok(request, { userBlockchain: await modifyBlockchain(db, clock, request.member.userId, request.body) }),
    );
    app.post(payout.deleteUserBlockchain.path, routeOptions(payout.deleteUserBlockchain), async (request) => {
      await deleteBlockchain(db, clock, request.member.userId, request.params.id, request.body?.password);
      return ok(request, {});
    });

    app.post(payout.bindThirdPartAccount.path, routeOptions(payout.bindThirdPartAccount), async (request) =>
      ok(request, { thirdPartAccount: await bindThirdPart(db, clock, request.member.userId, request.body, request.language) }),
    );
    app.post(payout.queryThirdPartAccountList.path, routeOptions(payout.queryThirdPartAccountList), async (request) =>
      ok(request, { thirdPartAccountList: await thirdPartList(db, request.member.userId, request.query.type, request.language) }),
    );
    app.post(payout.modifyThirdPartAccount.path, routeOptions(payout.modifyThirdPartAccount), async (request) =>
      ok(request, { thirdPartAccount: await modifyThirdPart(db, clock, request.member.userId, request.body, request.language) }),
    );
    app.post(payout.deleteThirdPartAccount.path, routeOptions(payout.deleteThirdPartAccount), async (request) => {
      await deleteThirdPart(db, clock, request.member.userId, request.params.id, request.body?.password);
      return ok(request, {});
    });
  };
}
