/**
 * Currency (issue 23), on both engines: the `currencies` site setting (CNY alone by default) says what a member
 * may switch to, and changing currency never relabels money: the switch is refused while the member holds
 * money in the current one (wallets, open deposits, withdrawals under review, unsettled bets).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, expectSuccess, memberPost, moneyPost, sandboxCredit, type Lang } from './flows';
import { bankOrder, depositHarnessConfig, OPERATOR_KEY } from './depositFlows';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
});
afterAll(() => h.close());

let serial = 0;
const fresh = () => createMember(h, `cur${++serial}${Math.random().toString(36).slice(2, 5)}`);

const putCurrencies = (value: string) =>
  h.call({ method: 'PUT', url: '/web/ops/settings/currencies', headers: { authorization: `Bearer ${OPERATOR_KEY}`, lang: 'en' }, payload: { value } });

const switchTo = (token: string, currencyType: number, lang: Lang = 'zh') =>
  memberPost(h, token, '/user/changeLanguageAndCurrency', { payload: { currencyType }, headers: { lang } });

const currencyOf = async (token: string) => {
  const info = await memberPost(h, token, '/user/getUserInfo');
  expectSuccess(info);
  return (info.body.userInfo as { currencyType: number }).currencyType;
};

const centralOf = async (userId: number) =>
  Number((await h.db.selectFrom('wallets').select('balance_minor').where('user_id', '=', userId).where('venue', '=', 'central').executeTakeFirstOrThrow()).balance_minor);

describe('currency', () => {
  it('offers CNY alone until the operator says otherwise, and refuses a switch to a currency not offered', async () => {
    const read = await h.call({ method: 'POST', url: '/web/sys/sysConfig/getSysConfigValue?key=currencies' });
    expectSuccess(read);
    expect(read.body.configValue).toBe('CNY');
    const member = await fresh();
    expect(await currencyOf(member.token)).toBe(1);
    const refused = await switchTo(member.token, 2, 'en');
    expectFailure(refused, 400, 'error.currency.notOffered', 'en', { currency: 'HKD' });
    expect(refused.body.field).toBe('currencyType');
    expect(await currencyOf(member.token)).toBe(1);
  });

  it('takes only known codes, each once, as the setting', async () => {
    for (const value of ['CNY,XYZ', 'CNY,CNY', '']) {
      const refused = await putCurrencies(value);
      expectFailure(refused, 400, 'error.setting.currencies', 'en');
    }
    const read = await h.call({ method: 'POST', url: '/web/sys/sysConfig/getSysConfigValue?key=currencies' });
    expect(read.body.configValue).toBe('CNY');
  });

  it('switches a member who holds nothing to an offered currency and back', async () => {
    expectSuccess(await putCurrencies('CNY,HKD'));
    const member = await fresh();
    expectSuccess(await switchTo(member.token, 2));
    expect(await currencyOf(member.token)).toBe(2);
    expectSuccess(await switchTo(member.token, 1));
    expect(await currencyOf(member.token)).toBe(1);
    // USD is known to the dictionary but not offered.
    expectFailure(await switchTo(member.token, 3), 400, 'error.currency.notOffered', 'zh', { currency: 'USD' });
  });

  it('refuses a switch while the member holds money, in the member\'s language, and relabels nothing', async () => {
    expectSuccess(await putCurrencies('CNY,HKD'));
    const member = await fresh();
    await sandboxCredit(h, member.userName, '0.01');
    for (const lang of ['zh', 'hk', 'en'] as const) {
      expectFailure(await switchTo(member.token, 2, lang), 409, 'error.currency.moneyHeld', lang, { currency: 'CNY' });
    }
    expect(await currencyOf(member.token)).toBe(1);
    expect(await centralOf(member.userId)).toBe(1);
    // The language alone still changes, and asking for the currency already held changes nothing.
    expectSuccess(await memberPost(h, member.token, '/user/changeLanguageAndCurrency', { payload: { languageType: 3 } }));
    expectSuccess(await switchTo(member.token, 1));
  });

  it('counts money in a venue wallet and a deposit still open as money held', async () => {
    expectSuccess(await putCurrencies('CNY,HKD'));
    const inVenue = await fresh();
    await sandboxCredit(h, inVenue.userName, '10.00');
    expectSuccess(await moneyPost(h, inVenue.token, '/apiCode/convertMoney', { query: { from: 'central', to: 'rlive', amount: '10.00' } }));
    expect(await centralOf(inVenue.userId)).toBe(0);
    expectFailure(await switchTo(inVenue.token, 2), 409, 'error.currency.moneyHeld', 'zh', { currency: 'CNY' });

    const depositing = await fresh();
    await bankOrder(h, depositing.token);
    expectFailure(await switchTo(depositing.token, 2), 409, 'error.currency.moneyHeld', 'zh', { currency: 'CNY' });
    expect(await currencyOf(depositing.token)).toBe(1);
  });
});
