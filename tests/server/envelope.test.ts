import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startHarness, type Harness } from './harness';
import { expectFailure, expectNoInternals, message } from './flows';

describe('response envelope', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('answers success with code 0, the ok message and the named keys beside it', async () => {
    const { status, body } = await h.call({ method: 'POST', url: '/web/guest/user/getRegisterItem' });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.msg).toBe(message('zh', 'api.ok'));
    expect(Object.keys(body).sort()).toEqual(['code', 'msg', 'registerItemList']);
    expect(body.registerItemList).toHaveLength(13);
  });

  it.each(['zh', 'hk', 'en'] as const)('speaks %s when the lang header asks for it', async (lang) => {
    const ok = await h.call({ method: 'POST', url: '/web/guest/user/getRegisterItem', headers: { lang } });
    expect(ok.body.msg).toBe(message(lang, 'api.ok'));

    const failure = await h.call({ method: 'POST', url: '/web/guest/user/login', payload: { password: 'abcd1234', code: 'abcd' }, headers: { lang } });
    expectFailure(failure, 400, 'rule.login.account', lang);
  });

  it('the three languages really differ, so the checks above can tell them apart', () => {
    const texts = (['zh', 'hk', 'en'] as const).map((lang) => message(lang, 'rule.login.account'));
    expect(new Set(texts).size).toBe(3);
  });

  it('falls back to zh without a lang header or with an unknown one', async () => {
    for (const headers of [{}, { lang: 'fr' }, { lang: 'e n' }, { lang: '' }]) {
      const failure = await h.call({ method: 'POST', url: '/web/guest/user/login', payload: { password: 'abcd1234' }, headers });
      expectFailure(failure, 400, 'rule.login.account', 'zh');
    }
  });

  it('reads the lang header whatever its letter case', async () => {
    const failure = await h.call({ method: 'POST', url: '/web/guest/user/login', payload: { password: 'abcd1234' }, headers: { lang: 'EN' } });
    expectFailure(failure, 400, 'rule.login.account', 'en');
  });

  it('fills message placeholders', async () => {
    const failure = await h.call({
      method: 'POST',
      url: '/web/common/sysDictionary/getSysDictionary?dictionaryValue=nope',
      headers: { lang: 'en' },
    });
    expectFailure(failure, 400, 'error.badParameter', 'en', { name: 'dictionaryValue' });
    expect(failure.body.msg).toContain('dictionaryValue');
  });

  it('answers an unknown /web route with a 404 envelope in the caller language', async () => {
    for (const lang of ['zh', 'hk', 'en'] as const) {
      const missing = await h.call({ method: 'POST', url: '/web/guest/no/such/call', headers: { lang } });
      expectFailure(missing, 404, 'error.notFound', lang);
      expect(Object.keys(missing.body).sort()).toEqual(['code', 'msg']);
    }
    // A known path with the wrong method is not found either.
    expectFailure(await h.call({ method: 'GET', url: '/web/guest/user/login' }), 404, 'error.notFound');
    expectFailure(await h.call({ method: 'POST', url: '/web/user/noSuchCall' }), 404, 'error.notFound');
  });

  it('answers a malformed JSON body with a 400 envelope, not a 500', async () => {
    for (const payload of ['{"phone": ', '{phone: 1}', 'not json']) {
      const response = await h.call({
        method: 'POST',
        url: '/web/guest/user/getPhoneCodeByRegister',
        headers: { 'content-type': 'application/json', lang: 'en' },
        payload,
      });
      expectFailure(response, 400, 'error.badJson', 'en');
      expect(Object.keys(response.body).sort()).toEqual(['code', 'msg']);
      expectNoInternals(response.body);
    }
  });

  it('answers an unsupported body type with a 415 envelope in the caller language', async () => {
    for (const lang of ['zh', 'hk', 'en'] as const) {
      const response = await h.call({
        method: 'POST',
        url: '/web/guest/user/getPhoneCodeByRegister',
        headers: { 'content-type': 'application/x-unknown', lang },
        payload: 'phone=13900000000',
      });
      expectFailure(response, 415, 'error.unsupportedMediaType', lang);
      expectNoInternals(response.body);
    }
  });

  it('answers an empty JSON body on a call with body parameters as no parameters, not a parse error', async () => {
    const response = await h.call({
      method: 'POST',
      url: '/web/guest/user/getPhoneCodeByRegister',
      headers: { lang: 'en' },
    });
    expectFailure(response, 400, 'rule.phone.required', 'en');
    expect(response.body.field).toBe('phone');
  });

  it('answers a request Fastify cannot take for another reason (a malformed address) with the generic 400 envelope', async () => {
    const response = await h.call({ method: 'POST', url: '/web/guest/help/%E0%A4%A', headers: { lang: 'en' } });
    expectFailure(response, 400, 'error.badRequest', 'en');
    expectNoInternals(response.body);
  });

  it('answers an oversized body with a 413 envelope', async () => {
    const response = await h.call({
      method: 'POST',
      url: '/web/guest/user/getPhoneCodeByRegister',
      headers: { 'content-type': 'application/json', lang: 'hk' },
      payload: JSON.stringify({ phone: '1'.repeat(2 * 1024 * 1024) }),
    });
    expectFailure(response, 413, 'error.tooLarge', 'hk');
  });

  it('every failure code equals its HTTP status', async () => {
    const responses = await Promise.all([
      h.call({ method: 'POST', url: '/web/user/getUserInfo' }),
      h.call({ method: 'POST', url: '/web/guest/user/login' }),
      h.call({ method: 'POST', url: '/web/nothing' }),
      h.call({ method: 'POST', url: '/web/guest/restrict/getRestrict', remoteAddress: '198.51.100.1' }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([401, 400, 404, 403]);
    for (const response of responses) {
      expect(response.body.code).toBe(response.status);
      expect(typeof response.body.msg).toBe('string');
      expect(response.body.msg).not.toBe('');
    }
  });
});

describe('unexpected server failures', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    // Break the database under one call so that the handler throws something that is not an DomainError.
    await sql`drop table terms_texts`.execute(h.db);
  });
  afterAll(() => h.close());

  it('become a 500 envelope with the generic message and no stack trace', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const response = await h.call({ method: 'POST', url: '/web/guest/user/getRegisterTerms', headers: { lang } });
      expectFailure(response, 500, 'error.internal', lang);
      expect(Object.keys(response.body).sort()).toEqual(['code', 'msg']);
      expectNoInternals(response.body);
    }
  });

  it('leave the other calls working', async () => {
    const response = await h.call({ method: 'POST', url: '/web/guest/user/getRegisterItem' });
    expect(response.body.code).toBe(0);
  });
});
