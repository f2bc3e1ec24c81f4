import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import {
  DAY,
  DEMO,
  expectFailure,
  expectSuccess,
  loginAs,
  message,
  MINUTE,
  outbox,
  register,
  registerMember,
  savedState,
  sendRegisterCode,
  setRegisterItem,
  smsCodeFor,
  solveCaptcha,
  type RegistrationInput,
} from './flows';

/** A six-digit code that is certainly not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let phoneCounter = 0;
/** A fresh 11-digit phone number per call, so that SMS rate limits of one test never touch another. */
const freshPhone = () => `139${String(10_000_000 + (phoneCounter += 1)).slice(-8)}`;

describe('POST /web/guest/user/register', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, { demoMember: true });
  });
  afterAll(() => h.close());

  /** Expects a refusal and that nothing was written. */
  async function expectRefused(
    input: RegistrationInput,
    status: number,
    key: string,
    lang: 'zh' | 'hk' | 'en' = 'zh',
  ) {
    const before = await savedState(h);
    const response = await register(h, input, { lang });
    expectFailure(response, status, key, lang);
    expect(response.body).not.toHaveProperty('token');
    expect(await savedState(h)).toEqual(before);
  }

  describe('a successful registration', () => {
    it('returns a token that works, with a central wallet at 0.00', async () => {
      const phone = freshPhone();
      const before = await savedState(h);
      const token = await registerMember(h, 'Alpha01', 'abcd1234', phone);
      expect(await savedState(h)).toEqual({ users: before.users + 1, wallets: before.wallets + 1, sessions: before.sessions + 1 });

      const info = await h.call({ method: 'POST', url: '/web/user/getUserInfo', headers: { token } });
      expectSuccess(info);
      expect(info.body.userInfo).toEqual({
        photoUrl: null,
        userName: 'Alpha01',
        levelId: 0,
        joinDays: 1,
        languageType: null,
        currencyType: 1,
        realName: null,
        gender: null,
        birthDate: null,
        registeredAt: expect.any(Number),
        phone: `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`,
        email: null,
        hasWithdrawPassword: false,
      });

      const balance = await h.call({ method: 'POST', url: '/web/user/getUserBalance', headers: { token } });
      expectSuccess(balance);
      expect(balance.body.userBalanceMap).toEqual({ userBalance: '0.00', venueBalance: '0.00', totalBalance: '0.00', availableBalance: '0.00', heldBalance: '0.00', walletType: 0, playableBalance: '0.00' });

      const user = await h.db.selectFrom('users').selectAll().where('user_name', '=', 'Alpha01').executeTakeFirstOrThrow();
      expect(user.phone).toBe(phone);
      expect(user.password_hash).not.toContain('abcd1234');
      const wallets = await h.db.selectFrom('wallets').selectAll().where('user_id', '=', user.id).execute();
      expect(wallets).toEqual([expect.objectContaining({ venue: 'central', balance_minor: 0 })]);

      // The new member can log in with the chosen password, under any letter case of the name.
      await loginAs(h, 'alpha01', 'abcd1234');
    });

    it('accepts the shortest allowed values (4-character name, 8-character password, 8-digit phone)', async () => {
      const phone = '85291234';
      const token = await registerMember(h, 'ab12', '12345678', phone);
      expectSuccess(await h.call({ method: 'POST', url: '/web/user/getUserInfo', headers: { token } }));
    });

    it('accepts the longest allowed values (11-character name, 12-character password, 11-digit phone) and agreed=true', async () => {
      const phone = freshPhone();
      const smsCode = await smsCodeFor(h, phone);
      const response = await register(h, { userName: 'abcdefghij1', password: 'abcdef123456', phone, smsCode, agreed: 'true' });
      expectSuccess(response);
    });
  });

  describe('form rules of spec section 5', () => {
    let phone: string;
    let smsCode: string;
    const valid = (): RegistrationInput => ({ userName: 'rules01', password: 'abcd1234', phone, smsCode, agreed: '1' });

    beforeAll(async () => {
      phone = freshPhone();
      smsCode = await smsCodeFor(h, phone);
    });

    it.each([
      ['empty', '', 'rule.userName.required'],
      ['with an underscore', 'ab_cd1', 'rule.userName.characters'],
      ['with punctuation', 'abc!1', 'rule.userName.characters'],
      ['with a non-ASCII letter', 'abcé1', 'rule.userName.characters'],
      ['of 3 characters', 'abc', 'rule.userName.length'],
      ['of 12 characters', 'abcdefghijk1', 'rule.userName.length'],
      ['starting with a digit', '1abcd', 'rule.userName.firstDigit'],
      ['with a single letter', 'a1234', 'rule.userName.letters'],
    ])('refuses a user name %s', async (_label, userName, key) => {
      await expectRefused({ ...valid(), userName }, 400, key);
    });

    // A refusal for the terms (the last rule) proves that every earlier rule passed.
    it.each(['ab12', 'abcdefghijk', 'Ab3456', 'ABCD', 'x1yz'])('accepts the user name %s', async (userName) => {
      await expectRefused({ ...valid(), userName, agreed: '0' }, 400, 'rule.terms.required');
    });

    it.each([
      ['empty', '', 'rule.password.required'],
      ['of 7 characters', 'abcd123', 'rule.password.format'],
      ['of 13 characters', 'abcdef1234567', 'rule.password.format'],
      ['with a symbol', 'abcd-1234', 'rule.password.format'],
      ['with a space inside', 'abcd 1234', 'rule.password.format'],
    ])('refuses a password %s', async (_label, password, key) => {
      await expectRefused({ ...valid(), password, confirmPassword: password }, 400, key);
    });

    it.each(['abcdefgh', '12345678', 'abcdef123456', 'ABCdef12'])('accepts the password %s', async (password) => {
      await expectRefused({ ...valid(), password, confirmPassword: password, agreed: '0' }, 400, 'rule.terms.required');
    });

    it('refuses a missing confirmation', async () => {
      await expectRefused({ ...valid(), confirmPassword: '' }, 400, 'rule.confirmPassword.required');
    });

    it('refuses a confirmation that differs, even only in letter case', async () => {
      await expectRefused({ ...valid(), confirmPassword: 'abcd1235' }, 400, 'rule.confirmPassword.mismatch');
      await expectRefused({ ...valid(), confirmPassword: 'ABCD1234' }, 400, 'rule.confirmPassword.mismatch', 'en');
    });

    it.each([
      ['empty', '', 'rule.phone.required'],
      ['of 7 digits', '1234567', 'rule.phone.format'],
      ['of 12 digits', '139123456789', 'rule.phone.format'],
      ['with a letter', '1391234567a', 'rule.phone.format'],
      ['with a country prefix', '+8613912345678', 'rule.phone.format'],
    ])('refuses a phone %s', async (_label, badPhone, key) => {
      await expectRefused({ ...valid(), phone: badPhone }, 400, key);
    });

    it.each(['12345678', '1234567890', '13912345678'])('accepts the phone %s', async (goodPhone) => {
      await expectRefused({ ...valid(), phone: goodPhone, agreed: '0' }, 400, 'rule.terms.required');
    });

    it.each([
      ['empty', '', 'rule.smsCode.required'],
      ['of 5 digits', '12345', 'rule.smsCode.format'],
      ['of 7 digits', '1234567', 'rule.smsCode.format'],
      ['with letters', 'abcdef', 'rule.smsCode.format'],
    ])('refuses an SMS code %s', async (_label, code, key) => {
      await expectRefused({ ...valid(), smsCode: code }, 400, key);
    });

    it.each([['missing', undefined], ['0', '0'], ['no', 'no'], ['empty', '']])('refuses terms agreement %s', async (_label, agreed) => {
      const before = await savedState(h);
      const input = valid();
      const response = await h.call({
        method: 'POST',
        url: '/web/guest/user/register',
        payload: {
          userName: input.userName,
          password: input.password,
          confirmPassword: input.password,
          phone: input.phone,
          smsCode: input.smsCode,
          ...(agreed === undefined ? {} : { agreed }),
        },
      });
      expectFailure(response, 400, 'rule.terms.required');
      expect(await savedState(h)).toEqual(before);
    });

    it('speaks the rule messages in the request language', async () => {
      await expectRefused({ ...valid(), userName: '1abcd' }, 400, 'rule.userName.firstDigit', 'hk');
      await expectRefused({ ...valid(), agreed: '0' }, 400, 'rule.terms.required', 'en');
    });

    it('left the SMS code unspent through all those refusals', async () => {
      expectSuccess(await register(h, valid()));
    });
  });

  describe('duplicates', () => {
    it('refuses a user name already taken, whatever its letter case, with 409', async () => {
      const phone = freshPhone();
      const smsCode = await smsCodeFor(h, phone);
      for (const userName of ['demo01', 'DEMO01', 'Demo01']) {
        await expectRefused({ userName, password: 'abcd1234', phone, smsCode }, 409, 'error.userNameTaken');
      }
      await expectRefused({ userName: 'DeMo01', password: 'abcd1234', phone, smsCode }, 409, 'error.userNameTaken', 'en');
    });

    it('answers a code request for a registered phone as for any other; only the code holder learns it is taken', async () => {
      // Without a right code the registration says nothing about the phone: the code's answer comes first.
      await expectRefused({ userName: 'fresh01', password: 'abcd1234', phone: DEMO.phone, smsCode: '123456' }, 400, 'error.smsCodeExpired');
      const registered = await sendRegisterCode(h, DEMO.phone, { lang: 'en' });
      const unregistered = await sendRegisterCode(h, freshPhone(), { lang: 'en' });
      expect(registered.status).toBe(unregistered.status);
      expect(registered.body).toEqual(unregistered.body);
      // The code went to the registered phone, whose owner alone now hears that the number is taken.
      const [latest] = await outbox(h, DEMO.phone);
      await expectRefused({ userName: 'fresh01', password: 'abcd1234', phone: DEMO.phone, smsCode: latest.code }, 409, 'error.phoneTaken');
    });

    it('two registrations of one name at once: one succeeds, the other gets 409, not a server error', async () => {
      const phones = [freshPhone(), freshPhone()];
      const codes = await Promise.all(phones.map((phone) => smsCodeFor(h, phone)));
      const answers = await Promise.all(
        phones.map((phone, index) => register(h, { userName: 'racer01', password: 'abcd1234', phone, smsCode: codes[index] })),
      );
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 409]);
      expect(answers.find((answer) => answer.body.code === 409)!.body.msg).toBe(message('zh', 'error.userNameTaken'));
    });
  });

  describe('SMS code checks', () => {
    it('refuses a wrong code with 400; after 4 wrong tries the right one still works', async () => {
      const phone = freshPhone();
      const smsCode = await smsCodeFor(h, phone);
      for (let i = 0; i < 4; i += 1) {
        await expectRefused({ userName: 'tries04', password: 'abcd1234', phone, smsCode: otherCode(smsCode) }, 400, 'error.smsCodeWrong');
      }
      expectSuccess(await register(h, { userName: 'tries04', password: 'abcd1234', phone, smsCode }));
    });

    it('voids the code after 5 wrong tries', async () => {
      const phone = freshPhone();
      const smsCode = await smsCodeFor(h, phone);
      for (let i = 0; i < 5; i += 1) {
        await expectRefused({ userName: 'tries05', password: 'abcd1234', phone, smsCode: otherCode(smsCode) }, 400, 'error.smsCodeWrong');
      }
      await expectRefused({ userName: 'tries05', password: 'abcd1234', phone, smsCode }, 400, 'error.smsCodeExpired');
    });

    it('only the newest code counts once a new one is sent', async () => {
      const phone = freshPhone();
      const first = await smsCodeFor(h, phone);
      h.clock.advance(61 * 1000);
      const second = await smsCodeFor(h, phone);
      let tries = 5;
      if (first !== second) {
        await expectRefused({ userName: 'newest01', password: 'abcd1234', phone, smsCode: first }, 400, 'error.smsCodeWrong');
        tries -= 1;
      }
      for (let i = 0; i < tries; i += 1) {
        await expectRefused({ userName: 'newest01', password: 'abcd1234', phone, smsCode: otherCode(second) }, 400, 'error.smsCodeWrong');
      }
      // With the newest code voided, the older one does not come back to life.
      await expectRefused({ userName: 'newest01', password: 'abcd1234', phone, smsCode: first }, 400, 'error.smsCodeExpired');
    });

    it('refuses a code after 5 minutes', async () => {
      const phone = freshPhone();
      const smsCode = await smsCodeFor(h, phone);
      h.clock.advance(5 * MINUTE + 1);
      await expectRefused({ userName: 'late01', password: 'abcd1234', phone, smsCode }, 400, 'error.smsCodeExpired', 'en');
    });

    it('accepts a code just before 5 minutes', async () => {
      const phone = freshPhone();
      const smsCode = await smsCodeFor(h, phone);
      h.clock.advance(5 * MINUTE - 1000);
      expectSuccess(await register(h, { userName: 'intime01', password: 'abcd1234', phone, smsCode }));
    });

    it('refuses a code never requested, and a code sent to another phone', async () => {
      const phone = freshPhone();
      const other = freshPhone();
      const smsCode = await smsCodeFor(h, other);
      await expectRefused({ userName: 'nocode01', password: 'abcd1234', phone, smsCode }, 400, 'error.smsCodeExpired');
    });

    it('after a resend only the newest code counts', async () => {
      const phone = freshPhone();
      const first = await smsCodeFor(h, phone);
      h.clock.advance(MINUTE);
      const second = await smsCodeFor(h, phone);
      if (first !== second) {
        await expectRefused({ userName: 'resend01', password: 'abcd1234', phone, smsCode: first }, 400, 'error.smsCodeWrong');
      }
      expectSuccess(await register(h, { userName: 'resend01', password: 'abcd1234', phone, smsCode: second }));
    });
  });

  describe('registration closed (register item 1 off)', () => {
    it('refuses registration and SMS codes with 403 and saves nothing', async () => {
      const phone = freshPhone();
      const smsCode = await smsCodeFor(h, phone);
      await setRegisterItem(h, 1, false);
      try {
        await expectRefused({ userName: 'closed01', password: 'abcd1234', phone, smsCode }, 403, 'error.registrationClosed');
        await expectRefused({ userName: 'closed01', password: 'abcd1234', phone, smsCode }, 403, 'error.registrationClosed', 'en');
        const other = freshPhone();
        expectFailure(await sendRegisterCode(h, other, { lang: 'hk' }), 403, 'error.registrationClosed', 'hk');
        expect(await outbox(h, other)).toEqual([]);
        expect(await h.db.selectFrom('verification_codes').select('id').where('target', '=', other).execute()).toEqual([]);
      } finally {
        await setRegisterItem(h, 1, true);
      }
      // Reopened, the same code registers.
      expectSuccess(await register(h, { userName: 'closed01', password: 'abcd1234', phone, smsCode }));
    });
  });
});

