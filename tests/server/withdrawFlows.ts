/**
 * Helpers of the payout-account and withdrawal tests: a member ready to withdraw (real name, phone,
 * withdrawal password), the bindAccount code as the member receives it, bindings and submissions.
 */
import { expect } from 'vitest';
import type { Harness } from './harness';
import { createMember, expectSuccess, memberPost, moneyPost } from './flows';
import { hashPassword } from '../../server/features/auth/passwords';
import type { UserBankCard, UserBlockchain, UserThirdPartAccount, WithdrawOrder } from '../../contract/withdrawal';
import { TRON_ADDRESS } from '../rules/cryptoAddressFixtures';

export const WITHDRAW_PASSWORD = '135790';
export const REAL_NAME = '张伟';

let passwordHash: Promise<string> | null = null;
let serial = 0;

export type PayoutMember = Awaited<ReturnType<typeof createMember>> & { phone: string };

/** A member with a phone and, unless told otherwise, a real name and the withdrawal password 135790. */
export async function payoutMember(h: Harness, options: { realName?: string | null; withdrawPassword?: boolean; phone?: string | null } = {}) {
  serial += 1;
  const created = await createMember(h, `wd${serial}${Math.random().toString(36).slice(2, 6)}`);
  passwordHash ??= hashPassword(WITHDRAW_PASSWORD);
  const phone = options.phone === undefined ? `138${String(10_000_000 + serial * 7919 + Math.floor(Math.random() * 997)).slice(-8)}` : options.phone;
  await h.db
    .updateTable('users')
    .set({
      real_name: options.realName === undefined ? REAL_NAME : options.realName,
      phone: phone ?? '',
      withdraw_password_hash: options.withdrawPassword === false ? null : await passwordHash,
    })
    .where('id', '=', created.userId)
    .execute();
  return { ...created, phone: phone ?? '' };
}

/**
 * A bindAccount code sent to the member's bound phone through /sms/getSmsCode. The send slot is cleared
 * first: the 60 s resend rule is the codes' own (tested there), and these tests bind many accounts.
 */
export async function bindingCode(h: Harness, m: PayoutMember): Promise<string> {
  await h.db.deleteFrom('code_send_slots').where('slot_key', '=', `bindAccount:${m.phone}`).execute();
  expectSuccess(await memberPost(h, m.token, '/sms/getSmsCode', { payload: { purpose: 'bindAccount' } }));
  const row = await h.db.selectFrom('outbox').select('code').where('recipient', '=', m.phone).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row.code;
}

export const cardNumber = (length: number, seed = 0) => `6222${String(seed).padStart(4, '0')}${'1234567890123'.slice(0, length - 8)}`.slice(0, length);

export async function bindCard(h: Harness, m: PayoutMember, overrides: Record<string, unknown> = {}) {
  const smsCode = await bindingCode(h, m);
  return memberPost(h, m.token, '/userBankCard/bindBankCard', {
    payload: { holderName: REAL_NAME, cardType: 1, bankcardNo: cardNumber(19, serial), bankId: 1, phone: m.phone, smsCode, ...overrides },
  });
}

export async function boundCard(h: Harness, m: PayoutMember, overrides: Record<string, unknown> = {}): Promise<UserBankCard> {
  const response = await bindCard(h, m, overrides);
  expectSuccess(response);
  return response.body.userBankCard as UserBankCard;
}

export async function boundBlockchain(h: Harness, m: PayoutMember, address: string = TRON_ADDRESS, protocol = 'TRC20'): Promise<UserBlockchain> {
  const smsCode = await bindingCode(h, m);
  const response = await memberPost(h, m.token, '/userBlockchain/bindUserBlockchain', { payload: { alias: 'my usdt', address, protocol, smsCode } });
  expectSuccess(response);
  return response.body.userBlockchain as UserBlockchain;
}

export async function boundThirdPart(h: Harness, m: PayoutMember, type = 'koi', account = `kb${'x1'.repeat(8)}`): Promise<UserThirdPartAccount> {
  const smsCode = await bindingCode(h, m);
  const response = await memberPost(h, m.token, '/userThirdPartAccount/bindThirdPartAccount', { payload: { type, alias: 'wallet', account, smsCode } });
  expectSuccess(response);
  return response.body.thirdPartAccount as UserThirdPartAccount;
}

export function withdraw(h: Harness, token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return moneyPost(h, token, '/withdraw/withdraw', { payload: { method: 'instant', password: WITHDRAW_PASSWORD, ...payload }, headers });
}

export async function withdrawn(h: Harness, token: string, payload: Record<string, unknown>): Promise<WithdrawOrder> {
  const response = await withdraw(h, token, payload);
  expectSuccess(response);
  return response.body.withdrawOrder as WithdrawOrder;
}

export async function wallet(h: Harness, userId: number) {
  const row = await h.db.selectFrom('wallets').select(['balance_minor', 'held_minor']).where('user_id', '=', userId).where('venue', '=', 'central').executeTakeFirstOrThrow();
  return { balance: Number(row.balance_minor), held: Number(row.held_minor) };
}

export async function facts(h: Harness, token: string) {
  const response = await memberPost(h, token, '/withdraw/checkIsQuickWithdraw');
  expectSuccess(response);
  return response.body;
}

export function expectOrderStatus(order: WithdrawOrder, status: number) {
  expect(order.status).toBe(status);
}

/** Gives an existing member the real name and the withdrawal password 135790; answers it with its phone. */
export async function readyToWithdraw(h: Harness, m: Awaited<ReturnType<typeof createMember>>): Promise<PayoutMember> {
  passwordHash ??= hashPassword(WITHDRAW_PASSWORD);
  await h.db.updateTable('users').set({ real_name: REAL_NAME, withdraw_password_hash: await passwordHash }).where('id', '=', m.userId).execute();
  const { phone } = await h.db.selectFrom('users').select('phone').where('id', '=', m.userId).executeTakeFirstOrThrow();
  return { ...m, phone };
}
