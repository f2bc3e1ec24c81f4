import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { countRows, createMember, expectLedgerClean, expectSuccess, moneyPost, moneyState, sandboxCredit, walletRow } from './flows';
import { findBet, placeBet, placeSettledBet, validTurnover, type BetOutcome, type PlaceBetInput } from '../../server/features/bets/service';
import { placeSettledBetInOneGo, type SteppedRound } from '../../server/features/bets/roundInOneGo';
import { BET_MOVEMENT_KIND, betMovementKey } from '../../server/features/bets/betKinds';
import { WALLET_TYPE } from '../../machines/rules/wallet';
import type { BetRecord } from '../../contract/bets';
import { isPostgres } from '../../server/db/dialect';

/**
 * A simulated round in one go (server/features/bets/roundInOneGo.ts through the ledger's inOneGo, which
 * picks one synchronous step on SQLite or one statement on PostgreSQL). In the plain case it writes what
 * the ordinary transaction writes, and anything else fails it having written nothing, so that the route's
 * ordinary path answers. The suite runs on both engines (TEST_DATABASE_URL), so each path is tested.
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

async function memberWithVenueMoney(amount: string) {
  const member = await createMember(h, `stp${String(++serial).padStart(4, '0')}`);
  await sandboxCredit(h, member.userName, amount);
  expectSuccess(await moneyPost(h, member.token, '/apiCode/convertMoney', { query: { from: 'central', to: VENUE, amount } }));
  return member;
}

const betInput = (memberId: number, key: string, stakeMinor: number): PlaceBetInput => ({
  memberId,
  platType: VENUE,
  gameCode: 'pgx-fortune-dragon',
  gameName: 'Fortune Dragon',
  roundId: `R-${key}`,
  stakeMinor,
  key,
});

const callOf = (userId: number, key: string) => ({ userId, key, request: `POST /test/round ${key}`, movementKey: `${userId}:0:${key}` });

const OUTCOMES: Record<string, (stake: number) => BetOutcome> = {
  lost: () => ({ payoutMinor: 0 }),
  won: (stake) => ({ payoutMinor: stake * 2 }),
  push: (stake) => ({ payoutMinor: stake, validStakeMinor: 0 }),
};

const venueMinor = async (userId: number) => Number((await walletRow(h, userId, VENUE))!.balance_minor);

/** Everything a round could write. */
const everything = async () => ({ ...(await moneyState(h)), bets: await countRows(h, 'bets') });

const inOneGo = (round: SteppedRound) => placeSettledBetInOneGo(h.db, h.clock, round);

describe('a round in one go', () => {
  for (const [name, outcomeOf] of Object.entries(OUTCOMES)) {
    it(`(${name}) writes the bet, its stake and payout, and the key with its answer, as the ordinary round does`, async () => {
      const member = await memberWithVenueMoney('20');
      const other = await memberWithVenueMoney('20');
      const { bet, venueMinor: after } = await inOneGo({ call: callOf(member.userId, `k-${name}`), input: betInput(member.userId, `b-${name}`, 700), outcome: outcomeOf(700) });
      const payout = outcomeOf(700).payoutMinor;
      expect(after).toBe(2_000 - 700 + payout);
      expect(await venueMinor(member.userId)).toBe(after);
      expect(await findBet(h.db, bet.id)).toEqual(bet);

      // The ordinary transaction's bet for the same round, of another member: the same but for who, when and which.
      const ordinary = await placeSettledBet(h.db, h.clock, betInput(other.userId, `b-${name}`, 700), outcomeOf);
      const comparable = (row: typeof bet) => ({ ...row, id: 0, orderNo: row.orderNo.slice(0, 2), memberId: 0, betAt: 0, settledAt: row.settledAt === null ? null : 0 });
      expect(comparable(bet)).toEqual(comparable(ordinary.bet));
      expect(ordinary.venueMinor).toBe(after);
      expect(bet.settledAt).not.toBeNull();

      const movements = await h.db
        .selectFrom('movements')
        .select(['movement_key', 'kind', 'amount_minor', 'plat_type', 'reference'])
        .where('movement_key', 'in', [betMovementKey.stake(member.userId, `b-${name}`), betMovementKey.payout(bet.id)])
        .orderBy('id')
        .execute();
      expect(movements.map(({ kind, amount_minor: amount, plat_type: platType }) => ({ kind, amount: Number(amount), platType }))).toEqual([
        { kind: BET_MOVEMENT_KIND.stake, amount: 700, platType: VENUE },
        ...(payout > 0 ? [{ kind: BET_MOVEMENT_KIND.payout, amount: payout, platType: VENUE }] : []),
      ]);
      expect(movements[0].reference).toBe(bet.orderNo);
      const betRow = await h.db.selectFrom('bets').select(['stake_movement', 'settle_movement']).where('id', '=', bet.id).executeTakeFirstOrThrow();
      expect(betRow).toEqual({ stake_movement: betMovementKey.stake(member.userId, `b-${name}`), settle_movement: payout > 0 ? betMovementKey.payout(bet.id) : null });

      const kept = await h.db.selectFrom('idempotency_keys').select(['request', 'response']).where('user_id', '=', member.userId).where('idem_key', '=', `k-${name}`).executeTakeFirstOrThrow();
      expect(kept.request).toBe(`POST /test/round k-${name}`);
      expect(JSON.parse(kept.response)).toEqual({ bet, venueMinor: after });
      const turnover = await validTurnover(h.db, member.userId, 0, h.clock.now() + 1);
      expect(turnover).toBe(outcomeOf(700).validStakeMinor ?? 700);
    });
  }
});

