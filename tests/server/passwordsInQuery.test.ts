import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TObject } from 'typebox';
import { startHarness, type Harness } from './harness';
import { createMember, DEMO, expectFailure, expectSuccess, login, loginAs, memberPost, registerMember, solveCaptcha } from './flows';
import { allEndpoints } from '../../contract/index';
import { PASSWORD_PARAMETER } from '../../contract/secrets';
import type { Endpoint } from '../../contract/envelope';
import { hashPassword } from '../../server/features/auth/passwords';
import { languageIdOf } from '../../machines/rules/language';

/**
 * Issue 22: passwords travel in the JSON body. A password in the query string is refused on every call
 * that takes one, in the caller's language, without echoing it; the log never holds it. Both engines.
 */

const SECRET = 'Qz7secret91';

const propertiesOf = (schema: TObject | undefined) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});

/** Every endpoint whose body carries a password or a withdrawal password, with those fields. */
const passwordEndpoints = allEndpoints()
  .map((endpoint) => ({ endpoint, fields: propertiesOf(endpoint.body).filter((name) => PASSWORD_PARAMETER.test(name)) }))
  .filter(({ fields }) => fields.length > 0);

const pathOf = (endpoint: Endpoint) => `/web${endpoint.path.replace(/:\w+/g, '1')}`;

describe('the contract', () => {
  it('declares no password in any query string, and names the calls that carry one in the body', () => {
    const inQuery = allEndpoints().flatMap((endpoint) =>
      propertiesOf(endpoint.querystring)
        .filter((name) => PASSWORD_PARAMETER.test(name))
        .map((name) => `${endpoint.path}?${name}`),
    );
    expect(inQuery).toEqual([]);
    const names = passwordEndpoints.map(({ endpoint }) => endpoint.path);
    // The spec's query-string calls (login, register, modifyPassword) and the withdrawal password's calls.
    for (const path of ['/guest/user/login', '/guest/user/register', '/user/modifyPassword', '/user/checkWithdrawPwd', '/user/setWithdrawPwd', '/withdraw/withdraw']) {
      expect(names).toContain(path);
    }
  });

  it('recognises password names in any case and short form, and nothing else', () => {
    for (const name of ['password', 'confirmPassword', 'oldPassword', 'newPassword', 'PASSWORD', 'withdrawPwd', 'passwd']) {
      expect(PASSWORD_PARAMETER.test(name), name).toBe(true);
    }
    for (const name of ['userName', 'code', 'codeId', 'smsCode', 'phone', 'pass', 'passport']) expect(PASSWORD_PARAMETER.test(name), name).toBe(false);
  });
});

