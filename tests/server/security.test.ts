/**
 * The findings of issue 10 (probing the running server as an attacker would), one block each, on the
 * engine of the run (SQLite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { connect } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, freshDatabase, type Harness } from './harness';
import {
  DAY,
  DEMO,
  HOUR,
  countRows,
  createMember,
  expectFailure,
  expectSuccess,
  login,
  memberPost,
  newUuid,
  outbox,
  qs,
  register,
  sendRegisterCode,
  smsCodeFor,
  solveCaptcha,
} from './flows';
import { readConfig, readTrustProxy } from '../../server/config';
import { createClock } from '../../server/clock';
import * as passwords from '../../server/features/auth/passwords';
import { hashPassword } from '../../server/features/auth/passwords';
import { ACCOUNT_FAILURE_LIMIT } from '../../server/features/auth/throttle';
import { IDLE_LIMIT_MS, issueToken, LIFETIME_MS } from '../../server/features/auth/tokens';
import { prepareDatabase, startBanner } from '../../server/startup';
import { purgeExpiredRows } from '../../server/housekeeping';
import { DEMO_MEMBER } from '../../server/db/seedContent';
import { MAX_CLOCK_ADVANCE_MS } from '../../contract/sandbox';
import { GUEST_SENDS_PER_ADDRESS } from '../../server/features/verification/guestSendLimits';

// The password checks, counted as they pass through (the server's own functions do the work).
vi.mock('../../server/features/auth/passwords', async (original) => {
  const actual = await original<typeof import('../../server/features/auth/passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword), verifyAgainstDecoy: vi.fn(actual.verifyAgainstDecoy) };
});

/** Starts counting password checks (a known account's and an unknown one's decoy); the answer reads the count so far. */
function passwordChecks(): () => number {
  const calls = () => vi.mocked(passwords.verifyPassword).mock.calls.length + vi.mocked(passwords.verifyAgainstDecoy).mock.calls.length;
  const before = calls();
  return () => calls() - before;
}

/** Password hashes (scrypt calls) made so far; node:crypto is otherwise the real module. */
const passwordHashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  const scrypt = ((...args: unknown[]) => {
    passwordHashes.count += 1;
    return (actual.scrypt as (...forwarded: unknown[]) => void)(...args);
  }) as typeof actual.scrypt;
  return { ...actual, scrypt, default: { ...actual, scrypt } };
});

let phoneCounter = 0;
const freshPhone = () => `137${String(10_000_000 + (phoneCounter += 1)).slice(-8)}`;

describe('1. login throttling holds against a parallel burst', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, { demoMember: true, realPasswordHashing: true });
  });
  afterAll(() => h.close());

  it('60 parallel logins for one account get at most 5 password guesses and cost at most 5 password checks, so a real login elsewhere waits behind no more', async () => {
    // Another member, with a real password, logs in while the burst runs.
    const other = await createMember(h, 'bystander1');
    await h.db.updateTable('users').set({ password_hash: await hashPassword('pass5678') }).where('id', '=', other.userId).execute();

    const captchas: Array<{ code: string; codeId: string }> = [];
    for (let i = 0; i < 61; i += 1) captchas.push(await solveCaptcha(h));
    // Counted, not timed (a time bound fails on a loaded machine): each password check is a slow hash that every
    // login of the site queues behind, so the burst's checks are what a bystander can wait for.
    const checks = passwordChecks();
    const burst = Array.from({ length: 60 }, (_, i) =>
      login(h, {
        userName: DEMO.userName,
        password: i === 59 ? DEMO.password : `wrong${i}pass`,
        ...captchas[i],
        // Many addresses, so that only the account's own limit is at work.
        remoteAddress: `10.60.${Math.floor(i / 10)}.${i % 10}`,
      }),
    );
    const bystander = login(h, { userName: 'bystander1', password: 'pass5678', ...captchas[60], remoteAddress: '10.61.0.1' });
    const answers = await Promise.all(burst);
    const guessed = answers.filter((answer) => answer.status !== 429);
    expect(guessed.length).toBeLessThanOrEqual(ACCOUNT_FAILURE_LIMIT);
    for (const answer of answers.filter((a) => a.status === 429)) expectFailure(answer, 429, 'error.loginLocked');

    expectSuccess(await bystander);
    // The burst's guesses and the bystander's own: 5 + 1 (unbounded, 60 + 1).
    expect(checks()).toBeLessThanOrEqual(5 + 1);
    // Real password hashes (2^17 scrypt) on a loaded machine: seconds each, so more than a test's usual time.
  }, 120_000);
});