describe('rounds and transfers of one member at once', () => {
  it('neither deadlock nor overdraw: each is applied whole or refused, and the money adds up', async () => {
    const member = await memberWithVenueMoney('10');
    const calls = Array.from({ length: 30 }, (_, index) =>
      index % 3 === 2
        ? moneyPost(h, member.token, '/apiCode/convertMoney', { query: { from: VENUE, to: 'central', amount: '0.50' } })
        : moneyPost(h, member.token, `/sandbox/venue/${VENUE}/round`, { payload: { stake: '1.00' } }),
    );
    const answers = await Promise.all(calls);
    for (const answer of answers) expect([0, 400]).toContain(answer.body.code);
    expect(answers.filter((answer) => answer.body.code === 0).length).toBeGreaterThan(0);
    const bets = await h.db.selectFrom('bets').select(['stake_minor', 'payout_minor']).where('user_id', '=', member.userId).execute();
    const kept = bets.reduce((sum, bet) => sum + Number(bet.stake_minor) - Number(bet.payout_minor), 0);
    const central = Number((await walletRow(h, member.userId, 'central'))!.balance_minor);
    expect(central + (await venueMinor(member.userId))).toBe(1_000 - kept);
    // afterEach's ledger check compares every balance with its entries.
  });
});

describe('the rounds of one turn', () => {
  it('each commits or fails alone, in the order they came: one not affordable leaves the others applied', async () => {
    const member = await memberWithVenueMoney('5');
    const stakes = [200, 200, 200, 50];
    const outcomes = await Promise.allSettled(
      stakes.map((stake, index) => inOneGo({ call: callOf(member.userId, `t${index}`), input: betInput(member.userId, `tb${index}`, stake), outcome: OUTCOMES.lost(stake) })),
    );
    // 5.00 in the venue: whatever the order, two stakes of 2.00 and the 0.50 fit, the third 2.00 does not.
    const refused = stakes.filter((_, index) => outcomes[index].status === 'rejected');
    expect(refused).toEqual([200]);
    expect(await venueMinor(member.userId)).toBe(50);
    const bets = await h.db.selectFrom('bets').select('bet_key').where('user_id', '=', member.userId).orderBy('id').execute();
    expect(bets).toHaveLength(3);
    if (!isPostgres(h.db)) {
      // On SQLite they run in the order they came: the third is the one refused.
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect(bets.map((bet) => bet.bet_key)).toEqual(['tb0', 'tb1', 'tb3']);
    }
  });
});

describe('the rounds of one turn, with keys used before or twice', () => {
  it('apply every other round once, each bet with its own id and its payout named after it', async () => {
    const member = await memberWithVenueMoney('20');
    await inOneGo({ call: callOf(member.userId, 'x0'), input: betInput(member.userId, 'xb0', 100), outcome: OUTCOMES.lost(100) });
    const outcomes = await Promise.allSettled([
      inOneGo({ call: callOf(member.userId, 'x1'), input: betInput(member.userId, 'xb1', 100), outcome: OUTCOMES.won(100) }),
      // A request key answered in an earlier turn, and one used twice in this turn.
      inOneGo({ call: callOf(member.userId, 'x0'), input: betInput(member.userId, 'xb9', 100), outcome: OUTCOMES.lost(100) }),
      inOneGo({ call: callOf(member.userId, 'x2'), input: betInput(member.userId, 'xb2', 100), outcome: OUTCOMES.won(100) }),
      inOneGo({ call: callOf(member.userId, 'x2'), input: betInput(member.userId, 'xb8', 100), outcome: OUTCOMES.won(100) }),
    ]);
    expect(outcomes.slice(0, 2).map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
    // Of the two rounds under one key, one applies (on SQLite the first: they are checked in the order they came).
    expect(outcomes.slice(2).map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    if (!isPostgres(h.db)) expect(outcomes[2].status).toBe('fulfilled');
    const bets = await h.db.selectFrom('bets').select(['id', 'bet_key', 'settle_movement']).where('user_id', '=', member.userId).orderBy('id').execute();
    expect(bets).toHaveLength(3);
    expect(bets[0].bet_key).toBe('xb0');
    for (const bet of bets.slice(1)) expect(bet.settle_movement).toBe(betMovementKey.payout(bet.id));
    const answered = outcomes.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => [outcome.value.bet.id, outcome.value.bet.key]);
    expect(answered.sort()).toEqual(bets.slice(1).map((bet) => [bet.id, bet.bet_key]).sort());
    // 20.00 less a lost 1.00, then two won rounds of 1.00 paying 2.00 each.
    expect(await venueMinor(member.userId)).toBe(2_100);
  });
});

describe('a round won back in the same turn', () => {
  it('is not let through on its payout: each round must hold its stake before it is played', async () => {
    const member = await memberWithVenueMoney('5');
    const outcomes = await Promise.allSettled([
      inOneGo({ call: callOf(member.userId, 'w1'), input: betInput(member.userId, 'wb1', 600), outcome: OUTCOMES.won(600) }),
      inOneGo({ call: callOf(member.userId, 'w2'), input: betInput(member.userId, 'wb2', 100), outcome: OUTCOMES.lost(100) }),
    ]);
    // The turn's sum would fit (5.00 - 6.00 + 12.00 - 1.00), the first stake does not.
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'fulfilled']);
    expect(await venueMinor(member.userId)).toBe(400);
  });
});

