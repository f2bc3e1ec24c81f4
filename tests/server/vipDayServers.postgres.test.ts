import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { auditLedger } from '../../server/ledger/ledger';
import { businessDayOf, businessDayStart, dayAfter, SATURDAY, weekdayOf } from '../../machines/rules/businessDay';
import { administer, databaseUrl, prepareFirstStart, randomDatabaseName } from './postgresTemplate';
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

const name = randomDatabaseName('vipservers');
const url = databaseUrl(SERVER_URL, name);
const servers: ServerProcess[] = [];
let db: Kysely<Database> | null = null;

afterAll(async () => {
  for (const server of servers) await server.stop();
  await db?.destroy();
  await administer(SERVER_URL, (admin) => admin.query(`drop database if exists ${name} with (force)`));
});

describe('the VIP day on two servers on one PostgreSQL', () => {
  it('both find the midnight slot due; the day is closed once: one claim, one level change a member, no item twice', { timeout: 300_000 }, async () => {
    await administer(SERVER_URL, (admin) => admin.query(`create database ${name}`));
    db = openPostgres(url);
    await prepareFirstStart(db);
    // Today's business day (UTC+8) on the real clock, which both servers' clocks start from.
    const today = businessDayOf(Date.now());
    const payDay = dayAfter(today);
    const kinds = ['rebate', 'upgrade', ...(weekdayOf(payDay) === SATURDAY ? ['weekly'] : [])];
    const members = await membersWithTurnover(db, today, MEMBERS, 'vipservers');

    const [a, b] = [new ServerProcess('server A', url, await freePort()), new ServerProcess('server B', url, await freePort())];
    servers.push(a, b);
    await Promise.all([a.start(), b.start()]);

    // The same move on both, at once: a minute past the coming midnight, where today closes.
    const midnight = businessDayStart(payDay);
    const advanceMs = midnight + MINUTE_MS - Date.now();
    const [nowA, nowB] = await Promise.all([a.advanceClock(advanceMs), b.advanceClock(advanceMs)]);
    for (const now of [nowA, nowB]) expect(now).toBeGreaterThan(midnight);
    expect(Math.abs(nowA - nowB)).toBeLessThan(MINUTE_MS);

    // One claim for the slot, run once and finished (the winner's clock call answered after running it).
    const claims = await db.selectFrom('job_claims').selectAll().where('job', '=', 'vipDay').where('slot', '=', midnight).execute();
    expect(claims).toHaveLength(1);
    expect(Number(claims[0].attempts)).toBe(1);
    expect(claims[0].finished_at).not.toBeNull();

    const expectClosedOnce = async () => {
      const standings = await db!.selectFrom('vip_standings').select(['user_id', 'closed_day']).where('user_id', 'in', members).execute();
      expect(standings).toHaveLength(MEMBERS);
      expect(standings.every((standing) => standing.closed_day === today)).toBe(true);
      const changes = await db!.selectFrom('vip_level_changes').select(['user_id', 'business_day', 'from_level', 'to_level']).where('user_id', 'in', members).execute();
      expect(changes).toHaveLength(MEMBERS);
      expect(new Set(changes.map((change) => Number(change.user_id))).size).toBe(MEMBERS);
      expect(changes.every((change) => change.business_day === today && Number(change.from_level) === STARTING_LEVEL && Number(change.to_level) === STARTING_LEVEL + 1)).toBe(true);
      // No item twice, whichever day issued it.
      const everyItem = await db!.selectFrom('welfare_items').select(['user_id', 'kind', 'business_day']).where('user_id', 'in', members).execute();
      expect(new Set(everyItem.map((item) => `${item.user_id}:${item.kind}:${item.business_day}`)).size).toBe(everyItem.length);
      // The pay day's items, one of each kind a member. A server starting mid-day may first close the day before,
      // whose slot it finds unrun: that day issues what it owes by itself (on a Saturday the weekly red packet).
      const items = everyItem.filter((item) => item.business_day === payDay);
      expect(items).toHaveLength(MEMBERS * kinds.length);
      expect(new Set(items.map((item) => item.kind))).toEqual(new Set(kinds));
    };
    await expectClosedOnce();

    // A second pass on both (the clock moved by nothing): the slot is found run, nothing more is written.
    await Promise.all([a.advanceClock(0), b.advanceClock(0)]);
    expect(await db.selectFrom('job_claims').select('attempts').where('job', '=', 'vipDay').where('slot', '=', midnight).execute()).toEqual([{ attempts: 1 }]);
    await expectClosedOnce();
    expect((await auditLedger(db)).problems).toEqual([]);
  });
});
