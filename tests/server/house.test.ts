import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { countRows, createMember, expectFailure, expectLedgerClean, expectSuccess, message, moneyPost, moneyState, sandboxCredit, walletRow, withKey } from './flows';
import { validTurnover, voidRound } from '../../server/features/bets/service';
import { BET_STATUS } from '../../machines/rules/bets';
import { HOUSE_PLAT_TYPE } from '../../machines/rules/houseVenue';
import { outcomeOf, playRound, settleBaccarat, type Card } from '../../machines/rules/baccarat';
import { KENO_ROUND_MS, settleKeno, totalOf } from '../../machines/rules/keno';
import type { BaccaratRound, KenoState, KenoTicket } from '../../contract/house';

/**
 * The in-house venue on the real database (both engines): a baccarat round is one bet whose payout is
 * what its dealt cards give, through the ledger; a keno ticket is settled by the draw of its round once
 * the sandbox clock passes the minute; a stake above the wallet is refused and moves nothing.
 */

let h: Harness;
let serial = 0;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
afterEach(async () => {
  await expectLedgerClean(h);
});

const houseMinor = async (userId: number) => Number((await walletRow(h, userId, HOUSE_PLAT_TYPE))?.balance_minor ?? 0);

/** A fresh member with `amount` moved into the house venue wallet by hand. */
async function memberWithHouseMoney(amount: string) {
  const member = await createMember(h, `house${String(++serial).padStart(4, '0')}`);
  await sandboxCredit(h, member.userName, amount);
  const moved = await moneyPost(h, member.token, '/apiCode/convertMoney', { query: { from: 'central', to: HOUSE_PLAT_TYPE, amount } });
  expect(moved.body.code).toBe(0);
  return member;
}

const betOf = (orderNo: string) => h.db.selectFrom('bets').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

/** The cards of a round in dealing order: player, banker, player, banker, then the third cards. */
const dealingOrder = (round: BaccaratRound): Card[] => [
  round.playerCards[0],
  round.bankerCards[0],
  round.playerCards[1],
  round.bankerCards[1],
  ...round.playerCards.slice(2),
  ...round.bankerCards.slice(2),
];

