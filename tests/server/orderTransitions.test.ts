/**
 * One owner per order (issue 22) on both engines: every status change of a deposit or withdrawal order is
 * an event of its transition table, a conditional update; a change the table does not allow is refused
 * and writes nothing; no other server code writes an order's status; reads never write (an order past its
 * pay window reads as expired, the expiry job writes it, idempotently); online orders expire too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, MINUTE } from './flows';
import { bankOrder, cancelOrder, confirmOrder, createProviderOrder, depositHarnessConfig, getOrder, onlineOrder, usdtOrder, recharge, METHOD } from './depositFlows';
import { DEPOSIT_TRANSITIONS, depositTransition, tryDepositTransition, type DepositEvent } from '../../server/features/deposit/transitions';
import { WITHDRAW_TRANSITIONS, tryWithdrawTransition, type WithdrawEvent } from '../../server/features/withdrawal/transitions';
import { expireOverdueOrders } from '../../server/features/deposit/orders';
import { DomainError } from '../../server/errors';
import { CRYPTO_PAY_WINDOW_MS, ONLINE_PAY_WINDOW_MS, OPEN_ORDERS_MAX, RECHARGE_STATUS } from '../../machines/rules/deposit';
import { WITHDRAW_STATUS } from '../../machines/rules/withdrawal';

type Member = Awaited<ReturnType<typeof createMember>>;

const serverFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? serverFiles(path) : path.endsWith('.ts') ? [path] : [];
  });

describe('no status change outside the transition tables', () => {
  it("no server code but the tables' own updates an order's status", () => {
    const owners: Record<string, string> = { recharge_orders: 'server/features/deposit/transitions.ts', withdraw_orders: 'server/features/withdrawal/transitions.ts' };
    const offenders: string[] = [];
    for (const file of serverFiles('server')) {
      const text = readFileSync(file, 'utf8');
      for (const [table, owner] of Object.entries(owners)) {
        if (file === owner) continue;
        for (const match of text.matchAll(new RegExp(`updateTable\\('${table}'\\)`, 'g'))) {
          // The statement up to its execution: it may write other columns, never the status.
          const statement = text.slice(match.index, text.indexOf('.execute', match.index));
          if (/\bstatus\s*:/.test(statement)) offenders.push(`${file}: ${table}`);
        }
      }
    }
    expect(offenders).toEqual([]);
    // The guard sees a status write where there is one (its own owners).
    expect(readFileSync(owners.recharge_orders, 'utf8')).toMatch(/updateTable\('recharge_orders'\)\s*\.set\(\{ \.\.\.changes, status:/);
  });
});

describe('the deposit transition table', () => {
  let h: Harness;
  let m: Member;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
    m = await createMember(h, 'transit01');
  });
  afterAll(() => h.close());

  it('every event moves exactly its from statuses to its status; any other status is refused, writing nothing', async () => {
    const order = await bankOrder(h, m.token);
    const statuses = Object.values(RECHARGE_STATUS);
    for (const [event, transition] of Object.entries(DEPOSIT_TRANSITIONS) as [DepositEvent, (typeof DEPOSIT_TRANSITIONS)[DepositEvent]][]) {
      for (const status of statuses) {
        // A bank order has no window, so only the table decides (the windows are tested below).
        await h.db.updateTable('recharge_orders').set({ status, expire_at: event === 'expire' ? h.clock.now() - 1 : null }).where('id', '=', order.id).execute();
        const allowed = (transition.from as readonly number[]).includes(status);
        const moved = await h.db.transaction().execute((trx) => tryDepositTransition(trx, h.clock, { orderNo: order.orderNo }, event, { reject_reason: 'r' }));
        const now = await h.db.selectFrom('recharge_orders').select(['status', 'reject_reason']).where('id', '=', order.id).executeTakeFirstOrThrow();
        expect([event, status, moved === null ? 'refused' : 'moved']).toEqual([event, status, allowed ? 'moved' : 'refused']);
        expect(Number(now.status)).toBe(allowed ? transition.to : status);
        await h.db.updateTable('recharge_orders').set({ reject_reason: null }).where('id', '=', order.id).execute();
      }
    }
  });

  it('an illegal change is a DomainError in the member\'s words, and the order stays as it was', async () => {
    const order = await bankOrder(h, m.token);
    await h.db.updateTable('recharge_orders').set({ status: RECHARGE_STATUS.credited }).where('id', '=', order.id).execute();
    const refused = await h.db.transaction().execute((trx) => depositTransition(trx, h.clock, { id: order.id, userId: m.userId }, 'cancel')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect([(refused as DomainError).code, (refused as DomainError).messageKey]).toEqual([409, 'deposit.error.notCancellable']);
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.credited);
    // Another member's id is no reference to this order.
    const other = await createMember(h, 'transit02');
    expect(await h.db.transaction().execute((trx) => tryDepositTransition(trx, h.clock, { id: order.id, userId: other.userId }, 'approve'))).toBeNull();
  });
});

describe('the withdrawal transition table', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
  });
  afterAll(() => h.close());

  it('every event moves exactly its from statuses; any other is refused, writing nothing', async () => {
    const m = await createMember(h, 'transit03');
    await h.db
      .insertInto('withdraw_orders')
      .values({ order_no: 'WD-T1', user_id: m.userId, account_kind: 'bankCard', account_id: 1, account_name: 'ICBC', account_no: '6222', method: 'instant', amount_minor: 100, bonus_minor: 0, status: 0, hold_key: 'hold-t1', created_at: h.clock.now() })
      .execute();
    for (const [event, transition] of Object.entries(WITHDRAW_TRANSITIONS) as [WithdrawEvent, (typeof WITHDRAW_TRANSITIONS)[WithdrawEvent]][]) {
      for (const status of Object.values(WITHDRAW_STATUS)) {
        await h.db.updateTable('withdraw_orders').set({ status }).where('order_no', '=', 'WD-T1').execute();
        const allowed = (transition.from as readonly number[]).includes(status);
        const moved = await tryWithdrawTransition(h.db, 'WD-T1', event);
        const now = await h.db.selectFrom('withdraw_orders').select('status').where('order_no', '=', 'WD-T1').executeTakeFirstOrThrow();
        expect([event, status, moved === null ? 'refused' : 'moved']).toEqual([event, status, allowed ? 'moved' : 'refused']);
        expect(Number(now.status)).toBe(allowed ? transition.to : status);
      }
    }
  });
});

describe('pay windows: reads never write, the expiry job does', () => {
  let h: Harness;
  let m: Member;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
    m = await createMember(h, 'window01');
  });
  afterAll(() => h.close());

  const storedStatus = async (id: number) =>
    Number((await h.db.selectFrom('recharge_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status);

  it('an online order is paid within 30 minutes: a second before, it is open; at 30 minutes it reads expired and refuses the cashier', async () => {
    expect(ONLINE_PAY_WINDOW_MS).toBe(30 * MINUTE);
    const order = await onlineOrder(h, m.token, 'yiBiPay', '200.00');
    expect(order.expireTime).toBe(order.createTime + 30 * MINUTE);
    h.clock.advance(order.expireTime! - h.clock.now() - 1000);
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.awaitingPayment);
    h.clock.advance(1000);
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.expired);
    expectFailure(await createProviderOrder(h, m.token, 'yiBiPay', order.id, { lang: 'en' }), 409, 'deposit.error.notAwaitingPayment', 'en');
    // Read as expired; stored as it was: the reads wrote nothing.
    expect(await storedStatus(order.id)).toBe(RECHARGE_STATUS.awaitingPayment);
  });

  it('a crypto order past its 30 minutes reads expired everywhere while stored unchanged; the job expires it once, and a second run finds nothing', async () => {
    expect(CRYPTO_PAY_WINDOW_MS).toBe(30 * MINUTE);
    const order = await usdtOrder(h, m.token);
    h.clock.advance(CRYPTO_PAY_WINDOW_MS);
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.expired);
    const records = await h.call({ method: 'POST', url: '/web/transactionRecord/queryTransactionRecordList?transType=recharge', headers: { token: m.token } });
    expect((records.body.page as { records: { id: number; status: number }[] }).records.find((record) => record.id === order.id)?.status).toBe(RECHARGE_STATUS.expired);
    expectFailure(await confirmOrder(h, m.token, order.id, [], { lang: 'en' }), 409, 'deposit.error.notAwaitingPayment', 'en');
    expectFailure(await cancelOrder(h, m.token, order.id, 'other', { lang: 'en' }), 409, 'deposit.error.notCancellable', 'en');
    expect(await storedStatus(order.id)).toBe(RECHARGE_STATUS.awaitingPayment);
    expect(await expireOverdueOrders(h.db, h.clock, 'slot-1')).toBeGreaterThanOrEqual(1);
    expect(await storedStatus(order.id)).toBe(RECHARGE_STATUS.expired);
    expect(await expireOverdueOrders(h.db, h.clock, 'slot-1')).toBe(0);
    // The job leaves online orders to the reconciliation (it asks the provider first) and bank transfers have no window.
    const bank = await bankOrder(h, m.token);
    h.clock.advance(2 * CRYPTO_PAY_WINDOW_MS);
    await expireOverdueOrders(h.db, h.clock, 'slot-2');
    expect(await storedStatus(bank.id)).toBe(RECHARGE_STATUS.awaitingPayment);
  });

  it(`orders past their window no longer count among the ${OPEN_ORDERS_MAX} open ones, before the job has run`, async () => {
    const member = await createMember(h, 'window02');
    for (let n = 0; n < OPEN_ORDERS_MAX; n += 1) await usdtOrder(h, member.token);
    expectFailure(await recharge(h, member.token, { paymentMethodId: METHOD.usdt, amount: '100.00', protocol: 'TRC20' }, { lang: 'en' }), 429, 'deposit.error.tooManyOpen', 'en', { limit: OPEN_ORDERS_MAX });
    h.clock.advance(CRYPTO_PAY_WINDOW_MS);
    await usdtOrder(h, member.token);
  });
});
