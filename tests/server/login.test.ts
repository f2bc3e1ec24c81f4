import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import {
  DEMO,
  expectFailure,
  expectSuccess,
  login,
  loginAs,
  MINUTE,
  newUuid,
  qs,
  setRegisterItem,
  solveCaptcha,
} from './flows';

/** A login refused by the captcha: no password attempt, so it counts towards no lock. */
async function failCaptcha(h: Harness, userName: string, remoteAddress: string) {
  const response = await login(h, { userName, password: 'whatever1', code: 'zzzz', codeId: newUuid(), remoteAddress });
  expectFailure(response, 400, 'error.captchaWrong');
}

async function failPassword(h: Harness, userName: string, remoteAddress: string) {
  const response = await login(h, { userName, password: 'wrongpass1', remoteAddress });
  expectFailure(response, 400, 'error.badCredentials');
}

async function userInfo(h: Harness, token: string) {
  return h.call({ method: 'POST', url: '/web/user/getUserInfo', headers: { token } });
}

describe('POST /web/guest/user/login', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, { demoMember: true });
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await h.db.deleteFrom('login_throttle').execute();
    await setRegisterItem(h, 13, true);
  });

  describe('parameters', () => {
    it('logs the demo member in and returns a token that opens member calls', async () => {
      const response = await login(h, DEMO);
      expectSuccess(response);
      expect(response.body.token).toMatch(/^[\w-]{20,}$/);
      const info = await userInfo(h, response.body.token as string);
      expectSuccess(info);
      expect((info.body.userInfo as { userName: string }).userName).toBe('demo01');
    });

    it('matches the account name without regard to case', async () => {
      expectSuccess(await login(h, { ...DEMO, userName: 'DEMO01' }));
    });

    it('needs the account', async () => {
      const captcha = await solveCaptcha(h);
      expectFailure(await login(h, { userName: '', password: DEMO.password, ...captcha }), 400, 'rule.login.account');
      // The refusal happened before the captcha was looked at.
      expectSuccess(await login(h, { ...DEMO, ...captcha }));
    });

    it('needs the password', async () => {
      expectFailure(
        await login(h, { userName: DEMO.userName, password: '', headers: { lang: 'en' } }),
        400,
        'rule.login.password',
        'en',
      );
    });

    it('needs the code while the captcha setting is on', async () => {
      expectFailure(
        await login(h, { ...DEMO, code: '', codeId: newUuid(), headers: { lang: 'hk' } }),
        400,
        'rule.login.code',
        'hk',
      );
    });

    it('reads the JSON body, not the query string: a name in the query counts for nothing', async () => {
      await setRegisterItem(h, 13, false);
      const response = await h.call({
        method: 'POST',
        url: `/web/guest/user/login?${qs({ userName: DEMO.userName })}`,
        payload: { password: DEMO.password },
      });
      expectFailure(response, 400, 'rule.login.account');
    });

    it('needs no code when register item 13 is off, and ignores one that is sent', async () => {
      await setRegisterItem(h, 13, false);
      const items = await h.call({ method: 'POST', url: '/web/guest/user/getRegisterItem' });
      expect((items.body.registerItemList as Array<{ id: number; isShow: boolean }>)[12]).toMatchObject({ id: 13, isShow: false });

      const bare = await h.call({ method: 'POST', url: '/web/guest/user/login', payload: { userName: DEMO.userName, password: DEMO.password } });
      expectSuccess(bare);
      expectSuccess(await login(h, { ...DEMO, code: 'zzzz', codeId: newUuid() }));
      // Account and password are still required.
      expectFailure(await h.call({ method: 'POST', url: '/web/guest/user/login', payload: { password: DEMO.password } }), 400, 'rule.login.account');
      expectFailure(await h.call({ method: 'POST', url: '/web/guest/user/login', payload: { userName: DEMO.userName } }), 400, 'rule.login.password');
    });

    it('requires the code again once register item 13 is back on', async () => {
      await setRegisterItem(h, 13, false);
      expectSuccess(await login(h, { ...DEMO, code: '', codeId: '' }));
      await setRegisterItem(h, 13, true);
      expectFailure(await login(h, { ...DEMO, code: '', codeId: '' }), 400, 'rule.login.code');
    });
  });

  describe('refusals reveal nothing about accounts', () => {
    it('answers a wrong password and an unknown account with the same code and message', async () => {
      for (const lang of ['zh', 'en'] as const) {
        const wrongPassword = await login(h, { userName: DEMO.userName, password: 'wrongpass1', headers: { lang }, remoteAddress: '10.0.1.1' });
        const unknownUser = await login(h, { userName: 'nobody77', password: 'wrongpass1', headers: { lang }, remoteAddress: '10.0.1.1' });
        expectFailure(wrongPassword, 400, 'error.badCredentials', lang);
        expect(unknownUser.status).toBe(wrongPassword.status);
        expect(unknownUser.body).toEqual(wrongPassword.body);
      }
    });

    it('does not accept the password of another account or a differently cased password', async () => {
      expectFailure(await login(h, { userName: DEMO.userName, password: 'DEMO1234', remoteAddress: '10.0.1.2' }), 400, 'error.badCredentials');
    });
  });

  describe('tokens', () => {
    it('issues a new token at each login, and both keep working', async () => {
      const first = await loginAs(h, DEMO.userName, DEMO.password);
      const second = await loginAs(h, DEMO.userName, DEMO.password);
      expect(first).not.toBe(second);
      expectSuccess(await userInfo(h, first));
      expectSuccess(await userInfo(h, second));
    });
  });

  describe('throttling', () => {
    it('locks an account after 5 failures in 15 minutes, even for the correct password', async () => {
      const address = '10.0.2.1';
      for (let i = 0; i < 5; i += 1) await failPassword(h, DEMO.userName, address);
      const locked = await login(h, { ...DEMO, remoteAddress: address, headers: { lang: 'en' } });
      expectFailure(locked, 429, 'error.loginLocked', 'en');
      expect(locked.body).not.toHaveProperty('token');
      // The lock is on the account, so another address does not get around it, and case does not either.
      expectFailure(await login(h, { ...DEMO, remoteAddress: '10.0.2.2' }), 429, 'error.loginLocked');
      expectFailure(await login(h, { ...DEMO, userName: 'Demo01', remoteAddress: '10.0.2.3' }), 429, 'error.loginLocked');
    });

    it('does not lock the account after only 4 failures', async () => {
      const address = '10.0.3.1';
      for (let i = 0; i < 4; i += 1) await failPassword(h, DEMO.userName, address);
      expectSuccess(await login(h, { ...DEMO, remoteAddress: address }));
    });

    it('ends the lock after 15 minutes', async () => {
      const address = '10.0.4.1';
      for (let i = 0; i < 5; i += 1) await failPassword(h, DEMO.userName, address);
      expectFailure(await login(h, { ...DEMO, remoteAddress: address }), 429, 'error.loginLocked');
      h.clock.advance(14 * MINUTE);
      expectFailure(await login(h, { ...DEMO, remoteAddress: address }), 429, 'error.loginLocked');
      h.clock.advance(MINUTE + 1);
      expectSuccess(await login(h, { ...DEMO, remoteAddress: address }));
    });

    it('does not count a wrong captcha as a password attempt, so no one locks an account without solving one', async () => {
      const address = '10.0.5.1';
      for (let i = 0; i < 5; i += 1) await failCaptcha(h, DEMO.userName, address);
      expectSuccess(await login(h, { ...DEMO, remoteAddress: address }));
    });

    it('gives a nonexistent account name the same lock answer after 5 failures', async () => {
      const realAddress = '10.0.6.1';
      const ghostAddress = '10.0.6.2';
      for (let i = 0; i < 5; i += 1) await failPassword(h, DEMO.userName, realAddress);
      for (let i = 0; i < 5; i += 1) await failPassword(h, 'ghost01', ghostAddress);
      const realLocked = await login(h, { ...DEMO, remoteAddress: realAddress });
      const ghostLocked = await login(h, { userName: 'ghost01', password: DEMO.password, remoteAddress: ghostAddress });
      expectFailure(realLocked, 429, 'error.loginLocked');
      expect(ghostLocked.status).toBe(realLocked.status);
      expect(ghostLocked.body).toEqual(realLocked.body);
    });

    it('a success clears the account failures', async () => {
      const address = '10.0.7.1';
      for (let i = 0; i < 4; i += 1) await failPassword(h, DEMO.userName, address);
      expectSuccess(await login(h, { ...DEMO, remoteAddress: address }));
      // Without the clearing this would be failures 5 to 8 and the account would lock at the first.
      for (let i = 0; i < 4; i += 1) await failPassword(h, DEMO.userName, address);
      expectSuccess(await login(h, { ...DEMO, remoteAddress: address }));
    });

    it('forgets failures older than the 15-minute window', async () => {
      const address = '10.0.8.1';
      for (let i = 0; i < 4; i += 1) await failPassword(h, DEMO.userName, address);
      h.clock.advance(15 * MINUTE + 1);
      for (let i = 0; i < 4; i += 1) await failPassword(h, DEMO.userName, address);
      expectSuccess(await login(h, { ...DEMO, remoteAddress: address }));
    });

    it('does not let one locked account block another account', async () => {
      const address = '10.0.9.1';
      for (let i = 0; i < 5; i += 1) await failPassword(h, 'someone1', address);
      expectFailure(await login(h, { userName: 'someone1', password: 'whatever1', remoteAddress: address }), 429, 'error.loginLocked');
      expectSuccess(await login(h, { ...DEMO, remoteAddress: address }));
    });

    it('locks an address after 20 failures over any accounts, for 15 minutes', async () => {
      const address = '10.0.10.1';
      // 19 failures spread over accounts so that no account reaches its own limit.
      for (let i = 0; i < 19; i += 1) await failPassword(h, `spray${i % 5}`, address);
      expectSuccess(await login(h, { ...DEMO, remoteAddress: address }));
      await failPassword(h, 'spray9', address);

      const locked = await login(h, { ...DEMO, remoteAddress: address, headers: { lang: 'hk' } });
      expectFailure(locked, 429, 'error.loginLocked', 'hk');
      // Another address is not affected.
      expectSuccess(await login(h, { ...DEMO, remoteAddress: '10.0.10.2' }));

      h.clock.advance(15 * MINUTE + 1);
      expectSuccess(await login(h, { ...DEMO, remoteAddress: address }));
    });

    it('checks the captcha before telling that an account is locked', async () => {
      const address = '10.0.11.1';
      for (let i = 0; i < 5; i += 1) await failPassword(h, 'lockme1', address);
      expectFailure(await login(h, { userName: 'lockme1', password: 'whatever1', remoteAddress: address }), 429, 'error.loginLocked');
      // Without a solved captcha the answer is the captcha's, whether or not the account is locked.
      await failCaptcha(h, 'lockme1', address);
    });
  });
});
