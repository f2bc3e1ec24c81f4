import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { changeLanguageAndCurrency, memberInfo } from '../auth/members';
import { revokeSession } from '../auth/tokens';
import { member, type LanguageCurrencyBody } from '../../../contract/member';
import { publishSessionEnded } from '../../events/publish';

/** A dictionary choice as a number; absent, null or empty leaves the setting as it is. */
const choice = (value: LanguageCurrencyBody['languageType']): number | null =>
  value === undefined || value === null || value === '' ? null : Number(value);

export function userRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    app.post(member.logout.path, routeOptions(member.logout), async (request) => {
      await revokeSession(db, clock, request.member.sessionId);
      publishSessionEnded(db, request.member.userId, request.member.sessionId);
      return ok(request);
    });

    app.post(member.getUserInfo.path, routeOptions(member.getUserInfo), async (request) =>
      ok(request, { userInfo: await memberInfo(db, clock, request.member.userId) }),
    );

    // getUserBalance, the hot route the site polls, is server/features/wallet/balanceQuery.ts: its session
    // check and balances are one query.

    app.post(member.changeLanguageAndCurrency.path, routeOptions(member.changeLanguageAndCurrency), async (request) => {
      await changeLanguageAndCurrency(db, request.member.userId, {
        languageType: choice(request.body.languageType),
        currencyType: choice(request.body.currencyType),
      });
      return ok(request);
    });
  };
}
