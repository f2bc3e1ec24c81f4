import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { auditLedger } from '../../server/ledger/ledger';
import { createClock } from '../../server/clock';
import { runAgentDay, type AgentDayReport } from '../../server/features/agent/agentDay';
import { administer, databaseUrl, prepareFirstStart, randomDatabaseName } from './postgresTemplate';
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
const POSTGRES_URL = process.env.TEST_DATABASE_URL?.trim() || null;

interface Engine {
  name: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function postgresEngine(serverUrl: string): Promise<Engine> {
  const name = randomDatabaseName('agentcrash');
  await administer(serverUrl, (admin) => admin.query(`create database ${name}`));
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl(serverUrl, name), DATABASE_PATH: '' },
    drop: () => administer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

function sqliteEngine(): Engine {
  const folder = mkdtempSync(join(tmpdir(), 'agentcrash-'));
  return { name: 'SQLite', env: { DATABASE_PATH: join(folder, 'site.db'), DATABASE_URL: '' }, drop: async () => rmSync(folder, { recursive: true, force: true }) };
}

/** The job in a process of its own; answers the child and its report (null when it was killed first). */
function runChild(engine: Engine): { child: ChildProcess; done: Promise<AgentDayReport | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/agentDayChild.ts', DAY], { env: { ...process.env, ...engine.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (err += chunk));
  const done = new Promise<AgentDayReport | null>((resolve, reject) =>
    child.once('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(null);
      else if (code === 0) resolve(JSON.parse(out.trim().split('\n').pop()!) as AgentDayReport);
      else reject(new Error(`the agents' day child exited ${code}: ${err}`));
    }),
  );
  return { child, done };
}

const closedCount = async (db: Kysely<Database>) =>
  Number((await db.selectFrom('agent_days').select((eb) => eb.fn.countAll<number>().as('n')).where('business_day', '=', DAY).executeTakeFirstOrThrow()).n);

const engine = POSTGRES_URL ? await postgresEngine(POSTGRES_URL) : sqliteEngine();
let db: Kysely<Database> | null = null;

afterAll(async () => {
  await db?.destroy();
  await engine.drop();
});

describe(`the agents' day SIGKILLed mid-run on ${engine.name}`, () => {
  it('a second run completes the day: one rebate and one prize an agent, none twice, the ledger clean', { timeout: 240_000 }, async () => {
    db = openDatabase({ databaseUrl: engine.env.DATABASE_URL || null, databasePath: engine.env.DATABASE_PATH, databasePoolSize: 2 });
    await prepareFirstStart(db);
    const agents = await agentsWithInvitees(db, DAY, AGENTS, 'agcrash');
    expect(agents).toHaveLength(AGENTS);

    // The first run, killed once it has closed some agents and before it has closed them all.
    const first = runChild(engine);
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
    const second = await runChild(engine).done;
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