describe('2. the demo member exists only in sandbox mode', () => {
  it('a production start seeds no demo member and prints no password; a sandbox start does both', async () => {
    for (const sandbox of [false, true]) {
      const { db, drop } = await freshDatabase();
      try {
        const config = { ...readConfig({}), sandbox };
        await prepareDatabase(db, config, createClock());
        const demo = await db.selectFrom('users').select('id').where('user_name_key', '=', DEMO_MEMBER.userName).executeTakeFirst();
        expect(demo !== undefined).toBe(sandbox);
        expect(startBanner(config).join('\n').includes(DEMO_MEMBER.password)).toBe(sandbox);
      } finally {
        await drop();
      }
    }
  });

  it('production mode is not sandbox mode unless asked for', () => {
    expect(readConfig({ NODE_ENV: 'production' }).sandbox).toBe(false);
  });
});

describe('3. TRUST_PROXY names the proxies, not every hop', () => {
  const restrict = (h: Harness, forwardedFor: string) =>
    h.call({ method: 'POST', url: '/web/guest/restrict/getRestrict', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });

  it.each([
    ['a hop count', '1'],
    ['a list of proxy ranges', '10.0.0.0/8, 192.168.0.1'],
  ])('with %s, the client is the address the proxy appended, not one the client wrote', async (_label, value) => {
    const h = await startHarness({ trustProxy: readTrustProxy(value) });
    try {
      // The client wrote a barred address; the balancer appended the one it saw.
      const spoofed = await restrict(h, '198.51.100.7, 203.0.113.9');
      expectSuccess(spoofed);
      expect(spoofed.body.ip).toBe('203.0.113.9');
      const barred = await restrict(h, '203.0.113.9, 198.51.100.7');
      expectFailure(barred, 403, 'error.regionBarred');
      expect(barred.body.ip).toBe('198.51.100.7');
    } finally {
      await h.close();
    }
  });

  it('reads TRUST_PROXY as a hop count or a list and refuses "true"', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8,::1' }).trustProxy).toEqual(['10.0.0.0/8', '::1']);
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/hop count/);
  });
});

describe('4. a barred address is refused everywhere, not only by the check', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, { demoMember: true });
  });
  afterAll(() => h.close());
  const barred = '198.51.100.7';

  it('login, SMS sends, member calls and transfers answer 403 with the address', async () => {
    const member = await createMember(h, 'traveller1');
    const captcha = await solveCaptcha(h);
    const headers = { lang: 'en' };
    const calls: Array<[string, InjectOptions]> = [
      ['login', { method: 'POST', url: '/web/guest/user/login', payload: { ...DEMO, ...captcha }, headers }],
      ['code send', { method: 'POST', url: '/web/guest/user/getPhoneCodeByRegister', payload: { phone: freshPhone(), ...captcha }, headers }],
      ['member info', { method: 'POST', url: '/web/user/getUserInfo', headers: { ...headers, token: member.token } }],
      ['transfer', { method: 'POST', url: `/web/apiCode/convertMoney?${qs({ from: 'central', to: 'AG', amount: '1.00' })}`, headers: { ...headers, token: member.token } }],
      ['captcha picture', { method: 'GET', url: `/web/guest/user/getCaptcha?uuid=${newUuid()}`, headers }],
    ];
    for (const [name, request] of calls) {
      const response = await h.app.inject({ ...request, remoteAddress: barred });
      // Named, and read before parsing: an answer that got through (a token, an SVG picture) says which call it was.
      expect(`${name}: ${response.statusCode}`, response.body.slice(0, 120)).toBe(`${name}: 403`);
      const answer = { status: response.statusCode, body: response.json<{ code: number; msg: string; ip: string }>() };
      expectFailure(answer, 403, 'error.regionBarred', 'en');
      expect(answer.body.ip).toBe(barred);
      // The refusal is an answer like any other: the security headers are written before the gate runs.
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(String(response.headers['content-security-policy']), name).toContain("frame-ancestors 'none'");
    }
    expect(await countRows(h, 'sessions')).toBe(1);
  });

  it('the restriction check and the settings the forbidden page shows still answer', async () => {
    const check = await h.call({ method: 'POST', url: '/web/guest/restrict/getRestrict', remoteAddress: barred });
    expectFailure(check, 403, 'error.regionBarred');
    expectSuccess(await h.call({ method: 'POST', url: '/web/guest/index/getWebsiteBasicInfo', remoteAddress: barred }));
    expectSuccess(await h.call({ method: 'POST', url: '/web/guest/user/getRegisterItem', remoteAddress: '203.0.113.200' }));
  });
});

