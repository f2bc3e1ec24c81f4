import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, DAY, expectFailure, expectLedgerClean, expectSuccess, memberPost, moneyPost, sandboxCredit } from './flows';
import { placeBet, settleBet, voidRound } from '../../server/features/bets/service';
import { HOUSE_PLAT_TYPE } from '../../machines/rules/houseVenue';
import { KENO_ROUND_MS } from '../../machines/rules/keno';
import type { BetDetail, BetRecord, BetTotals } from '../../contract/bets';
import type { BaccaratRound, KenoTicket } from '../../contract/house';

/**
 * Issue 27, bet records: game names in the member's language, the win/loss of the filter, and one bet's
 * detail (/user/getBetDetail/:id), which a member reaches for their own bets only, with the in-house
 * round's result.
 */

let h: Harness;
let serial = 0;

beforeAll(async () => {
  h = await startHarness({ sandbox: true });
});
afterAll(() => h.close());
afterEach(async () => {
  await expectLedgerClean(h);
});

async function memberWithMoney(amount: string, venue: string) {
  const member = await createMember(h, `det${String(++serial).padStart(4, '0')}`);
  await sandboxCredit(h, member.userName, amount);
  expectSuccess(await moneyPost(h, member.token, '/apiCode/convertMoney', { query: { from: 'central', to: venue, amount } }));
  return member;
}

const window = () => ({ startTime: h.clock.now() - DAY, endTime: h.clock.now() + 1_000 });

async function records(token: string, lang: string) {
  const response = await memberPost(h, token, '/user/getBetRecord', { query: window(), headers: { lang } });
  expectSuccess(response);
  return (response.body as unknown as { page: { records: BetRecord[] } }).page.records;
}

const detail = (token: string | undefined, id: number | string, lang = 'en') => memberPost(h, token, `/user/getBetDetail/${id}`, { headers: { lang } });

async function detailOf(token: string, id: number, lang = 'en'): Promise<BetDetail> {
  const response = await detail(token, id, lang);
  expectSuccess(response);
  return response.body as unknown as BetDetail;
}

describe('game names in the member’s language', () => {
  it('come from the catalogue in zh, hk and en, whatever name the bet was recorded with', async () => {
    const member = await memberWithMoney('20', 'pgx');
    await placeBet(h.db, h.clock, { memberId: member.userId, platType: 'pgx', gameCode: 'pgx-fortune-dragon', gameName: '财富龙', roundId: 'name-1', stakeMinor: 100, key: 'name-1' });
    expect((await records(member.token, 'en'))[0].gameName).toBe('Fortune Dragon');
    expect((await records(member.token, 'hk'))[0].gameName).toBe('財富龍');
    expect((await records(member.token, 'zh'))[0].gameName).toBe('财富龙');
  });

  it('keep the recorded name of a game the catalogue does not list', async () => {
    const member = await memberWithMoney('20', 'pgx');
    await placeBet(h.db, h.clock, { memberId: member.userId, platType: 'pgx', gameCode: 'retired-game', gameName: 'Old Reels', roundId: 'name-2', stakeMinor: 100, key: 'name-2' });
    expect((await records(member.token, 'en'))[0].gameName).toBe('Old Reels');
  });

  it('name the house games in the member’s language too', async () => {
    const member = await memberWithMoney('50', HOUSE_PLAT_TYPE);
    expectSuccess(await moneyPost(h, member.token, '/house/baccarat/play', { payload: { banker: '5.00' } }));
    const names = await Promise.all((['zh', 'hk', 'en'] as const).map(async (lang) => (await records(member.token, lang))[0].gameName));
    expect(names).toEqual(['经典百家乐', '經典百家樂', 'Classic Baccarat']);
  });
});

describe('the win/loss of the filter', () => {
  it('is payout minus stake of the settled bets only: open and voided bets count nothing', async () => {
    const member = await memberWithMoney('100', 'pgx');
    const place = (n: number, stakeMinor: number) =>
      placeBet(h.db, h.clock, { memberId: member.userId, platType: 'pgx', gameCode: 'g', roundId: `wl-${serial}-${n}`, stakeMinor, key: `wl-${n}` });
    const won = await place(1, 1_000);
    const lost = await place(2, 700);
    await place(3, 500); // still open
    const voided = await place(4, 300);
    await settleBet(h.db, h.clock, won.id, { payoutMinor: 2_500 });
    await settleBet(h.db, h.clock, lost.id, { payoutMinor: 0 });
    await voidRound(h.db, h.clock, 'pgx', voided.roundId);
    const response = await memberPost(h, member.token, '/user/getSumBetRecord', { query: window() });
    expectSuccess(response);
    expect((response.body as unknown as { sum: BetTotals }).sum).toMatchObject({ count: 4, winLoss: '8.00' });
    await settleBet(h.db, h.clock, (await place(5, 2_000)).id, { payoutMinor: 0 });
    const after = await memberPost(h, member.token, '/user/getSumBetRecord', { query: window() });
    expect((after.body as unknown as { sum: BetTotals }).sum.winLoss).toBe('-12.00');
  });
});

