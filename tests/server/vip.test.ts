/**
 * The VIP programme on both engines: the configuration from server/content/vip.json (every level, the rebate
 * table, the withdrawal limits read from it, the operator's edits and the 1.2 % bound), and the daily job
 * (runVipDay) driving the VIP machine: promotion the day after the requirement is met, one level a day,
 * relegation after a 90-day quarter short of the keep turnover, the day's welfare items, and a second run of
 * a day that changes and issues nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { countRows, expectFailure, expectLedgerClean, expectSuccess, memberPost } from './flows';
import { depositHarnessConfig, opsCall } from './depositFlows';
import { betNow, clockTo, momentOf, tokenOf, vipMember } from './vipFlows';
import { runVipDay } from '../../server/features/vip/vipDay';
import { dayAfter } from '../../machines/rules/businessDay';
import type { VipLevel, VipStanding } from '../../contract/vip';
import vipContent from '../../server/content/vip.json';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
});
afterAll(() => h.close());

const levelOf = async (userId: number) => Number((await h.db.selectFrom('users').select('level_id').where('id', '=', userId).executeTakeFirstOrThrow()).level_id);
const itemsOf = (userId: number) => h.db.selectFrom('welfare_items').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const YUAN = 100;

describe('the configuration', () => {
  it('lists levels 0-10 as vip.json gives them, to anyone', async () => {
    const response = await h.call({ method: 'POST', url: '/web/guest/user/getVipInfo' });
    expectSuccess(response);
    const levels = response.body.vipLevelList as VipLevel[];
    expect(levels.map((level) => level.vipLevel)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(levels[1]).toEqual({
      vipLevel: 1,
      promotionTurnover: '10000.00',
      relegationTurnover: '3000.00',
      dailyWithdrawCount: 5,
      dailyWithdrawLimit: '100000.00',
      upgradeGift: '18.00',
      birthdayGift: '18.00',
      weeklyRedPacket: '8.00',
      exclusiveRedPacket: '0.00',
    });
    expect(response.body.welfareMultiples).toEqual(vipContent.welfareMultiples);
    expect(vipContent.welfareMultiples.rebate).toBe(1);
  });

  it('lists the rebate table by game type, named in the caller language, at most 1.20 %', async () => {
    const response = await h.call({ method: 'POST', url: '/web/guest/user/getVipReturnWaterList', headers: { lang: 'en' } });
    expectSuccess(response);
    const list = response.body.returnWaterList as Array<{ gameType: number; gameTypeName: string; waterStrategyList: Array<{ vipLevel: number; ratio: string }> }>;
    const electronic = list.find((row) => row.gameType === 2)!;
    expect(electronic.waterStrategyList).toHaveLength(11);
    expect(electronic.waterStrategyList[10].ratio).toBe('1.20');
    expect(electronic.gameTypeName).not.toBe('2');
  });

  it('the operator sets a rebate ratio of 1.2 % and is refused 1.21 % by the schema, naming the field', async () => {
    const set = await opsCall(h, 'POST', '/vip/rebate', { payload: { gameType: 1, vipLevel: 3, ratio: 1.2 } });
    expectSuccess(set);
    expect(set.body.waterStrategy).toEqual({ vipLevel: 3, ratio: '1.20' });
    const refused = await opsCall(h, 'POST', '/vip/rebate', { payload: { gameType: 1, vipLevel: 3, ratio: 1.21 } });
    expect(refused.status).toBe(400);
    expect((refused.body as { field?: string }).field).toBe('ratio');
    const row = await h.db.selectFrom('game_rebates').select('ratio_bp').where('game_type', '=', 1).where('vip_level', '=', 3).executeTakeFirstOrThrow();
    expect(Number(row.ratio_bp)).toBe(120);
  });

  it('the withdrawal limits are the levels’: an operator’s edit of VIP0 is what the withdrawal gate reads', async () => {
    const member = await vipMember(h, 'limits');
    const level0 = vipContent.levels[0];
    const edit = await opsCall(h, 'POST', '/vip/level/0', {
      payload: {
        promotionTurnover: '0',
        relegationTurnover: '0',
        dailyWithdrawCount: 4,
        dailyWithdrawLimit: '60000.00',
        upgradeGift: '0',
        birthdayGift: '0',
        weeklyRedPacket: '0',
        exclusiveRedPacket: '0',
      },
    });
    expectSuccess(edit);
    const facts = await memberPost(h, member.token, '/withdraw/checkIsQuickWithdraw');
    expectSuccess(facts);
    expect(facts.body).toMatchObject({ dailyCount: 4, dailyLimit: '60000.00', vipLevel: 0 });
    expect(level0.dailyWithdrawCount).toBe(3);
  });

  it('refuses a promotion turnover out of order, in the operator’s language, and changes nothing', async () => {
    const before = await h.db.selectFrom('vip_levels').selectAll().where('vip_level', '=', 2).executeTakeFirstOrThrow();
    const refused = await opsCall(h, 'POST', '/vip/level/2', {
      headers: { lang: 'en' },
      payload: { promotionTurnover: '5000.00', relegationTurnover: '0', dailyWithdrawCount: 5, dailyWithdrawLimit: '1.00', upgradeGift: '0', birthdayGift: '0', weeklyRedPacket: '0', exclusiveRedPacket: '0' },
    });
    expectFailure(refused, 400, 'vip.error.promotionOrder', 'en', { level: 2 });
    expect(await h.db.selectFrom('vip_levels').selectAll().where('vip_level', '=', 2).executeTakeFirstOrThrow()).toEqual(before);
  });
});

describe('the daily job', () => {
  // Business days of the test (UTC+8): a Monday to start, far from the other tests' members.
  const MONDAY = '2027-03-01';

  it('promotes the day after the requirement is met, one level a day, and a second run of a day writes nothing', async () => {
    clockTo(h, momentOf(MONDAY, 9));
    const member = await vipMember(h, 'climb');
    await betNow(h, member.userId, 60_000 * YUAN); // past VIP1 (10,000) and VIP2 (50,000) at once
    clockTo(h, momentOf(dayAfter(MONDAY), 0, 5));
    const first = await runVipDay(h.db, h.clock, MONDAY);
    expect(first.promoted).toBeGreaterThanOrEqual(1);
    expect(await levelOf(member.userId)).toBe(1);

    const rows = { changes: await countRows(h, 'vip_level_changes'), items: await countRows(h, 'welfare_items'), standings: await h.db.selectFrom('vip_standings').selectAll().orderBy('user_id').execute() };
    const again = await runVipDay(h.db, h.clock, MONDAY);
    expect(again).toMatchObject({ membersClosed: 0, promoted: 0, relegated: 0, welfareIssued: 0 });
    expect({ changes: await countRows(h, 'vip_level_changes'), items: await countRows(h, 'welfare_items'), standings: await h.db.selectFrom('vip_standings').selectAll().orderBy('user_id').execute() }).toEqual(rows);

    // The next day, with no bet, the turnover already counted reaches VIP2: one more level, not two at once.
    await runVipDay(h.db, h.clock, dayAfter(MONDAY));
    expect(await levelOf(member.userId)).toBe(2);
    await runVipDay(h.db, h.clock, dayAfter(MONDAY, 2));
    expect(await levelOf(member.userId)).toBe(2);

    const standing = await memberPost(h, await tokenOf(h, member.userId), '/user/getVipStanding');
    expectSuccess(standing);
    expect(standing.body.standing).toMatchObject({
      vipLevel: 2,
      validTurnover: '60000.00',
      nextLevel: 3,
      missingToNext: '140000.00',
      relegationTurnover: '15000.00',
      quarterDays: 1,
      quarterDaysLeft: 89,
      closedDay: dayAfter(MONDAY, 2),
    } satisfies Partial<VipStanding>);

    const changes = await h.db.selectFrom('vip_level_changes').select(['business_day', 'from_level', 'to_level']).where('user_id', '=', member.userId).orderBy('id').execute();
    expect(changes).toEqual([
      { business_day: MONDAY, from_level: 0, to_level: 1 },
      { business_day: dayAfter(MONDAY), from_level: 1, to_level: 2 },
    ]);
  });

  it('issues the upgrade gift of each promotion and the rebate of a day with bets, for the next day', async () => {
    const day = dayAfter(MONDAY, 10);
    clockTo(h, momentOf(day, 20));
    const member = await vipMember(h, 'gifts');
    await betNow(h, member.userId, 12_345 * YUAN, 'pgx'); // electronic games: 0.50 % at VIP0
    clockTo(h, momentOf(dayAfter(day), 0, 1));
    await runVipDay(h.db, h.clock, day);
    const items = await itemsOf(member.userId);
    const payDay = dayAfter(day);
    expect(items.map((item) => [item.kind, Number(item.amount_minor), Number(item.vip_level), item.business_day])).toEqual([
      ['rebate', 6172, 0, payDay], // 12,345.00 × 0.50 % = 61.725, rounded down
      ['upgrade', 18 * YUAN, 1, payDay],
    ]);
    const rebate = items[0];
    expect(Number(rebate.available_from)).toBe(momentOf(payDay));
    expect(Number(rebate.expires_at)).toBe(momentOf(dayAfter(payDay, 30)));
    const gift = items[1];
    expect(Number(gift.expires_at)).toBe(momentOf(dayAfter(payDay, 3)));
    expect(Number(gift.turnover_multiple)).toBe(1);
  });

  it('tells the member in their messages, in the same close: a promotion, the gifts waiting, a relegation; a second run tells nothing more', async () => {
    const start = '2027-08-02';
    clockTo(h, momentOf(start, 10));
    const member = await vipMember(h, 'told');
    await betNow(h, member.userId, 12_000 * YUAN); // past VIP1's 10,000.00: a promotion, its upgrade gift and a rebate
    clockTo(h, momentOf(dayAfter(start), 0, 1));
    await runVipDay(h.db, h.clock, start);
    const token = await tokenOf(h, member.userId);
    const notifications = async (lang: string) => {
      const answer = await memberPost(h, token, '/message/list', { query: { tab: 'notification' }, headers: { lang } });
      expectSuccess(answer);
      return ((answer.body.page as { records: Array<{ title: string; content: string }> }).records).map((message) => [message.title, message.content]);
    };
    expect(await notifications('en')).toEqual([
      ['Welcome to VIP1', "Congratulations, you are now VIP1! The level's rebates, gifts and daily withdrawal limits apply from today; the VIP page has the details."],
      ['Welfare waiting for you', '2 new welfare items are waiting in the welfare centre: claim before they expire.'],
    ].reverse());
    expect((await notifications('zh'))[1][0]).toBe('恭喜晋级 VIP1');
    const unread = await memberPost(h, token, '/message/getUnReadMessageCount');
    expect((unread.body.data as { tabCounts: { notification: number } }).tabCounts.notification).toBe(2);

    await runVipDay(h.db, h.clock, start);
    expect(await notifications('en')).toHaveLength(2);

    // A quarter of 90 days short of VIP1's keep turnover: one level down, told as such.
    for (let index = 1; index <= 90; index += 1) await runVipDay(h.db, h.clock, dayAfter(start, index));
    expect(await levelOf(member.userId)).toBe(0);
    const told = await notifications('en');
    expect(told[0][0]).toBe('Your VIP level is now VIP0');
  }, 120_000);

  it('relegates one level when the 90th day of the quarter closes short of the keep turnover, not on the 89th', async () => {
    const start = '2027-06-01';
    clockTo(h, momentOf(start, 10));
    const member = await vipMember(h, 'keep', 2);
    const other = await vipMember(h, 'kept', 2);
    await betNow(h, other.userId, 15_000 * YUAN); // VIP2 keeps with 15,000.00 a quarter
    await betNow(h, member.userId, 14_999 * YUAN);
    for (let index = 0; index < 89; index += 1) await runVipDay(h.db, h.clock, dayAfter(start, index));
    expect(await levelOf(member.userId)).toBe(2);
    await runVipDay(h.db, h.clock, dayAfter(start, 89));
    expect(await levelOf(member.userId)).toBe(1);
    expect(await levelOf(other.userId)).toBe(2);
    const standing = await h.db.selectFrom('vip_standings').selectAll().where('user_id', '=', member.userId).executeTakeFirstOrThrow();
    // Back to VIP2 needs VIP2's 50,000.00 again: the count is set back to VIP1's 10,000.00.
    expect({ counted: Number(standing.counted_minor), days: Number(standing.quarter_days) }).toEqual({ counted: 10_000 * YUAN, days: 0 });
    await expectLedgerClean(h);
  }, 120_000);

  it('a member at VIP0 whose quarter ends short stays at VIP0 (the floor)', async () => {
    const start = '2027-10-01';
    clockTo(h, momentOf(start, 10));
    const member = await vipMember(h, 'floor');
    for (let index = 0; index < 90; index += 1) await runVipDay(h.db, h.clock, dayAfter(start, index));
    expect(await levelOf(member.userId)).toBe(0);
    expect(await h.db.selectFrom('vip_level_changes').selectAll().where('user_id', '=', member.userId).execute()).toEqual([]);
  }, 120_000);
});
