import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, expectSuccess, memberPost, moneyPost, moneyState, sandboxCredit, type Lang } from './flows';
import { bankOrder, depositHarnessConfig } from './depositFlows';
import { boundCard, readyToWithdraw, withdrawn } from './withdrawFlows';
import type { TransactionRecordInfo } from '../../contract/transactionRecord';
import type { TransType } from '../../contract/wallet';

/** POST /web/transactionRecord/getTransactionRecordInfo: one record of any kind in full, the caller's own only. */

let h: Harness;
type Member = Awaited<ReturnType<typeof createMember>>;
let a: Member;
let b: Member;

const info = (token: string, transType: string, id: number | string, lang: Lang = 'en') =>
  memberPost(h, token, '/transactionRecord/getTransactionRecordInfo', { query: { transType, id }, headers: { lang } });

const record = async (token: string, transType: TransType, id: number, lang: Lang = 'en') => {
  const response = await info(token, transType, id, lang);
  expectSuccess(response);
  return response.body.record as TransactionRecordInfo;
};

/** The ids A's list shows for a kind, newest first. */
const listed = async (token: string, transType: TransType) => {
  const now = h.clock.now();
  const response = await memberPost(h, token, '/user/getUserTransInfo', { query: { transType, startTime: now - 60 * 60 * 1000, endTime: now + 60 * 1000 } });
  expectSuccess(response);
  return (response.body.page as { records: Array<{ id: number; orderNo: string }> }).records;
};

beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
  a = await createMember(h, 'detailA1');
  b = await createMember(h, 'detailB1');
  await sandboxCredit(h, a.userName, '300.00');
  expectSuccess(await moneyPost(h, a.token, '/apiCode/convertMoney', { query: { from: 'central', to: 'rlive', amount: '30.00' } }));
  expectSuccess(await moneyPost(h, a.token, '/apiCode/convertMoney', { query: { from: 'rlive', to: 'central', amount: '12.50' } }));
  expectSuccess(await moneyPost(h, a.token, '/user/changeWalletType', { payload: { walletType: 1 } }));
  await bankOrder(h, a.token, '188.00');
  const ready = await readyToWithdraw(h, a);
  const card = await boundCard(h, ready);
  await withdrawn(h, a.token, { accountKind: 'bankCard', accountId: card.id, amount: '100.00', method: 'appointment' });
});
afterAll(() => h.close());

describe('getTransactionRecordInfo', () => {
  it("answers a deposit record as its order, with the list's order number and amount", async () => {
    const [row] = await listed(a.token, 'recharge');
    const detail = await record(a.token, 'recharge', row.id);
    expect(detail.transType).toBe('recharge');
    if (detail.transType !== 'recharge') return;
    expect(detail.rechargeOrder.orderNo).toBe(row.orderNo);
    expect(detail.rechargeOrder.amount).toBe('188.00');
    expect(detail.rechargeOrder.depositorName).toBe('Zhang San');
  });

  it("answers a withdrawal record as its order, with the account it pays to", async () => {
    const [row] = await listed(a.token, 'withdraw');
    const detail = await record(a.token, 'withdraw', row.id);
    if (detail.transType !== 'withdraw') throw new Error(`withdraw expected, not ${detail.transType}`);
    expect(detail.withdrawOrder.orderNo).toBe(row.orderNo);
    expect(detail.withdrawOrder.withdrawAmount).toBe('100.00');
    expect(detail.withdrawOrder.accountKind).toBe('bankCard');
    expect(detail.withdrawOrder.method).toBe('appointment');
  });

  it('answers a transfer with the wallets it moved between, in the caller\'s language', async () => {
    const rows = await listed(a.token, 'transfer');
    const moves = await Promise.all(rows.map((row) => record(a.token, 'transfer', row.id)));
    const byType = new Map(moves.map((move) => (move.transType === 'transfer' ? [move.transferRecord.convertType, move.transferRecord] : [0, null])));
    const into = byType.get(1)!;
    expect(into).toMatchObject({ convertMoney: '30.00', platType: 'rlive', fromWallet: 'Central wallet', statusName: 'Success' });
    expect(into.toWallet).toBe(into.apiTitle);
    expect(into.toWallet).not.toBeNull();
    const out = byType.get(2)!;
    expect(out).toMatchObject({ convertMoney: '12.50', fromWallet: into.toWallet, toWallet: 'Central wallet' });
    const inZh = await record(a.token, 'transfer', out.id, 'zh');
    if (inZh.transType !== 'transfer') throw new Error('transfer expected');
    expect(inZh.transferRecord.toWallet).toBe('中心钱包');
    expect(inZh.transferRecord.orderNo).toBe(out.orderNo);
  });

  it('answers a transfer-free mode switch (its negative id) with no wallets and no money', async () => {
    const modeSwitch = (await listed(a.token, 'transfer')).find((row) => row.id < 0)!;
    const detail = await record(a.token, 'transfer', modeSwitch.id);
    if (detail.transType !== 'transfer') throw new Error('transfer expected');
    expect(detail.transferRecord).toMatchObject({ id: modeSwitch.id, orderNo: modeSwitch.orderNo, convertType: 5, fromWallet: null, toWallet: null, convertMoney: '0.00' });
  });

  it("answers another member's record of every kind as a record that does not exist, and changes nothing", async () => {
    for (const transType of ['recharge', 'withdraw', 'transfer'] as const) {
      for (const row of await listed(a.token, transType)) {
        const money = await moneyState(h);
        const forAs = await info(b.token, transType, row.id);
        const forNone = await info(b.token, transType, row.id < 0 ? -2_000_000_000 : 2_000_000_000);
        expectFailure(forAs, 404, 'error.notFound', 'en');
        expect(forAs.body, `${transType} ${row.id}`).toEqual(forNone.body);
        expect(await moneyState(h)).toEqual(money);
      }
    }
  });

  it('refuses an unknown kind or a missing id by name, and a guest', async () => {
    const badKind = await info(a.token, 'rebate', 1);
    expect(badKind.status).toBe(400);
    expect(badKind.body.field).toBe('transType');
    const noId = await memberPost(h, a.token, '/transactionRecord/getTransactionRecordInfo', { query: { transType: 'recharge' } });
    expect(noId.status).toBe(400);
    expect(noId.body.field).toBe('id');
    const guest = await memberPost(h, undefined, '/transactionRecord/getTransactionRecordInfo', { query: { transType: 'recharge', id: 1 } });
    expect(guest.status).toBe(401);
  });
});
