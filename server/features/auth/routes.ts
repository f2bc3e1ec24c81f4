import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { badRequest, conflict, DomainError } from '../../errors';
import { createCaptcha, requireSolvedCaptcha } from './captcha';
import { logIn, registerMember } from './members';
import { isItemShown, REGISTRATION_ITEM, registerItems, registerTerms } from '../site/siteSettings';
import { sendSmsCode } from '../verification/codes';
import { claimAddressSend } from '../verification/guestSendLimits';
import { breakerSettings } from '../verification/smsBreaker';
import { smsRequired } from '../settings/settings';
import { checkPhone } from '../../../machines/rules/validation';
import { auth } from '../../../contract/auth';
import { normaliseInviteCode } from '../../../machines/rules/agent';

/** The terms count as agreed when the form sends 1 or true. */
const agreedFlag = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true';

export function guestUserRoutes(ctx: AppContext) {
  const { db, clock, sms, config } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    app.get(auth.getCaptcha.path, routeOptions(auth.getCaptcha), async (request, reply) => {
      const svg = await createCaptcha(db, clock, request.query.uuid);
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
    });

    app.post(auth.login.path, routeOptions(auth.login), async (request) => {
      const { userName = '', password = '', code = '', codeId = '' } = request.body;
      const token = await logIn(db, clock, { userName, password, code, codeId, ip: request.ip });
      return ok(request, { token });
    });

    app.post(auth.register.path, routeOptions(auth.register), async (request) => {
      const { userName = '', password = '', confirmPassword = '', phone = '', smsCode = '', inviteCode = '', agreed } = request.body;
      const token = await registerMember(db, clock, {
        userName,
        password,
        confirmPassword,
        phone,
        smsCode,
        inviteCode: normaliseInviteCode(inviteCode),
        agreed: agreedFlag(agreed),
      });
      return ok(request, { token });
    });

    app.post(auth.getRegisterItem.path, routeOptions(auth.getRegisterItem), async (request) =>
      ok(request, { registerItemList: await registerItems(db) }),
    );

    app.post(auth.getRegisterTerms.path, routeOptions(auth.getRegisterTerms), async (request) =>
      ok(request, { registerTerms: await registerTerms(db, request.language) }),
    );

    app.post(auth.getPhoneCodeByRegister.path, routeOptions(auth.getPhoneCodeByRegister), async (request) => {
      if (!(await isItemShown(db, REGISTRATION_ITEM))) throw new DomainError(403, 'error.registrationClosed');
      // sms_switch off: registration asks for no code, so none is sent (nor a captcha spent, nor the address's sends counted).
      if (!(await smsRequired(db))) throw conflict('error.smsNotRequired');
      const phone = String(request.body.phone ?? '');
      const rule = checkPhone(phone);
      if (rule !== null) throw badRequest(rule, {}, 'phone');
      // A guest proves to be a person before a text message costs anything (and before learning whether a phone is registered).
      await requireSolvedCaptcha(db, clock, request.body);
      if (config.guestRateLimits) await claimAddressSend(db, clock.now(), request.ip);
      // A registered phone gets its code like any other: the answer is the same for every phone, and only the
      // phone's owner, holding the code, learns at registration that the number is taken (issue 10, finding 6).
      const target = { purpose: 'register' as const, target: phone, language: request.language };
      await sendSmsCode(db, clock, sms, { ...target, breaker: breakerSettings(config.smsHourlyLimit, request.log) });
      return ok(request);
    });
  };
}
