/**
 * Deposit orders on both engines: methods and limits (the spec's numbers at their edges), the receiving
 * account, recharge, confirm with the member's own proofs, cancel (a reason; the third of a day refused),
 * crypto expiry after 30 minutes on the sandbox clock, and the deposit records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { countRows, createMember, expectFailure, expectSuccess, memberPost, message, MINUTE, DAY } from './flows';
import {
  bankOrder,
  cancelOrder,
  confirmOrder,
  depositHarnessConfig,
  getOrder,
  METHOD,
  newOrder,
  onlineOrder,
  recharge,
  uploadProof,
  usdtOrder,
} from './depositFlows';
import type { PaymentMethod, RechargeOrder } from '../../contract/deposit';
import { issueToken } from '../../server/features/auth/tokens';
import { CRYPTO_PAY_WINDOW_MS, DAILY_CANCEL_LIMIT, RECHARGE_STATUS } from '../../machines/rules/deposit';

type Member = Awaited<ReturnType<typeof createMember>>;

describe('deposit methods and the receiving account', () => {
  let h: Harness;
  let m: Member;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
    m = await createMember(h, 'methods01');
  });
  afterAll(() => h.close());

  it('lists bank transfer, online banking, KOI, EB and USDT with limits, quick amounts and channels', async () => {
    const response = await memberPost(h, m.token, '/pay/paymentMethod/getPaymentMethod', { headers: { lang: 'en' } });
    expectSuccess(response);
    const methods = response.body.paymentMethodList as PaymentMethod[];
    expect(methods.map((method) => [method.rechargeType, method.payMode])).toEqual([
      ['bank', 'offline'],
      ['online', 'online'],
      ['koi', 'online'],
      ['eb', 'online'],
      ['usdt', 'offline'],
    ]);
    const bank = methods[0];
    expect([bank.rechargeTypeName, bank.minAmount, bank.maxAmount]).toEqual(['Bank transfer', '100.00', '50000.00']);
    expect(bank.quickAmounts).toEqual(['100.00', '500.00', '1000.00', '5000.00', '10000.00']);
    expect(methods[4].channels.map((channel) => channel.protocol)).toEqual(['TRC20', 'ERC20']);
    for (const online of methods.slice(1, 4)) {
      expect(online.channels.length).toBeGreaterThan(0);
      for (const channel of online.channels) expect(channel.providerCode).toMatch(/^[a-zA-Z]+$/);
    }
    expect(methods[2].channels.map((channel) => channel.providerCode)).toContain('koiPay');
    expect(methods[3].channels.map((channel) => channel.providerCode)).toContain('ebPay');
    // An online channel reads in the member's language, numbered within its method: never a provider's code.
    for (const online of methods.slice(1, 4)) {
      expect(online.channels.map((channel) => channel.name)).toEqual(online.channels.map((_, index) => `Line ${index + 1}`));
    }
    const zh = (await memberPost(h, m.token, '/pay/paymentMethod/getPaymentMethod', { headers: { lang: 'zh' } })).body.paymentMethodList as PaymentMethod[];
    expect(zh[1].channels[0].name).toBe('线路1');
    expect(zh[4].channels.map((channel) => channel.name)).toEqual(['USDT-TRC20', 'USDT-ERC20']);
  });

  it('lists the methods of one kind', async () => {
    const response = await memberPost(h, m.token, '/pay/paymentMethod/getPaymentMethodByType', { query: { rechargeType: 'usdt' } });
    expectSuccess(response);
    expect((response.body.paymentMethodList as PaymentMethod[]).map((method) => method.id)).toEqual([METHOD.usdt]);
  });

  it('answers the bank account and each USDT address; an online method has none', async () => {
    const bank = await memberPost(h, m.token, '/recharge/getRechargeAccountInfo', { query: { paymentMethodId: METHOD.bank } });
    expectSuccess(bank);
    expect(bank.body.rechargeAccount).toMatchObject({ rechargeType: 'bank', bankName: expect.any(String), accountNo: expect.any(String) });
    const trc = await memberPost(h, m.token, '/recharge/getRechargeAccountInfo', { query: { paymentMethodId: METHOD.usdt, protocol: 'TRC20' } });
    expect((trc.body.rechargeAccount as { address: string }).address).toMatch(/^T[0-9a-zA-Z]{15,33}$/);
    const erc = await memberPost(h, m.token, '/recharge/getRechargeAccountInfo', { query: { paymentMethodId: METHOD.usdt, protocol: 'ERC20' } });
    expect((erc.body.rechargeAccount as { address: string }).address).toMatch(/^0x[0-9a-zA-Z]{15,40}$/);
    expectFailure(await memberPost(h, m.token, '/recharge/getRechargeAccountInfo', { query: { paymentMethodId: METHOD.usdt }, headers: { lang: 'en' } }), 400, 'deposit.error.protocolRequired', 'en');
    expectFailure(await memberPost(h, m.token, '/recharge/getRechargeAccountInfo', { query: { paymentMethodId: METHOD.online }, headers: { lang: 'en' } }), 400, 'deposit.error.notOffline', 'en');
  });
});

describe('recharge orders', () => {
  let h: Harness;
  let m: Member;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
    m = await createMember(h, 'orders01');
  });
  afterAll(() => h.close());

  it('takes a bank transfer at exactly the minimum and maximum, refusing a cent beyond either, writing nothing', async () => {
    const low = await bankOrder(h, m.token, '100.00');
    expect([low.amount, low.status, low.rechargeType]).toEqual(['100.00', RECHARGE_STATUS.awaitingPayment, 'bank']);
    expect(low.remarkCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(low.orderAccount?.accountNo).toBeTruthy();
    expect(low.expireTime).toBeNull();
    expect((await bankOrder(h, m.token, '50000.00')).amount).toBe('50000.00');
    const before = await countRows(h, 'recharge_orders');
    const under = await recharge(h, m.token, { paymentMethodId: METHOD.bank, amount: '99.99', depositorName: 'Zhang San' }, { lang: 'en' });
    expectFailure(under, 400, 'deposit.error.belowMin', 'en', { min: '100.00' });
    expect(under.body.field).toBe('amount');
    const over = await recharge(h, m.token, { paymentMethodId: METHOD.bank, amount: '50000.01', depositorName: 'Zhang San' }, { lang: 'en' });
    expectFailure(over, 400, 'deposit.error.aboveMax', 'en', { max: '50000.00' });
    expectFailure(await recharge(h, m.token, { paymentMethodId: METHOD.bank, amount: '100.001', depositorName: 'Zhang San' }), 400, 'rule.amount.decimals');
    expect(await countRows(h, 'recharge_orders')).toBe(before);
  });

  it('needs the depositor name for a bank transfer and the protocol for USDT', async () => {
    expectFailure(await recharge(h, m.token, { paymentMethodId: METHOD.bank, amount: '100.00' }, { lang: 'en' }), 400, 'deposit.error.depositorNameRequired', 'en');
    expectFailure(await recharge(h, m.token, { paymentMethodId: METHOD.bank, amount: '100.00', depositorName: '<b>x</b>' }, { lang: 'en' }), 400, 'deposit.error.depositorNameFormat', 'en');
    expectFailure(await recharge(h, m.token, { paymentMethodId: METHOD.usdt, amount: '100.00' }, { lang: 'en' }), 400, 'deposit.error.protocolRequired', 'en');
    expectFailure(await recharge(h, m.token, { paymentMethodId: 99, amount: '100.00' }, { lang: 'en' }), 400, 'deposit.error.unknownMethod', 'en');
  });

  it('gives a USDT order its network address and 30 minutes from the server clock', async () => {
    const order = await usdtOrder(h, m.token, '10.00', 'ERC20');
    expect([order.virtualCurrencyType, order.protocol, order.orderAccount?.protocol]).toEqual(['USDT', 'ERC20', 'ERC20']);
    expect(order.expireTime).toBe(order.createTime + 30 * MINUTE);
  });

  it('a repeat of the same recharge call (same Idempotency-Key) answers the same order', async () => {
    const headers = { 'idempotency-key': 'recharge-repeat-0001' };
    const payload = { paymentMethodId: METHOD.bank, amount: '300.00', depositorName: 'Li Si' };
    const first = await recharge(h, m.token, payload, headers);
    const again = await recharge(h, m.token, payload, headers);
    expect(again.body.rechargeOrder).toEqual(first.body.rechargeOrder);
  });
});

describe('confirming an offline order with proofs', () => {
  let h: Harness;
  let m: Member;
  let other: Member;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
    m = await createMember(h, 'confirm01');
    other = await createMember(h, 'confirm02');
  });
  afterAll(() => h.close());

  it("takes the member's own uploads and waits for the operator", async () => {
    const order = await bankOrder(h, m.token);
    const proof = await uploadProof(h, m.token);
    const confirmed = await confirmOrder(h, m.token, order.id, [proof]);
    expectSuccess(confirmed);
    const after = confirmed.body.rechargeOrder as RechargeOrder;
    expect([after.status, after.voucherUrls]).toEqual([RECHARGE_STATUS.awaitingConfirmation, [proof]]);
    expect(after.confirmTime).toBeGreaterThanOrEqual(order.createTime);
    expect(after.confirmTime).toBeLessThanOrEqual(h.clock.now());
    // Once confirmed it is paid: no cancel, no second confirm.
    expectFailure(await cancelOrder(h, m.token, order.id, 'other', { lang: 'en' }), 409, 'deposit.error.notCancellable', 'en');
    expectFailure(await confirmOrder(h, m.token, order.id, [proof], { lang: 'en' }), 409, 'deposit.error.notAwaitingPayment', 'en');
  });

  it("refuses no proof, another member's upload and an address that is no upload", async () => {
    const order = await bankOrder(h, m.token);
    expectFailure(await confirmOrder(h, m.token, order.id, [], { lang: 'en' }), 400, 'deposit.error.voucherRequired', 'en');
    const theirs = await uploadProof(h, other.token);
    expectFailure(await confirmOrder(h, m.token, order.id, [theirs], { lang: 'en' }), 400, 'deposit.error.voucherInvalid', 'en');
    expectFailure(await confirmOrder(h, m.token, order.id, ['https://elsewhere.example/x.png'], { lang: 'en' }), 400, 'deposit.error.voucherInvalid', 'en');
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.awaitingPayment);
  });

  it('one picture proves one order: a proof used for another order is refused, and the order waits for its own', async () => {
    const payer = await createMember(h, 'voucher01');
    const first = await bankOrder(h, payer.token);
    const second = await bankOrder(h, payer.token);
    const proof = await uploadProof(h, payer.token);
    expectSuccess(await confirmOrder(h, payer.token, first.id, [proof]));
    expectFailure(await confirmOrder(h, payer.token, second.id, [proof], { lang: 'en' }), 400, 'deposit.error.voucherUsed', 'en');
    const extra = await uploadProof(h, payer.token);
    expectFailure(await confirmOrder(h, payer.token, second.id, [extra, proof], { lang: 'en' }), 400, 'deposit.error.voucherUsed', 'en');
    expect((await getOrder(h, payer.token, second.id)).status).toBe(RECHARGE_STATUS.awaitingPayment);
    expectSuccess(await confirmOrder(h, payer.token, second.id, [extra]));
  });

  it('an online order is not confirmed by the member (the provider notifies)', async () => {
    const order = await onlineOrder(h, m.token);
    expectFailure(await confirmOrder(h, m.token, order.id, [await uploadProof(h, m.token)], { lang: 'en' }), 400, 'deposit.error.notOffline', 'en');
  });
});

describe('open orders', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
  });
  afterAll(() => h.close());

  it('a member holds at most 5 open orders; a sixth is refused until one is settled or cancelled', async () => {
    const m = await createMember(h, 'open01');
    const orders = [];
    for (let index = 0; index < 5; index += 1) orders.push(await bankOrder(h, m.token));
    const before = await countRows(h, 'recharge_orders');
    const refused = await recharge(h, m.token, { paymentMethodId: METHOD.bank, amount: '100.00', depositorName: 'Zhang San' }, { lang: 'en' });
    expectFailure(refused, 429, 'deposit.error.tooManyOpen', 'en', { limit: 5 });
    expect(refused.body.msg).toBe('Deposit orders open at once are limited to 5: complete or cancel one before opening another.');
    expect(await countRows(h, 'recharge_orders')).toBe(before);
    // A confirmed order is still open (the operator has not decided); a cancelled one is not.
    expectSuccess(await confirmOrder(h, m.token, orders[0].id, [await uploadProof(h, m.token)]));
    expect((await recharge(h, m.token, { paymentMethodId: METHOD.bank, amount: '100.00', depositorName: 'Zhang San' })).status).toBe(429);
    expectSuccess(await cancelOrder(h, m.token, orders[1].id, 'other'));
    await newOrder(h, m.token, { paymentMethodId: METHOD.bank, amount: '100.00', depositorName: 'Zhang San' });
  });

  it('orders opened at once count each other: of eight, five are opened', async () => {
    const m = await createMember(h, 'open02');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => recharge(h, m.token, { paymentMethodId: METHOD.bank, amount: '100.00', depositorName: 'Zhang San' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const open = await h.db.selectFrom('recharge_orders').select('id').where('user_id', '=', m.userId).execute();
    expect(open).toHaveLength(5);
  });
});

describe('cancelling', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
  });
  afterAll(() => h.close());

  it('needs a reason from the list ("please select a cancel reason")', async () => {
    const m = await createMember(h, 'cancel01');
    const order = await bankOrder(h, m.token);
    for (const lang of ['zh', 'hk', 'en'] as const) {
      const response = await cancelOrder(h, m.token, order.id, undefined, { lang });
      expectFailure(response, 400, 'deposit.error.selectCancelReason', lang);
      expect(response.body.field).toBe('reason');
    }
    expectFailure(await cancelOrder(h, m.token, order.id, '  ', { lang: 'en' }), 400, 'deposit.error.selectCancelReason', 'en');
    expectFailure(await cancelOrder(h, m.token, order.id, 'because', { lang: 'en' }), 400, 'deposit.error.unknownCancelReason', 'en');
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.awaitingPayment);
  });

  it(`allows ${DAILY_CANCEL_LIMIT} cancels a day and refuses the third with a clear message; the next day allows again`, async () => {
    expect(DAILY_CANCEL_LIMIT).toBe(2);
    const m = await createMember(h, 'cancel02');
    // The third a bank transfer: it has no pay window, so it is still open a day on.
    const orders = [await bankOrder(h, m.token), await usdtOrder(h, m.token), await bankOrder(h, m.token)];
    const first = await cancelOrder(h, m.token, orders[0].id, 'wrongAmount', { lang: 'en' });
    expectSuccess(first);
    expect((first.body.rechargeOrder as RechargeOrder).cancelReason).toBe(message('en', 'deposit.cancelReason.wrongAmount'));
    expect((first.body.rechargeOrder as RechargeOrder).status).toBe(RECHARGE_STATUS.cancelled);
    expectSuccess(await cancelOrder(h, m.token, orders[1].id, 'changeMethod'));
    const third = await cancelOrder(h, m.token, orders[2].id, 'other', { lang: 'en' });
    expectFailure(third, 429, 'deposit.error.cancelLimit', 'en', { limit: 2 });
    expect((await getOrder(h, m.token, orders[2].id)).status).toBe(RECHARGE_STATUS.awaitingPayment);
    h.clock.advance(DAY);
    // A day on, the session has ended: the member signs in again.
    expectSuccess(await cancelOrder(h, await issueToken(h.db, h.clock, m.userId), orders[2].id, 'other'));
  });

  it('two cancels at once with one left that day: exactly one goes through', async () => {
    const m = await createMember(h, 'cancel03');
    const orders = [await bankOrder(h, m.token), await bankOrder(h, m.token), await bankOrder(h, m.token)];
    expectSuccess(await cancelOrder(h, m.token, orders[0].id, 'other'));
    const results = await Promise.all(orders.slice(1).map((order) => cancelOrder(h, m.token, order.id, 'other')));
    expect(results.map((result) => result.status).sort()).toEqual([200, 429]);
  });
});

describe('crypto expiry on the server clock', () => {
  let h: Harness;
  let m: Member;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
    m = await createMember(h, 'expiry01');
  });
  afterAll(() => h.close());

  it('stays payable until 30 minutes after its creation and then expires (sandbox clock)', async () => {
    expect(CRYPTO_PAY_WINDOW_MS).toBe(30 * 60 * 1000);
    const order = await usdtOrder(h, m.token);
    expect(order.expireTime).toBe(order.createTime + 30 * MINUTE);
    const advance = (ms: number) => h.call({ method: 'POST', url: '/web/sandbox/clock', payload: { advanceMs: ms } });
    // The harness clock runs in real time too: stop a second short of the expiry, then step past it.
    await advance(order.expireTime! - h.clock.now() - 1000);
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.awaitingPayment);
    await advance(1000);
    const expired = await getOrder(h, m.token, order.id);
    expect(expired.status).toBe(RECHARGE_STATUS.expired);
    expectFailure(await confirmOrder(h, m.token, order.id, [], { lang: 'en' }), 409, 'deposit.error.notAwaitingPayment', 'en');
    expectFailure(await cancelOrder(h, m.token, order.id, 'other', { lang: 'en' }), 409, 'deposit.error.notCancellable', 'en');
  });

  it('a bank transfer does not expire', async () => {
    const order = await bankOrder(h, m.token);
    h.clock.advance(DAY);
    expect((await getOrder(h, await issueToken(h.db, h.clock, m.userId), order.id)).status).toBe(RECHARGE_STATUS.awaitingPayment);
  });
});

describe('deposit records', () => {
  let h: Harness;
  let m: Member;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
    m = await createMember(h, 'records01');
  });
  afterAll(() => h.close());

  it('lists deposits newest first through getUserTransInfo and queryTransactionRecordList, with a detail', async () => {
    const first = await bankOrder(h, m.token, '120.00');
    h.clock.advance(1000);
    const second = await newOrder(h, m.token, { paymentMethodId: METHOD.usdt, amount: '80.50', protocol: 'TRC20' });
    const now = h.clock.now();
    const trans = await memberPost(h, m.token, '/user/getUserTransInfo', {
      query: { transType: 'recharge', startTime: now - DAY, endTime: now, pageIndex: 1, pageSize: 10 },
      headers: { lang: 'en' },
    });
    expectSuccess(trans);
    const records = (trans.body.page as { records: { orderNo: string; rechargeMoney: string; rechargeTypeName: string; statusName: string }[] }).records;
    expect(records.map((record) => [record.orderNo, record.rechargeMoney, record.rechargeTypeName, record.statusName])).toEqual([
      // 80.50 USDT at the sandbox's 7.10: 571.55 CNY.
      [second.orderNo, '571.55', 'USDT', 'Awaiting payment'],
      [first.orderNo, '120.00', 'Bank transfer', 'Awaiting payment'],
    ]);
    const list = await memberPost(h, m.token, '/transactionRecord/queryTransactionRecordList', { headers: { lang: 'en' } });
    expectSuccess(list);
    expect((list.body.page as { total: number }).total).toBe(2);
    const detail = await memberPost(h, m.token, `/user/getUserTransDetail/${first.id}`);
    expectSuccess(detail);
    expect((detail.body.rechargeOrder as RechargeOrder).orderNo).toBe(first.orderNo);
    // A window of more than 30 days is refused, as for transfers.
    expectFailure(await memberPost(h, m.token, '/transactionRecord/queryTransactionRecordList', { query: { startTime: 0, endTime: now } }), 400, 'error.timeRange', 'zh', { days: 30 });
  });
});
