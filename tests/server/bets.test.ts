import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { countRows, createMember, expectLedgerClean, HOUR, message, moneyPost, moneyState, sandboxCredit, walletRow } from './flows';
import { placeBet, settleBet, validTurnover, voidRound, type PlaceBetInput } from '../../server/features/bets/service';
import { DomainError } from '../../server/errors';
import { BET_STATUS } from '../../machines/rules/bets';

/**
 * The bets core on the real database (both engines): a stake leaves the venue wallet and the bet is
 * recorded in one transaction; a payout or a void's refund comes back exactly once; turnover counts
 * the valid stakes of settled bets.
 */

let h: Harness;
let serial = 0;
const VENUE = 'pgx';

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
afterEach(async () => {
  await expectLedgerClean(h);
});

/** A fresh member with `amount` moved into the venue wallet by hand. */
async function memberWithVenueMoney(amount: string) {
  const member = await createMember(h, `bet${String(++serial).padStart(4, '0')}`);
  await sandboxCredit(h, member.userName, amount);
  const moved = await moneyPost(h, member.token, '/apiCode/convertMoney', { query: { from: 'central', to: VENUE, amount } });
  expect(moved.body.code).toBe(0);
  return member;
}

const venueMinor = async (userId: number, venue = VENUE) => Number((await walletRow(h, userId, venue))?.balance_minor ?? 0);
const centralMinor = (userId: number) => venueMinor(userId, 'central');

let keySerial = 0;
const bet = (memberId: number, stakeMinor: number, extra: Partial<PlaceBetInput> = {}) =>
  placeBet(h.db, h.clock, { memberId, platType: VENUE, gameCode: 'pgx-fortune', roundId: `r${++keySerial}`, stakeMinor, key: `k${keySerial}`, ...extra });

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('placing a bet', () => {
  it('takes the stake from the venue wallet and records the bet unsettled', async () => {
    const member = await memberWithVenueMoney('50');
    const placed = await bet(member.userId, 1_250, { gameName: 'Fortune' });
    expect(placed).toMatchObject({ memberId: member.userId, platType: VENUE, stakeMinor: 1_250, status: BET_STATUS.unsettled, payoutMinor: 0, settledAt: null, gameName: 'Fortune' });
    expect(placed.orderNo).toMatch(/^BT\d+/);
    expect(await venueMinor(member.userId)).toBe(5_000 - 1_250);
  });

  it('places one bet for the same key twice, and refuses the key for another bet', async () => {
    const member = await memberWithVenueMoney('50');
    const input: PlaceBetInput = { memberId: member.userId, platType: VENUE, gameCode: 'g', roundId: 'same-round', stakeMinor: 700, key: 'same-key' };
    const [first, second] = [await placeBet(h.db, h.clock, input), await placeBet(h.db, h.clock, input)];
    expect(second).toEqual(first);
    expect(await venueMinor(member.userId)).toBe(5_000 - 700);
    const reused = await refusal(placeBet(h.db, h.clock, { ...input, stakeMinor: 800 }));
    expect(reused.messageKey).toBe('error.idempotencyKeyReused');
    expect(await venueMinor(member.userId)).toBe(5_000 - 700);
  });

  it('one key of one member is not another member’s key', async () => {
    const [one, two] = [await memberWithVenueMoney('10'), await memberWithVenueMoney('10')];
    const input = { platType: VENUE, gameCode: 'g', roundId: 'shared', stakeMinor: 100, key: 'shared-key' };
    const [a, b] = [await placeBet(h.db, h.clock, { ...input, memberId: one.userId }), await placeBet(h.db, h.clock, { ...input, memberId: two.userId })];
    expect(a.id).not.toBe(b.id);
    expect([await venueMinor(one.userId), await venueMinor(two.userId)]).toEqual([900, 900]);
  });

  it('refuses a stake one minor unit above the balance with a clear message and moves nothing; the whole balance is accepted', async () => {
    const member = await memberWithVenueMoney('10');
    const before = await moneyState(h);
    const bets = await countRows(h, 'bets');
    const refused = await refusal(bet(member.userId, 1_001));
    expect(refused.messageKey).toBe('bets.error.stakeAboveBalance');
    expect(refused.code).toBe(400);
    expect(message('en', refused.messageKey, refused.values)).toContain('10.00');
    expect(await moneyState(h)).toEqual(before);
    expect(await countRows(h, 'bets')).toBe(bets);
    await bet(member.userId, 1_000);
    expect(await venueMinor(member.userId)).toBe(0);
  });

  it('refuses a stake of nothing and an unknown venue', async () => {
    const member = await memberWithVenueMoney('10');
    expect((await refusal(bet(member.userId, 0))).messageKey).toBe('bets.error.stakeNotPositive');
    expect((await refusal(bet(member.userId, 100, { platType: 'nowhere' }))).messageKey).toBe('error.unknownVenue');
    expect(await venueMinor(member.userId)).toBe(1_000);
  });

  it('in transfer-free mode brings the central money into the venue first, and a refusal moves nothing', async () => {
    const member = await createMember(h, `betfree${++serial}`);
    await sandboxCredit(h, member.userName, '30');
    expect((await moneyPost(h, member.token, '/user/changeWalletType', { payload: { walletType: 1 } })).body.code).toBe(0);
    const before = await moneyState(h);
    expect((await refusal(bet(member.userId, 3_001))).messageKey).toBe('bets.error.stakeAboveBalance');
    expect(await moneyState(h)).toEqual(before);
    await bet(member.userId, 1_000);
    expect([await centralMinor(member.userId), await venueMinor(member.userId)]).toEqual([0, 2_000]);
  });
});

