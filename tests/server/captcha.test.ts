import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import {
  captchaAnswer,
  DEMO,
  expectFailure,
  expectSuccess,
  fetchCaptcha,
  login,
  MINUTE,
  newUuid,
  solveCaptcha,
} from './flows';

describe('GET /web/guest/user/getCaptcha', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, { demoMember: true });
  });
  afterAll(() => h.close());
  // Captcha failures count towards login throttling; each test starts with a clean slate.
  beforeEach(async () => {
    await h.db.deleteFrom('login_throttle').execute();
  });

  it('returns an SVG picture that is never cached', async () => {
    const response = await fetchCaptcha(h, newUuid());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.trimStart().startsWith('<svg')).toBe(true);
    expect(response.body).toContain('</svg>');
  });

  it.each([
    ['missing', ''],
    ['not a uuid', 'abc'],
    ['upper-case', 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D'],
    ['version 1', 'a1b2c3d4-e5f6-1a7b-8c9d-0e1f2a3b4c5d'],
    ['bad variant', 'a1b2c3d4-e5f6-4a7b-7c9d-0e1f2a3b4c5d'],
    ['too long', 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d0'],
    ['sql-ish', "x' or '1'='1"],
  ])('refuses a %s uuid with a 400 envelope', async (_label, uuid) => {
    const { status, body } = await h.call({
      method: 'GET',
      url: `/web/guest/user/getCaptcha?uuid=${encodeURIComponent(uuid)}`,
      headers: { lang: 'en' },
    });
    expectFailure({ status, body }, 400, 'error.badParameter', 'en', { name: 'uuid' });
    expect(await h.db.selectFrom('captchas').select('uuid').where('uuid', '=', uuid).executeTakeFirst()).toBeUndefined();
  });

  it('accepts a well-formed v4 uuid', async () => {
    const response = await fetchCaptcha(h, 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d');
    expect(response.statusCode).toBe(200);
  });

  it('stores an answer of 4 to 6 characters, readable through the sandbox', async () => {
    const lengths = new Set<number>();
    for (let i = 0; i < 30; i += 1) {
      const uuid = newUuid();
      expect(await captchaAnswer(h, uuid)).toBeNull();
      await fetchCaptcha(h, uuid);
      const answer = await captchaAnswer(h, uuid);
      expect(answer).toMatch(/^[a-z0-9]{4,6}$/);
      lengths.add(answer!.length);
    }
    for (const length of lengths) expect([4, 5, 6]).toContain(length);
  });

  it('is accepted once: a second login with the same codeId fails with the captcha error', async () => {
    const captcha = await solveCaptcha(h);
    expectSuccess(await login(h, { ...DEMO, ...captcha }));
    expect(await captchaAnswer(h, captcha.codeId)).toBeNull();
    expectFailure(await login(h, { ...DEMO, ...captcha }), 400, 'error.captchaWrong');
  });

  it('accepts the answer in any letter case', async () => {
    const captcha = await solveCaptcha(h);
    expectSuccess(await login(h, { ...DEMO, codeId: captcha.codeId, code: captcha.code.toUpperCase() }));
  });

  it('refuses a wrong answer, in the caller language, and spends the captcha', async () => {
    const captcha = await solveCaptcha(h);
    const wrong = captcha.code === 'zzzz' ? 'yyyy' : 'zzzz';
    expectFailure(await login(h, { ...DEMO, codeId: captcha.codeId, code: wrong, headers: { lang: 'hk' } }), 400, 'error.captchaWrong', 'hk');
    // The right answer no longer helps: the captcha was spent by the wrong guess.
    expectFailure(await login(h, { ...DEMO, ...captcha }), 400, 'error.captchaWrong');
  });

  it('refuses an unknown codeId and a missing codeId', async () => {
    const unknown = newUuid();
    expectFailure(await login(h, { ...DEMO, codeId: unknown, code: 'abcd' }), 400, 'error.captchaWrong');
    expectFailure(await login(h, { ...DEMO, code: 'abcd', codeId: '' }), 400, 'error.captchaWrong');
  });

  it('cannot be answered with another captcha id', async () => {
    const first = await solveCaptcha(h);
    const second = await solveCaptcha(h);
    if (first.code === second.code) return; // vanishingly rare; nothing to tell apart
    expectFailure(await login(h, { ...DEMO, codeId: second.codeId, code: first.code }), 400, 'error.captchaWrong');
  });

  it('still works just before five minutes', async () => {
    const captcha = await solveCaptcha(h);
    h.clock.advance(5 * MINUTE - 1000);
    expectSuccess(await login(h, { ...DEMO, ...captcha }));
  });

  it('expires after five minutes', async () => {
    const captcha = await solveCaptcha(h);
    h.clock.advance(5 * MINUTE + 1);
    expectFailure(await login(h, { ...DEMO, ...captcha }), 400, 'error.captchaWrong');
  });

  it('a refreshed captcha replaces the answer of the earlier one', async () => {
    const uuid = newUuid();
    await fetchCaptcha(h, uuid);
    const first = await captchaAnswer(h, uuid);
    let second = first;
    for (let tries = 0; second === first && tries < 5; tries += 1) {
      await fetchCaptcha(h, uuid);
      second = await captchaAnswer(h, uuid);
    }
    expect(second).not.toBe(first);
    expect(await h.db.selectFrom('captchas').select('uuid').where('uuid', '=', uuid).execute()).toHaveLength(1);
    expectFailure(await login(h, { ...DEMO, codeId: uuid, code: first! }), 400, 'error.captchaWrong');
  });

  it('a refreshed captcha accepts its own answer', async () => {
    const uuid = newUuid();
    await fetchCaptcha(h, uuid);
    await fetchCaptcha(h, uuid);
    const answer = await captchaAnswer(h, uuid);
    expectSuccess(await login(h, { ...DEMO, codeId: uuid, code: answer! }));
  });

  it('a refresh restarts the five minutes', async () => {
    const uuid = newUuid();
    await fetchCaptcha(h, uuid);
    h.clock.advance(4 * MINUTE);
    await fetchCaptcha(h, uuid);
    h.clock.advance(4 * MINUTE);
    expectSuccess(await login(h, { ...DEMO, codeId: uuid, code: (await captchaAnswer(h, uuid))! }));
  });
});
