/**
 * Payouts (issue 22) on both engines: approving a withdrawal makes it "paying" and the payout adapter decides;
 * a failed payout returns the held money through the ledger (the pending movement voided) and tells the member
 * why; the appointment bonus is paid from the promotions house account, not the withdrawals one; an order
 * cut short while paying is settled once by the job; the records show "paying".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { expectLedgerClean, expectSuccess, memberPost, message, sandboxCredit } from './flows';
import { depositHarnessConfig, opsCall } from './depositFlows';
import { boundCard, payoutMember, wallet, withdrawn } from './withdrawFlows';
import { approveInTransaction, PAYING_RETRY_AFTER_MS, settlePayingWithdrawals } from '../../server/features/withdrawal/review';
import { sandboxPayoutsOf } from '../../server/adapters/payouts';
import { siteJobs } from '../../server/jobs/registry';
import { JobScheduler } from '../../server/jobs/scheduler';
import { WITHDRAW_STATUS } from '../../machines/rules/withdrawal';
import type { OpsWithdrawal, WithdrawOrder } from '../../contract/withdrawal';
import type { RecordPage, WithdrawRecord } from '../../contract/wallet';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
});
afterAll(() => h.close());

async function funded(amount: string) {
  const m = await payoutMember(h);
  await sandboxCredit(h, m.userName, amount);
  const card = await boundCard(h, m);
  return { ...m, cardId: card.id };
}
const appointment = (m: { cardId: number }, amount: string) => ({ accountKind: 'bankCard', accountId: m.cardId, amount, method: 'appointment' });
const approve = (order: WithdrawOrder) => opsCall(h, 'POST', `/withdrawals/${order.orderNo}/approve`);
const houseEntries = (movementKey: string) =>
  h.db
    .selectFrom('ledger_entries')
    .innerJoin('movements', 'movements.id', 'ledger_entries.movement_id')
    .select(['ledger_entries.house_account', 'ledger_entries.amount_minor'])
    .where('movements.movement_key', '=', movementKey)
    .where('ledger_entries.house_account', 'is not', null)
    .execute();
const messagesOf = (userId: number) => h.db.selectFrom('messages').select(['template', 'params']).where('user_id', '=', userId).orderBy('id').execute();

describe('paying out', () => {
  it('approval pays through the payout service; the bonus comes from the promotions house account', async () => {
    const m = await funded('2000.00');
    const order = await withdrawn(h, m.token, appointment(m, '1000.00'));
    const approved = await approve(order);
    expectSuccess(approved);
    const seen = approved.body.withdrawal as OpsWithdrawal;
    expect([seen.status, seen.statusName]).toEqual([WITHDRAW_STATUS.paid, '已到账']);
    // 1,000.00 reaches the 0.2 % tier: 2.00.
    expect(await wallet(h, m.userId)).toEqual({ balance: 100_000 + 200, held: 0 });
    expect(await houseEntries(`withdraw:bonus:${order.orderNo}`)).toEqual([{ house_account: 'promotions', amount_minor: -200 }]);
    const paidOut = await houseEntries(`withdraw:post:${order.orderNo}`);
    expect(paidOut.map((entry) => entry.house_account)).toEqual(['withdrawals']);
    expect((await messagesOf(m.userId)).map((row) => row.template)).toEqual(['withdrawalPaid']);
    await expectLedgerClean(h);
  });

  it('a failed payout returns the held money, pays no bonus, and tells the member why in their language', async () => {
    const m = await funded('2000.00');
    const order = await withdrawn(h, m.token, appointment(m, '1000.00'));
    expect(await wallet(h, m.userId)).toEqual({ balance: 200_000, held: 100_000 });
    expectSuccess(await h.call({ method: 'POST', url: '/web/sandbox/payouts/failNext', payload: { reason: 'accountClosed' } }));
    const approved = await approve(order);
    expectSuccess(approved);
    expect((approved.body.withdrawal as OpsWithdrawal).status).toBe(WITHDRAW_STATUS.payoutFailed);
    expect(await wallet(h, m.userId)).toEqual({ balance: 200_000, held: 0 });
    expect(await houseEntries(`withdraw:bonus:${order.orderNo}`)).toEqual([]);
    const mine = await memberPost(h, m.token, `/withdraw/getWithdrawOrder/${order.id}`, { headers: { lang: 'en' } });
    const failed = mine.body.withdrawOrder as WithdrawOrder;
    expect([failed.status, failed.statusName, failed.rejectReason]).toEqual([WITHDRAW_STATUS.payoutFailed, 'Payout failed', 'The receiving account is closed']);
    const messages = await messagesOf(m.userId);
    expect(messages.map((row) => [row.template, JSON.parse(row.params ?? '{}').reason])).toEqual([['withdrawalPayoutFailed', 'accountClosed']]);
    expect(message('en', 'notify.withdrawalPayoutFailed.content', { orderNo: order.orderNo, amount: '1000.00', reason: 'accountClosed' })).toContain('the receiving account is closed');
    // Failed: its count and amount are given back, so the member may withdraw again today.
    const again = await withdrawn(h, m.token, appointment(m, '1000.00'));
    expectSuccess(await approve(again));
    expect(await wallet(h, m.userId)).toEqual({ balance: 100_000 + 200, held: 0 });
    await expectLedgerClean(h);
  });

  it('an order cut short while paying shows "paying" and is settled once by the job, a minute on', async () => {
    const m = await funded('500.00');
    const order = await withdrawn(h, m.token, appointment(m, '300.00'));
    // The approval committed and the server stopped before asking the payout service.
    await h.db.transaction().execute((trx) => approveInTransaction(trx, h.clock, order.orderNo, 'operator'));
    const records = await memberPost(h, m.token, '/transactionRecord/queryTransactionRecordList', { query: { transType: 'withdraw' } });
    const record = (records.body.page as RecordPage<WithdrawRecord>).records.find((each) => each.orderNo === order.orderNo);
    expect(record && [record.status, record.statusName]).toEqual([WITHDRAW_STATUS.paying, '出款中']);
    expect(await wallet(h, m.userId)).toEqual({ balance: 50_000, held: 30_000 });
    const payouts = sandboxPayoutsOf(h.db);
    expect(await settlePayingWithdrawals(h.db, h.clock, 'slot', payouts)).toBe(0);
    h.clock.advance(PAYING_RETRY_AFTER_MS);
    const runs = await Promise.all([settlePayingWithdrawals(h.db, h.clock, 'a', payouts), settlePayingWithdrawals(h.db, h.clock, 'b', payouts)]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await settlePayingWithdrawals(h.db, h.clock, 'c', payouts)).toBe(0);
    // 300.00 is in the 0.1 % tier: 0.30.
    expect(await wallet(h, m.userId)).toEqual({ balance: 20_000 + 30, held: 0 });
    await expectLedgerClean(h);
  });

  it("the site's scheduled job 'withdrawals.paying' (every 5 minutes) settles an order cut short while paying", async () => {
    const job = siteJobs({ db: h.db, clock: h.clock, config: h.config }).find((each) => each.name === 'withdrawals.paying');
    expect(job && [job.cron, job.catchUp]).toEqual(['*/5 * * * *', 'latest']);
    const scheduler = new JobScheduler({ db: h.db, clock: h.clock, jobs: [job!], log: () => undefined });
    await scheduler.runDue();
    const m = await funded('200.00');
    const order = await withdrawn(h, m.token, appointment(m, '100.00'));
    await h.db.transaction().execute((trx) => approveInTransaction(trx, h.clock, order.orderNo, 'operator'));
    expect(await wallet(h, m.userId)).toEqual({ balance: 20_000, held: 10_000 });
    h.clock.advance(5 * 60 * 1000);
    await scheduler.runDue();
    // 100.00 is in the 0.1 % tier: 0.10.
    expect(await wallet(h, m.userId)).toEqual({ balance: 10_000 + 10, held: 0 });
    await expectLedgerClean(h);
  });

  it('approvals at once pay out once', async () => {
    const m = await funded('1000.00');
    const order = await withdrawn(h, m.token, appointment(m, '600.00'));
    const answers = await Promise.all([approve(order), approve(order), approve(order)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await wallet(h, m.userId)).toEqual({ balance: 40_000 + 60, held: 0 });
    await expectLedgerClean(h);
  });
});