describe('a password in the query string', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness({}, { demoMember: true });
    const created = await createMember(h, 'qsmember1');
    await h.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('start1234'), language_type: languageIdOf('en') })
      .where('id', '=', created.userId)
      .execute();
    token = created.token;
  });
  afterAll(() => h.close());

  it.each(passwordEndpoints.flatMap(({ endpoint, fields }) => fields.map((field) => [endpoint.path, field, endpoint] as const)))(
    '%s refuses ?%s= in the caller’s language, naming the parameter and not its value',
    async (_path, field, endpoint) => {
      const member = endpoint.access === 'member';
      const response = await h.call({
        method: endpoint.method,
        url: `${pathOf(endpoint)}?${field}=${SECRET}`,
        // A member reads the refusal in their own language (en), whatever the header says.
        headers: { lang: 'hk', 'idempotency-key': crypto.randomUUID(), ...(member ? { token } : {}) },
        payload: {},
      });
      expectFailure(response, 400, 'error.passwordInQuery', member ? 'en' : 'hk', { name: field });
      expect(response.body.field).toBe(field);
      expect(JSON.stringify(response.body)).not.toContain(SECRET);
    },
  );

  it('is refused even beside a right password in the body: no token, no change', async () => {
    const captcha = await solveCaptcha(h);
    const refused = await h.call({ method: 'POST', url: `/web/guest/user/login?password=${SECRET}`, payload: { ...DEMO, ...captcha } });
    expectFailure(refused, 400, 'error.passwordInQuery', 'zh', { name: 'password' });
    expect(refused.body.token).toBeUndefined();

    const change = { oldPassword: 'start1234', newPassword: 'other1234', confirmPassword: 'other1234' };
    const changeRefused = await memberPost(h, token, '/user/modifyPassword', { query: { newPassword: SECRET }, payload: change });
    expectFailure(changeRefused, 400, 'error.passwordInQuery', 'en', { name: 'newPassword' });
    expectSuccess(await login(h, { userName: 'qsmember1', password: 'start1234' }));
  });

  it('under another spelling (upper case, percent-encoded name) is refused too', async () => {
    for (const query of [`PASSWORD=${SECRET}`, `pass%77ord=${SECRET}`, `Password=${SECRET}&password=${SECRET}`]) {
      const response = await h.call({ method: 'POST', url: `/web/guest/user/login?${query}`, payload: {}, headers: { lang: 'en' } });
      expect(response.status, query).toBe(400);
      expect(response.body.msg).toMatch(/^Passwords are not accepted in the address/);
      expect(JSON.stringify(response.body)).not.toContain(SECRET);
    }
  });

  it('in the body, login, registration and a password change are accepted', async () => {
    expectSuccess(await login(h, DEMO));
    const newToken = await registerMember(h, 'qsbody01', 'body1234', '13712340001');
    expectSuccess(
      await memberPost(h, newToken, '/user/modifyPassword', { payload: { oldPassword: 'body1234', newPassword: 'body5678', confirmPassword: 'body5678' } }),
    );
    await loginAs(h, 'qsbody01', 'body5678');
    expectFailure(await login(h, { userName: 'qsbody01', password: 'body1234' }), 400, 'error.badCredentials');
  });
});

describe('the log', () => {
  const lines: string[] = [];
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ logger: true }, { demoMember: true, logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => h.close());

  it('never holds a password, whether it came in the body or (refused) in the query', async () => {
    const token = await registerMember(h, 'logmember1', SECRET, '13712340002');
    await loginAs(h, 'logmember1', SECRET);
    const captcha = await solveCaptcha(h);
    const refusedLogin = await h.call({ method: 'POST', url: `/web/guest/user/login?userName=logmember1&password=${SECRET}&code=${captcha.code}&codeId=${captcha.codeId}` });
    expect(refusedLogin.status).toBe(400);
    for (const url of [`/web/guest/user/login?pass%77ord=${SECRET}`, `/web/guest/user/login?password=${SECRET}%ZZ`, `/web/guest/user/register?confirmPassword=${SECRET}`]) {
      expect((await h.call({ method: 'POST', url, payload: {} })).status, url).toBe(400);
    }
    expectSuccess(await memberPost(h, token, '/user/modifyPassword', { payload: { oldPassword: SECRET, newPassword: `${SECRET}x`, confirmPassword: `${SECRET}x` } }));
    expect((await memberPost(h, token, '/user/checkWithdrawPwd', { query: { password: SECRET } })).status).toBe(400);
    // A refusal inside the route (a wrong old password) goes through the error handler with its request.
    const wrongOld = await memberPost(h, token, '/user/modifyPassword', { payload: { oldPassword: 'wrong1234', newPassword: SECRET, confirmPassword: SECRET } });
    expectFailure(wrongOld, 400, 'security.oldPassword.wrong');

    const log = lines.join('');
    // The log is really written, with each request's address (less its secrets).
    expect(log).toContain('"url":"/web/guest/user/login?userName=logmember1&password=***');
    expect(log).toContain('/web/user/modifyPassword');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain(encodeURIComponent(SECRET));
  });

  it('the test can see a secret that is logged: a route that logs one shows up', async () => {
    // Guards the check above: the captured stream is the server's log, so a secret written to it would be found.
    h.app.log.info({ probe: `${SECRET}-probe` });
    expect(lines.join('')).toContain(`${SECRET}-probe`);
  });
});
