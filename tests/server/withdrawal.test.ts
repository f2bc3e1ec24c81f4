/**
 * Withdrawing on the server (spec sections 1, 4, 8, 9): the methods and the appointment bonus, the gate
 * re-checked on submission with each refusal's message, the amount held on the ledger (not spendable
 * twice), the operator's review exactly once (also against itself and the sandbox), the sandbox's own
 * approval of instant orders, withdrawal records and the operator's terminal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { expectFailure, expectLedgerClean, expectSuccess, memberPost, moneyPost, sandboxCredit } from './flows';
import { depositHarnessConfig, opsCall } from './depositFlows';
import { boundBlockchain, boundCard, boundThirdPart, facts, payoutMember, wallet, withdraw, withdrawn, WITHDRAW_PASSWORD, type PayoutMember } from './withdrawFlows';
import { opsCommand } from './opsCommand';
import { placeBet, settleBet } from '../../server/features/bets/service';
import { WITHDRAW_STATUS } from '../../machines/rules/withdrawal';
import type { MemberBalanceMap } from '../../contract/member';
import type { OpsWithdrawal, WithdrawExtraRule, WithdrawMethodInfo, WithdrawOrder } from '../../contract/withdrawal';
import type { RecordPage } from '../../contract/wallet';

const AUTO_APPROVE_MS = 5000;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ ...depositHarnessConfig, withdrawAutoApproveMs: AUTO_APPROVE_MS });
});
afterAll(() => h.close());

/** A member ready to withdraw: a card bound and money in the central wallet. */
async function funded(amount = '1000.00', options: Parameters<typeof payoutMember>[1] = {}) {
  const m = await payoutMember(h, options);
  await sandboxCredit(h, m.userName, amount);
  const card = await boundCard(h, m);
  return { ...m, cardId: card.id };
}
const toCard = (m: { cardId: number }, amount: string, extra: Record<string, unknown> = {}) => ({ accountKind: 'bankCard', accountId: m.cardId, amount, ...extra });
const approve = (order: WithdrawOrder) => opsCall(h, 'POST', `/withdrawals/${order.orderNo}/approve`);
const reject = (order: WithdrawOrder, reason = 'Card name does not match') => opsCall(h, 'POST', `/withdrawals/${order.orderNo}/reject`, { payload: { reason } });
const orderOf = async (m: PayoutMember, id: number) => {
  const response = await memberPost(h, m.token, `/withdraw/getWithdrawOrder/${id}`);
  expectSuccess(response);
  return response.body.withdrawOrder as WithdrawOrder;
};

describe('methods and the appointment bonus', () => {
  it('offers appointment (within 24 h, bonus 0.1 %-0.6 %) and instant (about 10 minutes)', async () => {
    const m = await payoutMember(h);
    const methods = await memberPost(h, m.token, '/withdraw/withdrawMethod/getWithdrawMethod');
    expectSuccess(methods);
    const [appointment, instant] = methods.body.withdrawMethodList as WithdrawMethodInfo[];
    expect([appointment.method, appointment.arrivalMinutesMax, appointment.bonusRateMin, appointment.bonusRateMax]).toEqual(['appointment', 24 * 60, '0.1', '0.6']);
    expect([instant.method, instant.arrivalMinutesMax]).toEqual(['instant', 10]);
    const rules = await memberPost(h, m.token, '/withdraw/withdrawExtraRule/getWithdrawExtraRule');
    const tiers = rules.body.withdrawExtraRuleList as WithdrawExtraRule[];
    expect(tiers[0].rate).toBe('0.1');
    expect(tiers.at(-1)!.rate).toBe('0.6');
  });
});