describe('6 and 7. registration and code sends reveal nothing and are limited', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ guestRateLimits: true, smsHourlyLimit: 30 }, { demoMember: true });
  });
  afterAll(() => h.close());

  it('without the right code, a taken name answers like a free one', async () => {
    const phone = freshPhone();
    await smsCodeFor(h, phone);
    const answers = [];
    for (const userName of [DEMO.userName, 'nobody77']) {
      answers.push(await register(h, { userName, password: 'abcd1234', phone, smsCode: '000000' }, { lang: 'en' }));
    }
    // 000000 may be the code itself once in a million: then the name decides, which is the point.
    expect(answers[0].body.msg).toBe(answers[1].body.msg);
    expect(answers[0].status).toBe(answers[1].status);
    // A registered phone without a code answers like any phone without a code.
    const registered = await register(h, { userName: 'nobody78', password: 'abcd1234', phone: DEMO.phone, smsCode: '123456' });
    const unknown = await register(h, { userName: 'nobody78', password: 'abcd1234', phone: freshPhone(), smsCode: '123456' });
    expect(registered.body).toEqual(unknown.body);
  });

  it('a code send needs a solved captcha', async () => {
    const phone = freshPhone();
    expectFailure(
      await h.call({ method: 'POST', url: '/web/guest/user/getPhoneCodeByRegister', payload: { phone }, remoteAddress: '10.7.0.1', headers: { lang: 'en' } }),
      400,
      'rule.login.code',
      'en',
    );
    expectFailure(await sendRegisterCode(h, phone, { lang: 'hk' }, { code: 'zzzz', codeId: newUuid() }, '10.7.0.1'), 400, 'error.captchaWrong', 'hk');
    expect(await outbox(h, phone)).toEqual([]);
  });

  it('one address sends at most 10 codes an hour (issue 22: counted in the database, registration and recovery together)', async () => {
    for (let i = 0; i < GUEST_SENDS_PER_ADDRESS; i += 1) expectSuccess(await sendRegisterCode(h, freshPhone(), undefined, undefined, '10.7.1.1'));
    const refused = await sendRegisterCode(h, freshPhone(), { lang: 'en' }, undefined, '10.7.1.1');
    expectFailure(refused, 429, 'error.addressSendLimit', 'en', { count: 10, minutes: 60 });
    expect(refused.body.msg).toBe('This network has asked for 10 codes within the hour. Please try again in 60 minutes.');
    expectSuccess(await sendRegisterCode(h, freshPhone(), undefined, undefined, '10.7.1.2'));
  });

  it('the per-route limit in front still answers a flood from one address before the database: 20 an hour', async () => {
    const answers = [];
    // Wrong captchas: refused before any count in the database, so only the route's own limit stops them.
    for (let i = 0; i < 21; i += 1) answers.push(await sendRegisterCode(h, freshPhone(), { lang: 'en' }, { code: 'zzzz', codeId: newUuid() }, '10.7.1.3'));
    expect(answers.slice(0, 20).every((answer) => answer.status === 400)).toBe(true);
    expect(answers[20].status).toBe(429);
    // The wait is a count, said as English counts are: "1 second", "59 seconds", "3,412 seconds".
    expect(answers[20].body.msg).toMatch(/^Too many requests\. Please try again in (1 second|[\d,]+ seconds)\.$/);
  });

  it('all guests together send at most SMS_HOURLY_LIMIT codes an hour', async () => {
    const sent = Number((await h.db.selectFrom('verification_codes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    for (let i = sent; i < 30; i += 1) expectSuccess(await sendRegisterCode(h, freshPhone(), undefined, undefined, `10.7.2.${i}`));
    expectFailure(await sendRegisterCode(h, freshPhone(), { lang: 'en' }, undefined, '10.7.3.1'), 429, 'error.smsBusy', 'en');
  });

  it('registrations from one address are limited to 10 a minute', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push(await h.call({ method: 'POST', url: '/web/guest/user/register', payload: { userName: 'probe01' }, remoteAddress: '10.7.4.1', headers: { lang: 'hk' } }));
    }
    expect(answers.slice(0, 10).every((answer) => answer.status === 400)).toBe(true);
    expect(answers[10].status).toBe(429);
    expect(answers[10].body.code).toBe(429);
  });
});