describe('baccarat', () => {
  it('deals by the third-card rules and pays what the cards give, through the ledger, on one settled bet', async () => {
    const member = await memberWithHouseMoney('1000.00');
    let expectedMinor = 100_000;
    const stakes = { player: 300, banker: 500, tie: 200 };
    for (let round = 0; round < 12; round += 1) {
      const response = await moneyPost(h, member.token, '/house/baccarat/play', { payload: { player: '3.00', banker: '5.00', tie: '2.00' } });
      expect(response.body.code).toBe(0);
      const dealt = response.body.round as BaccaratRound;
      const order = dealingOrder(dealt);
      const replayed = playRound(() => order.shift()!);
      expect(order).toEqual([]);
      expect(replayed).toEqual({ player: dealt.playerCards, banker: dealt.bankerCards });
      expect(dealt.outcome).toBe(outcomeOf(replayed));
      const settlement = settleBaccarat(stakes, dealt.outcome);
      expect(dealt.payout).toBe((settlement.payoutMinor / 100).toFixed(2));
      expectedMinor += settlement.payoutMinor - 1000;
      expect(await houseMinor(member.userId)).toBe(expectedMinor);
      expect(dealt.balance).toBe((expectedMinor / 100).toFixed(2));
      const bet = await betOf(dealt.orderNo);
      expect(bet).toMatchObject({ plat_type: 'house', game_code: 'house-baccarat', user_id: member.userId });
      expect(Number(bet.status)).toBe(BET_STATUS.settled);
      expect(Number(bet.stake_minor)).toBe(1000);
      expect(Number(bet.payout_minor)).toBe(settlement.payoutMinor);
      expect(Number(bet.valid_stake_minor)).toBe(settlement.validStakeMinor);
    }
  });

  it('counts hedged stakes as no valid turnover: equal player and banker stakes clear no requirement (issue 22)', async () => {
    const member = await memberWithHouseMoney('500.00');
    const since = h.clock.now();
    for (let round = 0; round < 10; round += 1) {
      expectSuccess(await moneyPost(h, member.token, '/house/baccarat/play', { payload: { player: '10.50', banker: '10.50' } }));
    }
    expect(await validTurnover(h.db, member.userId, since, h.clock.now() + 1)).toBe(0);
    expectSuccess(await moneyPost(h, member.token, '/house/baccarat/play', { payload: { player: '30.00', banker: '10.00' } }));
    const last = await h.db.selectFrom('bets').select('valid_stake_minor').where('user_id', '=', member.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    // 20.00 of net exposure, unless the round was a tie (both returned: nothing).
    expect([0, 2000]).toContain(Number(last.valid_stake_minor));
  });

  it('answers a repeated key with the same round and takes the stake once', async () => {
    const member = await memberWithHouseMoney('50.00');
    const headers = withKey();
    const first = await moneyPost(h, member.token, '/house/baccarat/play', { payload: { banker: '10.00' }, headers });
    const again = await moneyPost(h, member.token, '/house/baccarat/play', { payload: { banker: '10.00' }, headers });
    expect(again.body.round).toMatchObject({ roundId: (first.body.round as BaccaratRound).roundId, orderNo: (first.body.round as BaccaratRound).orderNo });
    expect(await h.db.selectFrom('bets').select('id').where('user_id', '=', member.userId).execute()).toHaveLength(1);
  });

  it('refuses a repeated key with other stakes (the documented key rule), dealing and moving nothing more', async () => {
    const member = await memberWithHouseMoney('50.00');
    const headers = withKey({ lang: 'en' });
    expectSuccess(await moneyPost(h, member.token, '/house/baccarat/play', { payload: { banker: '10.00' }, headers }));
    const before = await moneyState(h);
    const rounds = await countRows(h, 'house_baccarat_rounds');
    for (const payload of [{ player: '10.00' }, { banker: '5.00', tie: '5.00' }, { banker: '20.00' }]) {
      expectFailure(await moneyPost(h, member.token, '/house/baccarat/play', { payload, headers }), 400, 'error.idempotencyKeyReused', 'en');
    }
    expect(await moneyState(h)).toEqual(before);
    expect(await countRows(h, 'house_baccarat_rounds')).toBe(rounds);
  });

  it('refuses a stake above the wallet, in the member’s language, moving nothing and dealing nothing', async () => {
    const member = await memberWithHouseMoney('5.00');
    const before = await moneyState(h);
    const rounds = await countRows(h, 'house_baccarat_rounds');
    const response = await moneyPost(h, member.token, '/house/baccarat/play', { payload: { player: '3.00', banker: '3.00' }, headers: { lang: 'en' } });
    expectFailure(response, 400, 'bets.error.stakeAboveBalance', 'en', { balance: '5.00' });
    expect(await moneyState(h)).toEqual(before);
    expect(await countRows(h, 'house_baccarat_rounds')).toBe(rounds);
  });

  it('refuses a round without a stake and a malformed stake by name', async () => {
    const member = await memberWithHouseMoney('5.00');
    expectFailure(await moneyPost(h, member.token, '/house/baccarat/play', { payload: { player: '0.00' } }), 400, 'house.baccarat.noStake');
    const malformed = await moneyPost(h, member.token, '/house/baccarat/play', { payload: { tie: '1.234' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe('tie');
    expect(message('zh', 'house.baccarat.noStake')).not.toBe('house.baccarat.noStake');
  });
});

describe('keno', () => {
  const state = async (token: string) => {
    const response = await moneyPost(h, token, '/house/keno/state');
    expect(response.body.code).toBe(0);
    return response.body.state as KenoState;
  };

  it('settles a ticket by the draw of its round once the sandbox clock passes the minute', async () => {
    const member = await memberWithHouseMoney('100.00');
    const open = await state(member.token);
    expect(open.drawAt - open.now).toBeGreaterThan(0);
    expect(open.drawAt - open.now).toBeLessThanOrEqual(KENO_ROUND_MS);
    const bought = await moneyPost(h, member.token, '/house/keno/ticket', { payload: { numbers: [3, 17, 42, 58, 80], markets: ['big', 'water'], stake: '10.00' } });
    expect(bought.body.code).toBe(0);
    const ticket = bought.body.ticket as KenoTicket;
    expect(ticket).toMatchObject({ roundId: open.roundId, totalStake: '30.00', hits: null, payout: null });
    expect(await houseMinor(member.userId)).toBe(7000);

    const advanced = await h.call({ method: 'POST', url: '/web/sandbox/clock', payload: { advanceMs: KENO_ROUND_MS } });
    expect(advanced.body.code).toBe(0);
    const after = await state(member.token);
    expect(after.roundId).toBe(open.roundId + 1);
    expect(after.lastDraw?.roundId).toBe(open.roundId);
    const drawn = after.lastDraw!.numbers;
    expect(new Set(drawn).size).toBe(20);
    expect(drawn.every((number) => number >= 1 && number <= 80)).toBe(true);
    expect(after.lastDraw!.total).toBe(totalOf(drawn));
    const settlement = settleKeno({ numbers: [3, 17, 42, 58, 80], markets: ['big', 'water'], stakeMinor: 1000 }, drawn);
    const settled = after.tickets.find((shown) => shown.ticketId === ticket.ticketId)!;
    expect(settled).toMatchObject({ hits: settlement.hits, payout: (settlement.payoutMinor / 100).toFixed(2) });
    expect(await houseMinor(member.userId)).toBe(7000 + settlement.payoutMinor);
    const bet = await h.db.selectFrom('bets').selectAll().where('user_id', '=', member.userId).executeTakeFirstOrThrow();
    expect(Number(bet.status)).toBe(BET_STATUS.settled);
    expect(Number(bet.payout_minor)).toBe(settlement.payoutMinor);
    expect(bet.round_id).toBe(`keno-${open.roundId}`);
  });

  it('draws a round once and pays a ticket once, however often the game catches up', async () => {
    const member = await memberWithHouseMoney('20.00');
    await moneyPost(h, member.token, '/house/keno/ticket', { payload: { numbers: [], markets: ['small'], stake: '20.00' } });
    await h.call({ method: 'POST', url: '/web/sandbox/clock', payload: { advanceMs: KENO_ROUND_MS } });
    const [first, second] = await Promise.all([state(member.token), state(member.token)]);
    expect(first.lastDraw).toEqual(second.lastDraw);
    const ticket = first.tickets[0];
    const balance = await houseMinor(member.userId);
    expect(balance).toBe(Math.round(Number(ticket.payout) * 100));
    await state(member.token);
    expect(await houseMinor(member.userId)).toBe(balance);
  });

  it('closes a ticket of a voided round with its stake refunded and nothing paid', async () => {
    const member = await memberWithHouseMoney('10.00');
    const bought = await moneyPost(h, member.token, '/house/keno/ticket', { payload: { numbers: [1, 2, 3], markets: [], stake: '10.00' } });
    const ticket = bought.body.ticket as KenoTicket;
    expect(await voidRound(h.db, h.clock, HOUSE_PLAT_TYPE, `keno-${ticket.roundId}`)).toBe(1);
    await h.call({ method: 'POST', url: '/web/sandbox/clock', payload: { advanceMs: KENO_ROUND_MS } });
    const after = await state(member.token);
    expect(after.tickets[0]).toMatchObject({ ticketId: ticket.ticketId, payout: '0.00' });
    expect(await houseMinor(member.userId)).toBe(1000);
  });

  it('answers a repeated key with its ticket, and refuses it for another ticket, buying nothing more', async () => {
    const member = await memberWithHouseMoney('50.00');
    const headers = withKey({ lang: 'en' });
    const ticket = { numbers: [4, 8], markets: ['small'], stake: '5.00' };
    const first = await moneyPost(h, member.token, '/house/keno/ticket', { payload: ticket, headers });
    expectSuccess(first);
    const again = await moneyPost(h, member.token, '/house/keno/ticket', { payload: ticket, headers });
    expect((again.body.ticket as KenoTicket).ticketId).toBe((first.body.ticket as KenoTicket).ticketId);
    const before = await moneyState(h);
    for (const payload of [{ ...ticket, numbers: [4, 9] }, { ...ticket, markets: ['big'] }, { numbers: [4, 8, 12], markets: [], stake: '5.00' }]) {
      expectFailure(await moneyPost(h, member.token, '/house/keno/ticket', { payload, headers }), 400, 'error.idempotencyKeyReused', 'en');
    }
    expect(await moneyState(h)).toEqual(before);
  });

  it('refuses a stake above the wallet and bad tickets, moving nothing', async () => {
    const member = await memberWithHouseMoney('10.00');
    const before = await moneyState(h);
    const tickets = await countRows(h, 'house_keno_tickets');
    expectFailure(
      await moneyPost(h, member.token, '/house/keno/ticket', { payload: { numbers: [5], markets: ['big'], stake: '6.00' } }),
      400,
      'bets.error.stakeAboveBalance',
      'zh',
      { balance: '10.00' },
    );
    expectFailure(await moneyPost(h, member.token, '/house/keno/ticket', { payload: { numbers: [], markets: [], stake: '1.00' } }), 400, 'house.keno.nothingPicked');
    const eleven = Array.from({ length: 11 }, (_, index) => index + 1);
    expect((await moneyPost(h, member.token, '/house/keno/ticket', { payload: { numbers: eleven, markets: [], stake: '1.00' } })).status).toBe(400);
    expect((await moneyPost(h, member.token, '/house/keno/ticket', { payload: { numbers: [81], markets: [], stake: '1.00' } })).status).toBe(400);
    expect(await moneyState(h)).toEqual(before);
    expect(await countRows(h, 'house_keno_tickets')).toBe(tickets);
  });
});

describe('the house venue in the catalogue', () => {
  it('opens its games on the site’s own play pages through getGameUrl', async () => {
    const member = await memberWithHouseMoney('1.00');
    const keno = await moneyPost(h, member.token, '/apiCode/getGameUrl', { query: { platType: 'house', gameCode: 'house-keno' }, headers: { lang: 'en' } });
    expect(keno.body.url).toBe('/#/play/keno?lang=en');
    const lobby = await moneyPost(h, member.token, '/apiCode/getGameUrl', { query: { platType: 'house' } });
    expect(lobby.body.url).toBe('/#/play?lang=zh');
    const other = await moneyPost(h, member.token, '/apiCode/getGameUrl', { query: { platType: 'rlive' } });
    expect(other.body.url).toMatch(/^\/web\/sandbox\/venue\/rlive/);
  });
});
