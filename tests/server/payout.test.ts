/**
 * Payout accounts on the server (spec sections 3, 5, 9): the 15 banks, bank cards (holder name = real
 * name, 16-19 digits, card type, at most 10, numbers masked), USDT accounts (TRC20 T+15-33, ERC20
 * 0x+15-40, "the account does not match the protocol" before the code), KOI and EB e-wallets (kb/eb +
 * 15-32), the SMS code, deletion behind the withdrawal password, another member's ids.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { expectFailure, expectSuccess, memberPost } from './flows';
import {
  bindCard,
  bindingCode,
  boundBlockchain,
  boundCard,
  boundThirdPart,
  cardNumber,
  payoutMember,
  REAL_NAME,
  WITHDRAW_PASSWORD,
  type PayoutMember,
} from './withdrawFlows';
import { BANK_CARD_MAX, SYSTEM_BANK_COUNT } from '../../machines/rules/payout';
import type { SysBank, UserBankCard } from '../../contract/withdrawal';
import { ETHEREUM_ADDRESS, ETHEREUM_CHECKSUMMED, ethereumCaseSlips, TRON_ADDRESS, TRON_ADDRESSES, tronSlips } from '../rules/cryptoAddressFixtures';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ sandbox: true });
});
afterAll(() => h.close());

const bindChain = async (m: PayoutMember, address: string, protocol: string, withCode = true, lang = 'zh') =>
  memberPost(h, m.token, '/userBlockchain/bindUserBlockchain', {
    headers: { lang },
    payload: { alias: 'usdt', address, protocol, ...(withCode ? { smsCode: await bindingCode(h, m) } : {}) },
  });
const bindWallet = async (m: PayoutMember, type: string, account: string, withCode = true) =>
  memberPost(h, m.token, '/userThirdPartAccount/bindThirdPartAccount', {
    payload: { type, alias: 'ewallet', account, ...(withCode ? { smsCode: await bindingCode(h, m) } : {}) },
  });
const cards = async (m: PayoutMember) => {
  const response = await memberPost(h, m.token, '/userBankCard/queryUserBankCardList');
  expectSuccess(response);
  return response.body.userBankCardList as UserBankCard[];
};

describe('system banks', () => {
  it('lists the 15 supported banks, named in the caller language, each with an SVG icon of our own', async () => {
    const response = await memberPost(h, (await payoutMember(h)).token, '/sys/sysbank/getSysBank', { headers: { lang: 'en' } });
    expectSuccess(response);
    const banks = response.body.sysBankList as SysBank[];
    expect(banks).toHaveLength(SYSTEM_BANK_COUNT);
    expect(SYSTEM_BANK_COUNT).toBe(15);
    expect(banks[0].bankName).toBe('Industrial and Commercial Bank of China');
    for (const bank of banks) {
      const file = new URL(`../../public${bank.iconUrl}`, import.meta.url);
      expect(existsSync(file), bank.iconUrl).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });
});

describe('bank cards', () => {
  it('binds a card whose holder is the registered real name, and shows its number first 4 and last 4 only', async () => {
    const m = await payoutMember(h);
    const card = await boundCard(h, m, { bankcardNo: '6222020200112233445', cardType: 1 });
    expect(card.bankcardNo).toBe('6222***********3445');
    expect(card.cardTypeName).toBe('储蓄卡');
    expect(card.phone).toBe(`${m.phone.slice(0, 3)}****${m.phone.slice(-4)}`);
    const listed = await cards(m);
    expect(listed.map((c) => c.bankcardNo)).toEqual(['6222***********3445']);
    expect(JSON.stringify(listed)).not.toContain('6222020200112233445');
  });

  it('binds no credit card (money is paid out to a debit card), and still reads any type but 1 as credit', async () => {
    const m = await payoutMember(h);
    expectFailure(await bindCard(h, m, { cardType: 2, bankcardNo: cardNumber(16, 1) }), 400, 'payout.cardType.debitOnly');
    expectFailure(await bindCard(h, m, { cardType: 3, bankcardNo: cardNumber(16, 2) }), 400, 'payout.cardType.debitOnly');
    const card = await boundCard(h, m, { cardType: 1, bankcardNo: cardNumber(16, 3) });
    // A card bound as credit before this rule still reads as one.
    await h.db.updateTable('user_bank_cards').set({ card_type: 3 }).where('id', '=', card.id).execute();
    expect((await cards(m)).map((c) => c.cardTypeName)).toEqual(['信用卡']);
  });

  it('refuses a holder name other than the real name, and asks for basic information when none is registered', async () => {
    const m = await payoutMember(h);
    expectFailure(await bindCard(h, m, { holderName: '李四' }), 400, 'payout.holderName.mismatch');
    const nameless = await payoutMember(h, { realName: null });
    expectFailure(await bindCard(h, nameless, { holderName: REAL_NAME }), 400, 'profile.fillBasicInfo');
    expect(await cards(m)).toEqual([]);
  });

  it('accepts 16 and 19 digits and refuses 15, 20 and anything not digits', async () => {
    const m = await payoutMember(h);
    expectFailure(await bindCard(h, m, { bankcardNo: cardNumber(15) }), 400, 'payout.cardNo.format');
    expectFailure(await bindCard(h, m, { bankcardNo: `${cardNumber(19)}0` }), 400, 'payout.cardNo.format');
    expectFailure(await bindCard(h, m, { bankcardNo: '6222abcd12345678' }), 400, 'payout.cardNo.format');
    expectFailure(await bindCard(h, m, { bankcardNo: '' }), 400, 'payout.cardNo.required');
    await boundCard(h, m, { bankcardNo: cardNumber(16, 7) });
    await boundCard(h, m, { bankcardNo: cardNumber(19, 7) });
    expect(await cards(m)).toHaveLength(2);
  });

  it('refuses an unknown bank, a bad phone, a wrong code, and the same card twice', async () => {
    const m = await payoutMember(h);
    expectFailure(await bindCard(h, m, { bankId: 99 }), 400, 'payout.bank.required');
    expectFailure(await bindCard(h, m, { phone: '12' }), 400, 'rule.phone.format');
    const wrongCode = await memberPost(h, m.token, '/userBankCard/bindBankCard', {
      payload: { holderName: REAL_NAME, cardType: 1, bankcardNo: cardNumber(16, 9), bankId: 2, phone: m.phone, smsCode: '000000' },
    });
    expect(wrongCode.status).toBe(400);
    await boundCard(h, m, { bankcardNo: cardNumber(16, 9) });
    expectFailure(await bindCard(h, m, { bankcardNo: cardNumber(16, 9) }), 409, 'payout.duplicate');
    expect(await cards(m)).toHaveLength(1);
  });

  it('binds at most 10 cards: the 11th is refused', async () => {
    const m = await payoutMember(h);
    for (let i = 0; i < BANK_CARD_MAX; i += 1) await boundCard(h, m, { bankcardNo: cardNumber(19, 100 + i) });
    expect(BANK_CARD_MAX).toBe(10);
    expectFailure(await bindCard(h, m, { bankcardNo: cardNumber(19, 200) }), 409, 'payout.cardLimit', 'zh', { max: 10 });
    expect(await cards(m)).toHaveLength(10);
  });

  it('changes a card under the same rules, with a new code', async () => {
    const m = await payoutMember(h);
    const card = await boundCard(h, m, { bankcardNo: cardNumber(16, 31) });
    const smsCode = await bindingCode(h, m);
    const changed = await memberPost(h, m.token, '/userBankCard/modifyBindBankCard', {
      payload: { id: card.id, holderName: REAL_NAME, cardType: 1, bankcardNo: '6228480000000000011', bankId: 3, phone: m.phone, smsCode },
    });
    expectSuccess(changed);
    expect((changed.body.userBankCard as UserBankCard).bankcardNo).toBe('6228***********0011');
    const refused = await memberPost(h, m.token, '/userBankCard/modifyBindBankCard', {
      payload: { id: card.id, holderName: '王五', cardType: 2, bankcardNo: '6228480000000000011', bankId: 3, phone: m.phone, smsCode: await bindingCode(h, m) },
    });
    expectFailure(refused, 400, 'payout.holderName.mismatch');
  });
});

describe('crypto accounts', () => {
  const trc = (n: number) => `T${'a1B2c3D4e5'.repeat(4).slice(0, n)}`;
  const erc = (n: number) => `0x${'f0E1d2C3b4'.repeat(5).slice(0, n)}`;

  it('refuses TRC20 T plus 14 and 34 (spec section 5); of the form, binds only a real address (base58check)', async () => {
    const m = await payoutMember(h);
    expectFailure(await bindChain(m, trc(14), 'TRC20'), 400, 'payout.address.protocolMismatch');
    expectFailure(await bindChain(m, trc(34), 'TRC20'), 400, 'payout.address.protocolMismatch');
    expectFailure(await bindChain(m, trc(15), 'TRC20', false), 400, 'payout.address.checksum');
    expectFailure(await bindChain(m, trc(33), 'TRC20', false, 'en'), 400, 'payout.address.checksum', 'en');
    expectSuccess(await bindChain(m, TRON_ADDRESSES[0], 'TRC20'));
    expectSuccess(await bindChain(m, TRON_ADDRESSES[1], 'TRC20'));
  });

  it('refuses ERC20 0x plus 14 and 41; of the form, binds only a real address (EIP-55 where mixed case)', async () => {
    const m = await payoutMember(h);
    expectFailure(await bindChain(m, erc(14), 'ERC20'), 400, 'payout.address.protocolMismatch');
    expectFailure(await bindChain(m, erc(41), 'ERC20'), 400, 'payout.address.protocolMismatch');
    expectFailure(await bindChain(m, erc(15), 'ERC20', false), 400, 'payout.address.checksum');
    expectFailure(await bindChain(m, erc(40), 'ERC20', false), 400, 'payout.address.checksum');
    expectSuccess(await bindChain(m, ETHEREUM_CHECKSUMMED[0], 'ERC20'));
    expectSuccess(await bindChain(m, ETHEREUM_CHECKSUMMED[1].toLowerCase(), 'ERC20'));
    const list = await memberPost(h, m.token, '/userBlockchain/queryUserBlockchainList');
    expectSuccess(list);
    expect((list.body.userBlockchainList as { protocol: string; virtualCurrencyType: string }[]).map((a) => [a.protocol, a.virtualCurrencyType])).toEqual([
      ['ERC20', 'USDT'],
      ['ERC20', 'USDT'],
    ]);
  });

  it('answers "the account does not match the protocol" for an address of the other network, before asking for the code', async () => {
    const m = await payoutMember(h);
    expectFailure(await bindChain(m, TRON_ADDRESS, 'ERC20', false), 400, 'payout.address.protocolMismatch');
    expectFailure(await bindChain(m, ETHEREUM_ADDRESS, 'TRC20', false, 'en'), 400, 'payout.address.protocolMismatch', 'en');
    expect(await h.db.selectFrom('user_blockchain_accounts').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
    // A valid address without its code is refused for the code.
    expectFailure(await bindChain(m, TRON_ADDRESS, 'TRC20', false), 400, 'rule.smsCode.required');
  });

  it('refuses a one-character slip of a real address by its checksum before any code is asked for or spent, binding and changing alike', async () => {
    const m = await payoutMember(h);
    const slips = [...tronSlips(TRON_ADDRESS).slice(0, 6).map((address) => [address, 'TRC20']), ...ethereumCaseSlips(ETHEREUM_ADDRESS).slice(0, 6).map((address) => [address, 'ERC20'])];
    for (const [address, protocol] of slips) {
      const refused = await bindChain(m, address, protocol, false);
      expectFailure(refused, 400, 'payout.address.checksum');
      expect(refused.body.field).toBe('address');
    }
    // With a code sent, a slip is still refused and the code is not spent: the right address binds with it.
    const smsCode = await bindingCode(h, m);
    const withCode = (address: string) => memberPost(h, m.token, '/userBlockchain/bindUserBlockchain', { payload: { alias: 'usdt', address, protocol: 'TRC20', smsCode } });
    expectFailure(await withCode(tronSlips(TRON_ADDRESS)[20]), 400, 'payout.address.checksum');
    expectSuccess(await withCode(TRON_ADDRESS));
    const [bound] = (await memberPost(h, m.token, '/userBlockchain/queryUserBlockchainList')).body.userBlockchainList as { id: number }[];
    const change = await memberPost(h, m.token, '/userBlockchain/modifyUserBlockchain', { payload: { id: bound.id, alias: 'usdt', address: tronSlips(TRON_ADDRESS)[3], protocol: 'TRC20' } });
    expectFailure(change, 400, 'payout.address.checksum');
    const rows = await h.db.selectFrom('user_blockchain_accounts').select('address').where('user_id', '=', m.userId).execute();
    expect(rows).toEqual([{ address: TRON_ADDRESS }]);
  });
});

describe('e-wallet accounts', () => {
  const tail = (n: number) => 'Ab3'.repeat(12).slice(0, n);

  it('accepts KOI kb plus 15 and 32, EB eb plus 15 and 32; refuses 14, 33 and the other prefix', async () => {
    const m = await payoutMember(h);
    for (const [type, prefix, other] of [['koi', 'kb', 'eb'], ['eb', 'eb', 'kb']] as const) {
      expectFailure(await bindWallet(m, type, `${prefix}${tail(14)}`), 400, `payout.account.format.${type}`);
      expectFailure(await bindWallet(m, type, `${prefix}${tail(33)}`), 400, `payout.account.format.${type}`);
      expectFailure(await bindWallet(m, type, `${other}${tail(20)}`, false), 400, `payout.account.format.${type}`);
      expectSuccess(await bindWallet(m, type, `${prefix}${tail(15)}`));
      expectSuccess(await bindWallet(m, type, `${prefix}${tail(32)}`));
    }
    const koi = await memberPost(h, m.token, '/userThirdPartAccount/queryThirdPartAccountList', { query: { type: 'koi' } });
    expectSuccess(koi);
    expect((koi.body.thirdPartAccountList as { type: string }[]).map((a) => a.type)).toEqual(['koi', 'koi']);
    const all = await memberPost(h, m.token, '/userThirdPartAccount/queryThirdPartAccountList');
    expect(all.body.thirdPartAccountList).toHaveLength(4);
  });
});

describe('deleting', () => {
  it('needs a withdrawal password set first, and is confirmed with it', async () => {
    const m = await payoutMember(h, { withdrawPassword: false });
    const card = await boundCard(h, m);
    const chain = await boundBlockchain(h, m);
    const ewallet = await boundThirdPart(h, m);
    const paths = [`/userBankCard/deleteBankCard/${card.id}`, `/userBlockchain/deleteUserBlockchain/${chain.id}`, `/userThirdPartAccount/deleteThirdPartAccount/${ewallet.id}`];
    for (const path of paths) expectFailure(await memberPost(h, m.token, path, { payload: { password: WITHDRAW_PASSWORD } }), 400, 'security.withdrawPassword.notSet');
    expectFailure(await memberPost(h, m.token, paths[0], { payload: { password: WITHDRAW_PASSWORD }, headers: { lang: 'en' } }), 400, 'security.withdrawPassword.notSet', 'en');

    const ready = await payoutMember(h);
    const own = await boundCard(h, ready);
    expectFailure(await memberPost(h, ready.token, `/userBankCard/deleteBankCard/${own.id}`, { payload: { password: '000000' } }), 400, 'security.withdrawPassword.wrong');
    expect(await cards(ready)).toHaveLength(1);
    expectSuccess(await memberPost(h, ready.token, `/userBankCard/deleteBankCard/${own.id}`, { payload: { password: WITHDRAW_PASSWORD } }));
    expect(await cards(ready)).toEqual([]);
  });

  it("answers another member's account as one that does not exist, and leaves it", async () => {
    const owner = await payoutMember(h);
    const prowler = await payoutMember(h);
    const card = await boundCard(h, owner);
    const forTheirs = await memberPost(h, prowler.token, `/userBankCard/deleteBankCard/${card.id}`, { payload: { password: WITHDRAW_PASSWORD } });
    const forNone = await memberPost(h, prowler.token, '/userBankCard/deleteBankCard/2000000000', { payload: { password: WITHDRAW_PASSWORD } });
    expect(forTheirs.status).toBe(404);
    expect(forTheirs.body).toEqual(forNone.body);
    expect(await cards(owner)).toHaveLength(1);
  });
});
