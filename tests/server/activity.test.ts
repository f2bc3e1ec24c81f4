/**
 * Promotions on both engines (issue 26): what guests read, who may apply (each refusal with its message in
 * zh, hk and en, and nothing written), one application per member, the bonus and its cap, review by the
 * operator exactly once (also against itself), the gift records (only the member's own) and the betting gift's
 * tiers from real valid turnover. Money side: activityMoney.test.ts; the operator's writing: activityOps.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { countRows, createMember, qs, expectFailure, expectLedgerClean, expectSuccess, memberPost, message, moneyState, sandboxCredit, type Lang } from './flows';
import { depositHarnessConfig, opsCall } from './depositFlows';
import { apply, applied, balanceOf, creditedDeposit, DAY, newActivity, setMember, settledBet, standing } from './activityFlows';
import { businessTimeText } from '../../machines/rules/businessDay';
import type { ActivityClass, ActivityDetail, ActivitySummary, BettingGift, GiftRecord, OpsApplication } from '../../contract/activity';
import type { RecordPage } from '../../contract/wallet';

const LANGS: Lang[] = ['zh', 'hk', 'en'];
let h: Harness;
beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
});
afterAll(() => h.close());

let serial = 0;
const member = () => createMember(h, `act${(serial += 1)}x${Date.now() % 100000}`);
const guestPost = (path: string, query: Record<string, string | number> = {}, lang: Lang = 'zh') =>
  h.call({ method: 'POST', url: `/web${path}?${qs(query)}`, headers: { lang } });

/** Applies in each language and expects the same refusal, with nothing written. */
async function expectRefused(token: string, activityId: number, key: string, values: Record<string, string | number> = {}, tier?: number) {
  const before = { money: await moneyState(h), applications: await countRows(h, 'activity_applications') };
  for (const lang of LANGS) expectFailure(await apply(h, token, activityId, { lang, tier }), 409, key, lang, values);
  expect({ money: await moneyState(h), applications: await countRows(h, 'activity_applications') }).toEqual(before);
  // The standing call says the same, in the member's words.
  const seen = await standing(h, token, activityId, { tier, lang: 'en' });
  expect(seen.eligible).toBe(false);
  expect(seen.problems).toContain(message('en', key, values));
}

describe('what anyone reads', () => {
  it('lists the classifications in the caller’s language', async () => {
    for (const lang of LANGS) {
      const answer = await guestPost('/guest/activity/getActivityClassification', {}, lang);
      expectSuccess(answer);
      const classes = answer.body.activityClassificationList as ActivityClass[];
      expect(classes.map((each) => each.id)).toEqual([1, 2, 3, 4, 5]);
      expect(classes[1].name).toBe(message(lang, 'activity.class.deposit'));
      expect(classes[4].name).toBe(message(lang, 'activity.class.vip'));
    }
  });

  it('answers the shell’s call (activityClassId empty, device 1, page 1 of 5) with running activities only, by sort', async () => {
    const now = h.clock.now();
    const first = await newActivity(h, { sort: 1, activityClassId: 5 });
    const second = await newActivity(h, { sort: 2, activityClassId: 2 });
    const scheduled = await newActivity(h, { sort: 0, startTime: now + DAY, endTime: now + 9 * DAY, applyStartTime: now + DAY, applyEndTime: now + 9 * DAY });
    const ended = await newActivity(h, { sort: 0 });
    expectSuccess(await opsCall(h, 'POST', `/activities/${ended.id}/end`));
    const answer = await guestPost('/guest/activity/list', { activityClassId: '', device: 1, pageIndex: 1, pageSize: 5 });
    expectSuccess(answer);
    const list = answer.body.activityList as RecordPage<ActivitySummary>;
    expect(list.pageSize).toBe(5);
    expect(list.records.slice(0, 2).map((each) => each.id)).toEqual([first.id, second.id]);
    const ids = list.records.map((each) => each.id);
    expect(ids).not.toContain(scheduled.id);
    expect(ids).not.toContain(ended.id);
    const vipOnly = await guestPost('/guest/activity/list', { activityClassId: 5, device: 1, pageIndex: 1, pageSize: 100 });
    expectSuccess(vipOnly);
    expect((vipOnly.body.activityList as RecordPage<ActivitySummary>).records.every((each) => each.activityClassId === 5)).toBe(true);
    expect((vipOnly.body.activityList as RecordPage<ActivitySummary>).records.map((each) => each.id)).toContain(first.id);
    // An unknown classification is refused by name.
    expect((await guestPost('/guest/activity/list', { activityClassId: 6 })).status).toBe(400);
    // Details: a running one in full; a scheduled or ended one answers as an id that does not exist.
    const detail = await guestPost('/guest/activity/getActivityDetail', { id: first.id }, 'en');
    expectSuccess(detail);
    const shown = detail.body.activity as ActivityDetail;
    expect(shown).toMatchObject({ id: first.id, title: 'Test promotion', rules: { bonusType: 'fixed', bonusAmount: '10.00', walletName: message('en', 'wallet.central') } });
    expect(shown.content).toContain('<strong>rules</strong>');
    const none = await guestPost('/guest/activity/getActivityDetail', { id: 2_000_000_000 }, 'en');
    for (const id of [scheduled.id, ended.id]) {
      const hidden = await guestPost('/guest/activity/getActivityDetail', { id }, 'en');
      expectFailure(hidden, 404, 'activity.refuse.notFound', 'en');
      expect(hidden.body).toEqual(none.body);
    }
  });
});

