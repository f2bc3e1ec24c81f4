import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import {
  captchaAnswer,
  expectFailure,
  expectSuccess,
  fetchCaptcha,
  login,
  MINUTE,
  newUuid,
  outbox,
  sendRegisterCode,
  solveCaptcha,
} from './flows';

describe('sandbox routes when the sandbox is off', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ sandbox: false });
  });
  afterAll(() => h.close());

  it.each([
    ['GET', '/web/sandbox/outbox?to=13912345678'],
    ['GET', `/web/sandbox/captcha/${newUuid()}`],
    ['POST', '/web/sandbox/clock'],
  ] as const)('%s %s answers a 404 envelope', async (method, url) => {
    const before = h.clock.now();
    const response = await h.call({ method, url, payload: method === 'POST' ? { advanceMs: 10 * MINUTE } : undefined, headers: { lang: 'en' } });
    expectFailure(response, 404, 'error.notFound', 'en');
    expect(h.clock.now() - before).toBeLessThan(MINUTE);
  });

  it('does not reveal a stored captcha answer', async () => {
    const uuid = newUuid();
    expect((await fetchCaptcha(h, uuid)).statusCode).toBe(200);
    expect(await h.db.selectFrom('captchas').select('uuid').where('uuid', '=', uuid).executeTakeFirst()).toBeDefined();
    expectFailure(await h.call({ method: 'GET', url: `/web/sandbox/captcha/${uuid}` }), 404, 'error.notFound');
  });

  it('keeps the guest calls working', async () => {
    expectSuccess(await h.call({ method: 'POST', url: '/web/guest/user/getRegisterItem' }));
  });
});

describe('sandbox routes when the sandbox is on', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  describe('POST /web/sandbox/clock', () => {
    it('moves the server clock forward and answers the new time', async () => {
      const before = h.clock.now();
      const response = await h.call({ method: 'POST', url: '/web/sandbox/clock', payload: { advanceMs: 3 * MINUTE } });
      expectSuccess(response);
      const now = response.body.now as number;
      expect(now - before).toBeGreaterThanOrEqual(3 * MINUTE);
      expect(now - before).toBeLessThan(3 * MINUTE + 5000);
      expect(h.clock.now()).toBeGreaterThanOrEqual(now);
    });

    it('accepts zero', async () => {
      const before = h.clock.now();
      const response = await h.call({ method: 'POST', url: '/web/sandbox/clock', payload: { advanceMs: 0 } });
      expectSuccess(response);
      expect((response.body.now as number) - before).toBeLessThan(5000);
    });

    it('moves the clock the server rules run on: a captcha expires', async () => {
      const captcha = await solveCaptcha(h);
      expectSuccess(await h.call({ method: 'POST', url: '/web/sandbox/clock', payload: { advanceMs: 5 * MINUTE + 1 } }));
      expectFailure(await login(h, { userName: 'nobody01', password: 'abcd1234', ...captcha }), 400, 'error.captchaWrong');
    });

    it.each([
      ['negative', { advanceMs: -1 }, 'advanceMs'],
      ['fractional', { advanceMs: 1.5 }, 'advanceMs'],
      ['text', { advanceMs: '1000' }, 'advanceMs'],
      ['null', { advanceMs: null }, 'advanceMs'],
      ['missing', {}, 'advanceMs'],
      // Not an object at all: the body itself is the parameter at fault.
      ['an array', [1000], 'body'],
    ])('refuses a %s value with 400 and leaves the clock', async (_label, payload, field) => {
      const before = h.clock.now();
      const response = await h.call({ method: 'POST', url: '/web/sandbox/clock', payload, headers: { lang: 'en' } });
      expectFailure(response, 400, 'error.badParameter', 'en', { name: field });
      expect(response.body.field).toBe(field);
      expect(h.clock.now() - before).toBeLessThan(5000);
    });

    it('refuses a call without a body with 400', async () => {
      expectFailure(await h.call({ method: 'POST', url: '/web/sandbox/clock' }), 400, 'error.badParameter', 'zh', { name: 'advanceMs' });
    });

    it('refuses a malformed body with 400', async () => {
      const response = await h.call({
        method: 'POST',
        url: '/web/sandbox/clock',
        headers: { 'content-type': 'application/json' },
        payload: '{"advanceMs": ',
      });
      expectFailure(response, 400, 'error.badJson');
    });
  });

  describe('GET /web/sandbox/outbox', () => {
    it('needs the recipient', async () => {
      expectFailure(await h.call({ method: 'GET', url: '/web/sandbox/outbox' }), 400, 'error.badParameter', 'zh', { name: 'to' });
    });

    it('answers an empty list for a phone that got nothing', async () => {
      expect(await outbox(h, '13900000001')).toEqual([]);
    });

    it('lists only that phone messages, newest first', async () => {
      const phone = '13900000002';
      expectSuccess(await sendRegisterCode(h, phone));
      expectSuccess(await sendRegisterCode(h, '13900000003'));
      h.clock.advance(MINUTE);
      expectSuccess(await sendRegisterCode(h, phone));
      const messages = await outbox(h, phone);
      expect(messages).toHaveLength(2);
      for (const sent of messages) {
        expect(Object.keys(sent).sort()).toEqual(['code', 'sentAt', 'text', 'to']);
        expect(sent.to).toBe(phone);
        expect(sent.text).toContain(sent.code);
      }
      expect(messages[0].sentAt - messages[1].sentAt).toBeGreaterThanOrEqual(MINUTE);
      const stored = await h.db.selectFrom('verification_codes').select('code').where('target', '=', phone).orderBy('id', 'desc').execute();
      expect(messages.map((sent) => sent.code)).toEqual(stored.map((row) => row.code));
    });
  });

  describe('GET /web/sandbox/captcha/:uuid', () => {
    it('answers 404 for an unknown captcha', async () => {
      expectFailure(await h.call({ method: 'GET', url: `/web/sandbox/captcha/${newUuid()}` }), 404, 'error.notFound');
    });

    it('answers the stored answer of a known captcha', async () => {
      const uuid = newUuid();
      await fetchCaptcha(h, uuid);
      const stored = await h.db.selectFrom('captchas').select('answer').where('uuid', '=', uuid).executeTakeFirstOrThrow();
      expect(await captchaAnswer(h, uuid)).toBe(stored.answer);
    });
  });
});