describe('7. the hourly limit on all code sends holds against a parallel burst', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ smsHourlyLimit: 5 });
  });
  afterAll(() => h.close());

  it('20 sends at once, from 20 addresses to 20 phones, send at most SMS_HOURLY_LIMIT codes', async () => {
    const captchas: Array<{ code: string; codeId: string }> = [];
    for (let i = 0; i < 20; i += 1) captchas.push(await solveCaptcha(h));
    const answers = await Promise.all(
      captchas.map((captcha, i) => sendRegisterCode(h, freshPhone(), { lang: 'en' }, captcha, `10.17.0.${i + 1}`)),
    );
    const sent = answers.filter((answer) => answer.status === 200);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(5);
    for (const answer of answers.filter((a) => a.status !== 200)) expectFailure(answer, 429, 'error.smsBusy', 'en');
    expect(await countRows(h, 'verification_codes')).toBe(sent.length);
    expect(await countRows(h, 'outbox')).toBe(sent.length);
  });
});

describe('gate: per-address limits on guest calls', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ guestRateLimits: true });
  });
  afterAll(() => h.close());

  it('the 31st login from one address in a minute is refused in the caller\'s language, another address is not', async () => {
    for (let i = 0; i < 30; i += 1) {
      const answer = await h.call({ method: 'POST', url: '/web/guest/user/login', remoteAddress: '10.8.0.1' });
      expect(answer.status).toBe(400);
    }
    const refused = await h.call({ method: 'POST', url: '/web/guest/user/login', remoteAddress: '10.8.0.1', headers: { lang: 'en' } });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, msg: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/) });
    expect((await h.call({ method: 'POST', url: '/web/guest/user/login', remoteAddress: '10.8.0.2' })).status).toBe(400);
  });

  it('the 301st payment notification from one address in a minute is refused; a provider at another is not (issue 22)', async () => {
    const forged = { method: 'POST' as const, url: '/web/pay/notify/yiBiPay', payload: { eventId: 'x' }, remoteAddress: '10.8.0.3' };
    for (let i = 0; i < 300; i += 1) expect((await h.call(forged)).status).toBe(400);
    expect((await h.call(forged)).status).toBe(429);
    expect((await h.call({ ...forged, remoteAddress: '10.8.0.4' })).status).toBe(400);
  });

  it('the limits are on unless turned off', () => {
    expect(readConfig({}).guestRateLimits).toBe(true);
    expect(readConfig({ GUEST_RATE_LIMITS: '0' }).guestRateLimits).toBe(false);
  });
});

