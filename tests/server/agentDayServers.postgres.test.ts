import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { auditLedger } from '../../server/ledger/ledger';
import { businessDayOf, businessDayStart, dayAfter } from '../../machines/rules/businessDay';
import { administer, databaseUrl, prepareFirstStart, randomDatabaseName } from './postgresTemplate';
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One real server process on the shared database, in sandbox mode (its clock can be moved). */
class ServerProcess {
  private child: ChildProcess | null = null;
  constructor(
    readonly name: string,
    private readonly url: string,
    readonly port: number,
  ) {}

  async start() {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATABASE_URL: this.url, DATABASE_PATH: '', PORT: String(this.port), HOST: '127.0.0.1', SANDBOX: '1', LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '4', WORKERS: '' },
      stdio: 'ignore',
    });
    const exited = new Promise<never>((_, reject) => this.child!.once('exit', (code) => reject(new Error(`${this.name} exited (${code}) before listening`))));
    const listening = (async () => {
      for (let attempt = 0; attempt < 1200; attempt++) {
        try {
          if ((await fetch(`http://127.0.0.1:${this.port}/web/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${this.name} did not start within 120 s`);
    })();
    await Promise.race([listening, exited]);
  }

  async stop() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  }

  /** Moves this process's clock on; the answer comes once every slot the move passed over has run or been found run. */
  async advanceClock(advanceMs: number): Promise<number> {
    const response = await fetch(`http://127.0.0.1:${this.port}/web/sandbox/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs }) });
    const body = (await response.json()) as { code: number; now: number };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body.now;
  }
}

const name = randomDatabaseName('agentservers');
const url = databaseUrl(SERVER_URL, name);
const servers: ServerProcess[] = [];
let db: Kysely<Database> | null = null;

afterAll(async () => {
  for (const server of servers) await server.stop();
  await db?.destroy();
  await administer(SERVER_URL, (admin) => admin.query(`drop database if exists ${name} with (force)`));
});

describe("the agents' day on two servers on one PostgreSQL", () => {
  it('both find the 00:15 slot due; the day is closed once: one claim, one rebate and one prize an agent', { timeout: 300_000 }, async () => {
    await administer(SERVER_URL, (admin) => admin.query(`create database ${name}`));
    db = openPostgres(url);
    await prepareFirstStart(db);
    // Today's business day (UTC+8) on the real clock, which both servers' clocks start from.
    const today = businessDayOf(Date.now());
    const agents = await agentsWithInvitees(db, today, AGENTS, 'agservers');

    const [a, b] = [new ServerProcess('server A', url, await freePort()), new ServerProcess('server B', url, await freePort())];
    servers.push(a, b);
    await Promise.all([a.start(), b.start()]);

    // The same move on both, at once: a minute past the coming 00:15, where today closes for the agents.
    const slot = businessDayStart(dayAfter(today)) + 15 * MINUTE_MS;
    const advanceMs = slot + MINUTE_MS - Date.now();
    const [nowA, nowB] = await Promise.all([a.advanceClock(advanceMs), b.advanceClock(advanceMs)]);
    for (const now of [nowA, nowB]) expect(now).toBeGreaterThan(slot);

    const claims = await db.selectFrom('job_claims').selectAll().where('job', '=', 'agentDay').where('slot', '=', slot).execute();
    expect(claims).toHaveLength(1);
    expect(Number(claims[0].attempts)).toBe(1);
    expect(claims[0].finished_at).not.toBeNull();

    const expectClosedOnce = async () => {
      const days = await db!.selectFrom('agent_days').select(['agent_id', 'business_day', 'rebate_minor']).where('agent_id', 'in', agents).execute();
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
      const balances = await db!.selectFrom('wallets').select('balance_minor').where('user_id', 'in', agents).where('venue', '=', 'central').execute();
      expect(balances.every((row) => Number(row.balance_minor) === REBATE_PER_AGENT_MINOR + PRIZE_PER_AGENT_MINOR)).toBe(true);
    };
    await expectClosedOnce();

    // A second pass on both (the clock moved by nothing): the slot is found run, nothing more is written.
    await Promise.all([a.advanceClock(0), b.advanceClock(0)]);
    expect(await db.selectFrom('job_claims').select('attempts').where('job', '=', 'agentDay').where('slot', '=', slot).execute()).toEqual([{ attempts: 1 }]);
    await expectClosedOnce();
    expect((await auditLedger(db)).problems).toEqual([]);
  });
});
