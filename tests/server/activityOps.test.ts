/**
 * The operator's promotions desk on both engines (issue 26): activities created, scheduled, edited and ended
 * through /web/ops/activities (each rule between values refused naming its field; the body's HTML limited as the
 * help articles'), every change in the operators' log, `npm run ops -- activities|applications`, and the sandbox
 * seed from server/content/activities (the banner's activities 101 and 103 among them; written once). Who may
 * call which route is checked for every operator endpoint by operators.test.ts.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, expectSuccess, memberPost, qs } from './flows';
import { depositHarnessConfig, OPERATOR_KEY, opsCall } from './depositFlows';
import { activityInput, applied, DAY, newActivity } from './activityFlows';
import { runOpsCommand } from '../../server/opsCli';
import { readSeedActivities, seedSandboxActivities } from '../../server/features/activity/activityContent';
import type { ActivityInput, OpsActivity } from '../../contract/activity';
import type { RecordPage } from '../../contract/wallet';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
});
afterAll(() => h.close());

const create = (input: ActivityInput) => opsCall(h, 'POST', '/activities', { payload: input, headers: { lang: 'en' } });
const guestDetail = (id: number) => h.call({ method: 'POST', url: `/web/guest/activity/getActivityDetail?${qs({ id })}`, headers: { lang: 'en' } });

describe('writing activities', () => {
  it('refuses values that do not fit together, naming the field, and writes nothing', async () => {
    const base = activityInput(h);
    const cases: Array<[Partial<ActivityInput>, string, string]> = [
      [{ endTime: base.startTime }, 'activity.ops.periodOrder', 'endTime'],
      [{ applyEndTime: base.applyStartTime }, 'activity.ops.windowOrder', 'applyEndTime'],
      [{ applyStartTime: base.startTime - 1 }, 'activity.ops.windowInPeriod', 'applyStartTime'],
      [{ memberDaysMin: 30, memberDaysMax: 30 }, 'activity.ops.daysOrder', 'memberDaysMax'],
      [{ locksWallet: true }, 'activity.ops.lockNeedsVenue', 'locksWallet'],
      [{ kind: 'bettingGift' }, 'activity.ops.tiersNeeded', 'tiers'],
      [{ kind: 'bettingGift', tiers: [{ turnover: '100.00', gift: '8.00' }, { turnover: '100.00', gift: '9.00' }] }, 'activity.ops.tiersOrder', 'tiers'],
      [{ tiers: [{ turnover: '100.00', gift: '8.00' }] }, 'activity.ops.tiersOnlyGift', 'tiers'],
      [{ bonusAmount: '0.00' }, 'activity.ops.bonusAmount', 'bonusAmount'],
      [{ bonusType: 'percent', bonusPercent: '100.01', bonusCap: '10.00', depositRule: 'first' }, 'activity.ops.bonusPercent', 'bonusPercent'],
      [{ bonusType: 'percent', bonusPercent: '50', bonusCap: '0.00', depositRule: 'first' }, 'activity.ops.bonusCap', 'bonusCap'],
      [{ bonusType: 'percent', bonusPercent: '50', bonusCap: '10.00' }, 'activity.ops.percentNeedsDeposit', 'depositRule'],
    ];
    const before = await h.db.selectFrom('activities').select('id').execute();
    for (const [change, key, field] of cases) {
      const refused = await create({ ...base, ...change });
      expectFailure(refused, 400, key, 'en');
      expect(refused.body.field, key).toBe(field);
    }
    const unknownWallet = await create({ ...base, walletVenue: 'nowhere' });
    expectFailure(unknownWallet, 400, 'activity.ops.unknownWallet', 'en', { wallet: 'nowhere' });
    // The body keeps to the help articles' HTML: a script, an outside link or an attribute is refused, naming the language.
    for (const content of ['<p>Hi</p><script>alert(1)</script>', '<p><a href="https://elsewhere.test/">away</a></p>', '<p onclick="x()">Hi</p>']) {
      const refused = await create({ ...base, texts: { ...base.texts, hk: { ...base.texts.hk, content } } });
      expect(refused.status, content).toBe(400);
      expect(refused.body.field).toBe('texts.hk.content');
    }
    // The contract refuses a multiple outside 1x-3x and a classification outside 1-5.
    expect((await create({ ...base, turnoverMultiple: 4 })).status).toBe(400);
    expect((await create({ ...base, turnoverMultiple: 0 })).status).toBe(400);
    expect((await create({ ...base, activityClassId: 6 as 5 })).status).toBe(400);
    expect(await h.db.selectFrom('activities').select('id').execute()).toEqual(before);
  });

  it('schedules an activity that starts later: listed as scheduled, hidden from members until it starts', async () => {
    const now = h.clock.now();
    const later = await newActivity(h, { startTime: now + 60_000, applyStartTime: now + 60_000 });
    expect(later.phase).toBe('scheduled');
    expectFailure(await guestDetail(later.id), 404, 'activity.refuse.notFound', 'en');
    const scheduled = await opsCall(h, 'GET', '/activities?phase=scheduled');
    expect((scheduled.body.page as RecordPage<OpsActivity>).records.map((each) => each.id)).toContain(later.id);
    h.clock.advance(60_000);
    expectSuccess(await guestDetail(later.id));
    const running = await opsCall(h, 'GET', '/activities?phase=running');
    expect((running.body.page as RecordPage<OpsActivity>).records.find((each) => each.id === later.id)?.phase).toBe('running');
  });

  it('edits an activity that has not ended; applications made keep what they were given', async () => {
    const edited = await newActivity(h, { bonusAmount: '10.00' });
    const m = await createMember(h, 'opsEdit1');
    const granted = await applied(h, m.token, edited.id);
    const input = activityInput(h, { bonusAmount: '20.00', perMemberLimit: 2 });
    input.texts.en.title = 'Twice as good';
    const answer = await opsCall(h, 'PUT', `/activities/${edited.id}`, { payload: input });
    expectSuccess(answer);
    expect(answer.body.activity).toMatchObject({ id: edited.id, bonusAmount: '20.00', perMemberLimit: 2, applications: { granted: 1, pending: 0, rejected: 0 } });
    expect(((await guestDetail(edited.id)).body.activity as { title: string }).title).toBe('Twice as good');
    expect((await applied(h, m.token, edited.id)).prize).toBe('20.00');
    const records = await memberPost(h, m.token, '/activity/activityApply/queryApplyActivityList', { query: { activityId: edited.id } });
    expect((records.body.page as RecordPage<{ orderNo: string; prize: string }>).records.map((record) => [record.orderNo === granted.orderNo, record.prize])).toEqual([
      [false, '20.00'],
      [true, '10.00'],
    ]);
    expectFailure(await opsCall(h, 'PUT', '/activities/2000000000', { payload: input, headers: { lang: 'en' } }), 404, 'activity.refuse.notFound', 'en');
  });

  it('ends an activity now: it leaves the list, refuses applications, and can no longer change', async () => {
    const ending = await newActivity(h);
    const m = await createMember(h, 'opsEnd01');
    const ended = await opsCall(h, 'POST', `/activities/${ending.id}/end`);
    expectSuccess(ended);
    const endedAt = (ended.body.activity as OpsActivity).endTime;
    expect((ended.body.activity as OpsActivity).phase).toBe('ended');
    expect(endedAt).toBeLessThanOrEqual(h.clock.now());
    expect(endedAt).toBeGreaterThan(ending.endTime - 30 * DAY);
    expectFailure(await guestDetail(ending.id), 404, 'activity.refuse.notFound', 'en');
    const refused = await memberPost(h, m.token, '/activity/activityApply/applyActivity', { payload: { activityId: ending.id }, headers: { 'idempotency-key': crypto.randomUUID(), lang: 'en' } });
    expectFailure(refused, 404, 'activity.refuse.notFound', 'en');
    expectFailure(await opsCall(h, 'POST', `/activities/${ending.id}/end`, { headers: { lang: 'en' } }), 409, 'activity.ops.ended', 'en');
    expectFailure(await opsCall(h, 'PUT', `/activities/${ending.id}`, { payload: activityInput(h), headers: { lang: 'en' } }), 409, 'activity.ops.ended', 'en');
    // One still scheduled ends before it ever shows.
    const now = h.clock.now();
    const never = await newActivity(h, { startTime: now + DAY, endTime: now + 2 * DAY, applyStartTime: now + DAY, applyEndTime: now + 2 * DAY });
    const cancelled = await opsCall(h, 'POST', `/activities/${never.id}/end`);
    expectSuccess(cancelled);
    expect((cancelled.body.activity as OpsActivity).phase).toBe('ended');
    const log = await h.db.selectFrom('operator_actions').select(['action', 'target_id']).where('target_kind', '=', 'activity').where('target_id', 'in', [String(ending.id), String(never.id)]).execute();
    expect(log.map((row) => row.action).sort()).toEqual(['activity.create', 'activity.create', 'activity.end', 'activity.end']);
  });
});

describe('npm run ops -- activities and applications', () => {
  it('creates from a JSON file, lists, ends, and decides applications', async () => {
    const lines: string[] = [];
    const fetchThroughApp = (async (url: string, init: RequestInit) => {
      const answer = await h.app.inject({ method: init.method as 'GET', url: new URL(url).pathname + new URL(url).search, headers: init.headers as Record<string, string>, payload: init.body as string | undefined });
      return { json: async () => answer.json() };
    }) as unknown as typeof fetch;
    const io = { env: { OPERATOR_KEY, OPS_URL: 'http://ops.test' }, fetch: fetchThroughApp, out: (text: string) => lines.push(text) };
    const file = join(mkdtempSync(join(tmpdir(), 'ops-activity-')), 'activity.json');
    const input = activityInput(h, { review: true, bonusAmount: '12.00' });
    input.texts.en.title = 'From the terminal';
    writeFileSync(file, JSON.stringify(input));
    expect(await runOpsCommand(['activities', 'create', file], io)).toBe(0);
    expect(lines.at(-1)).toContain('From the terminal');
    const id = Number(lines.at(-1)!.split('\t')[0]);
    expect(await runOpsCommand(['activities', 'list', 'running'], io)).toBe(0);
    expect(lines.at(-1)).toContain('From the terminal');
    const m = await createMember(h, 'opsCli01');
    const pending = await applied(h, m.token, id);
    expect(await runOpsCommand(['applications'], io)).toBe(0);
    expect(lines.at(-1)).toContain(pending.orderNo);
    expect(await runOpsCommand(['applications', 'reject', String(pending.id), 'Not', 'eligible'], io)).toBe(0);
    expect(lines.at(-1)).toContain('Not eligible');
    expect(await runOpsCommand(['applications', 'approve', String(pending.id)], io)).toBe(1);
    expect(lines.at(-1)).toBe('refused: This application has already been decided.');
    expect(await runOpsCommand(['activities', 'end', String(id)], io)).toBe(0);
    expect(lines.at(-1)).toContain('ended');
    expect(await runOpsCommand(['activities', 'frobnicate'], io)).toBe(2);
  });
});

describe('the sandbox seed', () => {
  it('writes the content files’ activities once (the banner’s 101 and 103 among them), running from the day it was seeded', async () => {
    const seed = readSeedActivities(h.clock.now());
    expect(seed.map((entry) => entry.id)).toEqual([101, 102, 103, 104, 105]);
    expect(await seedSandboxActivities(h.db, h.clock)).toBe(5);
    expect(await seedSandboxActivities(h.db, h.clock)).toBe(0);
    const list = await h.call({ method: 'POST', url: `/web/guest/activity/list?${qs({ activityClassId: '', device: 1, pageIndex: 1, pageSize: 100 })}`, headers: { lang: 'en' } });
    const ids = (list.body.activityList as RecordPage<{ id: number }>).records.map((each) => each.id);
    for (const id of [101, 102, 103, 104, 105]) expect(ids).toContain(id);
    const firstDeposit = (await guestDetail(101)).body.activity as { rules: Record<string, unknown>; content: string };
    expect(firstDeposit.rules).toMatchObject({ depositRule: 'first', bonusType: 'percent', bonusPercent: '100.00', bonusCap: '1888.00', review: true, turnoverMultiple: 3 });
    expect((await guestDetail(103)).body.activity).toMatchObject({ activityClassId: 5, rules: { minVipLevel: 3, walletVenue: 'rlive', locksWallet: true } });
    expect((await guestDetail(102)).body.activity).toMatchObject({ rules: { review: false, memberDaysMax: 7, bonusAmount: '18.00' } });
    expect((await guestDetail(104)).body.activity).toMatchObject({ kind: 'bettingGift', tiers: [{ tier: 1, turnover: '1000.00', gift: '8.00' }, { tier: 2 }, { tier: 3 }, { tier: 4, gift: '588.00' }] });
    // An operator's edit of a seeded activity is kept by the next start.
    const edited = activityInput(h, { bonusAmount: '19.00' });
    expectSuccess(await opsCall(h, 'PUT', '/activities/102', { payload: edited }));
    expect(await seedSandboxActivities(h.db, h.clock)).toBe(0);
    expect(((await guestDetail(102)).body.activity as { rules: { bonusAmount: string } }).rules.bonusAmount).toBe('19.00');
    // Ids the database gives never meet the seed's.
    expect((await newActivity(h)).id).toBeGreaterThan(105);
  });
});