describe('the gate, checked again by the server', () => {
  it('asks for basic information, then the phone, then the withdrawal password', async () => {
    const nameless = await payoutMember(h, { realName: null });
    await sandboxCredit(h, nameless.userName, '500.00');
    expectFailure(await withdraw(h, nameless.token, { accountKind: 'bankCard', accountId: 1, amount: '100.00' }), 400, 'profile.fillBasicInfo');
    const phoneless = await payoutMember(h, { phone: null });
    expectFailure(await withdraw(h, phoneless.token, { accountKind: 'bankCard', accountId: 1, amount: '100.00' }), 400, 'profile.setPhoneFirst');
    const passwordless = await funded('500.00', { withdrawPassword: false });
    expectFailure(await withdraw(h, passwordless.token, toCard(passwordless, '100.00')), 400, 'security.withdrawPassword.notSet');
    const gate = await facts(h, passwordless.token);
    expect([gate.hasRealName, gate.hasPhone, gate.hasWithdrawPassword]).toEqual([true, true, false]);
    expect(await wallet(h, passwordless.userId)).toEqual({ balance: 50_000, held: 0 });
  });

  it('refuses everything while an order is not yet verified', async () => {
    const m = await funded();
    await withdrawn(h, m.token, toCard(m, '100.00', { method: 'appointment' }));
    expectFailure(await withdraw(h, m.token, toCard(m, '100.00')), 400, 'withdrawal.error.reviewingOrder');
    expect((await facts(h, m.token)).hasReviewingOrder).toBe(true);
    expect(await wallet(h, m.userId)).toEqual({ balance: 100_000, held: 10_000 });
  });

  it('opens crypto only after a paid withdrawal', async () => {
    const m = await funded();
    const chain = await boundBlockchain(h, m);
    expectFailure(await withdraw(h, m.token, { accountKind: 'blockchain', accountId: chain.id, amount: '100.00' }), 400, 'withdrawal.error.cryptoFirst');
    expect((await facts(h, m.token)).cryptoAllowed).toBe(false);
    const first = await withdrawn(h, m.token, toCard(m, '100.00', { method: 'appointment' }));
    expectSuccess(await reject(first));
    // A rejected withdrawal does not open it.
    expectFailure(await withdraw(h, m.token, { accountKind: 'blockchain', accountId: chain.id, amount: '100.00' }), 400, 'withdrawal.error.cryptoFirst');
    const second = await withdrawn(h, m.token, toCard(m, '100.00', { method: 'appointment' }));
    expectSuccess(await approve(second));
    expect((await facts(h, m.token)).cryptoAllowed).toBe(true);
    const crypto = await withdrawn(h, m.token, { accountKind: 'blockchain', accountId: chain.id, amount: '100.00', method: 'appointment' });
    expect(crypto.accountNo).toBe(chain.address);
    // 100.00 USDT at the sandbox's 7.10 takes 710.00 from the wallet.
    expect([crypto.withdrawAmount, crypto.cryptoAmount, crypto.cryptoRate]).toEqual(['710.00', '100.00', '7.1000']);
  });

  it('shows the turnover still owed and refuses until it is met', async () => {
    const m = await funded();
    await h.db
      .insertInto('turnover_requirements')
      .values({ user_id: m.userId, source: 'deposit', source_ref: `T${m.userId}`, amount_minor: 30_000, multiple: 1, required_minor: 30_000, created_at: h.clock.now() })
      .execute();
    expectFailure(await withdraw(h, m.token, toCard(m, '100.00')), 400, 'withdrawal.error.turnover', 'zh', { remaining: '300.00' });
    expect((await facts(h, m.token)).remainingTurnover).toBe('300.00');
    // Settled bets' valid stakes (the bets feature's validTurnover) pay it off; an open bet does not count yet.
    expectSuccess(await moneyPost(h, m.token, '/apiCode/convertMoney', { query: { from: 'central', to: 'pgx', amount: '400.00' } }));
    const settled = (stakeMinor: number) => placeBet(h.db, h.clock, { memberId: m.userId, platType: 'pgx', gameCode: 'pgx-fortune', roundId: `wt${m.userId}-${stakeMinor}`, stakeMinor, key: `wt${m.userId}-${stakeMinor}` });
    await settleBet(h.db, h.clock, (await settled(20_000)).id, { payoutMinor: 0 });
    await settled(5_000);
    expect((await facts(h, m.token)).remainingTurnover).toBe('100.00');
    // The whole requirement beside it, for the progress the page shows.
    expect((await facts(h, m.token)).requiredTurnover).toBe('300.00');
    await settleBet(h.db, h.clock, (await settled(10_000)).id, { payoutMinor: 0 });
    expect((await facts(h, m.token)).remainingTurnover).toBe('0.00');
    expect((await withdrawn(h, m.token, toCard(m, '100.00', { method: 'appointment' }))).withdrawAmount).toBe('100.00');
  });

  it("holds to the VIP level's daily count: level 0 withdraws 3 times a day; a rejected one gives its turn back", async () => {
    const m = await funded('2000.00');
    const rejected = await withdrawn(h, m.token, toCard(m, '100.00', { method: 'appointment' }));
    expectSuccess(await reject(rejected));
    for (let i = 0; i < 3; i += 1) expectSuccess(await approve(await withdrawn(h, m.token, toCard(m, '100.00', { method: 'appointment' }))));
    expectFailure(await withdraw(h, m.token, toCard(m, '100.00')), 400, 'withdrawal.error.dailyCount', 'zh', { count: 3 });
    const gate = await facts(h, m.token);
    expect([gate.dailyCount, gate.dailyCountUsed, gate.dailyAmountUsed]).toEqual([3, 3, '300.00']);
  });

  it("holds to the VIP level's daily limit (level 0: 50,000.00) and the 100.00 minimum", async () => {
    const m = await funded('60000.00');
    expectFailure(await withdraw(h, m.token, toCard(m, '99.99')), 400, 'withdrawal.error.belowMin', 'zh', { min: '100.00' });
    expectFailure(await withdraw(h, m.token, toCard(m, '50000.01')), 400, 'withdrawal.error.dailyLimit', 'zh', { left: '50,000.00' });
    expectFailure(await withdraw(h, m.token, toCard(m, '12.345')), 400, 'rule.amount.decimals');
    const order = await withdrawn(h, m.token, toCard(m, '50000.00', { method: 'appointment' }));
    expect(order.withdrawAmount).toBe('50000.00');
  });

  it('refuses more than the central balance, a wrong password and an unknown method; nothing is held', async () => {
    const m = await funded('300.00');
    expectFailure(await withdraw(h, m.token, toCard(m, '300.01')), 400, 'withdrawal.error.balance');
    expectFailure(await withdraw(h, m.token, { ...toCard(m, '100.00'), password: '000000' }), 400, 'security.withdrawPassword.wrong');
    expectFailure(await withdraw(h, m.token, toCard(m, '100.00', { method: 'express' })), 400, 'withdrawal.error.method');
    expect(await wallet(h, m.userId)).toEqual({ balance: 30_000, held: 0 });
    expect(await h.db.selectFrom('withdraw_orders').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
  });

  it("answers another member's account as one that does not exist", async () => {
    const owner = await funded();
    const prowler = await funded();
    const forTheirs = await withdraw(h, prowler.token, { accountKind: 'bankCard', accountId: owner.cardId, amount: '100.00' });
    const forNone = await withdraw(h, prowler.token, { accountKind: 'bankCard', accountId: 2_000_000_000, amount: '100.00' });
    expect(forTheirs.status).toBe(404);
    expect(forTheirs.body).toEqual(forNone.body);
    expect(await wallet(h, prowler.userId)).toEqual({ balance: 100_000, held: 0 });
  });
});

describe('the hold and the review', () => {
  it('holds the amount: it can no longer be spent, nor withdrawn twice', async () => {
    const m = await funded('500.00');
    const order = await withdrawn(h, m.token, toCard(m, '400.00', { method: 'appointment' }));
    expect(order.status).toBe(WITHDRAW_STATUS.reviewing);
    expect(await wallet(h, m.userId)).toEqual({ balance: 50_000, held: 40_000 });
    expect((await facts(h, m.token)).balance).toBe('100.00');
    const spend = await moneyPost(h, m.token, '/apiCode/convertMoney', { query: { from: 'central', to: 'rlive', amount: '100.01' } });
    expect(spend.status).toBe(400);
    expectSuccess(await moneyPost(h, m.token, '/apiCode/convertMoney', { query: { from: 'central', to: 'rlive', amount: '100.00' } }));
    expect(await wallet(h, m.userId)).toEqual({ balance: 40_000, held: 40_000 });
    await expectLedgerClean(h);
  });

  it('approval pays the amount out, plus the appointment bonus; a second approval or rejection changes nothing', async () => {
    const m = await funded('2000.00');
    const order = await withdrawn(h, m.token, toCard(m, '1000.00', { method: 'appointment' }));
    // 1,000.00 reaches the 0.2 % tier: 2.00.
    expect(order.bonusAmount).toBe('2.00');
    const approved = await approve(order);
    expectSuccess(approved);
    expect((approved.body.withdrawal as OpsWithdrawal).statusName).toBe('已到账');
    expect(await wallet(h, m.userId)).toEqual({ balance: 100_000 + 200, held: 0 });
    expectFailure(await approve(order), 409, 'withdrawal.error.alreadyReviewed');
    expectFailure(await reject(order), 409, 'withdrawal.error.alreadyReviewed');
    expect(await wallet(h, m.userId)).toEqual({ balance: 100_200, held: 0 });
    expect((await orderOf(m, order.id)).status).toBe(WITHDRAW_STATUS.paid);
    await expectLedgerClean(h);
  });

  it('rejection with a reason returns the amount to the central wallet', async () => {
    const m = await funded('800.00');
    const order = await withdrawn(h, m.token, toCard(m, '500.00'));
    expectFailure(await opsCall(h, 'POST', `/withdrawals/${order.orderNo}/reject`, { payload: { reason: '' } }), 400, 'error.badParameter', 'zh', { name: 'reason' });
    expectSuccess(await reject(order, 'Account frozen'));
    const seen = await orderOf(m, order.id);
    expect([seen.status, seen.rejectReason, seen.bonusAmount]).toEqual([WITHDRAW_STATUS.rejected, 'Account frozen', '0.00']);
    expect(await wallet(h, m.userId)).toEqual({ balance: 80_000, held: 0 });
  });

  it('tells the member what is available and what is held, their own only, until the operator decides', async () => {
    const m = await funded('1000.00');
    const other = await funded('50.00');
    const held = async (token: string) => {
      const answer = await memberPost(h, token, '/user/getUserBalance');
      expectSuccess(answer);
      const map = answer.body.userBalanceMap as MemberBalanceMap;
      return { balance: map.userBalance, availableBalance: map.availableBalance, heldBalance: map.heldBalance };
    };
    expect(await held(m.token)).toEqual({ balance: '1000.00', availableBalance: '1000.00', heldBalance: '0.00' });
    const rejected = await withdrawn(h, m.token, toCard(m, '300.00', { method: 'appointment' }));
    // Held money is still in the central wallet (userBalance): it is not yet paid out, only not spendable.
    expect(await held(m.token)).toEqual({ balance: '1000.00', availableBalance: '700.00', heldBalance: '300.00' });
    expect(await held(other.token)).toEqual({ balance: '50.00', availableBalance: '50.00', heldBalance: '0.00' });
    // The transfer page's central wallet (the wallet overview) shows what can move: the available 700.00, as the header.
    const overview = await memberPost(h, m.token, '/user/getTransWalletBalanceInfo');
    expect((overview.body as unknown as { centralBalance: string }).centralBalance).toBe('700.00');
    expectSuccess(await reject(rejected));
    expect(await held(m.token)).toEqual({ balance: '1000.00', availableBalance: '1000.00', heldBalance: '0.00' });
    expectSuccess(await approve(await withdrawn(h, m.token, toCard(m, '250.00', { method: 'appointment' }))));
    // 250.00 is in the 0.1 % tier: 0.25 comes back as the appointment bonus.
    expect(await held(m.token)).toEqual({ balance: '750.25', availableBalance: '750.25', heldBalance: '0.00' });
  });

  it('reviews exactly once when approvals and rejections arrive at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const m = await funded('1000.00');
      const order = await withdrawn(h, m.token, toCard(m, '600.00', { method: 'appointment' }));
      const answers = await Promise.all([approve(order), reject(order), approve(order), reject(order)]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
      const seen = await orderOf(m, order.id);
      const after = await wallet(h, m.userId);
      // 600.00 reaches the 0.1 % tier: 0.60.
      if (seen.status === WITHDRAW_STATUS.paid) expect(after).toEqual({ balance: 40_000 + 60, held: 0 });
      else expect(after).toEqual({ balance: 100_000, held: 0 });
    }
    await expectLedgerClean(h);
  });

  it('lets one of two submissions at once through, and a retried key answers the same order', async () => {
    const m = await funded('1000.00');
    const answers = await Promise.all([withdraw(h, m.token, toCard(m, '700.00')), withdraw(h, m.token, toCard(m, '700.00'))]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.status !== 200)!;
    expect(refused.body.msg).toMatch(/未审核|余额不足/);
    expect(await wallet(h, m.userId)).toEqual({ balance: 100_000, held: 70_000 });

    const other = await funded('1000.00');
    const key = { 'idempotency-key': `retry-${other.userId}` };
    const first = await withdraw(h, other.token, toCard(other, '200.00'), key);
    const again = await withdraw(h, other.token, toCard(other, '200.00'), key);
    expectSuccess(first);
    expectSuccess(again);
    expect(again.body.withdrawOrder).toEqual(first.body.withdrawOrder);
    expect(await wallet(h, other.userId)).toEqual({ balance: 100_000, held: 20_000 });
    const stored = await h.db.selectFrom('idempotency_keys').select('request').where('user_id', '=', other.userId).execute();
    expect(stored.map((row) => row.request).join()).not.toContain(WITHDRAW_PASSWORD);
  });
});

