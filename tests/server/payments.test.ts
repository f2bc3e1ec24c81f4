/**
 * Providers on both engines: createOrder for each of the 25, the sandbox cashier page, and the signed
 * notifications — accepted once, an event delivered again answered as processed; forged, stale, mismatched and unknown ones refused, logged
 * and crediting nothing; a duplicate (another event for a credited order) crediting nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { countRows, createMember, expectFailure, expectLedgerClean, expectSuccess, MINUTE, newUuid } from './flows';
import {
  centralMinor,
  createProviderOrder,
  depositHarnessConfig,
  METHOD,
  notify,
  onlineOrder,
  PROVIDER_CODES,
  providerSecret,
  recharge,
} from './depositFlows';
import type { RechargeOrder } from '../../contract/deposit';
import { PAYMENT_PROVIDERS, RECHARGE_STATUS } from '../../machines/rules/deposit';

type Member = Awaited<ReturnType<typeof createMember>>;

const outcomes = (h: Harness) => h.db.selectFrom('pay_notifications').select('outcome').orderBy('id').execute().then((rows) => rows.map((row) => row.outcome));

describe('each provider', () => {
  let h: Harness;
  let m: Member;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
    m = await createMember(h, 'providers1');
  });
  afterAll(() => h.close());

  it('serves createOrder for all 25 providers of section 7, answering its cashier; Pay credits the amount once', async () => {
    expect(PROVIDER_CODES).toEqual([...PAYMENT_PROVIDERS]);
    expect(PAYMENT_PROVIDERS).toHaveLength(25);
    let expected = 0;
    for (const provider of PAYMENT_PROVIDERS) {
      const order = await onlineOrder(h, m.token, provider, '100.00');
      expect(order.providerCode).toBe(provider);
      const created = await createProviderOrder(h, m.token, provider, order.id);
      expectSuccess(created);
      const payUrl = created.body.payUrl as string;
      expect(payUrl).toMatch(new RegExp(`^/web/sandbox/cashier/${order.orderNo}\\?lang=`));
      const page = await h.app.inject({ method: 'GET', url: payUrl });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`logo-${provider}.svg`);
      const logo = await h.app.inject({ method: 'GET', url: `/web/sandbox/cashier-page/logo-${provider}.svg` });
      expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
      const paid = await h.call({ method: 'POST', url: `/web/sandbox/cashier/${order.orderNo}/pay` });
      expectSuccess(paid);
      expect(paid.body.status).toBe(RECHARGE_STATUS.credited);
      expected += 10_000;
      expect(await centralMinor(h, m.userId)).toBe(expected);
    }
    expect(await countRows(h, 'turnover_requirements')).toBe(25);
    await expectLedgerClean(h);
  });

  it("refuses another provider's createOrder for an order, and an offline order", async () => {
    const order = await onlineOrder(h, m.token, 'koiPay', '100.00');
    expectFailure(await createProviderOrder(h, m.token, 'ebPay', order.id, { lang: 'en' }), 400, 'deposit.error.wrongProvider', 'en', { provider: 'koiPay' });
    const bank = await recharge(h, m.token, { paymentMethodId: METHOD.bank, amount: '100.00', depositorName: 'Wang Wu' });
    expectFailure(await createProviderOrder(h, m.token, 'koiPay', (bank.body.rechargeOrder as RechargeOrder).id, { lang: 'en' }), 400, 'deposit.error.notOnline', 'en');
  });

  it('shows the cashier in the three languages; Fail marks the order failed and credits nothing', async () => {
    const order = await onlineOrder(h, m.token, 'bbPay', '150.00');
    for (const [lang, pay] of [['zh', '支付'], ['hk', '支付'], ['en', 'Pay']] as const) {
      const page = await h.app.inject({ method: 'GET', url: `/web/sandbox/cashier/${order.orderNo}?lang=${lang}` });
      expect(page.body).toContain(`>${pay}</button>`);
      expect(page.body).toContain('150.00');
    }
    const before = await centralMinor(h, m.userId);
    const failed = await h.call({ method: 'POST', url: `/web/sandbox/cashier/${order.orderNo}/fail` });
    expect(failed.body.status).toBe(RECHARGE_STATUS.failed);
    expect(await centralMinor(h, m.userId)).toBe(before);
    expect((await h.call({ method: 'POST', url: `/web/sandbox/cashier/${order.orderNo}/pay` })).status).toBe(409);
  });
});

describe('notifications', () => {
  let h: Harness;
  let m: Member;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
    m = await createMember(h, 'notify01');
  });
  afterAll(() => h.close());

  it('refuses a forged signature, a stale one, a malformed amount, another order or provider, an unknown provider: nothing credited, each logged', async () => {
    const order = await onlineOrder(h, m.token, 'yiBiPay', '200.00');
    const now = h.clock.now();
    const refusals = [
      await notify(h, 'yiBiPay', order, { secret: 'not-the-secret' }),
      await notify(h, 'yiBiPay', order, { signature: 'a'.repeat(64) }),
      await notify(h, 'yiBiPay', order, { timestamp: now - 5 * MINUTE - 1000 }),
      await notify(h, 'yiBiPay', order, { timestamp: now + 5 * MINUTE + 1000 }),
      await notify(h, 'yiBiPay', order, { amount: '200.001' }),
      await notify(h, 'yiBiPay', order, { orderNo: 'DP-none' }),
      await notify(h, 'jiaYunPay', order),
      await notify(h, 'noSuchPay', order),
    ];
    for (const refusal of refusals) expect(refusal.status).toBe(400);
    expect(await outcomes(h)).toEqual([
      'refused:signature',
      'refused:signature',
      'refused:stale',
      'refused:stale',
      'refused:malformed',
      'refused:order',
      'refused:order',
      'refused:provider',
    ]);
    expect(await centralMinor(h, m.userId)).toBe(0);
    // A genuine signature with one character changed is refused too.
    const genuine = await import('../../server/features/payments/signing').then(({ signNotification }) => signNotification);
    const body = JSON.stringify({ eventId: 'e-tampered', orderNo: order.orderNo, amount: order.amount, status: 'paid' });
    const stamp = String(h.clock.now());
    const signature = genuine(providerSecret('yiBiPay'), stamp, body);
    const tampered = await h.call({
      method: 'POST',
      url: '/web/pay/notify/yiBiPay',
      headers: { 'content-type': 'application/json', 'x-pay-timestamp': stamp, 'x-pay-signature': `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}` },
      payload: body,
    });
    expect(tampered.status).toBe(400);
    // Just inside the 5 minutes, it is accepted.
    expectSuccess(await notify(h, 'yiBiPay', order, { timestamp: h.clock.now() - 5 * MINUTE + 1000 }));
    expect(await centralMinor(h, m.userId)).toBe(20_000);
    await expectLedgerClean(h);
  });

  it('an event delivered again is answered 200 and writes nothing; another valid event for the credited order credits nothing more', async () => {
    const order = await onlineOrder(h, m.token, 'toPay', '300.00');
    const before = await centralMinor(h, m.userId);
    const eventId = newUuid();
    expectSuccess(await notify(h, 'toPay', order, { eventId }));
    const rowsBefore = await countRows(h, 'pay_notifications');
    for (let delivery = 0; delivery < 3; delivery += 1) expectSuccess(await notify(h, 'toPay', order, { eventId }));
    expect(await countRows(h, 'pay_notifications')).toBe(rowsBefore);
    expectSuccess(await notify(h, 'toPay', order));
    expect(await centralMinor(h, m.userId)).toBe(before + 30_000);
    const rows = await h.db.selectFrom('pay_notifications').select('outcome').where('order_no', '=', order.orderNo).orderBy('id').execute();
    expect(rows.map((row) => row.outcome)).toEqual(['accepted', 'repeated']);
    const requirement = await h.db.selectFrom('turnover_requirements').selectAll().where('source_ref', '=', order.orderNo).execute();
    expect(requirement.map((row) => [Number(row.amount_minor), row.multiple, Number(row.required_minor)])).toEqual([[30_000, 1, 30_000]]);
  });

  it('the same notification and other events for one order, all at once, credit exactly once', async () => {
    const order = await onlineOrder(h, m.token, 'centerPay', '400.00');
    const before = await centralMinor(h, m.userId);
    const eventId = newUuid();
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => notify(h, 'centerPay', order, { eventId })),
      ...Array.from({ length: 4 }, () => notify(h, 'centerPay', order)),
    ]);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await centralMinor(h, m.userId)).toBe(before + 40_000);
    const movements = await h.db.selectFrom('movements').select('id').where('movement_key', '=', `deposit:${order.orderNo}`).execute();
    expect(movements).toHaveLength(1);
    await expectLedgerClean(h);
  });

  it('a payment for a cancelled order credits nothing: it is held for the operator (latePayments.test.ts), answered 200', async () => {
    const order = await onlineOrder(h, m.token, 'hiPay', '100.00');
    expectSuccess(await h.call({ method: 'POST', url: `/web/recharge/cancelRechargeOrder/${order.id}`, headers: { token: m.token, 'idempotency-key': newUuid() }, payload: { reason: 'other' } }));
    const before = await centralMinor(h, m.userId);
    expectSuccess(await notify(h, 'hiPay', order));
    expect(await centralMinor(h, m.userId)).toBe(before);
    const row = await h.db.selectFrom('recharge_orders').select(['status', 'paid_minor', 'review_reason']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect([Number(row.status), Number(row.paid_minor), row.review_reason]).toEqual([RECHARGE_STATUS.review, 10_000, 'late']);
  });
});

describe('outside sandbox mode without providers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ sandbox: false, depositEnv: {} });
  });
  afterAll(() => h.close());

  it('offers no online method, answers a readable message for one, creates nothing; createOrder says the same', async () => {
    const m = await createMember(h, 'noprov01');
    const methods = await h.call({ method: 'POST', url: '/web/pay/paymentMethod/getPaymentMethod', headers: { token: m.token } });
    expect((methods.body.paymentMethodList as { payMode: string }[]).every((method) => method.payMode === 'offline')).toBe(true);
    const refused = await recharge(h, m.token, { paymentMethodId: METHOD.online, amount: '100.00' }, { lang: 'en' });
    expectFailure(refused, 503, 'deposit.error.providerNotConfigured', 'en');
    // The bank account is not configured either: a readable refusal.
    const bank = await recharge(h, m.token, { paymentMethodId: METHOD.bank, amount: '100.00', depositorName: 'Zhao Liu' }, { lang: 'en' });
    expectFailure(bank, 503, 'deposit.error.accountNotConfigured', 'en');
    expect(await countRows(h, 'recharge_orders')).toBe(0);
    expect((await h.app.inject({ method: 'GET', url: '/web/sandbox/cashier/DP1' })).statusCode).toBe(404);
  });
});
