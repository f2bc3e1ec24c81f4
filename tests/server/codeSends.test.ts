import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startHarness, type Harness } from './harness';
import { countRows, expectFailure, expectSuccess, newUuid, outbox, registerMember, sendRegisterCode, solveCaptcha } from './flows';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { createSandboxSms, type OutgoingCode, type SmsGateway } from '../../server/adapters/sms';
import { sandboxVenues } from '../../server/adapters/venues';
import { GUEST_SENDS_PER_ADDRESS } from '../../server/features/verification/guestSendLimits';
import { FORGOT_SENDS_PER_NAME } from '../../server/features/profile/forgotPassword';
import { HOUR_MS } from '../../server/features/verification/smsBreaker';
import { RESEND_INTERVAL_MS } from '../../server/features/verification/codes';
import { memberRow } from './memberRows';

/**
 * Issue 22, finding 2: password-recovery code sends took no captcha and spent the site-wide hourly SMS
 * quota even for names that do not exist, so 600 requests from 31 addresses shut every code off for an
 * hour. Now a send needs a solved captcha, an unknown name spends no quota, per-address and per-name
 * limits stop a stranger long before the global limit, and that limit is a circuit breaker that alerts.
 * Both engines.
 */

let serial = 0;
const freshPhone = () => `135${String(10_000_000 + (serial += 1) * 7919 + Math.floor(Math.random() * 900)).slice(-8)}`;

/** A captcha the attacker has solved: stored as the picture would store it, so the test costs no pictures. */
async function solvedCaptchaOf(h: Harness): Promise<{ code: string; codeId: string }> {
  const codeId = newUuid();
  await h.db.insertInto('captchas').values({ uuid: codeId, answer: 'abcd', expires_at: h.clock.now() + 5 * 60_000 }).execute();
  return { code: 'abcd', codeId };
}

function forgotSend(h: Harness, userName: string, options: { channel?: 'phone' | 'email'; address?: string; captcha?: { code: string; codeId: string } | null; lang?: string } = {}) {
  const path = options.channel === 'email' ? 'getEmailCodeByForgetPwd' : 'getPhoneCodeByForgetPwd';
  return (async () =>
    h.call({
      method: 'POST',
      url: `/web/guest/user/${path}`,
      payload: { userName, ...(options.captcha === null ? {} : (options.captcha ?? (await solvedCaptchaOf(h)))) },
      remoteAddress: options.address ?? '10.50.0.1',
      headers: { lang: options.lang ?? 'en' },
    }))();
}

/** The sends the breaker has counted in its hour (0 when none). */
async function breakerCount(h: Harness): Promise<number> {
  const row = await h.db.selectFrom('code_send_slots').select('sent_in_day').where('slot_key', '=', 'all-sends:hour').executeTakeFirst();
  return Number(row?.sent_in_day ?? 0);
}

/** A member with a phone and an e-mail address, registered as a visitor would. */
async function realMember(h: Harness, userName: string) {
  const phone = freshPhone();
  await registerMember(h, userName, 'start1234', phone);
  const email = `${userName}@mail.test`;
  await h.db.updateTable('users').set({ email }).where('user_name_key', '=', userName.toLowerCase()).execute();
  return { userName, phone, email };
}

const sentTo = async (h: Harness, to: string) => (await outbox(h, to)).length;

describe('the issue’s attack replayed: 600+ recovery sends from 31 addresses', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ guestRateLimits: true });
  });
  afterAll(() => h.close());

  it('for names that do not exist spend nothing, and a real member’s code still comes', async () => {
    const member = await realMember(h, 'victim01');
    const before = await breakerCount(h);
    const answers: number[] = [];
    for (let address = 1; address <= 31; address += 1) {
      for (let i = 0; i < 20; i += 1) {
        const response = await forgotSend(h, `ghost${address}x${i}`, { address: `10.66.${address}.1`, channel: i % 2 === 0 ? 'phone' : 'email' });
        answers.push(response.status);
      }
    }
    expect(answers).toHaveLength(620);
    // Each address gets its 10 an hour, the rest refused by the address's limit; none reach the breaker.
    expect(answers.filter((status) => status === 200)).toHaveLength(31 * GUEST_SENDS_PER_ADDRESS);
    expect(answers.filter((status) => status === 429)).toHaveLength(620 - 31 * GUEST_SENDS_PER_ADDRESS);
    expect(await breakerCount(h)).toBe(before);
    expect(await countRows(h, 'outbox')).toBe(1); // the member's registration code only

    expectSuccess(await forgotSend(h, member.userName, { address: '10.77.0.1' }));
    await vi.waitFor(async () => expect(await sentTo(h, member.phone)).toBe(2));
    // And a stranger's registration code to a new phone too.
    const phone = freshPhone();
    expectSuccess(await sendRegisterCode(h, phone, undefined, undefined, '10.77.0.2'));
    expect(await sentTo(h, phone)).toBe(1);
  });

  it('for real members’ names spend at most each name’s hourly sends, far from the breaker', async () => {
    const known = [await realMember(h, 'known01'), await realMember(h, 'known02'), await realMember(h, 'known03')];
    const before = await breakerCount(h);
    // The 620 requests spread over 55 minutes of the clock, so each name's channels come free of their
    // 60 s rule again and again: what holds the sends is each name's hour.
    for (let address = 1; address <= 31; address += 1) {
      for (let i = 0; i < 20; i += 1) {
        h.clock.advance(5_300);
        await forgotSend(h, known[i % 3].userName, { address: `10.88.${address}.1`, channel: i % 2 === 0 ? 'phone' : 'email' });
      }
    }
    // A known name's send counts after its answer.
    await vi.waitFor(async () => expect(await breakerCount(h)).toBe(before + 3 * FORGOT_SENDS_PER_NAME));
    const victim = await realMember(h, 'victim02');
    expectSuccess(await forgotSend(h, victim.userName, { address: '10.99.0.1' }));
    await vi.waitFor(async () => expect(await sentTo(h, victim.phone)).toBe(2));
  });
});

