import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { auditLedger } from '../../server/ledger/ledger';
import { createClock } from '../../server/clock';
import { runAgentDay, type AgentDayReport } from '../../server/features/agent/agentDay';
import { prepareFirstStart } from './postgresTemplate';
import { spawnScript } from './serverProcess';
import { scratchDatabase, type ScratchDatabase } from './scratchDatabase';
import { agentsWithInvitees, PRIZE_PER_AGENT_MINOR, REBATE_PER_AGENT_MINOR } from './agentDayMembers';

/**
 * The agents' nightly job killed in the middle (issue 26), as vipDayCrash.test.ts kills the VIP day. A child
 * process (agentDayChild.ts) closes a business day for 1,500 agents, each with two invitees whose bets earn a
 * rebate and a prize, and is SIGKILLed once some agents are closed and before all are. A second run completes
 * the day. Then every agent has one closed day, one rebate and one prize paid (one movement each, the central
 * wallet credited exactly once), a third run pays nothing, and the ledger check is clean. On a SQLite file, or on
 * a fresh PostgreSQL database when TEST_DATABASE_URL is set (the child on the same database).
 */

const AGENTS = 1_500;
const DAY = '2026-11-20';
/** The job in a process of its own; answers the child and its report (null when it was killed first). */
function runChild(database: ScratchDatabase) {
  const job = spawnScript('tests/server/agentDayChild.ts', [DAY], database.env);
  const done = job.exited.then(({ code, signal }): AgentDayReport | null => {
    if (signal === 'SIGKILL') return null;
    if (code === 0) return JSON.parse(job.stdout().trim().split('\n').pop()!) as AgentDayReport;
    throw new Error(`the agents' day child exited ${code}: ${job.output()}`);
  });
  return { child: job.child, done };
}

const closedCount = async (db: Kysely<Database>) =>
  Number((await db.selectFrom('agent_days').select((eb) => eb.fn.countAll<number>().as('n')).where('business_day', '=', DAY).executeTakeFirstOrThrow()).n);

const database = await scratchDatabase('agentcrash');

afterAll(() => database.drop());

describe(`the agents' day SIGKILLed mid-run on ${database.engine}`, () => {
  it('a second run completes the day: one rebate and one prize an agent, none twice, the ledger clean', { timeout: 240_000 }, async () => {
    const db = database.open();
    await prepareFirstStart(db);
    const agents = await agentsWithInvitees(db, DAY, AGENTS, 'agcrash');
    expect(agents).toHaveLength(AGENTS);

    // The first run, killed once it has closed some agents and before it has closed them all.
    const first = runChild(database);
    for (;;) {
      if ((await closedCount(db)) > 0 || first.child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    first.child.kill('SIGKILL');
    expect(await first.done, 'the first run was killed before it finished').toBeNull();
    const closedAfterKill = await closedCount(db);
    expect(closedAfterKill).toBeGreaterThan(0);
    expect(closedAfterKill).toBeLessThan(AGENTS);

    // The second run closes the rest, and only the rest.
    const rest = AGENTS - closedAfterKill;
    const second = await runChild(database).done;
    expect(second).toEqual({ day: DAY, agentsClosed: rest, rebatesPaid: rest, rebateMinor: rest * REBATE_PER_AGENT_MINOR, prizesPaid: rest, prizeMinor: rest * PRIZE_PER_AGENT_MINOR });
    expect(await closedCount(db)).toBe(AGENTS);

    // Every agent: one rebate movement and one prize movement, and exactly those in the central wallet.
    const movements = await db
      .selectFrom('movements')
      .select(['user_id', 'kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('kind', 'in', ['agentRebate', 'agentPrize'])
      .groupBy(['user_id', 'kind'])
      .execute();
    expect(movements).toHaveLength(AGENTS * 2);
    expect(movements.every((row) => Number(row.n) === 1)).toBe(true);
    const balances = await db.selectFrom('wallets').select('balance_minor').where('user_id', 'in', agents).where('venue', '=', 'central').execute();
    expect(balances).toHaveLength(AGENTS);
    expect(balances.every((row) => Number(row.balance_minor) === REBATE_PER_AGENT_MINOR + PRIZE_PER_AGENT_MINOR)).toBe(true);
    const awards = await db.selectFrom('agent_prize_awards').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(awards.n)).toBe(AGENTS);

    // A third run of the day finds nothing to do.
    expect(await runAgentDay(db, createClock(), DAY)).toEqual({ day: DAY, agentsClosed: 0, rebatesPaid: 0, rebateMinor: 0, prizesPaid: 0, prizeMinor: 0 });
    expect((await auditLedger(db)).problems).toEqual([]);
  });
});
