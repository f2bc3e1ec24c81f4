import { afterAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../server/ledger/ledger';
import { businessDayOf, businessDayStart, dayAfter } from '../../machines/rules/businessDay';
import { prepareFirstStart } from './postgresTemplate';
import { ServerProcess } from './serverProcess';
import { scratchDatabase } from './scratchDatabase';
import { agentsWithInvitees, PRIZE_PER_AGENT_MINOR, REBATE_PER_AGENT_MINOR } from './agentDayMembers';

/**
 * The agents' nightly job on two servers sharing one PostgreSQL (issue 26), as vipDayServers.postgres.test.ts
 * runs the VIP day: two real server processes on one database with agents whose invitees bet today (a business
 * day, UTC+8); both sandbox clocks are moved past the coming 00:15 by the same amount at the same time, so both
 * schedulers find the agentDay slot due. The day is closed exactly once: one claim for the slot, run once; one
 * closed day, one rebate and one prize an agent, each wallet credited once; a second advance on both runs
 * nothing more; the ledger check is clean.
 */

const SERVER_URL = process.env.TEST_DATABASE_URL!.trim();
const AGENTS = 300;
const MINUTE_MS = 60_000;

/** Moves a sandbox server's clock on; the answer comes once every slot the move passed over has run or been found run. */
async function advanceClock(server: ServerProcess, advanceMs: number): Promise<number> {
  const answer = await server.post('/sandbox/clock', {}, { advanceMs });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.now as number;
}

const database = await scratchDatabase('agentservers', SERVER_URL);
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  await database.drop();
});

describe("the agents' day on two servers on one PostgreSQL", () => {
  it('both find the 00:15 slot due; the day is closed once: one claim, one rebate and one prize an agent', { timeout: 300_000 }, async () => {
    const db = database.open(10);
    await prepareFirstStart(db);
    // Today's business day (UTC+8) on the real clock, which both servers' clocks start from.
    const today = businessDayOf(Date.now());
    const agents = await agentsWithInvitees(db, today, AGENTS, 'agservers');

    const env = { ...database.env, DATABASE_POOL_SIZE: '4' };
    const [a, b] = await Promise.all([ServerProcess.create({ name: 'server A', env }), ServerProcess.create({ name: 'server B', env })]);
    servers.push(a, b);
    await Promise.all([a.start(), b.start()]);

    // The same move on both, at once: a minute past the coming 00:15, where today closes for the agents.
    const slot = businessDayStart(dayAfter(today)) + 15 * MINUTE_MS;
    const advanceMs = slot + MINUTE_MS - Date.now();
    const [nowA, nowB] = await Promise.all([advanceClock(a, advanceMs), advanceClock(b, advanceMs)]);
    for (const now of [nowA, nowB]) expect(now).toBeGreaterThan(slot);

    const claims = await db.selectFrom('job_claims').selectAll().where('job', '=', 'agentDay').where('slot', '=', slot).execute();
    expect(claims).toHaveLength(1);
    expect(Number(claims[0].attempts)).toBe(1);
    expect(claims[0].finished_at).not.toBeNull();

    const expectClosedOnce = async () => {
      const days = await db.selectFrom('agent_days').select(['agent_id', 'business_day', 'rebate_minor']).where('agent_id', 'in', agents).execute();
      expect(days).toHaveLength(AGENTS);
      expect(days.every((day) => day.business_day === today && Number(day.rebate_minor) === REBATE_PER_AGENT_MINOR)).toBe(true);
      const movements = await db!
        .selectFrom('movements')
        .select(['user_id', 'kind', (eb) => eb.fn.countAll<number>().as('n')])
        .where('kind', 'in', ['agentRebate', 'agentPrize'])
        .groupBy(['user_id', 'kind'])
        .execute();
      expect(movements).toHaveLength(AGENTS * 2);
      expect(movements.every((row) => Number(row.n) === 1)).toBe(true);
      const balances = await db.selectFrom('wallets').select('balance_minor').where('user_id', 'in', agents).where('venue', '=', 'central').execute();
      expect(balances.every((row) => Number(row.balance_minor) === REBATE_PER_AGENT_MINOR + PRIZE_PER_AGENT_MINOR)).toBe(true);
    };
    await expectClosedOnce();

    // A second pass on both (the clock moved by nothing): the slot is found run, nothing more is written.
    await Promise.all([advanceClock(a, 0), advanceClock(b, 0)]);
    expect(await db.selectFrom('job_claims').select('attempts').where('job', '=', 'agentDay').where('slot', '=', slot).execute()).toEqual([{ attempts: 1 }]);
    await expectClosedOnce();
    expect((await auditLedger(db)).problems).toEqual([]);
  });
});