describe('a recovery send needs a solved captcha', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('refuses a missing or wrong captcha, for a real name and an unknown one alike, and sends nothing', async () => {
    const member = await realMember(h, 'captcha01');
    for (const userName of [member.userName, 'nobody001']) {
      expectFailure(await forgotSend(h, userName, { captcha: null, lang: 'hk' }), 400, 'rule.login.code', 'hk');
      expectFailure(await forgotSend(h, userName, { captcha: { code: 'zzzz', codeId: newUuid() }, lang: 'en' }), 400, 'error.captchaWrong', 'en');
    }
    expect(await sentTo(h, member.phone)).toBe(1);
    // A right answer is spent by its send: the same captcha again is wrong.
    const captcha = await solveCaptcha(h);
    expectSuccess(await forgotSend(h, member.userName, { captcha }));
    h.clock.advance(RESEND_INTERVAL_MS);
    expectFailure(await forgotSend(h, member.userName, { captcha }), 400, 'error.captchaWrong', 'en');
    await vi.waitFor(async () => expect(await sentTo(h, member.phone)).toBe(2));
  });
});

describe('limits at their edges', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ guestRateLimits: true });
  });
  afterAll(() => h.close());

  it(`a name gets ${FORGOT_SENDS_PER_NAME} recovery sends an hour, both channels together, known or not`, async () => {
    expect(FORGOT_SENDS_PER_NAME).toBe(5);
    const member = await realMember(h, 'edge01');
    for (let i = 0; i < FORGOT_SENDS_PER_NAME; i += 1) {
      for (const [index, userName] of [member.userName, 'nobody002'].entries()) {
        expectSuccess(await forgotSend(h, userName, { channel: i % 2 === 0 ? 'phone' : 'email', address: `10.51.${index}.${i}` }));
      }
      h.clock.advance(RESEND_INTERVAL_MS);
    }
    const refusals = [];
    for (const [index, userName] of [member.userName, 'nobody002'].entries()) refusals.push(await forgotSend(h, userName, { address: `10.52.${index}.1` }));
    // The same answer for the real name and the unknown one.
    expect(refusals[0]).toEqual(refusals[1]);
    expectFailure(refusals[0], 429, 'forgot.tooManySends', 'en', { count: 5, minutes: 55 });
    await vi.waitFor(async () => expect((await sentTo(h, member.phone)) + (await sentTo(h, member.email))).toBe(1 + FORGOT_SENDS_PER_NAME));
    // The hour that began with the first send ends: sends go again.
    h.clock.advance(HOUR_MS - FORGOT_SENDS_PER_NAME * RESEND_INTERVAL_MS);
    expectSuccess(await forgotSend(h, member.userName, { address: '10.52.0.2' }));
  });

  it(`an address gets ${GUEST_SENDS_PER_ADDRESS} guest code sends an hour, registration and recovery together`, async () => {
    expect(GUEST_SENDS_PER_ADDRESS).toBe(10);
    const address = '10.53.0.1';
    for (let i = 0; i < GUEST_SENDS_PER_ADDRESS; i += 1) {
      const response = i % 2 === 0 ? await sendRegisterCode(h, freshPhone(), undefined, await solvedCaptchaOf(h), address) : await forgotSend(h, `nobody1${i}`, { address });
      expectSuccess(response);
    }
    expectFailure(await forgotSend(h, 'nobody200', { address }), 429, 'error.addressSendLimit', 'en', { count: 10, minutes: 60 });
    expectFailure(await sendRegisterCode(h, freshPhone(), { lang: 'zh' }, await solvedCaptchaOf(h), address), 429, 'error.addressSendLimit', 'zh', { count: 10, minutes: 60 });
    expectSuccess(await forgotSend(h, 'nobody201', { address: '10.53.0.2' }));
    h.clock.advance(HOUR_MS);
    expectSuccess(await forgotSend(h, 'nobody202', { address }));
  });
});

