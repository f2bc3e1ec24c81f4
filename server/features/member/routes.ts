import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { requireMember } from '../../http/auth';
import { optionalInteger } from '../../http/params';
import { changeLanguageAndCurrency, memberBalance, memberInfo } from '../auth/members';
import { revokeSession } from '../auth/tokens';

export function userRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (app: FastifyInstance) => {
    requireMember(app, ctx);

    app.post('/user/logout', async (request) => {
      await revokeSession(db, clock, request.member!.sessionId);
      return ok(request);
    });

    app.post('/user/getUserInfo', async (request) =>
      ok(request, { userInfo: await memberInfo(db, clock, request.member!.userId) }),
    );

    app.post('/user/getUserBalance', async (request) =>
      ok(request, { userBalanceMap: await memberBalance(db, request.member!.userId) }),
    );

    app.post('/user/changeLanguageAndCurrency', async (request) => {
      await changeLanguageAndCurrency(db, request.member!.userId, {
        languageType: optionalInteger(request.body, 'languageType'),
        currencyType: optionalInteger(request.body, 'currencyType'),
      });
      return ok(request);
    });
  };
}