describe('8. security headers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('JSON answers carry a policy that loads nothing, nosniff, no referrer, no framing and no-store, and no document-only headers', async () => {
    for (const response of [
      await h.app.inject({ method: 'POST', url: '/web/guest/user/getRegisterItem' }),
      await h.app.inject({ method: 'POST', url: '/web/nowhere' }),
    ]) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['cache-control']).toBe('no-store');
      for (const documentOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
        expect(response.headers[documentOnly], documentOnly).toBeUndefined();
      }
    }
  });

  it("a document under /web (the captcha picture) carries the site's policy and helmet's whole set, never stored", async () => {
    const response = await h.app.inject({ method: 'GET', url: `/web/guest/user/getCaptcha?uuid=${newUuid()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the sandbox venue page may be framed by the site only', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/web/sandbox/venue/rlive?lang=en' });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });
});

describe('9. every answer under /web is the envelope, even those Node refuses', () => {
  let h: Harness;
  let port = 0;
  beforeAll(async () => {
    h = await startHarness();
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as { port: number }).port;
  });
  afterAll(() => h.close());

  /** Sends raw HTTP and answers the status and the parsed body. */
  function raw(requestLine: string, headers: string[] = []): Promise<{ status: number; head: string; body: { code: number; msg: string } }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head, body] = [text.slice(0, text.indexOf('\r\n\r\n')), text.slice(text.indexOf('\r\n\r\n') + 4)];
        resolve({ status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: JSON.parse(body) as { code: number; msg: string } });
      });
      // Written without ending our side: the server answers, then closes (Connection: close).
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\n${headers.map((header) => `${header}\r\n`).join('')}Connection: close\r\n\r\n`);
    });
  }

  it('a malformed URL', async () => {
    const response = await raw('GET /web/nope%ZZ HTTP/1.1', ['lang: en']);
    expectFailure(response, 400, 'error.badRequest', 'en');
    // Answered before any hook runs, and still with a JSON answer's security headers.
    expect(response.head).toContain('\r\ncache-control: no-store');
    expect(response.head).toContain('\r\nx-content-type-options: nosniff');
    expect(response.head).toContain("\r\ncontent-security-policy: default-src 'none';frame-ancestors 'none'");
  });

  it('a 64 KB query string (its lang header is never read: Node stops before it, so the default language)', async () => {
    const response = await raw(`POST /web/guest/user/login?userName=${'a'.repeat(64 * 1024)} HTTP/1.1`, ['lang: en', 'Content-Length: 0']);
    expectFailure(response, 431, 'error.headersTooLarge');
  });

  it('a long but acceptable query string reaches the route and its schema', async () => {
    const response = await raw(`POST /web/common/sysDictionary/getSysDictionary?dictionaryValue=${'a'.repeat(8 * 1024)} HTTP/1.1`, ['lang: hk', 'Content-Length: 0']);
    expectFailure(response, 400, 'error.badParameter', 'hk', { name: 'dictionaryValue' });
  });

  it('bytes that are not HTTP', async () => {
    const response = await raw('NOT-HTTP');
    expectFailure(response, 400, 'error.badRequest');
  });
});

