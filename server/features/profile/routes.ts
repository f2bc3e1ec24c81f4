import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { profile } from '../../../contract/profile';
import type { LanguageCode as AppLanguage } from '../../../machines/rules/language';
import { modifyUserInfo } from './profileInfo';
import { isWithdrawPasswordSet, modifyPassword, saveWithdrawPassword, verifyWithdrawPassword } from './secrets';
import { checkMemberEmailCode, checkMemberSmsCode, sendMemberEmailCode, sendMemberSmsCode } from './contacts';
import { checkForgotCode, forgetPasswordFirstStep, modifyPasswordByForget, sendForgotCode } from './forgotPassword';
import { breakerSettings } from '../verification/smsBreaker';

/** The member's profile and security calls (issue 14). */
export function profileRoutes(ctx: AppContext) {
  const { db, clock, sms, config } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    const caller = (request: { member: { userId: number }; language: AppLanguage }) => ({
      userId: request.member.userId,
      language: request.language,
    });

    app.post(profile.modifyUserInfo.path, routeOptions(profile.modifyUserInfo), async (request) => {
      await modifyUserInfo(db, clock, request.member.userId, request.body);
      return ok(request);
    });
    app.post(profile.modifyPassword.path, routeOptions(profile.modifyPassword), async (request) => {
      await modifyPassword(db, clock, request.member, request.body);
      return ok(request);
    });
    app.post(profile.checkIsSetWidthPassword.path, routeOptions(profile.checkIsSetWidthPassword), async (request) =>
      ok(request, { isSet: await isWithdrawPasswordSet(db, request.member.userId) }),
    );
    app.post(profile.setWithdrawPwd.path, routeOptions(profile.setWithdrawPwd), async (request) => {
      await saveWithdrawPassword(db, clock, request.member.userId, request.body, 'set');
      return ok(request);
    });
    app.post(profile.modifyWithdrawPwd.path, routeOptions(profile.modifyWithdrawPwd), async (request) => {
      await saveWithdrawPassword(db, clock, request.member.userId, request.body, 'change');
      return ok(request);
    });
    app.post(profile.checkWithdrawPwd.path, routeOptions(profile.checkWithdrawPwd), async (request) => {
      await verifyWithdrawPassword(db, clock, request.member.userId, request.body.password ?? '');
      return ok(request);
    });
    app.post(profile.getSmsCode.path, routeOptions(profile.getSmsCode), async (request) => {
      await sendMemberSmsCode(db, clock, sms, breakerSettings(config.smsHourlyLimit, request.log), caller(request), request.body);
      return ok(request);
    });
    app.post(profile.checkSmsCode.path, routeOptions(profile.checkSmsCode), async (request) => {
      await checkMemberSmsCode(db, clock, caller(request), request.body);
      return ok(request);
    });
    app.post(profile.getEmailCode.path, routeOptions(profile.getEmailCode), async (request) => {
      await sendMemberEmailCode(db, clock, sms, breakerSettings(config.smsHourlyLimit, request.log), caller(request), request.body);
      return ok(request);
    });
    app.post(profile.checkEmailCode.path, routeOptions(profile.checkEmailCode), async (request) => {
      await checkMemberEmailCode(db, clock, caller(request), request.body);
      return ok(request);
    });
  };
}



/** Password recovery: guest calls, under the guest rate limits (server/http/rateLimits.ts). */
export function forgotPasswordRoutes(ctx: AppContext) {
  const { db, clock, sms, config } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    app.post(profile.forgetPasswordFirstStep.path, routeOptions(profile.forgetPasswordFirstStep), async (request) => {
      forgetPasswordFirstStep(request.body);
      return ok(request);
    });
    for (const [endpoint, channel] of [
      [profile.getPhoneCodeByForgetPwd, 'phone'],
      [profile.getEmailCodeByForgetPwd, 'email'],
    ] as const) {
      app.post(endpoint.path, routeOptions(endpoint), async (request) => {
        await sendForgotCode(db, clock, sms, {
          body: request.body,
          channel,
          language: request.language,
          breaker: breakerSettings(config.smsHourlyLimit, request.log),
          // The per-address count is one of the guest limits GUEST_RATE_LIMITS=0 turns off (tests not about limits).
          address: config.guestRateLimits ? request.ip : null,
          log: request.log,
        });
        return ok(request);
      });
    }
    app.post(profile.checkPhoneCodeByForgetPwd.path, routeOptions(profile.checkPhoneCodeByForgetPwd), async (request) => {
      await checkForgotCode(db, clock, request.body);
      return ok(request);
    });
    app.post(profile.modifyPasswordByForget.path, routeOptions(profile.modifyPasswordByForget), async (request) => {
      await modifyPasswordByForget(db, clock, request.body);
      return ok(request);
    });
  };
}
