import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, DAY, expectFailure, expectSuccess, memberPost, message, MINUTE, solveCaptcha } from './flows';
import { hashPassword, verifyPassword } from '../../server/features/auth/passwords';
import { issueToken } from '../../server/features/auth/tokens';
import { CODE_TTL_MS, DAILY_SEND_LIMIT } from '../../server/features/verification/codes';

/** Profile and security rules on the server (issue 14); run on both engines. */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

let serial = 0;
/** A member with a real login password and a known phone. */
async function member(password = 'abcd1234') {
  serial += 1;
  const created = await createMember(h, `pf${serial}${Math.random().toString(36).slice(2, 6)}`);
  const phone = `139${String(10_000_000 + serial * 7919 + Math.floor(Math.random() * 1000)).slice(-8)}`;
  await h.db.updateTable('users').set({ password_hash: await hashPassword(password), phone }).where('id', '=', created.userId).execute();
  return { ...created, phone, password };
}

const info = async (token: string) => {
  const response = await memberPost(h, token, '/user/getUserInfo');
  expectSuccess(response);
  return response.body.userInfo as Record<string, unknown>;
};

async function latestCode(recipient: string): Promise<string> {
  const row = await h.db.selectFrom('outbox').select(['code', 'channel']).where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirst();
  if (!row) throw new Error(`nothing sent to ${recipient}`);
  return row.code;
}
const sentTo = async (recipient: string) =>
  (await h.db.selectFrom('outbox').select('id').where('recipient', '=', recipient).execute()).length;

const today = () => new Date(h.clock.now()).toISOString().slice(0, 10);
const yearsAgo = (years: number, dayShift = 0) => {
  const now = new Date(h.clock.now());
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + dayShift));
  return date.toISOString().slice(0, 10);
};

