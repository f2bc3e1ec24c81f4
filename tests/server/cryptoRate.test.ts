/**
 * Crypto at the operator's rate (issue 22), on both engines: the operator reads and sets the USDT rate
 * (validated at its edges, recorded, also from the terminal); a USDT deposit order keeps the USDT, the rate
 * and its time and credits the CNY it comes to, rounded down, exactly once; a rate set after ordering does
 * not change an open order; a crypto withdrawal holds the CNY (rounded up) and keeps the USDT and the rate,
 * a member shown another rate is refused with nothing held; records and details carry both amounts; without
 * a rate nothing converts; a bound address whose checksum fails is paid nothing; the receiving addresses
 * are real ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, expectLedgerClean, expectSuccess, memberPost, sandboxCredit } from './flows';
import { cancelOrder, centralMinor, confirmOrder, depositHarnessConfig, getOrder, METHOD, opsCall, recharge, usdtOrder } from './depositFlows';
import { boundBlockchain, boundCard, facts, payoutMember, wallet, withdraw, withdrawn, type PayoutMember } from './withdrawFlows';
import { opsCommand } from './opsCommand';
import { receivingAccounts } from '../../server/features/deposit/receivingAccounts';
import { SANDBOX_RATE_E4 } from '../../server/features/payments/cryptoRate';
import { checkCryptoAddress } from '../../machines/rules/payout';
import { RECHARGE_STATUS } from '../../machines/rules/deposit';
import { appointmentBonusMinor, WITHDRAW_STATUS } from '../../machines/rules/withdrawal';
import type { UsdtRate } from '../../contract/cryptoRate';
import type { DepositRecord, PaymentMethod, RechargeOrder } from '../../contract/deposit';
import type { WithdrawRecord } from '../../contract/wallet';
import type { OpsWithdrawal } from '../../contract/withdrawal';
import { ETHEREUM_ADDRESS, TRON_ADDRESS, tronSlips } from '../rules/cryptoAddressFixtures';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
});
afterAll(() => h.close());

const lastDay = () => ({ startTime: h.clock.now() - 86_400_000, endTime: h.clock.now(), pageIndex: 1, pageSize: 50 });
const setRate = (rate: string, headers: Record<string, string> = {}) => opsCall(h, 'POST', '/cryptoRate', { payload: { rate }, headers });
const rateInForce = async () => (await opsCall(h, 'GET', '/cryptoRate')).body.usdtRate as UsdtRate | null;
const usdtMethod = async (token: string) =>
  ((await memberPost(h, token, '/pay/paymentMethod/getPaymentMethod')).body.paymentMethodList as PaymentMethod[]).find((method) => method.rechargeType === 'usdt');

/** An offline order confirmed by the member and approved by the operator (the crediting path). */
async function approved(token: string, order: RechargeOrder) {
  expectSuccess(await confirmOrder(h, token, order.id, []));
  expectSuccess(await opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`));
  return getOrder(h, token, order.id);
}

describe('the operator sets the USDT rate', () => {
  it('starts in the sandbox at 7.10, set by the seed', async () => {
    expect(SANDBOX_RATE_E4).toBe(71_000);
    const rows = await h.db.selectFrom('crypto_rates').selectAll().execute();
    expect(rows.map((row) => [row.currency, Number(row.rate_e4), row.set_by])).toEqual([['USDT', 71_000, 'seed']]);
    expect(await rateInForce()).toMatchObject({ currency: 'USDT', rate: '7.1000' });
  });

  it('takes 1 to 100 CNY per USDT with at most 4 decimals; refuses beyond either edge by name, writing nothing', async () => {
    const before = await h.db.selectFrom('crypto_rates').select('id').execute();
    const below = await setRate('0.9999', { lang: 'en' });
    expectFailure(below, 400, 'error.cryptoRate.range', 'en', { min: '1.00', max: '100.00' });
    expect(below.body.field).toBe('rate');
    expectFailure(await setRate('100.0001'), 400, 'error.cryptoRate.range', 'zh', { min: '1.00', max: '100.00' });
    expectFailure(await setRate('7.12345', { lang: 'en' }), 400, 'error.cryptoRate.decimals', 'en');
    expectFailure(await setRate('seven', { lang: 'hk' }), 400, 'error.cryptoRate.format', 'hk');
    expect(await h.db.selectFrom('crypto_rates').select('id').execute()).toEqual(before);

    h.clock.advance(60_000);
    const asked = h.clock.now();
    const low = await setRate('1');
    expectSuccess(low);
    const set = low.body.usdtRate as UsdtRate;
    expect([set.currency, set.rate]).toEqual(['USDT', '1.0000']);
    // Its time is the server clock's when it was set.
    expect(set.setTime).toBeGreaterThanOrEqual(asked);
    expect(set.setTime).toBeLessThanOrEqual(h.clock.now());
    expectSuccess(await setRate('100.0000'));
    expect((await rateInForce())!.rate).toBe('100.0000');
    expectSuccess(await setRate('7.1'));
    expect((await rateInForce())!.rate).toBe('7.1000');
    // Each setting is in the operators' log with who set it (here the bootstrap admin, OPERATOR_KEY).
    const actions = await h.db
      .selectFrom('operator_actions')
      .innerJoin('operators', 'operators.id', 'operator_actions.operator_id')
      .select(['operator_actions.detail', 'operator_actions.target_kind', 'operators.name'])
      .where('action', '=', 'cryptoRate.set')
      .orderBy('operator_actions.id')
      .execute();
    expect(actions.map((action) => action.detail)).toEqual(['1.0000', '100.0000', '7.1000']);
    expect(new Set(actions.map((action) => `${action.target_kind} ${action.name}`))).toEqual(new Set(['setting bootstrap']));
  });

  it('is the operator’s alone: 401 without the key', async () => {
    expect((await opsCall(h, 'POST', '/cryptoRate', { key: null, payload: { rate: '9' } })).status).toBe(401);
    expect((await opsCall(h, 'GET', '/cryptoRate', { key: 'wrong-key-wrong-key' })).status).toBe(401);
    expect((await rateInForce())!.rate).toBe('7.1000');
  });

  it('npm run ops -- rate shows and sets it through the API', async () => {
    const { lines, run } = opsCommand(h);
    expect(await run(['rate', 'set', '7.2'])).toBe(0);
    expect(lines.at(-1)).toMatch(/^USDT\t7\.2000 CNY\tset \d{4}-/);
    expect(await run(['rate'])).toBe(0);
    expect(lines.at(-1)).toContain('7.2000');
    expect(await run(['rate', 'set', '700'])).toBe(1);
    expect(lines.at(-1)).toBe('refused: The rate must be between 1.00 and 100.00 CNY per USDT.');
    expect(await run(['rate', 'set'])).toBe(2);
    expectSuccess(await setRate('7.1'));
  });
});

describe('a USDT deposit', () => {
  let m: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    m = await createMember(h, 'usdtdepo1');
    expectSuccess(await setRate('7.1'));
  });

  it('is offered with the rate in force and its time', async () => {
    const method = (await usdtMethod(m.token))!;
    expect(method.usdtRate).toEqual(await rateInForce());
    expect([method.minAmount, method.maxAmount]).toEqual(['10.00', '100000.00']);
  });

  it('keeps the USDT, the rate and its time, and credits the CNY they come to, rounded down, exactly once', async () => {
    const rate = (await rateInForce())!;
    const order = await usdtOrder(h, m.token, '100.01');
    // 100.01 × 7.1 = 710.071 → 710.07
    expect([order.amount, order.cryptoAmount, order.cryptoRate, order.cryptoRateTime]).toEqual(['710.07', '100.01', '7.1000', rate.setTime]);
    const row = await h.db.selectFrom('recharge_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect([Number(row.amount_minor), Number(row.crypto_amount_minor), Number(row.crypto_rate_e4), Number(row.crypto_rate_set_at)]).toEqual([71_007, 10_001, 71_000, rate.setTime]);
    const before = await centralMinor(h, m.userId);
    const credited = await approved(m.token, order);
    expect(credited.status).toBe(RECHARGE_STATUS.credited);
    expect(await centralMinor(h, m.userId)).toBe(before + 71_007);
    // Approving again credits nothing more.
    expect((await opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`)).status).toBe(409);
    expect(await centralMinor(h, m.userId)).toBe(before + 71_007);
    const turnover = await h.db.selectFrom('turnover_requirements').select('amount_minor').where('source_ref', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(Number(turnover.amount_minor)).toBe(71_007);
    await expectLedgerClean(h);
  });

  it('takes the USDT limits at their edges: 10.00 and 100,000.00 USDT', async () => {
    const low = await usdtOrder(h, m.token, '10.00');
    expect([low.cryptoAmount, low.amount]).toEqual(['10.00', '71.00']);
    expectFailure(await recharge(h, m.token, { paymentMethodId: METHOD.usdt, amount: '9.99', protocol: 'TRC20' }, { lang: 'en' }), 400, 'deposit.error.belowMin', 'en', { min: '10.00' });
    expectFailure(await recharge(h, m.token, { paymentMethodId: METHOD.usdt, amount: '100000.01', protocol: 'TRC20' }, { lang: 'en' }), 400, 'deposit.error.aboveMax', 'en', { max: '100000.00' });
    const high = await usdtOrder(h, m.token, '100000.00', 'ERC20');
    expect([high.cryptoAmount, high.amount]).toEqual(['100000.00', '710000.00']);
    for (const order of [low, high]) expectSuccess(await cancelOrder(h, m.token, order.id, 'other'));
  });

  it('keeps the rate it was made at when the operator sets another: open orders credit as made, new ones at the new rate', async () => {
    const open = await usdtOrder(h, m.token, '50.00');
    expect(open.amount).toBe('355.00');
    h.clock.advance(1000);
    expectSuccess(await setRate('7.3'));
    const later = await usdtOrder(h, m.token, '50.00');
    expect([later.amount, later.cryptoRate]).toEqual(['365.00', '7.3000']);
    const before = await centralMinor(h, m.userId);
    const credited = await approved(m.token, open);
    expect([credited.amount, credited.cryptoRate]).toEqual(['355.00', '7.1000']);
    expect(await centralMinor(h, m.userId)).toBe(before + 35_500);
    expectSuccess(await setRate('7.1'));
    expect((await approved(m.token, later)).amount).toBe('365.00');
    expect(await centralMinor(h, m.userId)).toBe(before + 35_500 + 36_500);
  });

  it('shows both amounts and the rate in the records and the detail; other deposits carry none', async () => {
    const list = await memberPost(h, m.token, '/transactionRecord/queryTransactionRecordList', { query: { transType: 'recharge' } });
    expectSuccess(list);
    const page = list.body.page as { records: DepositRecord[] };
    const usdt = page.records.find((record) => record.cryptoAmount === '100.01')!;
    expect([usdt.rechargeMoney, usdt.cryptoRate, typeof usdt.cryptoRateTime]).toEqual(['710.07', '7.1000', 'number']);
    const userPage = (await memberPost(h, m.token, '/user/getUserTransInfo', { query: { transType: 'recharge', ...lastDay() } })).body.page as { records: DepositRecord[] };
    expect(userPage.records.find((record) => record.id === usdt.id)).toEqual(usdt);
    const detail = (await memberPost(h, m.token, `/user/getUserTransDetail/${usdt.id}`)).body.rechargeOrder as RechargeOrder;
    expect([detail.amount, detail.cryptoAmount, detail.cryptoRate]).toEqual(['710.07', '100.01', '7.1000']);
    const bank = await recharge(h, m.token, { paymentMethodId: METHOD.bank, amount: '100.00', depositorName: 'Zhang San' });
    expect((bank.body.rechargeOrder as RechargeOrder)).toMatchObject({ amount: '100.00', cryptoAmount: null, cryptoRate: null, cryptoRateTime: null });
  });
});