describe('POST /web/guest/user/getPhoneCodeByRegister', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('sends a 6-digit code to the outbox, worded in the request language', async () => {
    const phone = freshPhone();
    const response = await sendRegisterCode(h, phone, { lang: 'en' });
    expectSuccess(response);
    expect(response.body.msg).toBe(message('en', 'api.ok'));
    // The code travels only by SMS, never in the answer.
    expect(Object.keys(response.body).sort()).toEqual(['code', 'msg']);
    const messages = await outbox(h, phone);
    expect(messages).toHaveLength(1);
    const [sent] = messages;
    expect(sent.to).toBe(phone);
    expect(sent.code).toMatch(/^\d{6}$/);
    expect(sent.text).toBe(message('en', 'sms.registerCode', { code: sent.code, minutes: 5 }));
    expect(sent.sentAt).toBeLessThanOrEqual(h.clock.now());
    expect(sent.sentAt).toBeGreaterThan(h.clock.now() - 10_000);
  });

  it('accepts the phone as a JSON number too', async () => {
    const phone = freshPhone();
    const captcha = await solveCaptcha(h);
    expectSuccess(await h.call({ method: 'POST', url: '/web/guest/user/getPhoneCodeByRegister', payload: { phone: Number(phone), ...captcha } }));
    expect(await outbox(h, phone)).toHaveLength(1);
  });

  it.each([
    ['missing', {}, 'rule.phone.required'],
    ['empty', { phone: '' }, 'rule.phone.required'],
    ['too short', { phone: '1234567' }, 'rule.phone.format'],
    ['too long', { phone: '123456789012' }, 'rule.phone.format'],
    ['not digits', { phone: '1391234567x' }, 'rule.phone.format'],
  ])('refuses a %s phone with 400 and sends nothing', async (_label, payload, key) => {
    const before = await h.db.selectFrom('outbox').select('id').execute();
    expectFailure(await h.call({ method: 'POST', url: '/web/guest/user/getPhoneCodeByRegister', payload }), 400, key);
    expect(await h.db.selectFrom('outbox').select('id').execute()).toHaveLength(before.length);
  });

  it('reads the phone from the JSON body, not the query string', async () => {
    expectFailure(
      await h.call({ method: 'POST', url: '/web/guest/user/getPhoneCodeByRegister?phone=13912340000' }),
      400,
      'rule.phone.required',
    );
  });

  it('refuses a resend within 60 seconds with 429, telling the seconds left', async () => {
    const phone = freshPhone();
    expectSuccess(await sendRegisterCode(h, phone));
    expectFailure(await sendRegisterCode(h, phone), 429, 'error.smsTooSoon', 'zh', { seconds: 60 });
    h.clock.advance(45 * 1000);
    expectFailure(await sendRegisterCode(h, phone, { lang: 'en' }), 429, 'error.smsTooSoon', 'en', { seconds: 15 });
    // The real clock runs underneath the test clock, so stay a little short of the minute.
    h.clock.advance(14 * 1000 + 500);
    expectFailure(await sendRegisterCode(h, phone), 429, 'error.smsTooSoon', 'zh', { seconds: 1 });
    expect(await outbox(h, phone)).toHaveLength(1);
    h.clock.advance(500);
    expectSuccess(await sendRegisterCode(h, phone));
    expect(await outbox(h, phone)).toHaveLength(2);
  });

  it('lets another phone have a code meanwhile', async () => {
    const phone = freshPhone();
    expectSuccess(await sendRegisterCode(h, phone));
    expectSuccess(await sendRegisterCode(h, freshPhone()));
  });

  it('sends at most 10 codes a day to a phone', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 10; i += 1) {
      expectSuccess(await sendRegisterCode(h, phone));
      h.clock.advance(MINUTE);
    }
    expectFailure(await sendRegisterCode(h, phone, { lang: 'hk' }), 429, 'error.smsDailyLimit', 'hk');
    h.clock.advance(2 * 60 * MINUTE);
    expectFailure(await sendRegisterCode(h, phone), 429, 'error.smsDailyLimit');

    const messages = await outbox(h, phone);
    expect(messages).toHaveLength(10);
    // Newest first.
    for (let i = 1; i < messages.length; i += 1) expect(messages[i - 1].sentAt).toBeGreaterThan(messages[i].sentAt);

    h.clock.advance(DAY);
    expectSuccess(await sendRegisterCode(h, phone));
    expect(await outbox(h, phone)).toHaveLength(11);
  });
});
