import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, DAY, expectFailure, expectLedgerClean, expectSuccess, memberPost, moneyPost, moneyState, sandboxCredit, walletRow } from './flows';
import { placeBet, settleBet } from '../../server/features/bets/service';
import { simulatedOutcome } from '../../server/features/bets/simulatedRound';
import type { BetRecord, BetTotals } from '../../contract/bets';

/**
 * Bet records over HTTP (/user/getBetRecord, /user/getSumBetRecord) and the sandbox's doors: a
 * simulated round at a venue, and a voided round.
 */

let h: Harness;
let serial = 0;
const VENUE = 'pgx';

beforeAll(async () => {
  h = await startHarness({ sandbox: true });
});
afterAll(() => h.close());
afterEach(async () => {
  await expectLedgerClean(h);
});

async function memberWithVenueMoney(amount: string, venue = VENUE) {
  const member = await createMember(h, `rec${String(++serial).padStart(4, '0')}`);
  await sandboxCredit(h, member.userName, amount);
  expectSuccess(await moneyPost(h, member.token, '/apiCode/convertMoney', { query: { from: 'central', to: venue, amount } }));
  return member;
}

const playRound = (token: string | undefined, stake: string | number, venue = VENUE, headers: Record<string, string> = {}) =>
  moneyPost(h, token, `/sandbox/venue/${venue}/round`, { payload: { stake }, headers });

const today = () => ({ startTime: h.clock.now() - DAY, endTime: h.clock.now() + 1_000 });

async function records(token: string, query: Record<string, string | number | undefined> = {}, lang = 'zh') {
  const response = await memberPost(h, token, '/user/getBetRecord', { query: { ...today(), ...query }, headers: { lang } });
  expectSuccess(response);
  return (response.body as unknown as { page: { records: BetRecord[]; total: number; pageIndex: number; pageSize: number } }).page;
}

async function totals(token: string, query: Record<string, string | number | undefined> = {}) {
  const response = await memberPost(h, token, '/user/getSumBetRecord', { query: { ...today(), ...query } });
  expectSuccess(response);
  return (response.body as unknown as { sum: BetTotals }).sum;
}

describe('a sandbox round at a venue', () => {
  it('records a settled bet of that venue, its stake from that venue’s wallet', async () => {
    const member = await memberWithVenueMoney('30');
    const response = await playRound(member.token, '10.00');
    expectSuccess(response);
    const { bet, platBalance } = response.body as unknown as { bet: BetRecord; platBalance: string };
    expect(bet).toMatchObject({ platType: VENUE, betAmount: '10.00', status: 1 });
    expect(['0.00', '10.00', '20.00']).toContain(bet.payout);
    expect(platBalance).toBe((30 - 10 + Number(bet.payout)).toFixed(2));
    expect(Number((await walletRow(h, member.userId, VENUE))!.balance_minor)).toBe(Math.round(Number(platBalance) * 100));
    const page = await records(member.token);
    expect(page.records).toEqual([bet]);
  });

  it('refuses a stake above the venue wallet, moving nothing, in the member’s language', async () => {
    const member = await memberWithVenueMoney('5');
    const before = await moneyState(h);
    expectFailure(await playRound(member.token, '5.01', VENUE, { lang: 'en' }), 400, 'bets.error.stakeAboveBalance', 'en', { balance: '5.00' });
    expectFailure(await playRound(member.token, '0', VENUE, { lang: 'en' }), 400, 'rule.amount.positive', 'en');
    expect(await moneyState(h)).toEqual(before);
    expect((await records(member.token)).total).toBe(0);
  });

  it('needs a token, and the same key plays once', async () => {
    expectFailure(await playRound(undefined, '1.00'), 401, 'error.unauthorized');
    const member = await memberWithVenueMoney('10');
    const headers = { 'idempotency-key': `round-${serial}` };
    const first = await playRound(member.token, '2.00', VENUE, headers);
    const second = await playRound(member.token, '2.00', VENUE, headers);
    expectSuccess(first);
    expect(second.body.bet).toEqual(first.body.bet);
    expect((await records(member.token)).total).toBe(1);
  });

  it('draws each outcome of the simulation at its edges', () => {
    expect(simulatedOutcome(1_000, 0)).toEqual({ payoutMinor: 0 });
    expect(simulatedOutcome(1_000, 47)).toEqual({ payoutMinor: 0 });
    expect(simulatedOutcome(1_000, 48)).toEqual({ payoutMinor: 2_000 });
    expect(simulatedOutcome(1_000, 92)).toEqual({ payoutMinor: 2_000 });
    expect(simulatedOutcome(1_000, 93)).toEqual({ payoutMinor: 1_000, validStakeMinor: 0 });
    expect(simulatedOutcome(1_000, 99)).toEqual({ payoutMinor: 1_000, validStakeMinor: 0 });
  });
});