describe('an unknown name answers as a known one, and as fast', () => {
  /** A gateway whose messages wait until the test lets them go, like a slow provider. */
  const held: Array<{ message: OutgoingCode; release: () => void }> = [];
  const heldGateway = (): SmsGateway => ({
    send: (message) => new Promise<void>((resolve) => void held.push({ message, release: resolve })),
  });
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, { sms: heldGateway });
  });
  afterAll(async () => {
    for (const message of held) message.release();
    await h.close();
  });

  it('a known name’s answer does not wait for the gateway: the message leaves after it', async () => {
    await h.db
      .insertInto('users')
      .values(memberRow('slow01', '13500000001', h.clock.now()))
      .execute();
    const known = await forgotSend(h, 'slow01');
    const unknown = await forgotSend(h, 'slow02');
    expect(known).toEqual(unknown);
    expectSuccess(known);
    // The known name's message reaches the gateway after the answer, and waits there: the answer did not.
    await vi.waitFor(() => expect(held.map(({ message }) => message.to)).toEqual(['13500000001']));
    // Its code is already the live one.
    const stored = await h.db.selectFrom('verification_codes').select('code').where('target', '=', '13500000001').executeTakeFirstOrThrow();
    expect(held[0].message.code).toBe(stored.code);
  });
});

describe('the global limit is a circuit breaker that alerts', () => {
  const LIMIT = 3;
  const logs: string[] = [];
  const otherLogs: string[] = [];
  let h: Harness;
  /** A second server on the same database, as a site with several servers runs. */
  let other: FastifyInstance;
  beforeAll(async () => {
    h = await startHarness({ smsHourlyLimit: LIMIT, logger: true }, { logStream: { write: (line) => void logs.push(line) } });
    const config = { ...readConfig({}), staticDir: null, logger: true, guestRateLimits: false, smsHourlyLimit: LIMIT };
    other = await buildApp({ db: h.db, clock: h.clock, config, sms: createSandboxSms(h.db, h.clock), venues: sandboxVenues, logStream: { write: (line) => void otherLogs.push(line) } });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await h.close();
  });

  const alerts = (lines: string[]) => lines.filter((line) => line.includes('SMS circuit breaker open'));
  const health = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/web/health' })).json() as { smsBreaker: { open: boolean; closesAt?: number } };

  it('opens at the limit, refuses every send (a known name, an unknown one, a member’s) alike, and logs one error per trip across servers', async () => {
    const firstSend = h.clock.now();
    // Its registration code is the hour's first send.
    const member = await realMember(h, 'breaker01');
    expect((await health(h.app)).smsBreaker).toEqual({ open: false });
    const lastSend = h.clock.now();
    for (let i = 1; i < LIMIT; i += 1) expectSuccess(await sendRegisterCode(h, freshPhone()));
    // The limit's own send goes; the next is refused.
    const refused = await sendRegisterCode(h, freshPhone(), { lang: 'en' });
    expectFailure(refused, 429, 'error.smsBusy', 'en');
    expectFailure(await forgotSend(h, member.userName), 429, 'error.smsBusy', 'en');
    expectFailure(await forgotSend(h, 'nobody300'), 429, 'error.smsBusy', 'en');
    const onOther = await other.inject({ method: 'POST', url: '/web/guest/user/getPhoneCodeByRegister', payload: { phone: freshPhone(), ...(await solvedCaptchaOf(h)) }, headers: { lang: 'en' } });
    expect(onOther.statusCode).toBe(429);

    expect(alerts(logs)).toHaveLength(1);
    expect(alerts(otherLogs)).toHaveLength(0);
    const alert = JSON.parse(alerts(logs)[0]) as { level: number; smsBreaker: { limit: number; closesAt: number } };
    expect(alert.level).toBe(50); // error
    expect(alert.smsBreaker.limit).toBe(LIMIT);
    expect(alert.smsBreaker.closesAt).toBeGreaterThanOrEqual(firstSend + HOUR_MS);
    expect(alert.smsBreaker.closesAt).toBeLessThanOrEqual(lastSend + HOUR_MS);

    // Operators see it on either server's /web/health, with when it closes.
    expect((await health(h.app)).smsBreaker).toEqual({ open: true, closesAt: alert.smsBreaker.closesAt });
    expect((await health(other)).smsBreaker).toEqual({ open: true, closesAt: alert.smsBreaker.closesAt });
  });

  it('closes when its hour ends; the next trip alerts once again', async () => {
    h.clock.advance(HOUR_MS);
    expect((await health(h.app)).smsBreaker).toEqual({ open: false });
    for (let i = 0; i < LIMIT; i += 1) expectSuccess(await sendRegisterCode(h, freshPhone()));
    const onOther = await other.inject({ method: 'POST', url: '/web/guest/user/getPhoneCodeByRegister', payload: { phone: freshPhone(), ...(await solvedCaptchaOf(h)) } });
    expect(onOther.statusCode).toBe(429);
    expectFailure(await sendRegisterCode(h, freshPhone()), 429, 'error.smsBusy');
    expect(alerts(logs).length + alerts(otherLogs).length).toBe(2);
    expect(alerts(otherLogs)).toHaveLength(1);
  });
});
