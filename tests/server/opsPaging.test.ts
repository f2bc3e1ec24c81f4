/**
 * The desk's lists are paged with a total (issue 22: "the operator's pending list shows only the 200
 * oldest"): 250 deposits awaiting confirmation are all reachable, oldest first, each once; pages hold
 * 1 to 100 (PAGE_SIZE_MAX); the withdrawal desk and the whole history page the same way, newest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectLedgerClean, expectSuccess, sandboxCredit } from './flows';
import { bankOrder, centralMinor, confirmOrder, depositHarnessConfig, opsCall, uploadProof } from './depositFlows';
import { boundCard, payoutMember, withdrawn } from './withdrawFlows';
import type { OpsDeposit } from '../../contract/deposit';
import type { OpsWithdrawal } from '../../contract/withdrawal';
import type { RecordPage } from '../../contract/wallet';
import { PAGE_SIZE_MAX } from '../../machines/rules/paging';
import { RECHARGE_STATUS } from '../../machines/rules/deposit';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
});
afterAll(() => h.close());

const PENDING = 250;

const pageOf = async <T>(path: string) => {
  const answer = await opsCall(h, 'GET', path);
  expectSuccess(answer);
  return answer.body.page as RecordPage<T>;
};

describe('the deposit desk past 200 orders', () => {
  it('shows all 250 orders awaiting confirmation, oldest first, each once, with the total', async () => {
    const m = await createMember(h, 'paging1');
    const first = await bankOrder(h, m.token, '100.00');
    expectSuccess(await confirmOrder(h, m.token, first.id, [await uploadProof(h, m.token)]));
    // The other 249 are copies of the confirmed order a minute apart (a member may hold only 5 open: the
    // desk's listing is what is tested here, not the opening of orders).
    const row = await h.db.selectFrom('recharge_orders').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    const orderNos = [first.orderNo];
    for (let n = 1; n < PENDING; n += 1) {
      const orderNo = `${first.orderNo}-${String(n).padStart(3, '0')}`;
      orderNos.push(orderNo);
      await h.db.insertInto('recharge_orders').values({ ...copy, order_no: orderNo, amount_minor: 10_000 + n, created_at: row.created_at + n * 60_000 }).execute();
    }

    const pages = [];
    for (let pageIndex = 1; pageIndex <= 3; pageIndex += 1) pages.push(await pageOf<OpsDeposit>(`/deposits?status=pending&pageIndex=${pageIndex}&pageSize=${PAGE_SIZE_MAX}`));
    expect(pages.map((page) => [page.pageIndex, page.pageSize, page.total, page.records.length])).toEqual([
      [1, 100, PENDING, 100],
      [2, 100, PENDING, 100],
      [3, 100, PENDING, 50],
    ]);
    expect(pages.flatMap((page) => page.records.map((order) => order.orderNo))).toEqual(orderNos);
    expect((await pageOf<OpsDeposit>(`/deposits?status=pending&pageIndex=4&pageSize=${PAGE_SIZE_MAX}`)).records).toEqual([]);
    // Without paging parameters: the first 50.
    const first50 = await pageOf<OpsDeposit>('/deposits');
    expect([first50.pageIndex, first50.pageSize, first50.total, first50.records.length]).toEqual([1, 50, PENDING, 50]);

    // The newest, which a 200-row list never showed, is approved like any other.
    const newest = pages[2].records.at(-1)!;
    expect(newest.orderNo).toBe(orderNos.at(-1));
    expectSuccess(await opsCall(h, 'POST', `/deposits/${newest.orderNo}/approve`));
    expect(await centralMinor(h, m.userId)).toBe(10_000 + PENDING - 1);
    expect((await pageOf<OpsDeposit>('/deposits?status=pending')).total).toBe(PENDING - 1);
    // The whole history reads newest first: the approved order is the first page's first.
    const history = await pageOf<OpsDeposit>('/deposits?status=all&pageSize=1');
    expect([history.total, history.records[0].orderNo, history.records[0].status]).toEqual([PENDING, newest.orderNo, RECHARGE_STATUS.credited]);
    await expectLedgerClean(h);
  });

  it('holds pages of 1 to 100 orders', async () => {
    for (const size of [1, PAGE_SIZE_MAX]) expectSuccess(await opsCall(h, 'GET', `/deposits?pageSize=${size}`));
    for (const query of [`pageSize=${PAGE_SIZE_MAX + 1}`, 'pageSize=0', 'pageIndex=0']) {
      const refused = await opsCall(h, 'GET', `/deposits?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.field).toBe(query.split('=')[0]);
    }
  });
});

describe('the withdrawal desk', () => {
  it('pages the orders awaiting review oldest first and the history newest first, with the total', async () => {
    const orders = [];
    for (let n = 0; n < 3; n += 1) {
      const m = await payoutMember(h);
      await sandboxCredit(h, m.userName, '500.00');
      const card = await boundCard(h, m);
      orders.push(await withdrawn(h, m.token, { accountKind: 'bankCard', accountId: card.id, amount: `${100 + n}.00`, method: 'appointment' }));
      h.clock.advance(1000);
    }
    const first = await pageOf<OpsWithdrawal>('/withdrawals?pageSize=2');
    const second = await pageOf<OpsWithdrawal>('/withdrawals?pageSize=2&pageIndex=2');
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.records, ...second.records].map((order) => order.orderNo)).toEqual(orders.map((order) => order.orderNo));
    expectSuccess(await opsCall(h, 'POST', `/withdrawals/${orders[0].orderNo}/reject`, { payload: { reason: 'Account closed' } }));
    expect((await pageOf<OpsWithdrawal>('/withdrawals')).total).toBe(2);
    const history = await pageOf<OpsWithdrawal>('/withdrawals?status=all&pageSize=3');
    expect(history.records.map((order) => order.orderNo)).toEqual(orders.map((order) => order.orderNo).reverse());
  });
});
