/**
 * What a granted bonus does to the member's money on both engines (issue 26, spec section 9): its turnover is
 * recorded where the deposits' is and a withdrawal is refused until valid bets meet it; a bonus paid to a venue
 * wallet that the activity locks refuses transfers out of it until its balance is under 5.00 (locked at 5.00,
 * unlocked at 4.99, and it stays unlocked); the books balance after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { expectFailure, expectLedgerClean, expectSuccess, memberPost, moneyPost, sandboxCredit } from './flows';
import { depositHarnessConfig } from './depositFlows';
import { boundCard, payoutMember, withdraw, withdrawn } from './withdrawFlows';
import { applied, balanceOf, newActivity, settledBet } from './activityFlows';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
});
afterAll(() => h.close());

const convert = (token: string, from: string, to: string, amount: string, lang = 'zh') =>
  moneyPost(h, token, '/apiCode/convertMoney', { query: { from, to, amount }, headers: { lang } });

describe('the turnover a bonus asks', () => {
  it('is recorded as a withdrawal requirement (bonus x multiple) and refuses a withdrawal until valid bets meet it', async () => {
    const bonus = await newActivity(h, { bonusAmount: '100.00', turnoverMultiple: 3 });
    const m = await payoutMember(h);
    const card = await boundCard(h, m);
    const granted = await applied(h, m.token, bonus.id);
    const requirement = await h.db.selectFrom('turnover_requirements').selectAll().where('user_id', '=', m.userId).executeTakeFirstOrThrow();
    expect(requirement).toMatchObject({ source: 'activity', source_ref: granted.orderNo, amount_minor: 10_000, multiple: 3, required_minor: 30_000 });
    const toCard = { accountKind: 'bankCard', accountId: card.id, amount: '100.00' };
    for (const lang of ['zh', 'hk', 'en'] as const) {
      expectFailure(await withdraw(h, m.token, toCard, { lang }), 400, 'withdrawal.error.turnover', lang, { remaining: '300.00' });
    }
    // Money of the member's own to bet with: 299.99 of valid bets leave a cent to go; the last cent frees the money.
    await sandboxCredit(h, m.userName, '400.00');
    expectSuccess(await convert(m.token, 'central', 'pgx', '300.00'));
    await settledBet(h, m, 'pgx', 29_999, 0, false);
    expectFailure(await withdraw(h, m.token, toCard), 400, 'withdrawal.error.turnover', 'zh', { remaining: '0.01' });
    await settledBet(h, m, 'pgx', 1, 0, false);
    expect((await withdrawn(h, m.token, { ...toCard, method: 'appointment' })).withdrawAmount).toBe('100.00');
    await expectLedgerClean(h);
  });
});

describe('a bonus that locks its venue wallet', () => {
  it('locks the wallet it is paid to; it stays locked at 5.00 and unlocks at 4.99, for good', async () => {
    const locking = await newActivity(h, { bonusAmount: '58.00', walletVenue: 'rlive', locksWallet: true, turnoverMultiple: 2 });
    const m = await payoutMember(h);
    const granted = await applied(h, m.token, locking.id);
    expect(granted).toMatchObject({ status: 'granted', walletName: '皇家真人', prize: '58.00', requiredTurnover: '116.00' });
    expect(await balanceOf(h, m.userId, 'rlive')).toEqual({ balance: 5_800, locked: 1 });
    for (const lang of ['zh', 'hk', 'en'] as const) expectFailure(await convert(m.token, 'rlive', 'central', '1.00', lang), 400, 'error.walletLocked', lang, { min: '5.00' });
    // Play takes it down: 53.00 lost leaves 5.00, still locked.
    await settledBet(h, m, 'rlive', 5_300, 0, false);
    expect(await balanceOf(h, m.userId, 'rlive')).toEqual({ balance: 500, locked: 1 });
    expectFailure(await convert(m.token, 'rlive', 'central', '5.00'), 400, 'error.walletLocked', 'zh', { min: '5.00' });
    const view = await memberPost(h, m.token, '/apiCode/getUserPlatBalance', { query: { platType: 'rlive' } });
    expect(view.body).toMatchObject({ platBalance: '5.00', locked: true });
    // One more cent lost: 4.99, unlocked, and it stays so when money comes back.
    await settledBet(h, m, 'rlive', 1, 0, false);
    expect(await balanceOf(h, m.userId, 'rlive')).toEqual({ balance: 499, locked: 0 });
    await settledBet(h, m, 'rlive', 499, 2_000, false);
    expect(await balanceOf(h, m.userId, 'rlive')).toEqual({ balance: 2_000, locked: 0 });
    expectSuccess(await convert(m.token, 'rlive', 'central', '20.00'));
    await expectLedgerClean(h);
  });

  it('leaves a wallet the activity does not lock free to transfer out', async () => {
    const free = await newActivity(h, { bonusAmount: '30.00', walletVenue: 'pgx', locksWallet: false });
    const m = await payoutMember(h);
    await applied(h, m.token, free.id);
    expect(await balanceOf(h, m.userId, 'pgx')).toEqual({ balance: 3_000, locked: 0 });
    expectSuccess(await convert(m.token, 'pgx', 'central', '30.00'));
  });
});
