/**
 * Late and odd payments, and the reconciliation (issue 22), on both engines. A payment reported after the
 * order closed (expired, cancelled, failed) or for another amount is money the provider captured: it is held
 * for the operator's review (GET /web/ops/deposits?status=review), answered 200, never dropped; approving
 * credits what was captured exactly once, rejecting needs a reason. The reconciliation asks the provider
 * about online orders past their window and settles them as a notification would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, expectLedgerClean, expectSuccess, MINUTE, moneyPost } from './flows';
import { cancelOrder, centralMinor, depositHarnessConfig, getOrder, notify, onlineOrder, opsCall } from './depositFlows';
import type { OpsDeposit, RechargeOrder } from '../../contract/deposit';
import { ONLINE_PAY_WINDOW_MS, RECHARGE_STATUS } from '../../machines/rules/deposit';
import { reconcileOverdueOrders } from '../../server/features/payments/reconcile';
import { paymentProvidersOf } from '../../server/features/payments/registry';
import { siteJobs } from '../../server/jobs/registry';
import { JobScheduler } from '../../server/jobs/scheduler';
import type { AppContext } from '../../server/http/context';
import type { PaymentAdapter } from '../../server/features/payments/adapter';

type Member = Awaited<ReturnType<typeof createMember>>;

const providersOf = (h: Harness) => paymentProvidersOf({ db: h.db, clock: h.clock, config: h.config } as AppContext);
const reconcile = (h: Harness, slot = 'slot') => reconcileOverdueOrders(h.db, h.clock, slot, providersOf(h));
const reviewQueue = async (h: Harness) => {
  const listed = await opsCall(h, 'GET', '/deposits?status=review');
  expectSuccess(listed);
  return (listed.body.page as { records: OpsDeposit[] }).records;
};
const movementsOf = (h: Harness, orderNo: string) => h.db.selectFrom('movements').select('id').where('movement_key', '=', `deposit:${orderNo}`).execute();
const notificationOutcomes = async (h: Harness, orderNo: string) =>
  (await h.db.selectFrom('pay_notifications').select('outcome').where('order_no', '=', orderNo).orderBy('id').execute()).map((row) => row.outcome);

describe('payments after the order closed, or for another amount', () => {
  let h: Harness;
  let m: Member;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
    m = await createMember(h, 'late0001');
  });
  afterAll(() => h.close());

  it('a payment for a cancelled order is held for review (200), credits nothing, and the operator credits it exactly once', async () => {
    const order = await onlineOrder(h, m.token, 'hiPay', '100.00');
    expectSuccess(await cancelOrder(h, m.token, order.id, 'other'));
    const before = await centralMinor(h, m.userId);
    expectSuccess(await notify(h, 'hiPay', order));
    expect(await centralMinor(h, m.userId)).toBe(before);
    const held = await getOrder(h, m.token, order.id);
    expect([held.status, held.statusName]).toEqual([RECHARGE_STATUS.review, '人工审核中']);
    expect(await notificationOutcomes(h, order.orderNo)).toEqual(['review:late']);
    const queued = (await reviewQueue(h)).find((each) => each.orderNo === order.orderNo);
    expect(queued && [queued.paidAmount, queued.reviewReason, queued.userName]).toEqual(['100.00', 'late', m.userName]);
    // The same payment reported again holds nothing twice.
    expectSuccess(await notify(h, 'hiPay', order));
    expect(await notificationOutcomes(h, order.orderNo)).toEqual(['review:late', 'repeated']);

    const approvals = await Promise.all(Array.from({ length: 4 }, () => opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`)));
    expect(approvals.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await centralMinor(h, m.userId)).toBe(before + 10_000);
    expect(await movementsOf(h, order.orderNo)).toHaveLength(1);
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.credited);
    expect((await reviewQueue(h)).map((each) => each.orderNo)).not.toContain(order.orderNo);
    const logged = await h.db.selectFrom('operator_actions').select(['action', 'detail']).where('target_id', '=', order.orderNo).execute();
    expect(logged).toEqual([{ action: 'deposit.approve', detail: 'amount 100.00, paid 100.00 (late)' }]);
    await expectLedgerClean(h);
  });

  it('another amount on an open order is held with what was captured; approving credits that amount and its turnover', async () => {
    const order = await onlineOrder(h, m.token, 'toPay', '200.00');
    const before = await centralMinor(h, m.userId);
    expectSuccess(await notify(h, 'toPay', order, { amount: '250.00' }));
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.review);
    expect(await centralMinor(h, m.userId)).toBe(before);
    const queued = (await reviewQueue(h)).find((each) => each.orderNo === order.orderNo);
    expect(queued && [queued.amount, queued.paidAmount, queued.reviewReason]).toEqual(['200.00', '250.00', 'amount']);
    // The order's own amount, reported afterwards, is no second payment to credit.
    expectSuccess(await notify(h, 'toPay', order));
    expectSuccess(await opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`));
    expect(await centralMinor(h, m.userId)).toBe(before + 25_000);
    const requirement = await h.db.selectFrom('turnover_requirements').select('required_minor').where('source_ref', '=', order.orderNo).execute();
    expect(requirement.map((row) => Number(row.required_minor))).toEqual([25_000]);
  });

  it('a held payment is rejected only with a reason; rejected, it credits nothing and the member reads why', async () => {
    const order = await onlineOrder(h, m.token, 'bnPay', '150.00');
    expect((await h.call({ method: 'POST', url: `/web/sandbox/cashier/${order.orderNo}/fail` })).body.status).toBe(RECHARGE_STATUS.failed);
    expectSuccess(await notify(h, 'bnPay', order));
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.review);
    const before = await centralMinor(h, m.userId);
    expect((await opsCall(h, 'POST', `/deposits/${order.orderNo}/reject`, { payload: { reason: ' ' } })).status).toBe(400);
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.review);
    expectSuccess(await opsCall(h, 'POST', `/deposits/${order.orderNo}/reject`, { payload: { reason: 'Refunded to the payer' } }));
    const rejected = await getOrder(h, m.token, order.id);
    expect([rejected.status, rejected.rejectReason]).toEqual([RECHARGE_STATUS.rejected, 'Refunded to the payer']);
    expect(await centralMinor(h, m.userId)).toBe(before);
    expect((await opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`)).status).toBe(409);
  });

  it('support reads the review queue but cannot approve or reject money', async () => {
    const order = await onlineOrder(h, m.token, 'goPay', '120.00');
    expectSuccess(await cancelOrder(h, m.token, order.id, 'other'));
    expectSuccess(await notify(h, 'goPay', order));
    const added = await opsCall(h, 'POST', '/operators', { payload: { name: 'support.late', role: 'support' } });
    expectSuccess(added);
    const key = added.body.key as string;
    expectSuccess(await opsCall(h, 'GET', '/deposits?status=review', { key }));
    expect((await opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`, { key })).status).toBe(403);
    expect((await opsCall(h, 'POST', `/deposits/${order.orderNo}/reject`, { key, payload: { reason: 'no' } })).status).toBe(403);
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.review);
  });

  it('an online order still open past its window is credited by its payment (it was never closed)', async () => {
    const order = await onlineOrder(h, m.token, 'kdPay', '100.00');
    h.clock.advance(ONLINE_PAY_WINDOW_MS + MINUTE);
    const before = await centralMinor(h, m.userId);
    expectSuccess(await notify(h, 'kdPay', order));
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.credited);
    expect(await centralMinor(h, m.userId)).toBe(before + 10_000);
  });
});

describe('the reconciliation', () => {
  let h: Harness;
  let m: Member;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
    m = await createMember(h, 'recon001');
  });
  afterAll(() => h.close());

  const cashier = (order: RechargeOrder, action: 'pay' | 'fail') => h.call({ method: 'POST', url: `/web/sandbox/cashier/${order.orderNo}/${action}?notify=lost` });

  it('asks the provider about orders past their window: paid is credited, failed fails, unpaid expires; a second run changes nothing', async () => {
    const paid = await onlineOrder(h, m.token, 'yiBiPay', '300.00');
    const failed = await onlineOrder(h, m.token, 'yiBiPay', '100.00');
    const unpaid = await onlineOrder(h, m.token, 'jiaYunPay', '100.00');
    const open = await onlineOrder(h, m.token, 'jiaYunPay', '100.00');
    expectSuccess(await cashier(paid, 'pay'));
    expectSuccess(await cashier(failed, 'fail'));
    // The notifications were lost: nothing moved yet.
    expect((await getOrder(h, m.token, paid.id)).status).toBe(RECHARGE_STATUS.awaitingPayment);
    expect(await centralMinor(h, m.userId)).toBe(0);
    // Within the window nobody is asked.
    expect((await reconcile(h)).asked).toBe(0);
    h.clock.advance(ONLINE_PAY_WINDOW_MS);
    const token = m.token;
    // A fresh order of another member is within its window and is left alone.
    const other = await createMember(h, 'recon002');
    const fresh = await onlineOrder(h, other.token, 'yiBiPay', '100.00');
    expect(await reconcile(h, 'run-1')).toEqual({ asked: 4, credited: 1, review: 0, failed: 1, expired: 2, unknown: 0 });
    expect((await getOrder(h, token, paid.id)).status).toBe(RECHARGE_STATUS.credited);
    expect((await getOrder(h, token, failed.id)).status).toBe(RECHARGE_STATUS.failed);
    expect((await getOrder(h, token, unpaid.id)).status).toBe(RECHARGE_STATUS.expired);
    expect((await getOrder(h, token, open.id)).status).toBe(RECHARGE_STATUS.expired);
    expect((await getOrder(h, other.token, fresh.id)).status).toBe(RECHARGE_STATUS.awaitingPayment);
    expect(await centralMinor(h, m.userId)).toBe(30_000);
    expect(await notificationOutcomes(h, paid.orderNo)).toEqual(['accepted']);
    expect(await reconcile(h, 'run-1')).toEqual({ asked: 0, credited: 0, review: 0, failed: 0, expired: 0, unknown: 0 });
    // The lost notification, arriving at last, credits nothing more.
    expectSuccess(await notify(h, 'yiBiPay', paid));
    expect(await centralMinor(h, m.userId)).toBe(30_000);
    expect(await movementsOf(h, paid.orderNo)).toHaveLength(1);
    await expectLedgerClean(h);
  });

  it('a provider that cannot answer leaves the order for the next run; a paid answer racing its notification credits once', async () => {
    const order = await onlineOrder(h, m.token, 'centerPay', '400.00');
    const adapter = providersOf(h).get('centerPay') as PaymentAdapter;
    const original = adapter.queryOrder.bind(adapter);
    const before = await centralMinor(h, m.userId);
    expectSuccess(await cashier(order, 'pay'));
    adapter.queryOrder = async () => ({ state: 'unknown' });
    h.clock.advance(ONLINE_PAY_WINDOW_MS);
    try {
      expect((await reconcile(h)).unknown).toBe(1);
      const stored = await h.db.selectFrom('recharge_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(Number(stored.status)).toBe(RECHARGE_STATUS.awaitingPayment);
    } finally {
      adapter.queryOrder = original;
    }
    await Promise.all([reconcile(h, 'a'), notify(h, 'centerPay', order), reconcile(h, 'b'), notify(h, 'centerPay', order)]);
    expect(await centralMinor(h, m.userId)).toBe(before + 40_000);
    expect(await movementsOf(h, order.orderNo)).toHaveLength(1);
    await expectLedgerClean(h);
  });

  it("is the site's scheduled job: run by the scheduler every 5 minutes of the server clock, it settles a paid order whose notification was lost", async () => {
    const jobs = siteJobs({ db: h.db, clock: h.clock, config: h.config });
    const job = jobs.find((each) => each.name === 'deposits.reconcile');
    expect(job && [job.cron, job.catchUp]).toEqual(['*/5 * * * *', 'latest']);
    const scheduler = new JobScheduler({ db: h.db, clock: h.clock, jobs: [job!], log: () => undefined });
    await scheduler.runDue();
    const order = await onlineOrder(h, m.token, 'yiBiPay', '50.00');
    expectSuccess(await cashier(order, 'pay'));
    const before = await centralMinor(h, m.userId);
    // Past the window, the next 5-minute slot asks the provider (the same adapters the cashier used).
    h.clock.advance(ONLINE_PAY_WINDOW_MS + 5 * MINUTE);
    await scheduler.runDue();
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.credited);
    expect(await centralMinor(h, m.userId)).toBe(before + 5_000);
    await expectLedgerClean(h);
  });

  it('a payment the reconciliation finds for another amount is held for review, not credited', async () => {
    const order = await onlineOrder(h, m.token, 'biPay', '100.00');
    const adapter = providersOf(h).get('biPay') as PaymentAdapter;
    const original = adapter.queryOrder.bind(adapter);
    adapter.queryOrder = async () => ({ state: 'paid', amountMinor: 9_000 });
    h.clock.advance(ONLINE_PAY_WINDOW_MS);
    try {
      const before = await centralMinor(h, m.userId);
      expect((await reconcile(h)).review).toBe(1);
      expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.review);
      expect(await centralMinor(h, m.userId)).toBe(before);
      expect(await notificationOutcomes(h, order.orderNo)).toEqual(['review:amount']);
    } finally {
      adapter.queryOrder = original;
    }
  });

  it('the member cannot reach another member\'s order through the cashier or createOrder', async () => {
    const order = await onlineOrder(h, m.token, 'dxPay', '100.00');
    const other = await createMember(h, 'recon003');
    expectFailure(await moneyPost(h, other.token, '/dxPay/createOrder', { payload: { id: order.id }, headers: { lang: 'en' } }), 404, 'error.notFound', 'en');
  });
});