describe('the sandbox approves instant withdrawals by itself', () => {
  it('after WITHDRAW_AUTO_APPROVE_MS, not before; appointment orders wait for the operator', async () => {
    const m = await funded('1000.00');
    const instant = await withdrawn(h, m.token, toCard(m, '100.00'));
    // The harness clock runs on with the wall clock too: a margin of a second, not a few milliseconds,
    // keeps "not yet" true on a loaded machine.
    h.clock.advance(AUTO_APPROVE_MS - 1000);
    expect((await orderOf(m, instant.id)).status).toBe(WITHDRAW_STATUS.reviewing);
    h.clock.advance(1000);
    expect((await orderOf(m, instant.id)).status).toBe(WITHDRAW_STATUS.paid);
    expect(await wallet(h, m.userId)).toEqual({ balance: 90_000, held: 0 });
    const appointment = await withdrawn(h, m.token, toCard(m, '100.00', { method: 'appointment' }));
    h.clock.advance(AUTO_APPROVE_MS * 10);
    expect((await orderOf(m, appointment.id)).status).toBe(WITHDRAW_STATUS.reviewing);
  });
});

describe('records and the operator desk', () => {
  it('lists withdrawals in the transaction records (withdraw tab) with method and status names', async () => {
    const m = await funded('1000.00');
    const ewallet = await boundThirdPart(h, m);
    const paid = await withdrawn(h, m.token, toCard(m, '150.00', { method: 'appointment' }));
    expectSuccess(await approve(paid));
    const open = await withdrawn(h, m.token, { accountKind: 'thirdPart', accountId: ewallet.id, amount: '120.00', method: 'appointment' });
    const now = h.clock.now();
    const query = { transType: 'withdraw', startTime: now - 60_000, endTime: now + 1, pageIndex: 1, pageSize: 5 };
    for (const path of ['/user/getUserTransInfo', '/transactionRecord/queryTransactionRecordList']) {
      const response = await memberPost(h, m.token, path, { query, headers: { lang: 'en' } });
      expectSuccess(response);
      const page = response.body.page as { records: { orderNo: string; withdrawAmount: string; withdrawMethodName: string; statusName: string }[]; total: number };
      expect(page.total).toBe(2);
      expect(page.records.map((r) => [r.orderNo, r.withdrawAmount, r.withdrawMethodName, r.statusName])).toEqual([
        [open.orderNo, '120.00', 'Appointment withdrawal', 'Under review'],
        [paid.orderNo, '150.00', 'Appointment withdrawal', 'Paid'],
      ]);
      // Where each went (the account masked: first 4 and last 4) and the appointment bonus it earned.
      const shown = page.records as unknown as { accountName: string; accountNo: string; bonusAmount: string }[];
      expect(shown.map((r) => [r.accountNo, r.bonusAmount])).toEqual([
        [`${ewallet.account.slice(0, 4)}${'*'.repeat(ewallet.account.length - 8)}${ewallet.account.slice(-4)}`, open.bonusAmount],
        [paid.accountNo, paid.bonusAmount],
      ]);
      expect(shown[1].accountNo).toMatch(/^\d{4}\*+\d{4}$/);
      expect(shown[0].accountName).toContain('KOI');
      expect(shown[1].accountName).toMatch(/Bank/); // the bank's name in the reader's language, not its code
      expect(Number(paid.bonusAmount)).toBeGreaterThan(0);
    }
  });

  it('lists pending withdrawals to the operator only with the key; npm run ops -- withdrawals approves and rejects', async () => {
    const m = await funded('1000.00');
    const order = await withdrawn(h, m.token, toCard(m, '250.00', { method: 'appointment' }));
    expect((await opsCall(h, 'GET', '/withdrawals', { key: null })).status).toBe(401);
    const pending = await opsCall(h, 'GET', '/withdrawals?status=pending');
    expectSuccess(pending);
    const listed = (pending.body.page as RecordPage<OpsWithdrawal>).records.find((w) => w.orderNo === order.orderNo)!;
    expect([listed.userName, listed.realName, listed.withdrawAmount]).toEqual([m.userName, '张伟', '250.00']);
    expect((await opsCall(h, 'POST', '/withdrawals/WD-none/approve')).status).toBe(404);

    const { lines, run } = opsCommand(h);
    expect(await run(['withdrawals', 'list'])).toBe(0);
    expect(lines.join('\n')).toContain(order.orderNo);
    expect(await run(['withdrawals', 'reject', order.orderNo, 'Wrong', 'card'])).toBe(0);
    expect(await run(['withdrawals', 'approve', order.orderNo])).toBe(1);
    expect((await orderOf(m, order.id)).rejectReason).toBe('Wrong card');
    expect(await wallet(h, m.userId)).toEqual({ balance: 100_000, held: 0 });
  });
});