describe('10. tables that only grew are purged', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('expired sessions, codes, outbox messages and throttle rows go; live ones stay', async () => {
    const member = await createMember(h, 'keeper01');
    const now = h.clock.now();
    const session = (created: number, seen: number, revoked: number | null) => ({
      user_id: member.userId,
      token_hash: newUuid(),
      created_at: created,
      last_seen_at: seen,
      revoked_at: revoked,
    });
    await h.db
      .insertInto('sessions')
      .values([
        session(now - LIFETIME_MS - 1, now, null),
        session(now - HOUR * 3, now - IDLE_LIMIT_MS - 1, null),
        session(now - HOUR, now - HOUR, now - HOUR),
      ])
      .execute();
    const code = (created: number) => ({ purpose: 'register', target: '13700000000', code: '123456', created_at: created, expires_at: created + 300_000, attempts: 0, consumed_at: null });
    await h.db.insertInto('verification_codes').values([code(now - DAY - 1), code(now - HOUR)]).execute();
    await h.db
      .insertInto('outbox')
      .values([
        { channel: 'sms', recipient: '13700000000', text: 'old', code: '1', sent_at: now - DAY - 1 },
        { channel: 'sms', recipient: '13700000000', text: 'new', code: '2', sent_at: now - HOUR },
      ])
      .execute();
    await h.db
      .insertInto('login_throttle')
      .values([
        { scope_key: 'account:stale', failures: 5, window_started_at: now - HOUR, locked_until: now - 1 },
        { scope_key: 'account:locked', failures: 5, window_started_at: now - HOUR, locked_until: now + 60_000 },
        { scope_key: 'account:counting', failures: 2, window_started_at: now - 60_000, locked_until: 0 },
      ])
      .execute();

    const DAY_MS = 24 * HOUR;
    await h.db
      .insertInto('pay_notifications')
      .values([
        { provider_code: 'toPay', event_id: null, order_no: null, outcome: 'refused:signature', received_at: now - 31 * DAY_MS },
        { provider_code: 'toPay', event_id: null, order_no: null, outcome: 'refused:signature', received_at: now - 29 * DAY_MS },
        { provider_code: 'toPay', event_id: 'kept-for-ever', order_no: 'DP1', outcome: 'accepted', received_at: now - 400 * DAY_MS },
      ])
      .execute();

    const purged = await purgeExpiredRows(h.db, h.clock);
    expect(purged).toMatchObject({ sessions: 3, verificationCodes: 1, outbox: 1, loginThrottle: 1, refusedNotifications: 1 });
    const notifications = await h.db.selectFrom('pay_notifications').select(['outcome', 'received_at']).orderBy('received_at').execute();
    expect(notifications.map((row) => [row.outcome, (now - Number(row.received_at)) / DAY_MS])).toEqual([['accepted', 400], ['refused:signature', 29]]);
    const sessions = await h.db.selectFrom('sessions').select('id').where('user_id', '=', member.userId).execute();
    expect(sessions).toHaveLength(1); // the member's live session
    expectSuccess(await memberPost(h, member.token, '/user/getUserInfo'));
    expect(await countRows(h, 'verification_codes')).toBe(1);
    expect(await countRows(h, 'outbox')).toBe(1);
    const keys = (await h.db.selectFrom('login_throttle').select('scope_key').orderBy('scope_key').execute()).map((row) => row.scope_key);
    expect(keys).toEqual(['account:counting', 'account:locked']);
    // Twice is the same as once.
    expect(await purgeExpiredRows(h.db, h.clock)).toMatchObject({ sessions: 0, verificationCodes: 0, outbox: 0, loginThrottle: 0, refusedNotifications: 0 });
    await issueToken(h.db, h.clock, member.userId);
  });
  // That housekeeping runs every hour, by one server of several: tests/server/jobs.test.ts.
});

describe('11. the decoy hash is built at start', () => {
  it('after a start, the first login of an unknown account costs one password hash, as a known account does', async () => {
    // A restart: the server's modules load afresh, so no decoy built by an earlier test is left over.
    vi.resetModules();
    const { startHarness: startAfresh } = await import('./harness');
    const h = await startAfresh({}, { demoMember: true });
    try {
      const hashesSpentOn = async (userName: string) => {
        const captcha = await solveCaptcha(h);
        const before = passwordHashes.count;
        expectFailure(await login(h, { userName, password: 'wrong0pass', ...captcha, remoteAddress: '10.11.0.1' }), 400, 'error.badCredentials');
        return passwordHashes.count - before;
      };
      // Building the decoy on this request would make it two hashes: twice a known account's time.
      expect(await hashesSpentOn('nobody11')).toBe(1);
      expect(await hashesSpentOn(DEMO.userName)).toBe(1);
    } finally {
      await h.close();
    }
  });
});

describe('12. the sandbox clock is bounded', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it.each([1e308, MAX_CLOCK_ADVANCE_MS + 1])('refuses advanceMs %d and keeps a real time', async (advanceMs) => {
    const before = h.clock.now();
    const response = await h.call({ method: 'POST', url: '/web/sandbox/clock', payload: { advanceMs }, headers: { lang: 'en' } });
    expectFailure(response, 400, 'error.badParameter', 'en', { name: 'advanceMs' });
    expect(Number.isFinite(h.clock.now())).toBe(true);
    expect(h.clock.now() - before).toBeLessThan(60_000);
  });
});