describe('who may apply', () => {
  it('refuses before the window opens and from the moment it closes (its first moment in, its end out)', async () => {
    const now = h.clock.now();
    const opening = await newActivity(h, { applyStartTime: now + 1000 });
    const m = await member();
    await expectRefused(m.token, opening.id, 'activity.refuse.notOpen', { at: businessTimeText(now + 1000) });
    h.clock.advance(1000);
    expect((await applied(h, m.token, opening.id)).status).toBe('granted');

    const later = h.clock.now();
    const closing = await newActivity(h, { applyEndTime: later + 1000 });
    const n = await member();
    h.clock.advance(1000);
    await expectRefused(n.token, closing.id, 'activity.refuse.closed', { at: businessTimeText(later + 1000 - 1000) });
  });

  it('refuses a member under the VIP level: VIP2 for VIP3 and above; VIP3 may', async () => {
    const vip = await newActivity(h, { minVipLevel: 3 });
    const m = await member();
    await setMember(h, m.userId, { level: 2 });
    await expectRefused(m.token, vip.id, 'activity.refuse.vipLevel', { level: 3, current: 2 });
    await setMember(h, m.userId, { level: 3 });
    expect((await applied(h, m.token, vip.id)).status).toBe('granted');
  });

  it('takes new members in their first 7 days: 7 days after registering is too late, a moment before is not', async () => {
    const signUp = await newActivity(h, { memberDaysMax: 7 });
    const late = await member();
    await setMember(h, late.userId, { registeredAt: h.clock.now() - 7 * DAY });
    await expectRefused(late.token, signUp.id, 'activity.refuse.tooOld', { days: 7 });
    const inTime = await member();
    await setMember(h, inTime.userId, { registeredAt: h.clock.now() - 7 * DAY + 1000 });
    expect((await applied(h, inTime.token, signUp.id)).status).toBe('granted');
  });

  it('takes members registered at least 30 days: 30 days is enough, a moment less is not', async () => {
    const loyalty = await newActivity(h, { memberDaysMin: 30 });
    const early = await member();
    await setMember(h, early.userId, { registeredAt: h.clock.now() - 30 * DAY + 1000 });
    await expectRefused(early.token, loyalty.id, 'activity.refuse.tooNew', { days: 30 });
    const loyal = await member();
    await setMember(h, loyal.userId, { registeredAt: h.clock.now() - 30 * DAY });
    expect((await applied(h, loyal.token, loyalty.id)).status).toBe('granted');
  });

  it('asks for a first deposit of at least the minimum: none, then 149.99, refused; 150.00 taken', async () => {
    const firstDeposit = await newActivity(h, { depositRule: 'first', minDeposit: '150.00' });
    const none = await member();
    await expectRefused(none.token, firstDeposit.id, 'activity.refuse.noDeposit');
    const small = await member();
    await creditedDeposit(h, small.token, '149.99');
    // A larger deposit later does not make the first one larger.
    await creditedDeposit(h, small.token, '500.00');
    await expectRefused(small.token, firstDeposit.id, 'activity.refuse.depositTooSmall', { min: '150.00', amount: '149.99' });
    const enough = await member();
    await creditedDeposit(h, enough.token, '150.00');
    expect((await applied(h, enough.token, firstDeposit.id)).status).toBe('granted');
  });
});

