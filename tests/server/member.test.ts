import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import {
  createMember,
  DAY,
  DEMO,
  expectFailure,
  expectLedgerClean,
  expectSuccess,
  HOUR,
  loginAs,
  message,
  MINUTE,
  sandboxCredit,
  withKey,
} from './flows';

const MEMBER_CALLS: Array<{ url: string; payload?: object }> = [
  { url: '/web/user/logout' },
  { url: '/web/user/getUserInfo' },
  { url: '/web/user/getUserBalance' },
  { url: '/web/user/changeLanguageAndCurrency', payload: { languageType: 3 } },
];

describe('member calls', () => {
  let h: Harness;
  let demoId: number;
  beforeAll(async () => {
    h = await startHarness({}, { demoMember: true });
    demoId = (await h.db.selectFrom('users').select('id').where('user_name', '=', DEMO.userName).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => h.close());
  afterEach(async () => {
    await h.db.updateTable('users').set({ language_type: null, currency_type: 1 }).where('id', '=', demoId).execute();
  });

  const call = (url: string, token: string | undefined, extra: { payload?: object; headers?: Record<string, string> } = {}) =>
    h.call({
      method: 'POST',
      url,
      headers: { ...(token === undefined ? {} : { token }), ...extra.headers },
      payload: extra.payload,
    });

  /** Every member call refuses the token with 401 in the header language, and nothing changes. */
  async function expectAllRefused(token: string | undefined) {
    const before = await h.db.selectFrom('users').selectAll().where('id', '=', demoId).executeTakeFirstOrThrow();
    for (const { url, payload } of MEMBER_CALLS) {
      for (const lang of ['zh', 'en'] as const) {
        const response = await call(url, token, { payload, headers: { lang } });
        expectFailure(response, 401, 'error.unauthorized', lang);
        expect(Object.keys(response.body).sort()).toEqual(['code', 'msg']);
      }
    }
    expect(await h.db.selectFrom('users').selectAll().where('id', '=', demoId).executeTakeFirstOrThrow()).toEqual(before);
  }

  describe('authentication', () => {
    it('answers 401 without a token', async () => {
      await expectAllRefused(undefined);
    });

    it('answers 401 for an empty, unknown or oversized token', async () => {
      await expectAllRefused('');
      await expectAllRefused('no-such-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
      await expectAllRefused('x'.repeat(300));
    });

    it('does not take the token from the query string or an Authorization header', async () => {
      const token = await loginAs(h, DEMO.userName, DEMO.password);
      expectFailure(await call(`/web/user/getUserInfo?token=${token}`, undefined), 401, 'error.unauthorized');
      expectFailure(
        await h.call({ method: 'POST', url: '/web/user/getUserInfo', headers: { authorization: `Bearer ${token}` } }),
        401,
        'error.unauthorized',
      );
      expectSuccess(await call('/web/user/getUserInfo', token));
    });

    it('answers 401 after logout, for that session only', async () => {
      const token = await loginAs(h, DEMO.userName, DEMO.password);
      const other = await loginAs(h, DEMO.userName, DEMO.password);
      const logout = await call('/web/user/logout', token, { headers: { lang: 'en' } });
      expectSuccess(logout);
      expect(logout.body.msg).toBe(message('en', 'api.ok'));
      await expectAllRefused(token);
      expectSuccess(await call('/web/user/getUserInfo', other));
    });

    it('keeps a session alive while used and ends it after 2 idle hours', async () => {
      const token = await loginAs(h, DEMO.userName, DEMO.password);
      h.clock.advance(2 * HOUR - MINUTE);
      expectSuccess(await call('/web/user/getUserInfo', token));
      h.clock.advance(2 * HOUR - MINUTE);
      expectSuccess(await call('/web/user/getUserBalance', token));
      h.clock.advance(2 * HOUR + 1);
      await expectAllRefused(token);
      // Time passing without use does not bring it back, nor does a later check.
      expectFailure(await call('/web/user/getUserInfo', token), 401, 'error.unauthorized');
    });

    it('ends a session 24 hours after login even when it is used throughout', async () => {
      const token = await loginAs(h, DEMO.userName, DEMO.password);
      // 15 steps of 90 minutes, each well inside the idle limit, bring the session to 22.5 hours.
      for (let step = 0; step < 15; step += 1) {
        h.clock.advance(90 * MINUTE);
        expectSuccess(await call('/web/user/getUserBalance', token));
      }
      // A few seconds short of 24 hours it still works (the real clock keeps running underneath).
      h.clock.advance(90 * MINUTE - 5000);
      expectSuccess(await call('/web/user/getUserInfo', token));
      h.clock.advance(5000);
      await expectAllRefused(token);
    });

    it('a fresh login after expiry works again', async () => {
      const token = await loginAs(h, DEMO.userName, DEMO.password);
      h.clock.advance(DAY + 1);
      expectFailure(await call('/web/user/getUserInfo', token), 401, 'error.unauthorized');
      expectSuccess(await call('/web/user/getUserInfo', await loginAs(h, DEMO.userName, DEMO.password)));
    });
  });

  describe('POST /web/user/getUserInfo', () => {
    it('answers userInfo with the member fields', async () => {
      const token = await loginAs(h, DEMO.userName, DEMO.password);
      const response = await call('/web/user/getUserInfo', token);
      expectSuccess(response);
      const user = await h.db.selectFrom('users').select(['created_at', 'real_name']).where('id', '=', demoId).executeTakeFirstOrThrow();
      const joinDays = Math.floor((h.clock.now() - user.created_at) / DAY) + 1;
      expect(joinDays).toBeGreaterThanOrEqual(129);
      expect(response.body.userInfo).toEqual({
        photoUrl: null,
        userName: 'demo01',
        levelId: 3,
        joinDays,
        languageType: null,
        currencyType: 1,
        realName: user.real_name,
        gender: null,
        birthDate: null,
        registeredAt: user.created_at,
        phone: '138****8000',
        email: 'dem***@golden-arena.test',
        hasWithdrawPassword: false,
      });
    });

    it('counts join days as whole days since registration, starting at 1', async () => {
      const token = await loginAs(h, DEMO.userName, DEMO.password);
      const now = h.clock.now();
      await h.db.updateTable('users').set({ created_at: now - 1000 }).where('id', '=', demoId).execute();
      const createdAt = async (ms: number) => {
        await h.db.updateTable('users').set({ created_at: now - ms }).where('id', '=', demoId).execute();
        return ((await call('/web/user/getUserInfo', token)).body.userInfo as { joinDays: number }).joinDays;
      };
      try {
        expect(await createdAt(1000)).toBe(1);
        expect(await createdAt(DAY - 60_000)).toBe(1);
        expect(await createdAt(DAY + 60_000)).toBe(2);
        expect(await createdAt(10 * DAY + 60_000)).toBe(11);
      } finally {
        await h.db.updateTable('users').set({ created_at: now - 128 * DAY }).where('id', '=', demoId).execute();
      }
    });
  });

  describe('POST /web/user/getUserBalance', () => {
    it('answers the central, venue and total balances with 2 decimals, moved only through the ledger', async () => {
      const member = await createMember(h, 'balance01');
      const balance = async () => {
        const response = await call('/web/user/getUserBalance', member.token);
        expectSuccess(response);
        return response.body.userBalanceMap;
      };
      expect(await balance()).toEqual({ userBalance: '0.00', venueBalance: '0.00', totalBalance: '0.00', availableBalance: '0.00', heldBalance: '0.00', walletType: 0, playableBalance: '0.00' });
      await sandboxCredit(h, member.userName, '0.05');
      expect(await balance()).toEqual({ userBalance: '0.05', venueBalance: '0.00', totalBalance: '0.05', availableBalance: '0.05', heldBalance: '0.00', walletType: 0, playableBalance: '0.05' });
      await sandboxCredit(h, member.userName, '1234.51');
      expect(await balance()).toEqual({ userBalance: '1234.56', venueBalance: '0.00', totalBalance: '1234.56', availableBalance: '1234.56', heldBalance: '0.00', walletType: 0, playableBalance: '1234.56' });
      expectSuccess(await call('/web/apiCode/convertMoney?from=central&to=rlive&amount=1233.56', member.token, { headers: withKey() }));
      expect(await balance()).toEqual({ userBalance: '1.00', venueBalance: '1233.56', totalBalance: '1234.56', availableBalance: '1.00', heldBalance: '0.00', walletType: 0, playableBalance: '1.00' });
      await expectLedgerClean(h);
    });

    it('is answered on arrival, body or none, with the JSON answers’ headers and in the member’s language; a dead token is refused', async () => {
      const member = await createMember(h, 'balance02');
      await h.db.updateTable('users').set({ language_type: 3 }).where('id', '=', member.userId).execute();
      for (const payload of [undefined, {}, { anything: 'ignored' }]) {
        const response = await h.app.inject({ method: 'POST', url: '/web/user/getUserBalance', headers: { token: member.token }, payload });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ code: 0, msg: message('en', 'api.ok'), userBalanceMap: { userBalance: '0.00', walletType: 0 } });
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      }
      expectSuccess(await call('/web/user/logout', member.token));
      expectFailure(await call('/web/user/getUserBalance', member.token), 401, 'error.unauthorized');
    });
  });

  describe('POST /web/user/changeLanguageAndCurrency', () => {
    let token: string;
    let holderId: number;
    beforeAll(async () => {
      // A member who holds nothing, with every dictionary currency offered: the switch's own refusals (a
      // currency not offered, money held) are tested in currency.test.ts.
      const holder = await createMember(h, 'currency01');
      token = holder.token;
      holderId = holder.userId;
      await h.db.insertInto('site_settings').values({ setting_key: 'currencies', setting_value: 'CNY,HKD,USD', updated_at: h.clock.now(), updated_by: 'test' }).execute();
    });
    afterEach(async () => {
      await h.db.updateTable('users').set({ language_type: null, currency_type: 1 }).where('id', '=', holderId).execute();
    });
    const info = async () =>
      (await call('/web/user/getUserInfo', token)).body.userInfo as { languageType: number | null; currencyType: number };
    const change = (payload: object | undefined, headers: Record<string, string> = {}) =>
      call('/web/user/changeLanguageAndCurrency', token, { payload, headers });

    it('sets the language and leaves the currency', async () => {
      expectSuccess(await change({ languageType: 2 }));
      expect(await info()).toMatchObject({ languageType: 2, currencyType: 1 });
    });

    it('sets the currency and leaves the language', async () => {
      expectSuccess(await change({ languageType: 3 }));
      expectSuccess(await change({ currencyType: 3 }));
      expect(await info()).toMatchObject({ languageType: 3, currencyType: 3 });
    });

    it('sets both at once and accepts numbers written as text', async () => {
      expectSuccess(await change({ languageType: '1', currencyType: '2' }));
      expect(await info()).toMatchObject({ languageType: 1, currencyType: 2 });
    });

    it.each([
      ['languageType', 0],
      ['languageType', 4],
      ['languageType', -1],
      ['languageType', 1.5],
      ['languageType', 'en'],
      ['languageType', '1e0'],
      ['currencyType', 0],
      ['currencyType', 9],
      ['currencyType', 'USD'],
    ])('refuses %s %j with 400 and changes nothing', async (field, value) => {
      const response = await change({ [field]: value }, { lang: 'hk' });
      expectFailure(response, 400, 'error.badParameter', 'hk', { name: field });
      expect(await info()).toMatchObject({ languageType: null, currencyType: 1 });
    });

    it('changes nothing when one of two values is bad', async () => {
      expectFailure(await change({ languageType: 7, currencyType: 2 }), 400, 'error.badParameter', 'zh', { name: 'languageType' });
      expectFailure(await change({ languageType: 2, currencyType: 7 }), 400, 'error.badParameter', 'zh', { name: 'currencyType' });
      expect(await info()).toMatchObject({ languageType: null, currencyType: 1 });
    });

    it.each([
      ['an empty object', {}],
      ['no body', undefined],
      ['nulls', { languageType: null, currencyType: null }],
      ['empty strings', { languageType: '', currencyType: '' }],
      ['unrelated fields', { language: 3 }],
    ])('refuses %s with 400', async (_label, payload) => {
      expectFailure(await change(payload, { lang: 'en' }), 400, 'error.nothingToChange', 'en');
      expect(await info()).toMatchObject({ languageType: null, currencyType: 1 });
    });

    it('after languageType 3 the member is answered in English whatever the lang header says', async () => {
      expectSuccess(await change({ languageType: 3 }));
      for (const lang of ['zh', 'hk']) {
        const bad = await change({ languageType: 9 }, { lang });
        expectFailure(bad, 400, 'error.badParameter', 'en', { name: 'languageType' });
        const empty = await change({}, { lang });
        expectFailure(empty, 400, 'error.nothingToChange', 'en');
        const ok = await call('/web/user/getUserInfo', token, { headers: { lang } });
        expect(ok.body.msg).toBe(message('en', 'api.ok'));
      }
    });

    it('after languageType 2 the member is answered in hk, and back in zh after languageType 1', async () => {
      expectSuccess(await change({ languageType: 2 }, { lang: 'en' }));
      expectFailure(await change({ currencyType: 8 }, { lang: 'en' }), 400, 'error.badParameter', 'hk', { name: 'currencyType' });
      expectSuccess(await change({ languageType: 1 }, { lang: 'en' }));
      expectFailure(await change({ currencyType: 8 }, { lang: 'en' }), 400, 'error.badParameter', 'zh', { name: 'currencyType' });
    });

    it('the member language does not leak into guest calls or other members', async () => {
      expectSuccess(await change({ languageType: 3 }));
      const guest = await h.call({ method: 'POST', url: '/web/guest/user/login', payload: { password: 'x' }, headers: { lang: 'zh' } });
      expectFailure(guest, 400, 'rule.login.account', 'zh');
      const anonymous = await call('/web/user/getUserInfo', undefined, { headers: { lang: 'hk' } });
      expectFailure(anonymous, 401, 'error.unauthorized', 'hk');
    });
  });
});