describe('settling a bet', () => {
  it('credits the payout and marks the bet settled, once', async () => {
    const member = await memberWithVenueMoney('20');
    const placed = await bet(member.userId, 1_000);
    const start = h.clock.now();
    const settled = await settleBet(h.db, h.clock, placed.id, { payoutMinor: 1_950 });
    expect(settled).toMatchObject({ status: BET_STATUS.settled, payoutMinor: 1_950, validStakeMinor: 1_000 });
    expect(settled.settledAt).toBeGreaterThanOrEqual(start);
    expect(settled.settledAt).toBeLessThanOrEqual(h.clock.now());
    expect(await venueMinor(member.userId)).toBe(2_000 - 1_000 + 1_950);
    const again = await settleBet(h.db, h.clock, placed.id, { payoutMinor: 9_999 });
    expect(again).toEqual(settled);
    expect(await venueMinor(member.userId)).toBe(2_950);
  });

  it('a lost bet moves no money back; a valid stake below the stake is kept', async () => {
    const member = await memberWithVenueMoney('20');
    const placed = await bet(member.userId, 1_000);
    const movements = await countRows(h, 'movements');
    const settled = await settleBet(h.db, h.clock, placed.id, { payoutMinor: 0, validStakeMinor: 400 });
    expect(settled).toMatchObject({ status: BET_STATUS.settled, payoutMinor: 0, validStakeMinor: 400 });
    expect(await countRows(h, 'movements')).toBe(movements);
    expect(await venueMinor(member.userId)).toBe(1_000);
  });

  it('refuses to settle a voided bet, and an unknown bet', async () => {
    const member = await memberWithVenueMoney('20');
    const placed = await bet(member.userId, 500);
    expect(await voidRound(h.db, h.clock, VENUE, placed.roundId)).toBe(1);
    expect((await refusal(settleBet(h.db, h.clock, placed.id, { payoutMinor: 1_000 }))).messageKey).toBe('bets.error.voided');
    expect((await refusal(settleBet(h.db, h.clock, 999_999_999, { payoutMinor: 1 }))).code).toBe(404);
    expect(await venueMinor(member.userId)).toBe(2_000);
  });

  it('concurrent settlements of one bet pay once', async () => {
    const member = await memberWithVenueMoney('20');
    const placed = await bet(member.userId, 1_000);
    await Promise.all(Array.from({ length: 6 }, () => settleBet(h.db, h.clock, placed.id, { payoutMinor: 2_000 })));
    expect(await venueMinor(member.userId)).toBe(3_000);
  });
});

describe('voiding a round', () => {
  it('refunds every open bet of the round, marks them invalid, and leaves settled bets and other rounds alone', async () => {
    const [one, two] = [await memberWithVenueMoney('20'), await memberWithVenueMoney('20')];
    const a = await bet(one.userId, 300, { roundId: 'void-me' });
    const b = await bet(two.userId, 700, { roundId: 'void-me' });
    const settled = await bet(one.userId, 200, { roundId: 'void-me' });
    await settleBet(h.db, h.clock, settled.id, { payoutMinor: 400 });
    const other = await bet(one.userId, 100, { roundId: 'keep-me' });
    expect(await voidRound(h.db, h.clock, VENUE, 'void-me')).toBe(2);
    expect(await voidRound(h.db, h.clock, VENUE, 'void-me')).toBe(0);
    expect(await voidRound(h.db, h.clock, 'rlive', 'keep-me')).toBe(0);
    const rows = await h.db.selectFrom('bets').select(['id', 'status', 'payout_minor']).where('id', 'in', [a.id, b.id, settled.id, other.id]).orderBy('id').execute();
    expect(rows.map((row) => Number(row.status))).toEqual([BET_STATUS.invalid, BET_STATUS.invalid, BET_STATUS.settled, BET_STATUS.unsettled]);
    expect(await venueMinor(one.userId)).toBe(2_000 - 200 + 400 - 100);
    expect(await venueMinor(two.userId)).toBe(2_000);
  });
});

describe('valid turnover', () => {
  it('sums the valid stakes of settled bets settled inside the period, of the member only', async () => {
    const [one, two] = [await memberWithVenueMoney('100'), await memberWithVenueMoney('100')];
    const start = h.clock.now();
    const first = await bet(one.userId, 1_000);
    await settleBet(h.db, h.clock, first.id, { payoutMinor: 0 });
    const second = await bet(one.userId, 2_000);
    await settleBet(h.db, h.clock, second.id, { payoutMinor: 4_000, validStakeMinor: 1_500 });
    await bet(one.userId, 500); // open: not turnover yet
    const voided = await bet(one.userId, 800);
    await voidRound(h.db, h.clock, VENUE, voided.roundId);
    const others = await bet(two.userId, 3_000);
    await settleBet(h.db, h.clock, others.id, { payoutMinor: 0 });
    const end = h.clock.now() + 1;
    expect(await validTurnover(h.db, one.userId, start, end)).toBe(2_500);
    h.clock.advance(HOUR);
    const later = await bet(one.userId, 100);
    await settleBet(h.db, h.clock, later.id, { payoutMinor: 0 });
    expect(await validTurnover(h.db, one.userId, start, end)).toBe(2_500);
    expect(await validTurnover(h.db, one.userId, end, h.clock.now() + 1)).toBe(100);
    expect(await validTurnover(h.db, one.userId, start, start)).toBe(0);
  });
});
