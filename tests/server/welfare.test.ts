/**
 * The welfare centre on both engines, every window at its edges with the spec's own numbers (UTC+8): the weekly
 * red packet at Saturday 00:59:59 / 01:00:00 (VIP1-5) and 12:59:59 / 13:00:00 (VIP6-10), its end at Wednesday
 * 23:59:59 / Thursday 00:00:00; a gift's 3 days; a rebate's 30 days; the birthday gift's 90-day registration age.
 * A claim credits the central wallet once through the ledger, records its turnover where withdrawals read it and
 * a welfare record; a second claim is refused and writes nothing; a member reaches only their own items.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { expectFailure, expectLedgerClean, expectSuccess, memberPost, moneyState, DAY } from './flows';
import { centralMinor, depositHarnessConfig } from './depositFlows';
import { betNow, clockTo, momentOf, tokenOf, vipMember } from './vipFlows';
import { runVipDay } from '../../server/features/vip/vipDay';
import { dayAfter, businessTimeText } from '../../machines/rules/businessDay';
import type { WelfareItem, WelfareRecord, WelfareTotal } from '../../contract/welfare';
import type { RecordPage } from '../../contract/wallet';

const FRIDAY = '2028-01-07';
const SATURDAY = dayAfter(FRIDAY);
const WEDNESDAY = dayAfter(SATURDAY, 4);
const THURSDAY = dayAfter(SATURDAY, 5);
const YUAN = 100;

let h: Harness;
type Member = Awaited<ReturnType<typeof vipMember>>;
const members: Record<string, Member> = {};

beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
  clockTo(h, momentOf(FRIDAY, 10));
  for (const name of ['low', 'lowAgain', 'lowLate', 'lowLast']) members[name] = await vipMember(h, name, 1);
  for (const name of ['high', 'highEarly']) members[name] = await vipMember(h, name, 6);
  for (const name of ['climber', 'giftLast', 'giftLate']) {
    members[name] = await vipMember(h, name);
    await betNow(h, members[name].userId, 10_000 * YUAN, 'pgx'); // reaches VIP1; 0.50 % rebate at VIP0: 50.00
  }
  const birthday = `1990-${SATURDAY.slice(5)}`;
  for (const [name, age] of [['ninetyDays', 90 * DAY], ['ninetyDaysAndOne', 90 * DAY + 1]] as const) {
    members[name] = await vipMember(h, name, 1);
    await h.db.updateTable('users').set({ birth_date: birthday, created_at: momentOf(SATURDAY) - age }).where('id', '=', members[name].userId).execute();
  }
  clockTo(h, momentOf(SATURDAY, 0, 5));
  await runVipDay(h.db, h.clock, FRIDAY);
});
afterAll(() => h.close());

async function items(member: Member, status?: string) {
  const response = await memberPost(h, await tokenOf(h, member.userId), '/welfareCenter/queryWelfareCenterList', { query: status ? { status } : {} });
  expectSuccess(response);
  return (response.body.page as RecordPage<WelfareItem>).records;
}
const itemOf = async (member: Member, kind: string) => (await items(member)).find((item) => item.kind === kind)!;

async function claim(member: Member, item: WelfareItem, at: number, lang = 'zh') {
  clockTo(h, at);
  const path = item.kind === 'rebate' ? `/user/doUserBackwater/${item.id}` : `/welfareCenter/receiveWelfare/${item.id}`;
  return memberPost(h, await tokenOf(h, member.userId), path, { headers: { lang } });
}

describe('the weekly red packet', () => {
  it('VIP1-5: refused at Saturday 00:59:59, claimed at 01:00:00 once, into the central wallet, with 3x turnover', async () => {
    const member = members.low;
    const packet = await itemOf(member, 'weekly');
    expect(packet).toMatchObject({ amount: '8.00', turnoverMultiple: 3, requiredTurnover: '24.00', status: 'upcoming' });
    expectFailure(await claim(member, packet, momentOf(SATURDAY, 0, 59, 59), 'en'), 409, 'welfare.error.notYet', 'en', { at: `${SATURDAY} 01:00:00` });

    const before = await centralMinor(h, member.userId);
    const claimed = await claim(member, packet, momentOf(SATURDAY, 1));
    expectSuccess(claimed);
    expect(await centralMinor(h, member.userId)).toBe(before + 8 * YUAN);
    const record = claimed.body.record as WelfareRecord;
    expect(record).toMatchObject({ kind: 'weekly', amount: '8.00', requiredTurnover: '24.00' });
    expect(record.orderNo).toMatch(/^WF/);

    const state = await moneyState(h);
    expectFailure(await claim(member, packet, momentOf(SATURDAY, 2), 'en'), 409, 'welfare.error.claimed', 'en', { at: `${SATURDAY} 01:00:00` });
    expect(await moneyState(h)).toEqual(state);

    const facts = await memberPost(h, await tokenOf(h, member.userId), '/withdraw/checkIsQuickWithdraw');
    expect(facts.body).toMatchObject({ requiredTurnover: '24.00', remainingTurnover: '24.00' });
    const records = await memberPost(h, await tokenOf(h, member.userId), '/welfareCenter/queryWelfareRecordList');
    expect((records.body.page as RecordPage<WelfareRecord>).records.map((row) => row.orderNo)).toEqual([record.orderNo]);
    expect((await items(member, 'claimed')).map((item) => item.id)).toEqual([packet.id]);
  });

  it('VIP6-10: refused at Saturday 12:59:59, claimed at 13:00:00', async () => {
    const packet = await itemOf(members.high, 'weekly');
    expect(packet.amount).toBe('188.00');
    expectFailure(await claim(members.high, packet, momentOf(SATURDAY, 12, 59, 59)), 409, 'welfare.error.notYet', 'zh', { at: `${SATURDAY} 13:00:00` });
    expectSuccess(await claim(members.high, packet, momentOf(SATURDAY, 13)));
  });

  it('claimable at Wednesday 23:59:59, expired at Thursday 00:00:00, saying when', async () => {
    expectSuccess(await claim(members.lowLast, await itemOf(members.lowLast, 'weekly'), momentOf(WEDNESDAY, 23, 59, 59)));
    const late = await itemOf(members.lowLate, 'weekly');
    const state = await moneyState(h);
    expectFailure(await claim(members.lowLate, late, momentOf(THURSDAY), 'en'), 409, 'welfare.error.expired', 'en', { at: `${WEDNESDAY} 23:59:59` });
    expect(await moneyState(h)).toEqual(state);
    expect((await items(members.lowLate, 'expired')).map((item) => item.id)).toContain(late.id);
  });
});

describe('gifts and rebates', () => {
  it('the upgrade gift is valid 3 days: claimable at the third day’s 23:59:59, expired at the fourth’s 00:00:00', async () => {
    const last = await itemOf(members.giftLast, 'upgrade');
    expect(last).toMatchObject({ amount: '18.00', turnoverMultiple: 1, vipLevel: 1 });
    expectSuccess(await claim(members.giftLast, last, momentOf(dayAfter(SATURDAY, 2), 23, 59, 59)));
    expectFailure(await claim(members.giftLate, await itemOf(members.giftLate, 'upgrade'), momentOf(dayAfter(SATURDAY, 3))), 409, 'welfare.error.expired', 'zh', {
      at: `${dayAfter(SATURDAY, 2)} 23:59:59`,
    });
  });

  it('a rebate is claimed only as a rebate, within 30 natural days', async () => {
    const rebate = await itemOf(members.giftLast, 'rebate');
    expect(rebate).toMatchObject({ amount: '50.00', turnoverMultiple: 1 });
    clockTo(h, momentOf(SATURDAY, 9));
    const asGift = await memberPost(h, await tokenOf(h, members.giftLast.userId), `/welfareCenter/receiveWelfare/${rebate.id}`);
    expectFailure(asGift, 404, 'welfare.error.notFound');
    const before = await centralMinor(h, members.giftLast.userId);
    expectSuccess(await claim(members.giftLast, rebate, momentOf(dayAfter(SATURDAY, 29), 23, 59, 59)));
    expect(await centralMinor(h, members.giftLast.userId)).toBe(before + 50 * YUAN);
    expectFailure(await claim(members.giftLate, await itemOf(members.giftLate, 'rebate'), momentOf(dayAfter(SATURDAY, 30))), 409, 'welfare.error.expired', 'zh', {
      at: businessTimeText(momentOf(dayAfter(SATURDAY, 30)) - 1000),
    });
  });

  it('the records of one kind: a rebate under rebates (the transaction records’ rebate tab), a red packet not; an unknown kind is refused by name', async () => {
    const records = async (member: Member, query: Record<string, string>) => {
      const response = await memberPost(h, await tokenOf(h, member.userId), '/welfareCenter/queryWelfareRecordList', { query });
      expectSuccess(response);
      return response.body.page as RecordPage<WelfareRecord>;
    };
    const rebates = await records(members.giftLast, { kind: 'rebate' });
    expect(rebates.records.map((record) => [record.kind, record.amount])).toEqual([['rebate', '50.00']]);
    expect(rebates.total).toBe(1);
    expect((await records(members.giftLast, {})).total).toBeGreaterThanOrEqual(1);
    expect(await records(members.low, { kind: 'rebate' })).toMatchObject({ records: [], total: 0 });
    expect((await records(members.low, { kind: 'weekly' })).records.map((record) => record.kind)).toEqual(['weekly']);
    const refused = await memberPost(h, await tokenOf(h, members.low.userId), '/welfareCenter/queryWelfareRecordList', { query: { kind: 'bonus' } });
    expect(refused.body).toMatchObject({ code: 400, field: 'kind' });
  });

  it('another member’s item answers as one that does not exist', async () => {
    const theirs = await itemOf(members.climber, 'upgrade');
    clockTo(h, momentOf(SATURDAY, 9));
    const state = await moneyState(h);
    expectFailure(await memberPost(h, await tokenOf(h, members.lowAgain.userId), `/welfareCenter/receiveWelfare/${theirs.id}`), 404, 'welfare.error.notFound');
    expect(await moneyState(h)).toEqual(state);
  });

  it('the birthday gift needs a registration older than 90 days: exactly 90 gives none, 90 days and 1 ms gives one', async () => {
    expect((await items(members.ninetyDays)).map((item) => item.kind)).not.toContain('birthday');
    expect(await itemOf(members.ninetyDaysAndOne, 'birthday')).toMatchObject({ amount: '18.00', turnoverMultiple: 1 });
  });

  it('the totals count what is claimable now and what was claimed, and the next opening', async () => {
    clockTo(h, momentOf(SATURDAY, 0, 30));
    const response = await memberPost(h, await tokenOf(h, members.lowAgain.userId), '/welfareCenter/queryWelfareCenterTotal');
    expectSuccess(response);
    expect(response.body.total).toEqual({ claimableCount: 0, claimableAmount: '0.00', claimedAmount: '0.00', nextAvailableAt: momentOf(SATURDAY, 1) } satisfies WelfareTotal);
    clockTo(h, momentOf(SATURDAY, 1));
    const open = await memberPost(h, await tokenOf(h, members.lowAgain.userId), '/welfareCenter/queryWelfareCenterTotal');
    expect(open.body.total).toMatchObject({ claimableCount: 1, claimableAmount: '8.00', nextAvailableAt: null });
    await expectLedgerClean(h);
  });
});

describe('the welfare records’ 90 days (spec section 9)', () => {
  it('a claim is listed until it is 90 days old, and from 90 days on it is gone', async () => {
    const list = async (at: number) => {
      clockTo(h, at);
      const response = await memberPost(h, await tokenOf(h, members.low.userId), '/welfareCenter/queryWelfareRecordList', { query: { kind: 'weekly' } });
      expectSuccess(response);
      return (response.body.page as RecordPage<WelfareRecord>).records;
    };
    const [record] = await list(momentOf(SATURDAY, 2)); // the VIP1-5 packet claimed at Saturday 01:00:00 above
    // The harness clock runs on in real time between setting it and the server reading it: a few seconds' margin
    // before the edge, none after it (the clock only moves later).
    expect((await list(record.createTime + 90 * DAY - 5000)).map((row) => row.id)).toEqual([record.id]);
    expect(await list(record.createTime + 90 * DAY)).toEqual([]);
  });
});