describe('a crypto withdrawal', () => {
  let m: PayoutMember;
  let chainId: number;
  beforeAll(async () => {
    expectSuccess(await setRate('7.1'));
    m = await payoutMember(h);
    await sandboxCredit(h, m.userName, '3000.00');
    const card = await boundCard(h, m);
    // Crypto opens after a first paid withdrawal (spec section 4).
    const first = await withdrawn(h, m.token, { accountKind: 'bankCard', accountId: card.id, amount: '100.00', method: 'appointment' });
    expectSuccess(await opsCall(h, 'POST', `/withdrawals/${first.orderNo}/approve`));
    chainId = (await boundBlockchain(h, m)).id;
  });

  it('reads the rate in force with the withdrawal facts', async () => {
    expect((await facts(h, m.token)).usdtRate).toEqual(await rateInForce());
  });

  it('refuses a member who was shown another rate, naming the rate in force, and holds nothing', async () => {
    const before = await wallet(h, m.userId);
    const refused = await withdraw(h, m.token, { accountKind: 'blockchain', accountId: chainId, amount: '100.00', rate: '7.0000' }, { lang: 'en' });
    expectFailure(refused, 409, 'withdrawal.error.rateChanged', 'en', { rate: '7.10' });
    expect(refused.body.field).toBe('rate');
    expect(await wallet(h, m.userId)).toEqual(before);
    expect(await h.db.selectFrom('withdraw_orders').select('id').where('user_id', '=', m.userId).where('account_kind', '=', 'blockchain').execute()).toEqual([]);
  });

  it('holds the CNY the USDT takes, rounded up, and keeps the USDT and the rate; paid out exactly that', async () => {
    const before = await wallet(h, m.userId);
    const rate = (await rateInForce())!;
    // 100.01 USDT × 7.1 = 710.071 → 710.08 taken
    // An appointment: it waits for the operator (the sandbox approves instant ones by itself).
    const order = await withdrawn(h, m.token, { accountKind: 'blockchain', accountId: chainId, amount: '100.01', rate: '7.1000', method: 'appointment' });
    expect([order.withdrawAmount, order.cryptoAmount, order.cryptoRate, order.cryptoRateTime]).toEqual(['710.08', '100.01', '7.1000', rate.setTime]);
    expect(await wallet(h, m.userId)).toEqual({ balance: before.balance, held: before.held + 71_008 });
    const row = await h.db.selectFrom('withdraw_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect([Number(row.amount_minor), Number(row.crypto_amount_minor), Number(row.crypto_rate_e4)]).toEqual([71_008, 10_001, 71_000]);

    // A rate set while it awaits review changes nothing of it.
    expectSuccess(await setRate('8'));
    const listed = ((await opsCall(h, 'GET', '/withdrawals?status=pending')).body.page as { records: OpsWithdrawal[] }).records;
    expect(listed.find((each) => each.orderNo === order.orderNo)).toMatchObject({ withdrawAmount: '710.08', cryptoAmount: '100.01', cryptoRate: '7.1000' });
    const paid = await opsCall(h, 'POST', `/withdrawals/${order.orderNo}/approve`);
    expectSuccess(paid);
    expect((paid.body.withdrawal as OpsWithdrawal).status).toBe(WITHDRAW_STATUS.paid);
    // Out goes what it held; in comes the appointment bonus on it (0.1 %: 0.71).
    expect(appointmentBonusMinor(71_008)).toBe(71);
    expect(await wallet(h, m.userId)).toEqual({ balance: before.balance - 71_008 + 71, held: before.held });
    expectSuccess(await setRate('7.1'));

    const records = (await memberPost(h, m.token, '/user/getUserTransInfo', { query: { transType: 'withdraw', ...lastDay() } })).body.page as { records: WithdrawRecord[] };
    expect(records.records.find((record) => record.id === order.id)).toMatchObject({ withdrawAmount: '710.08', cryptoAmount: '100.01', cryptoRate: '7.1000' });
    const detail = await memberPost(h, m.token, `/withdraw/getWithdrawOrder/${order.id}`);
    expect(detail.body.withdrawOrder).toMatchObject({ withdrawAmount: '710.08', cryptoAmount: '100.01', cryptoRate: '7.1000' });
    await expectLedgerClean(h);
  });

  it('pays nothing to a bound address whose checksum fails (bound before the check existed)', async () => {
    const slip = tronSlips(TRON_ADDRESS)[5];
    const { id } = await h.db
      .insertInto('user_blockchain_accounts')
      .values({ user_id: m.userId, alias: 'old', address: slip, protocol: 'TRC20', created_at: h.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await wallet(h, m.userId);
    const refused = await withdraw(h, m.token, { accountKind: 'blockchain', accountId: Number(id), amount: '20.00' }, { lang: 'en' });
    expectFailure(refused, 400, 'payout.address.checksum', 'en');
    expect(refused.body.field).toBe('accountId');
    expect(await wallet(h, m.userId)).toEqual(before);
  });
});

describe('without a rate', () => {
  it('offers no USDT deposit, refuses one asked for, and refuses crypto withdrawals', async () => {
    const m = await payoutMember(h);
    await h.db.deleteFrom('crypto_rates').execute();
    try {
      expect(await usdtMethod(m.token)).toBeUndefined();
      expectFailure(await recharge(h, m.token, { paymentMethodId: METHOD.usdt, amount: '100.00', protocol: 'TRC20' }, { lang: 'en' }), 503, 'deposit.error.rateNotSet', 'en');
      expect((await facts(h, m.token)).usdtRate).toBeNull();
      expect(await rateInForce()).toBeNull();
      await sandboxCredit(h, m.userName, '1000.00');
      await h.db.insertInto('withdraw_orders').values({
        order_no: `WD-paid-${m.userId}`, user_id: m.userId, account_kind: 'bankCard', account_id: 1, account_name: 'ICBC', account_no: '6222', method: 'instant',
        amount_minor: 10_000, bonus_minor: 0, status: WITHDRAW_STATUS.paid, hold_key: `paid-${m.userId}`, created_at: h.clock.now() - 86_400_000 * 2,
      }).execute();
      const chain = await boundBlockchain(h, m, ETHEREUM_ADDRESS, 'ERC20');
      expectFailure(await withdraw(h, m.token, { accountKind: 'blockchain', accountId: chain.id, amount: '20.00' }, { lang: 'en' }), 400, 'withdrawal.error.rateNotSet', 'en');
      expect(await wallet(h, m.userId)).toEqual({ balance: 100_000, held: 0 });
    } finally {
      expectSuccess(await setRate('7.1'));
    }
  });
});

describe('the receiving addresses', () => {
  it('are real addresses in the sandbox, and a configured one whose checksum fails stops the start', () => {
    const sandbox = receivingAccounts(true, {});
    expect(checkCryptoAddress(sandbox.usdt.TRC20!, 'TRC20')).toBeNull();
    expect(checkCryptoAddress(sandbox.usdt.ERC20!, 'ERC20')).toBeNull();
    expect(receivingAccounts(false, { DEPOSIT_USDT_TRC20_ADDRESS: TRON_ADDRESS }).usdt.TRC20).toBe(TRON_ADDRESS);
    expect(() => receivingAccounts(false, { DEPOSIT_USDT_TRC20_ADDRESS: tronSlips(TRON_ADDRESS)[0] })).toThrow(/DEPOSIT_USDT_TRC20_ADDRESS is not a valid TRC20 address/);
    expect(() => receivingAccounts(true, { DEPOSIT_USDT_ERC20_ADDRESS: ETHEREUM_ADDRESS.toLowerCase().replace('5aaeb', '5AaEb') })).toThrow(/DEPOSIT_USDT_ERC20_ADDRESS/);
  });
});