describe('one application', () => {
  it('grants once per member, and a second application is refused', async () => {
    const once = await newActivity(h, { bonusAmount: '18.00' });
    const m = await member();
    const first = await applied(h, m.token, once.id);
    expect(first).toMatchObject({ status: 'granted', prize: '18.00', prizeType: 'bonus' });
    await expectRefused(m.token, once.id, 'activity.refuse.limit', { limit: 1 });
    expect((await balanceOf(h, m.userId, 'central')).balance).toBe(1_800);
  });

  it('takes as many as the rules say: 2, then the third is refused', async () => {
    const twice = await newActivity(h, { perMemberLimit: 2 });
    const m = await member();
    await applied(h, m.token, twice.id);
    await applied(h, m.token, twice.id);
    await expectRefused(m.token, twice.id, 'activity.refuse.limit', { limit: 2 });
  });

  it('grants one of two applications sent at once', async () => {
    const race = await newActivity(h, { bonusAmount: '7.00' });
    const m = await member();
    const answers = await Promise.all([apply(h, m.token, race.id), apply(h, m.token, race.id), apply(h, m.token, race.id)]);
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code !== 0).every((answer) => answer.status === 409)).toBe(true);
    expect((await balanceOf(h, m.userId, 'central')).balance).toBe(700);
    await expectLedgerClean(h);
  });

  it('answers a retried application (same key) as it did the first time, crediting nothing more', async () => {
    const keyed = await newActivity(h, { bonusAmount: '9.00' });
    const m = await member();
    const key = crypto.randomUUID();
    const first = await apply(h, m.token, keyed.id, { key });
    expectSuccess(first);
    const again = await apply(h, m.token, keyed.id, { key });
    expectSuccess(again);
    expect(again.body.application).toEqual(first.body.application);
    expect((await balanceOf(h, m.userId, 'central')).balance).toBe(900);
  });
});

describe('the bonus', () => {
  it('is a share of the first deposit up to the cap: 100 % of 500.00, of 1,888.00 and of 1,888.01 (capped at 1,888.00)', async () => {
    const percent = await newActivity(h, { depositRule: 'first', minDeposit: '100.00', bonusType: 'percent', bonusPercent: '100', bonusCap: '1888.00', review: false, turnoverMultiple: 3 });
    for (const [deposit, bonus] of [
      ['500.00', '500.00'],
      ['1888.00', '1888.00'],
      ['1888.01', '1888.00'],
    ]) {
      const m = await member();
      await creditedDeposit(h, m.token, deposit);
      expect((await standing(h, m.token, percent.id)).bonus).toBe(bonus);
      const granted = await applied(h, m.token, percent.id);
      expect([granted.prize, granted.requiredTurnover]).toEqual([bonus, (Number(bonus) * 3).toFixed(2)]);
      expect((await balanceOf(h, m.userId, 'central')).balance).toBe(Math.round(Number(deposit) * 100) + Math.round(Number(bonus) * 100));
    }
  });

  it('rounds a share down to the cent: 50 % of 100.01 is 50.00', async () => {
    const half = await newActivity(h, { depositRule: 'first', minDeposit: '100.00', bonusType: 'percent', bonusPercent: '50', bonusCap: '1000.00' });
    const m = await member();
    await creditedDeposit(h, m.token, '100.01');
    expect((await applied(h, m.token, half.id)).prize).toBe('50.00');
  });
});