describe('a bet’s detail', () => {
  it('answers the member’s own bet as its record shows it', async () => {
    const member = await memberWithMoney('20', 'pgx');
    const bet = await placeBet(h.db, h.clock, { memberId: member.userId, platType: 'pgx', gameCode: 'pgx-fortune-gems', roundId: 'det-1', stakeMinor: 400, key: 'det-1' });
    await settleBet(h.db, h.clock, bet.id, { payoutMinor: 1_000, validStakeMinor: 400 });
    const { bet: shown, result } = await detailOf(member.token, bet.id, 'hk');
    expect(shown).toEqual((await records(member.token, 'hk'))[0]);
    expect(shown).toMatchObject({ orderNo: bet.orderNo, gameName: '財富寶石', betAmount: '4.00', validBetAmount: '4.00', payout: '10.00', status: 1 });
    expect(result).toBeNull();
  });

  it('is reached by its member only: another member’s bet answers as a bet that does not exist', async () => {
    const owner = await memberWithMoney('20', 'pgx');
    const other = await memberWithMoney('20', 'pgx');
    const bet = await placeBet(h.db, h.clock, { memberId: owner.userId, platType: 'pgx', gameCode: 'g', roundId: 'det-2', stakeMinor: 100, key: 'det-2' });
    expectFailure(await detail(other.token, bet.id), 404, 'bets.error.notFound', 'en');
    expectFailure(await detail(other.token, 2_000_000_000), 404, 'bets.error.notFound', 'en');
    expectFailure(await detail(undefined, bet.id), 401, 'error.unauthorized', 'en');
    expect((await detail(owner.token, 'abc')).status).toBe(400);
    expectSuccess(await detail(owner.token, bet.id));
  });

  it('shows a baccarat bet’s hands, winning spot and stakes per spot', async () => {
    const member = await memberWithMoney('50', HOUSE_PLAT_TYPE);
    const played = await moneyPost(h, member.token, '/house/baccarat/play', { payload: { player: '2.00', tie: '1.00' } });
    expectSuccess(played);
    const round = played.body.round as BaccaratRound;
    const [record] = await records(member.token, 'en');
    expect(record.orderNo).toBe(round.orderNo);
    const { result } = await detailOf(member.token, record.id);
    expect(result).toEqual({
      game: 'baccarat',
      playerCards: round.playerCards,
      bankerCards: round.bankerCards,
      playerTotal: round.playerTotal,
      bankerTotal: round.bankerTotal,
      outcome: round.outcome,
      stakes: { player: '2.00', banker: '0.00', tie: '1.00' },
    });
  });

  it('shows a keno ticket’s picks, and its round’s draw and hits once drawn', async () => {
    const member = await memberWithMoney('50', HOUSE_PLAT_TYPE);
    const bought = await moneyPost(h, member.token, '/house/keno/ticket', { payload: { numbers: [4, 8, 15, 16], markets: ['small'], stake: '1.00' } });
    expectSuccess(bought);
    const ticket = bought.body.ticket as KenoTicket;
    const [record] = await records(member.token, 'en');
    const open = (await detailOf(member.token, record.id)).result;
    expect(open).toEqual({ game: 'keno', round: ticket.roundId, numbers: [4, 8, 15, 16], markets: ['small'], drawn: null, total: null, hits: null });

    h.clock.advance(KENO_ROUND_MS * 2);
    expectSuccess(await moneyPost(h, member.token, '/house/keno/state'));
    const drawn = (await detailOf(member.token, record.id)).result;
    if (drawn?.game !== 'keno') throw new Error('a keno result');
    expect(drawn.drawn).toHaveLength(20);
    expect(drawn.total).toBe(drawn.drawn!.reduce((sum, n) => sum + n, 0));
    expect(drawn.hits).toBe([4, 8, 15, 16].filter((n) => drawn.drawn!.includes(n)).length);
  });
});