describe('voiding a round in the sandbox', () => {
  it('refunds the stake and shows the bet invalid; voiding again changes nothing', async () => {
    const member = await memberWithVenueMoney('20');
    const bet = await placeBet(h.db, h.clock, { memberId: member.userId, platType: VENUE, gameCode: 'g', gameName: 'Dragon', roundId: 'R-void-1', stakeMinor: 800, key: 'v1' });
    const voidIt = () => h.call({ method: 'POST', url: `/web/sandbox/rounds/R-void-1/void?platType=${VENUE}` });
    const first = await voidIt();
    expectSuccess(first);
    expect(first.body.voided).toBe(1);
    expect((await voidIt()).body.voided).toBe(0);
    expect(Number((await walletRow(h, member.userId, VENUE))!.balance_minor)).toBe(2_000);
    const [record] = (await records(member.token, {}, 'en')).records;
    expect(record).toMatchObject({ id: bet.id, status: 0, statusName: 'Invalid', payout: '0.00', validBetAmount: '0.00', betAmount: '8.00' });
    const zh = (await records(member.token, {}, 'zh')).records[0];
    const hk = (await records(member.token, {}, 'hk')).records[0];
    expect([zh.statusName, hk.statusName]).toEqual(['无效', '無效']);
  });

  it('refuses an unknown venue', async () => {
    expectFailure(await h.call({ method: 'POST', url: '/web/sandbox/rounds/R1/void?platType=nowhere' }), 400, 'error.unknownVenue');
  });
});

describe('bet records', () => {
  it('filter by venue, page newest first, and total the whole filter', async () => {
    const member = await memberWithVenueMoney('100');
    await sandboxCredit(h, member.userName, '10');
    expectSuccess(await moneyPost(h, member.token, '/apiCode/convertMoney', { query: { from: 'central', to: 'rlive', amount: '10' } }));
    const place = (platType: string, stakeMinor: number, n: number) =>
      placeBet(h.db, h.clock, { memberId: member.userId, platType, gameCode: 'g', roundId: `page-${n}`, stakeMinor, key: `page-${n}` });
    const placed = [];
    for (let n = 0; n < 5; n++) {
      placed.push(await place(VENUE, 100 * (n + 1), n));
      h.clock.advance(1_000);
    }
    await settleBet(h.db, h.clock, placed[0].id, { payoutMinor: 250 });
    await settleBet(h.db, h.clock, placed[1].id, { payoutMinor: 0, validStakeMinor: 150 });
    await place('rlive', 700, 9);

    const all = await records(member.token, { pageSize: 4 }, 'en');
    expect(all.total).toBe(6);
    expect(all.records.map((record) => record.betAmount)).toEqual(['7.00', '5.00', '4.00', '3.00']);
    const second = await records(member.token, { pageSize: 4, pageIndex: 2 }, 'en');
    expect(second.records.map((record) => record.betAmount)).toEqual(['2.00', '1.00']);
    expect(second.records.map((record) => record.statusName)).toEqual(['Settled', 'Settled']);
    expect(all.records[0].statusName).toBe('Unsettled');

    const venueOnly = await records(member.token, { platType: 'rlive' });
    expect(venueOnly.records.map((record) => record.platType)).toEqual(['rlive']);
    // Win/loss: the two settled bets, 1.00 paid 2.50 and 2.00 paid nothing.
    expect(await totals(member.token)).toEqual({ count: 6, betAmount: '22.00', validBetAmount: '2.50', payout: '2.50', winLoss: '-0.50' });
    expect(await totals(member.token, { platType: VENUE })).toEqual({ count: 5, betAmount: '15.00', validBetAmount: '2.50', payout: '2.50', winLoss: '-0.50' });
    expect(await totals(member.token, { platType: '' })).toEqual({ count: 6, betAmount: '22.00', validBetAmount: '2.50', payout: '2.50', winLoss: '-0.50' });
  });

  it('show a member only their own bets', async () => {
    const [one, two] = [await memberWithVenueMoney('10'), await memberWithVenueMoney('10')];
    expectSuccess(await playRound(one.token, '1.00'));
    expect((await records(two.token)).total).toBe(0);
    expect(await totals(two.token)).toEqual({ count: 0, betAmount: '0.00', validBetAmount: '0.00', payout: '0.00', winLoss: '0.00' });
    expect((await records(one.token)).total).toBe(1);
  });

  it('answer a window of exactly 30 days and refuse one a millisecond longer, a missing time and a reversed window', async () => {
    const member = await memberWithVenueMoney('10');
    const end = h.clock.now();
    for (const path of ['/user/getBetRecord', '/user/getSumBetRecord']) {
      expectSuccess(await memberPost(h, member.token, path, { query: { startTime: end - 30 * DAY, endTime: end } }));
      expectFailure(await memberPost(h, member.token, path, { query: { startTime: end - 30 * DAY - 1, endTime: end }, headers: { lang: 'en' } }), 400, 'error.timeRange', 'en', { days: 30 });
      expectFailure(await memberPost(h, member.token, path, { query: { endTime: end } }), 400, 'error.timeRequired');
      expectFailure(await memberPost(h, member.token, path, { query: { startTime: end, endTime: end - 1 } }), 400, 'error.timeOrder');
    }
  });

  it('count a bet by its bet time, both ends of the window included', async () => {
    const member = await memberWithVenueMoney('10');
    const played = await playRound(member.token, '1.00');
    expectSuccess(played);
    const betTime = (played.body.bet as BetRecord).createTime;
    expect((await records(member.token, { startTime: betTime, endTime: betTime })).total).toBe(1);
    expect((await records(member.token, { startTime: betTime + 1, endTime: betTime + DAY })).total).toBe(0);
    expect((await records(member.token, { startTime: betTime - DAY, endTime: betTime - 1 })).total).toBe(0);
  });

  it('need a token', async () => {
    expectFailure(await memberPost(h, undefined, '/user/getBetRecord', { query: today() }), 401, 'error.unauthorized');
    expectFailure(await memberPost(h, undefined, '/user/getSumBetRecord', { query: today() }), 401, 'error.unauthorized');
  });
});