describe('review', () => {
  it('keeps an application pending until finance approves it, then credits it once and tells the member', async () => {
    const reviewed = await newActivity(h, { review: true, bonusAmount: '66.00', turnoverMultiple: 2 });
    const m = await member();
    const pending = await applied(h, m.token, reviewed.id);
    expect(pending).toMatchObject({ status: 'pending', statusName: message('zh', 'activity.status.pending'), deliveryInfo: message('zh', 'activity.delivery.pending', { amount: '66.00' }) });
    expect((await balanceOf(h, m.userId, 'central')).balance).toBe(0);
    await expectRefused(m.token, reviewed.id, 'activity.refuse.pending');
    const listed = await opsCall(h, 'GET', '/activity-applications?status=pending');
    expectSuccess(listed);
    expect((listed.body.page as RecordPage<OpsApplication>).records.map((each) => each.orderNo)).toContain(pending.orderNo);
    // Two approvals at once: one credits, the other is refused; a third later too.
    const approvals = await Promise.all([opsCall(h, 'POST', `/activity-applications/${pending.id}/approve`), opsCall(h, 'POST', `/activity-applications/${pending.id}/approve`)]);
    expect(approvals.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expectFailure(await opsCall(h, 'POST', `/activity-applications/${pending.id}/approve`, { headers: { lang: 'en' } }), 409, 'activity.ops.decided', 'en');
    expect((await balanceOf(h, m.userId, 'central')).balance).toBe(6_600);
    const movements = await h.db.selectFrom('movements').select(['movement_key', 'kind']).where('user_id', '=', m.userId).execute();
    expect(movements).toEqual([{ movement_key: `activity:${pending.orderNo}`, kind: 'activity' }]);
    const records = await memberPost(h, m.token, '/activity/activityApply/queryApplyActivityList', { headers: { lang: 'en' } });
    const [record] = (records.body.page as RecordPage<GiftRecord>).records;
    expect(record).toMatchObject({ status: 'granted', deliveryInfo: message('en', 'activity.delivery.granted', { amount: '66.00', wallet: message('en', 'wallet.central'), turnover: '132.00', multiple: 2 }) });
    const mail = await h.db.selectFrom('messages').select(['template', 'params']).where('user_id', '=', m.userId).execute();
    expect(mail).toEqual([{ template: 'activityGranted', params: JSON.stringify({ orderNo: pending.orderNo, amount: '66.00' }) }]);
    await expectLedgerClean(h);
  });

  it('refuses with a reason the member reads; nothing moves, and the member may apply again', async () => {
    const reviewed = await newActivity(h, { review: true });
    const m = await member();
    const pending = await applied(h, m.token, reviewed.id);
    const before = await moneyState(h);
    const rejected = await opsCall(h, 'POST', `/activity-applications/${pending.id}/reject`, { payload: { reason: 'Duplicate account' } });
    expectSuccess(rejected);
    expect(rejected.body.application).toMatchObject({ status: 'rejected', rejectReason: 'Duplicate account' });
    expect(await moneyState(h)).toEqual(before);
    const seen = await standing(h, m.token, reviewed.id, { lang: 'en' });
    expect(seen).toMatchObject({ eligible: true, latest: { status: 'rejected', deliveryInfo: message('en', 'activity.delivery.rejected', { reason: 'Duplicate account' }) } });
    expectFailure(await opsCall(h, 'POST', `/activity-applications/${pending.id}/reject`, { payload: { reason: 'again' }, headers: { lang: 'en' } }), 409, 'activity.ops.decided', 'en');
    expect((await applied(h, m.token, reviewed.id)).status).toBe('pending');
    expectFailure(await opsCall(h, 'POST', '/activity-applications/2000000000/approve', { headers: { lang: 'en' } }), 404, 'activity.ops.noApplication', 'en');
  });
});

describe('gift records', () => {
  it('list the member’s own applications, newest first, with activity name, prize type, status and delivery info', async () => {
    const one = await newActivity(h, { bonusAmount: '5.00' });
    const two = await newActivity(h, { review: true, bonusAmount: '6.00' });
    const m = await member();
    const other = await member();
    await applied(h, m.token, one.id);
    await applied(h, m.token, two.id);
    await applied(h, other.token, one.id);
    const mine = await memberPost(h, m.token, '/activity/activityApply/queryApplyActivityList', { headers: { lang: 'en' } });
    expectSuccess(mine);
    const page = mine.body.page as RecordPage<GiftRecord>;
    expect(page.total).toBe(2);
    expect(page.records.map((record) => [record.activityId, record.activityName, record.prizeTypeName, record.status, record.prize])).toEqual([
      [two.id, 'Test promotion', 'Bonus', 'pending', '6.00'],
      [one.id, 'Test promotion', 'Bonus', 'granted', '5.00'],
    ]);
    const oneOnly = await memberPost(h, m.token, '/activity/activityApply/queryApplyActivityList', { query: { activityId: one.id } });
    expect((oneOnly.body.page as RecordPage<GiftRecord>).records.map((record) => record.activityId)).toEqual([one.id]);
  });
});

describe('the betting gift', () => {
  it('counts valid turnover over its period and pays each tier reached once', async () => {
    const m = await member();
    // A bet settled before the gift starts counts for nothing.
    await sandboxCredit(h, m.userName, '2000.00');
    await settledBet(h, m, 'pgx', 50_000);
    h.clock.advance(1000);
    const now = h.clock.now();
    const gift = await newActivity(h, {
      kind: 'bettingGift',
      activityClassId: 3,
      sort: 0,
      startTime: now,
      applyStartTime: now,
      tiers: [
        { turnover: '100.00', gift: '8.00' },
        { turnover: '300.00', gift: '18.00' },
      ],
    });
    const seen = async () => {
      const answer = await memberPost(h, m.token, '/activity/bettingGift/getBettingGift', { query: { activityId: gift.id }, headers: { lang: 'en' } });
      expectSuccess(answer);
      return answer.body.bettingGift as BettingGift;
    };
    expect((await seen()).turnover).toBe('0.00');
    await expectRefused(m.token, gift.id, 'activity.refuse.tierNotReached', { remaining: '100.00' }, 1);
    await settledBet(h, m, 'pgx', 9_999);
    await expectRefused(m.token, gift.id, 'activity.refuse.tierNotReached', { remaining: '0.01' }, 1);
    // The last cent reaches it.
    await settledBet(h, m, 'pgx', 1);
    const reached = await seen();
    expect(reached.turnover).toBe('100.00');
    expect(reached.tiers.map((tier) => [tier.tier, tier.reached, tier.claimed, tier.standing.eligible])).toEqual([
      [1, true, false, true],
      [2, false, false, false],
    ]);
    const before = (await balanceOf(h, m.userId, 'central')).balance;
    const claimed = await applied(h, m.token, gift.id, 1);
    expect(claimed).toMatchObject({ status: 'granted', tier: 1, prizeType: 'bettingGift', prize: '8.00', prizeTypeName: message('zh', 'activity.prize.bettingGift', { tier: 1 }) });
    expect((await balanceOf(h, m.userId, 'central')).balance).toBe(before + 800);
    await expectRefused(m.token, gift.id, 'activity.refuse.tierClaimed', { tier: 1 }, 1);
    expect((await seen()).tiers[0]).toMatchObject({ claimed: true });
    // A tier the gift does not have, or no tier at all, is refused naming the field.
    for (const tier of [3, undefined]) {
      const refused = await apply(h, m.token, gift.id, { tier, lang: 'en' });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(message('en', 'activity.refuse.noTier'));
    }
    await expectLedgerClean(h);
  });
});