describe('personal info', () => {
  it('masks the phone (first 3, last 4) and the e-mail (second half of the local part)', async () => {
    const m = await member();
    await h.db.updateTable('users').set({ phone: '13912345678', email: 'member@example.com' }).where('id', '=', m.userId).execute();
    const user = await info(m.token);
    expect(user.phone).toBe('139****5678');
    expect(user.email).toBe('mem***@example.com');
    expect(JSON.stringify(user)).not.toContain('12345678');
  });

  it('refuses a birth date that makes the member under 18, accepts the 18th birthday itself', async () => {
    const m = await member();
    expect(today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const lang of ['zh', 'en'] as const) {
      const refused = await memberPost(h, m.token, '/user/modifyUserInfo', { payload: { birthDate: yearsAgo(18, 1) }, headers: { lang } });
      expectFailure(refused, 400, 'profile.birthDate.underAge', lang);
    }
    expect((await info(m.token)).birthDate).toBeNull();
    expectFailure(await memberPost(h, m.token, '/user/modifyUserInfo', { payload: { birthDate: '2001-02-30' } }), 400, 'profile.birthDate.format');
    expectSuccess(await memberPost(h, m.token, '/user/modifyUserInfo', { payload: { birthDate: yearsAgo(18), gender: 2 } }));
    expect(await info(m.token)).toMatchObject({ birthDate: yearsAgo(18), gender: 2 });
  });

  it('sets the real name once; a second save is refused and changes nothing', async () => {
    const m = await member();
    expectFailure(await memberPost(h, m.token, '/user/modifyUserInfo', { payload: { realName: 'x1' } }), 400, 'profile.realName.format');
    expectSuccess(await memberPost(h, m.token, '/user/modifyUserInfo', { payload: { realName: '  王小明 ' } }));
    expect((await info(m.token)).realName).toBe('王小明');
    const again = await memberPost(h, m.token, '/user/modifyUserInfo', { payload: { realName: '李四', gender: 1 } });
    expectFailure(again, 409, 'profile.realName.alreadySet');
    expect(await info(m.token)).toMatchObject({ realName: '王小明', gender: null });
  });

  it('two first saves of the real name at once: exactly one wins', async () => {
    const m = await member();
    const answers = await Promise.all(['张三', '李四'].map((realName) => memberPost(h, m.token, '/user/modifyUserInfo', { payload: { realName } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('an avatar is a preset or an own upload, never another address', async () => {
    const m = await member();
    expectSuccess(await memberPost(h, m.token, '/user/modifyUserInfo', { payload: { photoUrl: '/avatars/preset-8.svg' } }));
    expect((await info(m.token)).photoUrl).toBe('/avatars/preset-8.svg');
    for (const photoUrl of ['/avatars/preset-9.svg', 'https://evil.example/a.png', `/web/upload/files/${'b'.repeat(64)}.png`]) {
      expectFailure(await memberPost(h, m.token, '/user/modifyUserInfo', { payload: { photoUrl } }), 400, 'profile.photoUrl.invalid');
    }
  });
});

describe('login password', () => {
  it('changes it by the rules of section 5 and ends the other sessions, not this one', async () => {
    const m = await member();
    const other = (await h.call({ method: 'POST', url: '/web/user/getUserInfo', headers: { token: m.token } })).status;
    expect(other).toBe(200);
    const elsewhere = await issueToken(h.db, h.clock, m.userId);
    const change = (payload: Record<string, string>) => memberPost(h, m.token, '/user/modifyPassword', { payload });
    expectFailure(await change({ oldPassword: m.password, newPassword: 'short', confirmPassword: 'short' }), 400, 'rule.password.format');
    expectFailure(await change({ oldPassword: m.password, newPassword: 'abcd12345', confirmPassword: 'abcd1234x' }), 400, 'rule.confirmPassword.mismatch');
    expectFailure(await change({ oldPassword: 'wrong1234', newPassword: 'abcd12345', confirmPassword: 'abcd12345' }), 400, 'security.oldPassword.wrong');
    expectSuccess(await change({ oldPassword: m.password, newPassword: 'abcd12345', confirmPassword: 'abcd12345' }));
    expect((await memberPost(h, elsewhere, '/user/getUserInfo')).status).toBe(401);
    expect((await memberPost(h, m.token, '/user/getUserInfo')).status).toBe(200);
  });
});

describe('withdrawal password', () => {
  async function setWithdrawPassword(m: Awaited<ReturnType<typeof member>>, password = '135790') {
    expectSuccess(await memberPost(h, m.token, '/sms/getSmsCode', { payload: { purpose: 'withdrawPassword' } }));
    const code = await latestCode(m.phone);
    expectSuccess(await memberPost(h, m.token, '/sms/checkSmsCode', { payload: { purpose: 'withdrawPassword', code } }));
    expectSuccess(await memberPost(h, m.token, '/user/setWithdrawPwd', { payload: { password, confirmPassword: password, code } }));
  }

  it('is 6 digits only, set with a code to the bound phone, stored as a slow hash', async () => {
    const m = await member();
    const isSet = async () => (await memberPost(h, m.token, '/user/checkIsSetWidthPassword')).body.isSet;
    expect(await isSet()).toBe(false);
    expectFailure(await memberPost(h, m.token, '/user/checkWithdrawPwd', { payload: { password: '123456' } }), 400, 'security.withdrawPassword.notSet');
    for (const password of ['12345', '1234567', '12345a', '']) {
      const refused = await memberPost(h, m.token, '/user/setWithdrawPwd', { payload: { password, confirmPassword: password, code: '000000' } });
      expectFailure(refused, 400, password === '' ? 'security.withdrawPassword.required' : 'security.withdrawPassword.format');
    }
    // Too easy to guess: the server refuses what the site refuses, by the same rule (machines/rules/profile.ts).
    for (const password of ['000000', '999999', '123456', '654321', '890123']) {
      const refused = await memberPost(h, m.token, '/user/setWithdrawPwd', { payload: { password, confirmPassword: password, code: '000000' } });
      expectFailure(refused, 400, 'security.withdrawPassword.weak');
    }
    expectFailure(
      await memberPost(h, m.token, '/user/modifyWithdrawPwd', { payload: { password: '654321', confirmPassword: '654321', code: '000000' }, headers: { lang: 'en' } }),
      400,
      'security.withdrawPassword.weak',
      'en',
    );
    await setWithdrawPassword(m);
    expect(await isSet()).toBe(true);
    const row = await h.db.selectFrom('users').select('withdraw_password_hash').where('id', '=', m.userId).executeTakeFirstOrThrow();
    expect(row.withdraw_password_hash).toMatch(/^scrypt\$/);
    expectSuccess(await memberPost(h, m.token, '/user/checkWithdrawPwd', { payload: { password: '135790' } }));
    expectFailure(
      await memberPost(h, m.token, '/user/setWithdrawPwd', { payload: { password: '246802', confirmPassword: '246802', code: '000000' } }),
      409,
      'security.withdrawPassword.alreadySet',
    );
  });

  it('changes with the old one or with a code', async () => {
    const m = await member();
    await setWithdrawPassword(m);
    expectSuccess(await memberPost(h, m.token, '/user/modifyWithdrawPwd', { payload: { oldPassword: '135790', password: '246802', confirmPassword: '246802' } }));
    expectSuccess(await memberPost(h, m.token, '/user/checkWithdrawPwd', { payload: { password: '246802' } }));
    h.clock.advance(MINUTE);
    expectSuccess(await memberPost(h, m.token, '/sms/getSmsCode', { payload: { purpose: 'withdrawPassword' } }));
    const code = await latestCode(m.phone);
    expectSuccess(await memberPost(h, m.token, '/user/modifyWithdrawPwd', { payload: { code, password: '975310', confirmPassword: '975310' } }));
    expectSuccess(await memberPost(h, m.token, '/user/checkWithdrawPwd', { payload: { password: '975310' } }));
  });

  it('five wrong in a row lock it for 15 minutes, even for the right one, with a clear message', async () => {
    const m = await member();
    await setWithdrawPassword(m);
    for (let i = 0; i < 5; i += 1) {
      expectFailure(await memberPost(h, m.token, '/user/checkWithdrawPwd', { payload: { password: '000000' } }), 400, 'security.withdrawPassword.wrong');
    }
    const locked = await memberPost(h, m.token, '/user/checkWithdrawPwd', { payload: { password: '135790' }, headers: { lang: 'en' } });
    expectFailure(locked, 429, 'security.withdrawPassword.locked', 'en');
    h.clock.advance(15 * MINUTE + 1000);
    expectSuccess(await memberPost(h, m.token, '/user/checkWithdrawPwd', { payload: { password: '135790' } }));
  });

  it('fifty right passwords at once: none is told the password is locked, and none counts against the member (issue 22)', async () => {
    const m = await member();
    await setWithdrawPassword(m);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => memberPost(h, m.token, '/user/checkWithdrawPwd', { payload: { password: '135790' }, headers: { lang: 'en' } })),
    );
    const seen = new Set(answers.map((answer) => (answer.status === 200 ? 'ok' : answer.body.msg)));
    expect(seen.has('ok')).toBe(true);
    expect([...seen].filter((outcome) => outcome !== 'ok')).toEqual(seen.size > 1 ? [message('en', 'security.checkBusy')] : []);
    // Nothing was held against the member: five wrong attempts are still five before the lock.
    for (let i = 0; i < 4; i += 1) {
      expectFailure(await memberPost(h, m.token, '/user/checkWithdrawPwd', { payload: { password: '000000' } }), 400, 'security.withdrawPassword.wrong');
    }
    expectSuccess(await memberPost(h, m.token, '/user/checkWithdrawPwd', { payload: { password: '135790' } }));
  });
});

describe('codes', () => {
  it('a code answers only for its purpose and its member, and dies after 5 minutes', async () => {
    const m = await member();
    const other = await member();
    expectSuccess(await memberPost(h, m.token, '/email/getEmailCode', { payload: { purpose: 'bindEmail', email: 'A.Person@Example.com' } }));
    const code = await latestCode('a.person@example.com');
    const channel = await h.db.selectFrom('outbox').select('channel').where('recipient', '=', 'a.person@example.com').executeTakeFirstOrThrow();
    expect(channel.channel).toBe('email');
    // The e-mail code does not set a withdrawal password, nor bind the address for another member.
    expectFailure(
      await memberPost(h, m.token, '/user/setWithdrawPwd', { payload: { password: '135790', confirmPassword: '135790', code } }),
      400,
      'error.smsCodeExpired',
    );
    expectFailure(
      await memberPost(h, other.token, '/email/checkEmailCode', { payload: { purpose: 'bindEmail', email: 'a.person@example.com', code } }),
      400,
      'error.smsCodeExpired',
    );
    h.clock.advance(CODE_TTL_MS + 1000);
    expectFailure(
      await memberPost(h, m.token, '/email/checkEmailCode', { payload: { purpose: 'bindEmail', email: 'a.person@example.com', code } }),
      400,
      'error.smsCodeExpired',
    );
    expectSuccess(await memberPost(h, m.token, '/email/getEmailCode', { payload: { purpose: 'bindEmail', email: 'a.person@example.com' } }));
    const fresh = await latestCode('a.person@example.com');
    expectSuccess(await memberPost(h, m.token, '/email/checkEmailCode', { payload: { purpose: 'bindEmail', email: 'a.person@example.com', code: fresh } }));
    expect((await info(m.token)).email).toBe('a.pe****@example.com');
  });

  it('resend after 60 s: 59 s is refused, 60 s passes; ten a day', async () => {
    const m = await member();
    const send = () => memberPost(h, m.token, '/sms/getSmsCode', { payload: { purpose: 'withdrawPassword' } });
    expectSuccess(await send());
    h.clock.advance(59_000);
    expectFailure(await send(), 429, 'error.smsTooSoon', 'zh', { seconds: 1 });
    h.clock.advance(1_000);
    expectSuccess(await send());
    for (let i = 2; i < DAILY_SEND_LIMIT; i += 1) {
      h.clock.advance(MINUTE);
      expectSuccess(await send());
    }
    h.clock.advance(MINUTE);
    expectFailure(await send(), 429, 'error.smsDailyLimit');
    expect(await sentTo(m.phone)).toBe(DAILY_SEND_LIMIT);
    h.clock.advance(DAY);
    // A day outlives the session: the member signs in again.
    const fresh = await issueToken(h.db, h.clock, m.userId);
    expectSuccess(await memberPost(h, fresh, '/sms/getSmsCode', { payload: { purpose: 'withdrawPassword' } }));
  });

  it('two sends at once: only one passes the 60 s rule', async () => {
    const m = await member();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => memberPost(h, m.token, '/sms/getSmsCode', { payload: { purpose: 'withdrawPassword' } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    expect(await sentTo(m.phone)).toBe(1);
  });

  it('the phone check asks for the middle four digits before a new phone gets a code', async () => {
    const m = await member();
    const newPhone = `137${m.phone.slice(3)}`;
    const middle = m.phone.slice(-8, -4);
    const wrong = String((Number(middle) + 1) % 10000).padStart(4, '0');
    for (const lang of ['zh', 'hk', 'en'] as const) {
      const refused = await memberPost(h, m.token, '/sms/getSmsCode', { payload: { purpose: 'bindPhone', phone: newPhone, middleFour: wrong }, headers: { lang } });
      expectFailure(refused, 400, 'security.phoneWrong', lang);
    }
    expect(await sentTo(newPhone)).toBe(0);
    expectSuccess(await memberPost(h, m.token, '/sms/getSmsCode', { payload: { purpose: 'bindPhone', phone: newPhone, middleFour: middle } }));
    const code = await latestCode(newPhone);
    expectSuccess(await memberPost(h, m.token, '/sms/checkSmsCode', { payload: { purpose: 'bindPhone', phone: newPhone, code } }));
    expect((await info(m.token)).phone).toBe(`137****${newPhone.slice(-4)}`);
  });
});

describe('forgot password', () => {
  // A code send carries a solved captcha (issue 22); the other steps take none.
  const post = async (path: string, payload: object) =>
    h.call({ method: 'POST', url: `/web/guest/user/${path}`, payload: path.startsWith('get') ? { ...payload, ...(await solveCaptcha(h)) } : payload });
  /** A recovery code leaves after the answer (so its gateway's delay tells nothing): wait for it. */
  const recoveryCode = (recipient: string) => vi.waitFor(() => latestCode(recipient));

  it('answers an unknown account exactly as a known one, at every step', async () => {
    const known = await member();
    await h.db.updateTable('users').set({ email: `${known.userName}@mail.test` }).where('id', '=', known.userId).execute();
    const unknown = `zz${known.userName.slice(2)}x`.slice(0, 11);
    const strip = (a: { status: number; body: Record<string, unknown> }) => ({ status: a.status, body: a.body });
    for (const step of ['forgetPasswordFirstStep', 'getPhoneCodeByForgetPwd', 'getEmailCodeByForgetPwd']) {
      expect(strip(await post(step, { userName: unknown }))).toEqual(strip(await post(step, { userName: known.userName })));
    }
    // Again at once: both "too soon" alike.
    expect(strip(await post('getPhoneCodeByForgetPwd', { userName: unknown }))).toEqual(strip(await post('getPhoneCodeByForgetPwd', { userName: known.userName })));
    const wrongCode = { code: '000000', channel: 'phone' };
    const realCode = await recoveryCode(known.phone);
    const guess = realCode === '000000' ? '111111' : '000000';
    expect(strip(await post('checkPhoneCodeByForgetPwd', { userName: unknown, ...wrongCode, code: guess }))).toEqual(
      strip(await post('checkPhoneCodeByForgetPwd', { userName: known.userName, ...wrongCode, code: guess })),
    );
    expectFailure(await post('checkPhoneCodeByForgetPwd', { userName: unknown, code: guess }), 400, 'forgot.codeInvalid');
  });

  it('recovers by phone and by e-mail; every session ends', async () => {
    const m = await member();
    await h.db.updateTable('users').set({ email: `${m.userName}@mail.test` }).where('id', '=', m.userId).execute();
    expectSuccess(await post('getPhoneCodeByForgetPwd', { userName: m.userName }));
    const code = await recoveryCode(m.phone);
    expectSuccess(await post('checkPhoneCodeByForgetPwd', { userName: m.userName, channel: 'phone', code }));
    expectFailure(await post('modifyPasswordByForget', { userName: m.userName, channel: 'phone', code, newPassword: 'x', confirmPassword: 'x' }), 400, 'rule.password.format');
    expectSuccess(await post('modifyPasswordByForget', { userName: m.userName, channel: 'phone', code, newPassword: 'newpass123', confirmPassword: 'newpass123' }));
    expect((await memberPost(h, m.token, '/user/getUserInfo')).status).toBe(401);
    // The code is spent.
    expectFailure(await post('modifyPasswordByForget', { userName: m.userName, channel: 'phone', code, newPassword: 'other1234', confirmPassword: 'other1234' }), 400, 'forgot.codeInvalid');

    expectSuccess(await post('getEmailCodeByForgetPwd', { userName: m.userName }));
    const mailed = await recoveryCode(`${m.userName}@mail.test`);
    expectSuccess(await post('modifyPasswordByForget', { userName: m.userName, channel: 'email', code: mailed, newPassword: 'mailed1234', confirmPassword: 'mailed1234' }));
    const row = await h.db.selectFrom('users').select('password_hash').where('id', '=', m.userId).executeTakeFirstOrThrow();
    expect(await verifyPassword('mailed1234', row.password_hash)).toBe(true);
  });
});
