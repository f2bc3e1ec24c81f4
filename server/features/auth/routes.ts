import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, conflict } from '../../errors';
import { flag, text } from '../../http/params';
import { createCaptcha } from './captcha';
import { logIn, registerMember } from './members';
import { isItemShown, REGISTRATION_ITEM, registerItems, registerTerms } from '../site/siteSettings';
import { sendSmsCode } from '../verification/codes';
import { CAPTCHA_ID_PATTERN } from '../../../machines/rules/ids';
import { checkPhone } from '../../../machines/rules/validation';
import { DomainError } from '../../errors';

export function guestUserRoutes(ctx: AppContext) {
  const { db, clock, sms } = ctx;
  return async (app: FastifyInstance) => {
    app.get('/guest/user/getCaptcha', async (request, reply) => {
      const uuid = text(request.query, 'uuid');
      if (!CAPTCHA_ID_PATTERN.test(uuid)) throw badRequest('error.badParameter', { name: 'uuid' });
      const svg = await createCaptcha(db, clock, uuid);
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
    });

    app.post('/guest/user/login', async (request) => {
      const token = await logIn(db, clock, {
        userName: text(request.query, 'userName'),
        password: text(request.query, 'password'),
        code: text(request.query, 'code'),
        codeId: text(request.query, 'codeId'),
        ip: request.ip,
      });
      return ok(request, { token });
    });

    app.post('/guest/user/register', async (request) => {
      const token = await registerMember(db, clock, {
        userName: text(request.query, 'userName'),
        password: text(request.query, 'password'),
        confirmPassword: text(request.query, 'confirmPassword'),
        phone: text(request.query, 'phone'),
        smsCode: text(request.query, 'smsCode'),
        agreed: flag(request.query, 'agreed'),
      });
      return ok(request, { token });
    });

    app.post('/guest/user/getRegisterItem', async (request) =>
      ok(request, { registerItemList: await registerItems(db) }),
    );

    app.post('/guest/user/getRegisterTerms', async (request) =>
      ok(request, { registerTerms: await registerTerms(db, request.language) }),
    );

    app.post('/guest/user/getPhoneCodeByRegister', async (request) => {
      if (!(await isItemShown(db, REGISTRATION_ITEM))) throw new DomainError(403, 'error.registrationClosed');
      const phone = text(request.body, 'phone');
      const rule = checkPhone(phone);
      if (rule !== null) throw badRequest(rule);
      const registered = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
      if (registered) throw conflict('error.phoneTaken');
      await sendSmsCode(db, clock, sms, { purpose: 'register', target: phone, language: request.language });
      return ok(request);
    });
  };
}