describe('a round that is not the plain case', () => {
  /** The step fails and nothing of it stays. */
  async function expectNoStep(call: ReturnType<typeof callOf>, input: PlaceBetInput) {
    const before = await everything();
    await expect(inOneGo({ call, input, outcome: OUTCOMES.won(input.stakeMinor) })).rejects.toThrow();
    expect(await everything()).toEqual(before);
  }

  it('a stake above the venue wallet (and one exactly at it goes through)', async () => {
    const member = await memberWithVenueMoney('5');
    await expectNoStep(callOf(member.userId, 'k1'), betInput(member.userId, 'b1', 501));
    await inOneGo({ call: callOf(member.userId, 'k2'), input: betInput(member.userId, 'b2', 500), outcome: OUTCOMES.lost(500) });
    expect(await venueMinor(member.userId)).toBe(0);
  });

  it('a request key already answered, and a bet key already taken', async () => {
    const member = await memberWithVenueMoney('20');
    await placeBet(h.db, h.clock, betInput(member.userId, 'taken', 100));
    await expectNoStep(callOf(member.userId, 'fresh'), betInput(member.userId, 'taken', 100));
    await placeSettledBet(h.db, h.clock, betInput(member.userId, 'b3', 100), OUTCOMES.lost);
    await h.db.insertInto('idempotency_keys').values({ user_id: member.userId, idem_key: 'answered', request: 'r', response: '{}', created_at: h.clock.now() }).execute();
    await expectNoStep(callOf(member.userId, 'answered'), betInput(member.userId, 'b4', 100));
  });

  it('a first bet at a venue, a transfer-free member and a promotion-locked wallet', async () => {
    const fresh = await createMember(h, `stp${String(++serial).padStart(4, '0')}`);
    await sandboxCredit(h, fresh.userName, '10');
    await expectNoStep(callOf(fresh.userId, 'k'), betInput(fresh.userId, 'b', 100));

    const free = await memberWithVenueMoney('10');
    await h.db.updateTable('users').set({ wallet_type: WALLET_TYPE.transferFree }).where('id', '=', free.userId).execute();
    await expectNoStep(callOf(free.userId, 'k'), betInput(free.userId, 'b', 100));

    const locked = await memberWithVenueMoney('10');
    await h.db.updateTable('wallets').set({ locked: 1 }).where('user_id', '=', locked.userId).where('venue', '=', VENUE).execute();
    await expectNoStep(callOf(locked.userId, 'k'), betInput(locked.userId, 'b', 100));
  });

  it('over HTTP the ordinary path then answers: a transfer-free member’s money follows them into the venue', async () => {
    const member = await createMember(h, `stp${String(++serial).padStart(4, '0')}`);
    await sandboxCredit(h, member.userName, '10');
    await h.db.updateTable('users').set({ wallet_type: WALLET_TYPE.transferFree }).where('id', '=', member.userId).execute();
    const response = await moneyPost(h, member.token, `/sandbox/venue/${VENUE}/round`, { payload: { stake: '4.00' } });
    expectSuccess(response);
    const { bet, platBalance } = response.body as unknown as { bet: BetRecord; platBalance: string };
    expect(bet).toMatchObject({ platType: VENUE, betAmount: '4.00', status: 1 });
    expect(platBalance).toBe((10 - 4 + Number(bet.payout)).toFixed(2));
    expect(await venueMinor(member.userId)).toBe(Math.round(Number(platBalance) * 100));
  });
});
