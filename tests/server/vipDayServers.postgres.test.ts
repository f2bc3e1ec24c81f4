import { afterAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../server/ledger/ledger';
import { businessDayOf, businessDayStart, dayAfter, SATURDAY, weekdayOf } from '../../machines/rules/businessDay';
import { prepareFirstStart } from './postgresTemplate';
import { ServerProcess } from './serverProcess';
import { scratchDatabase } from './scratchDatabase';
import { membersWithTurnover, STARTING_LEVEL } from './vipDayMembers';

/**
 * The VIP daily job on two servers sharing one PostgreSQL (issue 24), PostgreSQL only (vitest runs
 * *.postgres.test.ts when TEST_DATABASE_URL is set). Two real server processes (`server/main.ts`) on one
 * database with members whose turnover today (a business day, UTC+8) earns a promotion; both sandbox clocks
 * are moved past the coming midnight by the same amount at the same time (each process keeps its own clock
 * offset), so both schedulers find the vipDay slot of that midnight due. The day is closed exactly once: one
 * claim row for the slot, run once; one level change per member; each item once; a second advance on both
 * runs nothing more; the ledger check is clean.
 */

const SERVER_URL = process.env.TEST_DATABASE_URL!.trim();
const MEMBERS = 1_000;
const MINUTE_MS = 60_000;

/** Moves a sandbox server's clock on; the answer comes once every slot the move passed over has run or been found run. */
async function advanceClock(server: ServerProcess, advanceMs: number): Promise<number> {
  const answer = await server.post('/sandbox/clock', {}, { advanceMs });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.now as number;
}

const database = await scratchDatabase('vipservers', SERVER_URL);
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  await database.drop();
});

describe('the VIP day on two servers on one PostgreSQL', () => {
  it('both find the midnight slot due; the day is closed once: one claim, one level change a member, no item twice', { timeout: 300_000 }, async () => {
    const db = database.open(10);
    await prepareFirstStart(db);
    // Today's business day (UTC+8) on the real clock, which both servers' clocks start from.
    const today = businessDayOf(Date.now());
    const payDay = dayAfter(today);
    const kinds = ['rebate', 'upgrade', ...(weekdayOf(payDay) === SATURDAY ? ['weekly'] : [])];
    const members = await membersWithTurnover(db, today, MEMBERS, 'vipservers');

    const env = { ...database.env, DATABASE_POOL_SIZE: '4' };
    const [a, b] = await Promise.all([ServerProcess.create({ name: 'server A', env }), ServerProcess.create({ name: 'server B', env })]);
    servers.push(a, b);
    await Promise.all([a.start(), b.start()]);

    // The same move on both, at once: a minute past the coming midnight, where today closes.
    const midnight = businessDayStart(payDay);
    const advanceMs = midnight + MINUTE_MS - Date.now();
    const [nowA, nowB] = await Promise.all([advanceClock(a, advanceMs), advanceClock(b, advanceMs)]);
    for (const now of [nowA, nowB]) expect(now).toBeGreaterThan(midnight);
    expect(Math.abs(nowA - nowB)).toBeLessThan(MINUTE_MS);

    // One claim for the slot, run once and finished (the winner's clock call answered after running it).
    const claims = await db.selectFrom('job_claims').selectAll().where('job', '=', 'vipDay').where('slot', '=', midnight).execute();
    expect(claims).toHaveLength(1);
    expect(Number(claims[0].attempts)).toBe(1);
    expect(claims[0].finished_at).not.toBeNull();

    const expectClosedOnce = async () => {
      const standings = await db.selectFrom('vip_standings').select(['user_id', 'closed_day']).where('user_id', 'in', members).execute();
      expect(standings).toHaveLength(MEMBERS);
      expect(standings.every((standing) => standing.closed_day === today)).toBe(true);
      const changes = await db.selectFrom('vip_level_changes').select(['user_id', 'business_day', 'from_level', 'to_level']).where('user_id', 'in', members).execute();
      expect(changes).toHaveLength(MEMBERS);
      expect(new Set(changes.map((change) => Number(change.user_id))).size).toBe(MEMBERS);
      expect(changes.every((change) => change.business_day === today && Number(change.from_level) === STARTING_LEVEL && Number(change.to_level) === STARTING_LEVEL + 1)).toBe(true);
      // Each server, starting, closed yesterday too (a job that never ran runs its newest slot), and yesterday's
      // pay day, today, brings every VIP1+ member a weekly red packet when today is a Saturday: counted apart.
      const all = await db.selectFrom('welfare_items').select(['user_id', 'kind', 'business_day']).where('user_id', 'in', members).execute();
      expect(new Set(all.map((item) => `${item.user_id}:${item.kind}:${item.business_day}`)).size).toBe(all.length);
      const yesterdays = all.filter((item) => item.business_day === today);
      expect(yesterdays).toHaveLength(weekdayOf(today) === SATURDAY ? MEMBERS : 0);
      const items = all.filter((item) => item.business_day === payDay);
      expect(items).toHaveLength(MEMBERS * kinds.length);
      expect(new Set(items.map((item) => item.kind))).toEqual(new Set(kinds));
      expect(all).toHaveLength(items.length + yesterdays.length);
    };
    await expectClosedOnce();

    // A second pass on both (the clock moved by nothing): the slot is found run, nothing more is written.
    await Promise.all([advanceClock(a, 0), advanceClock(b, 0)]);
    expect(await db.selectFrom('job_claims').select('attempts').where('job', '=', 'vipDay').where('slot', '=', midnight).execute()).toEqual([{ attempts: 1 }]);
    await expectClosedOnce();
    expect((await auditLedger(db)).problems).toEqual([]);
  });
});
