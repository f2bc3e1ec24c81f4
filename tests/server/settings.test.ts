/**
 * Site settings (issue 23), on both engines: anyone reads a setting by key (its default until an admin sets
 * it); an admin sets one at the desk or from the terminal, checked, recorded with who and when, and in the
 * operators' log; with sms_switch off registration and the payout account bindings need no SMS code and spend
 * none, with it on again they need one as before.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { expectFailure, expectSuccess, memberPost, register, sendRegisterCode, smsCodeFor, solveCaptcha } from './flows';
import { OPERATOR_KEY } from './depositFlows';
import { bindingCode, payoutMember, REAL_NAME } from './withdrawFlows';
import { opsCommand } from './opsCommand';
import { SITE_SETTING_DEFAULTS } from '../../machines/rules/siteSettings';
import type { OpsSetting } from '../../contract/settings';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ operatorKey: OPERATOR_KEY });
});
afterAll(() => h.close());

const readSetting = (key: string, headers: Record<string, string> = {}) =>
  h.call({ method: 'POST', url: `/web/sys/sysConfig/getSysConfigValue?key=${encodeURIComponent(key)}`, headers });

const putSetting = (key: string, value: unknown, options: { key?: string | null; lang?: string } = {}) =>
  h.call({
    method: 'PUT',
    url: `/web/ops/settings/${encodeURIComponent(key)}`,
    headers: { ...(options.key === null ? {} : { authorization: `Bearer ${options.key ?? OPERATOR_KEY}` }), lang: options.lang ?? 'zh' },
    payload: { value },
  });

const smsSwitch = async (value: '0' | '1') => expectSuccess(await putSetting('sms_switch', value));

let serial = 0;
const fresh = () => {
  serial += 1;
  return { userName: `set${serial}${Math.random().toString(36).slice(2, 6)}`, phone: `137${String(20_000_000 + serial * 131 + Math.floor(Math.random() * 97)).slice(-8)}` };
};

describe('reading a setting', () => {
  beforeEach(async () => {
    await h.db.deleteFrom('site_settings').execute();
  });

  it('answers sms_switch "1" (on, as before settings existed) to a guest until an admin sets it', async () => {
    expect(SITE_SETTING_DEFAULTS.sms_switch).toBe('1');
    const answer = await readSetting('sms_switch');
    expectSuccess(answer);
    expect([answer.body.configKey, answer.body.configValue]).toEqual(['sms_switch', '1']);
  });

  it('refuses a key it does not know, naming the parameter', async () => {
    const answer = await readSetting('operator_key', { lang: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('key');
  });
});

describe('an admin sets a setting', () => {
  it('stores it with its time and the operator, logs it, and every reader sees it from the next call', async () => {
    h.clock.advance(60_000);
    const asked = h.clock.now();
    const answer = await putSetting('sms_switch', '0');
    expectSuccess(answer);
    const setting = answer.body.setting as OpsSetting;
    expect([setting.configKey, setting.configValue, setting.updatedBy]).toEqual(['sms_switch', '0', 'bootstrap']);
    // Its time is the server clock's when it was set.
    expect(setting.updateTime).toBeGreaterThanOrEqual(asked);
    expect(setting.updateTime).toBeLessThanOrEqual(h.clock.now());
    expect((await readSetting('sms_switch')).body.configValue).toBe('0');
    const row = await h.db.selectFrom('site_settings').selectAll().executeTakeFirstOrThrow();
    expect([row.setting_key, row.setting_value, Number(row.updated_at), row.updated_by]).toEqual(['sms_switch', '0', setting.updateTime, 'bootstrap']);
    const logged = await h.db.selectFrom('operator_actions').selectAll().where('action', '=', 'setting.set').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect([logged.target_kind, logged.target_id, logged.detail]).toEqual(['setting', 'sms_switch', '0']);
    // Set again, the one row changes.
    await smsSwitch('1');
    expect(await h.db.selectFrom('site_settings').select('setting_value').execute()).toEqual([{ setting_value: '1' }]);
  });

  it('refuses a value the key does not take, in the caller’s language, and keeps the setting', async () => {
    await smsSwitch('1');
    for (const value of ['2', 'on', '', '00']) {
      const refused = await putSetting('sms_switch', value, { lang: 'en' });
      expectFailure(refused, 400, 'error.setting.smsSwitch', 'en');
      expect(refused.body.field).toBe('value');
    }
    expectFailure(await putSetting('sms_switch', '2', { lang: 'hk' }), 400, 'error.setting.smsSwitch', 'hk');
    expect((await putSetting('no_such_key', '1')).status).toBe(400);
    expect((await readSetting('sms_switch')).body.configValue).toBe('1');
  });

  it('is for admins only: no key answers 401, a finance operator 403', async () => {
    expect((await putSetting('sms_switch', '0', { key: null })).status).toBe(401);
    const added = await h.call({ method: 'POST', url: '/web/ops/operators', headers: { authorization: `Bearer ${OPERATOR_KEY}` }, payload: { name: `fin${serial += 1}`, role: 'finance' } });
    expectSuccess(added);
    expectFailure(await putSetting('sms_switch', '0', { key: added.body.key as string, lang: 'en' }), 403, 'error.operatorRole', 'en', { role: 'finance', roles: 'admin' });
    expect((await readSetting('sms_switch')).body.configValue).toBe('1');
  });

  it('npm run ops -- settings set KEY VALUE sets it through the API', async () => {
    const { lines, run } = opsCommand(h);
    expect(await run(['settings', 'set', 'sms_switch', '0'])).toBe(0);
    expect(lines.at(-1)).toMatch(/^sms_switch\t0\tset \d{4}-.* by bootstrap$/);
    expect((await readSetting('sms_switch')).body.configValue).toBe('0');
    expect(await run(['settings', 'set', 'sms_switch', 'yes'])).toBe(1);
    expect(lines.at(-1)).toBe('refused: sms_switch is 1 (on) or 0 (off).');
    expect(await run(['settings', 'set', 'sms_switch'])).toBe(2);
    await smsSwitch('1');
  });
});

describe('sms_switch and registration', () => {
  afterAll(() => smsSwitch('1'));

  it('off: registers without a code (a code sent is not spent); on: a code is required again', async () => {
    await smsSwitch('0');
    const guest = fresh();
    const registered = await register(h, { ...guest, password: 'abcd1234', smsCode: '' });
    expectSuccess(registered);
    expect(typeof registered.body.token).toBe('string');

    await smsSwitch('1');
    const next = fresh();
    expectFailure(await register(h, { ...next, password: 'abcd1234', smsCode: '' }, { lang: 'en' }), 400, 'rule.smsCode.required', 'en');
    expect(await h.db.selectFrom('users').select('id').where('phone', '=', next.phone).execute()).toEqual([]);
    const code = await smsCodeFor(h, next.phone);
    expectSuccess(await register(h, { ...next, password: 'abcd1234', smsCode: code }));
  });
});

describe('sms_switch and the registration code', () => {
  afterAll(() => smsSwitch('1'));

  const sentTo = (phone: string) => h.db.selectFrom('outbox').select('code').where('recipient', '=', phone).execute();

  it('off: sends no code and says why, spending neither the captcha nor a send; on: sends one again', async () => {
    await smsSwitch('0');
    const guest = fresh();
    const captcha = await solveCaptcha(h);
    const slotsBefore = await h.db.selectFrom('code_send_slots').selectAll().execute();
    for (const lang of ['zh', 'hk', 'en'] as const) {
      expectFailure(await sendRegisterCode(h, guest.phone, { lang }, captcha), 409, 'error.smsNotRequired', lang);
    }
    expect(await sentTo(guest.phone)).toEqual([]);
    expect(await h.db.selectFrom('code_send_slots').selectAll().execute()).toEqual(slotsBefore);

    await smsSwitch('1');
    // The captcha solved while the switch was off is still good: nothing spent it.
    expectSuccess(await sendRegisterCode(h, guest.phone, {}, captcha));
    expect(await sentTo(guest.phone)).toHaveLength(1);
  });
});

describe('sms_switch and the payout account bindings', () => {
  afterAll(() => smsSwitch('1'));

  it('off: binds a card, a USDT address and an e-wallet without a code; on: refuses one without, binds with', async () => {
    const m = await payoutMember(h);
    await smsSwitch('0');
    expectSuccess(await memberPost(h, m.token, '/userBankCard/bindBankCard', { payload: { holderName: REAL_NAME, cardType: 1, bankcardNo: '6222000011112222333', bankId: 1, phone: m.phone } }));
    expectSuccess(await memberPost(h, m.token, '/userThirdPartAccount/bindThirdPartAccount', { payload: { type: 'koi', alias: 'wallet', account: `kb${'y2'.repeat(8)}` } }));

    await smsSwitch('1');
    const refused = await memberPost(h, m.token, '/userThirdPartAccount/bindThirdPartAccount', { payload: { type: 'eb', alias: 'wallet', account: `eb${'z3'.repeat(8)}` }, headers: { lang: 'en' } });
    expectFailure(refused, 400, 'rule.smsCode.required', 'en');
    expect(refused.body.field).toBe('smsCode');
    const smsCode = await bindingCode(h, m);
    expectSuccess(await memberPost(h, m.token, '/userThirdPartAccount/bindThirdPartAccount', { payload: { type: 'eb', alias: 'wallet', account: `eb${'z3'.repeat(8)}`, smsCode } }));
    const accounts = await h.db.selectFrom('user_third_part_accounts').select('id').where('user_id', '=', m.userId).execute();
    expect(accounts).toHaveLength(2);
  });
});
