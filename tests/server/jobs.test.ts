import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { createClock, type Clock } from '../../server/clock';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { createSandboxSms } from '../../server/adapters/sms';
import { sandboxVenues } from '../../server/adapters/venues';
import { JobScheduler, type SchedulerOptions } from '../../server/jobs/scheduler';
import { SITE_TIME_ZONE, type Job } from '../../server/jobs/job';
import { siteJobs } from '../../server/jobs/registry';
import { housekeepingJob } from '../../server/housekeeping';
import { dueSlots, patternOf } from '../../server/jobs/slots';
import { purgeOldClaims } from '../../server/jobs/claims';
import { sharedDatabase, type Shared } from './sharedDatabase';
import { createMember } from './flows';
import { startHarness } from './harness';

/**
 * Scheduled jobs (server/jobs/): slots on the server clock read by croner in the site's time zone, each
 * (job, slot) claimed once across servers by a row of job_claims, a dead claimer's slot taken over after
 * its lease, and the sandbox clock's advance running every slot it passed over, in order. On the suite's
 * engine; on PostgreSQL the "servers" are two connection pools on one database.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** 2026-03-10 00:00 in Beijing (UTC+8): 2026-03-09 16:00 UTC. */
const MIDNIGHT_BEIJING = Date.UTC(2026, 2, 9, 16);

/** A clock that stands at `start` until advanced. */
const clockAt = (start: number): Clock => createClock(() => start);

/** A job that records each run (slot and who ran it), taking `ms` of real time. */
function recordingJob(name: string, cron: string, runs: { slot: number; by: string }[], by: string, ms = 0, extra: Partial<Job> = {}): Job {
  return {
    name,
    cron,
    ...extra,
    async run(_db, _clock, slot) {
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
      runs.push({ slot, by });
    },
  };
}

const scheduler = (options: Partial<SchedulerOptions> & Pick<SchedulerOptions, 'db' | 'clock' | 'jobs'>, logged: string[] = []) =>
  new JobScheduler({ log: (message) => logged.push(message), ...options });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function shared(): Promise<Shared> {
  const database = await sharedDatabase();
  cleanups.push(() => database.drop());
  return database;
}

const claimsOf = (db: Kysely<Database>, job: string) =>
  db.selectFrom('job_claims').selectAll().where('job', '=', job).orderBy('slot').execute();

describe('slots: croner patterns on the server clock, in the site time zone', () => {
  it('a daily job at "0 0 * * *" falls at midnight in Beijing (UTC+8), whatever the server time zone', () => {
    expect(SITE_TIME_ZONE).toBe('Asia/Shanghai');
    const job = recordingJob('daily', '0 0 * * *', [], 'x');
    const pattern = patternOf(job);
    // A millisecond before midnight, the newest slot is the day before's; at midnight, that midnight's.
    expect(dueSlots(job, pattern, null, MIDNIGHT_BEIJING - 1)).toEqual([MIDNIGHT_BEIJING - DAY]);
    expect(dueSlots(job, pattern, null, MIDNIGHT_BEIJING)).toEqual([MIDNIGHT_BEIJING]);
    // From a run slot on: the days after it up to now, in order; nothing when nothing new is due.
    expect(dueSlots(job, pattern, MIDNIGHT_BEIJING, MIDNIGHT_BEIJING + 3 * DAY + 5)).toEqual([1, 2, 3].map((n) => MIDNIGHT_BEIJING + n * DAY));
    expect(dueSlots(job, pattern, MIDNIGHT_BEIJING, MIDNIGHT_BEIJING + DAY - 1)).toEqual([]);
    // A job whose run covers everything before it runs only the newest of the slots it missed.
    const purge = { ...job, catchUp: 'latest' as const };
    expect(dueSlots(purge, pattern, MIDNIGHT_BEIJING, MIDNIGHT_BEIJING + 3 * DAY)).toEqual([MIDNIGHT_BEIJING + 3 * DAY]);
  });

  it('a pattern croner refuses, or a name used twice, stops the scheduler being made', () => {
    const db = openSqlite(':memory:');
    cleanups.push(() => db.destroy());
    expect(() => scheduler({ db, clock: clockAt(0), jobs: [recordingJob('bad', 'every day', [], 'x')] })).toThrow(/CronPattern/);
    const twice = [recordingJob('same', '0 * * * *', [], 'x'), recordingJob('same', '0 0 * * *', [], 'x')];
    expect(() => scheduler({ db, clock: clockAt(0), jobs: twice })).toThrow(/used twice/);
  });
});

describe('each slot of a job runs once', () => {
  it('a pass run twice runs the slot once', async () => {
    const { first } = await shared();
    const runs: { slot: number; by: string }[] = [];
    const clock = clockAt(MIDNIGHT_BEIJING + 5 * HOUR);
    const jobs = scheduler({ db: first, clock, jobs: [recordingJob('daily', '0 0 * * *', runs, 'a')] });
    await jobs.runDue();
    await jobs.runDue();
    expect(runs).toEqual([{ slot: MIDNIGHT_BEIJING, by: 'a' }]);
    // Another scheduler (a restart) finds it run.
    await scheduler({ db: first, clock, jobs: [recordingJob('daily', '0 0 * * *', runs, 'b')] }).runDue();
    expect(runs).toHaveLength(1);
    const [claim] = await claimsOf(first, 'daily');
    expect({ slot: Number(claim.slot), attempts: claim.attempts, finished: claim.finished_at !== null }).toEqual({ slot: MIDNIGHT_BEIJING, attempts: 1, finished: true });
  });

  it('two schedulers on one database at once run every slot once, in order', async () => {
    const { first, second } = await shared();
    const runs: { slot: number; by: string }[] = [];
    const clock = clockAt(MIDNIGHT_BEIJING + HOUR);
    const a = scheduler({ db: first, clock, jobs: [recordingJob('daily', '0 0 * * *', runs, 'a', 15)], owner: 'server-a' });
    const b = scheduler({ db: second, clock, jobs: [recordingJob('daily', '0 0 * * *', runs, 'b', 15)], owner: 'server-b' });
    await Promise.all([a.runDue(), b.runDue()]);
    clock.advance(5 * DAY);
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    // One of them may have stopped at a slot the other held: its next pass finds every slot run.
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs.map((run) => run.slot)).toEqual([0, 1, 2, 3, 4, 5].map((n) => MIDNIGHT_BEIJING + n * DAY));
    const claims = await claimsOf(first, 'daily');
    expect(claims.map((claim) => [Number(claim.slot), claim.attempts, claim.finished_at !== null])).toEqual(runs.map((run) => [run.slot, 1, true]));
    expect(claims.map((claim) => claim.claimed_by)).toEqual(runs.map((run) => (run.by === 'a' ? 'server-a' : 'server-b')));
  });

  it("a dead server's claim is taken over once its lease has passed, and not before", async () => {
    const { first, second } = await shared();
    const runs: { slot: number; by: string }[] = [];
    let realNow = 1_000_000;
    const clock = clockAt(MIDNIGHT_BEIJING + HOUR);
    // What a server killed in the middle of the run leaves: its claim, unfinished, its lease running.
    await first
      .insertInto('job_claims')
      .values({ job: 'daily', slot: MIDNIGHT_BEIJING, claimed_by: 'dead-server', attempts: 1, started_at: realNow, lease_until: realNow + 60_000, finished_at: null })
      .execute();
    const survivor = scheduler({ db: second, clock, jobs: [recordingJob('daily', '0 0 * * *', runs, 'survivor')], leaseMs: 60_000, realNow: () => realNow });
    realNow += 59_999;
    await survivor.runDue();
    expect(runs).toEqual([]);
    realNow += 1;
    await survivor.runDue();
    await survivor.runDue();
    expect(runs).toEqual([{ slot: MIDNIGHT_BEIJING, by: 'survivor' }]);
    const [claim] = await claimsOf(first, 'daily');
    expect([claim.attempts, claim.finished_at !== null]).toEqual([2, true]);
    expect(claim.claimed_by).not.toBe('dead-server');
  });

  it("a live server's long run keeps its claim: it renews the lease while it runs", async () => {
    const { first, second } = await shared();
    const runs: { slot: number; by: string }[] = [];
    const clock = clockAt(MIDNIGHT_BEIJING + HOUR);
    const slow = scheduler({ db: first, clock, jobs: [recordingJob('daily', '0 0 * * *', runs, 'slow', 900)], leaseMs: 300 });
    const other = scheduler({ db: second, clock, jobs: [recordingJob('daily', '0 0 * * *', runs, 'other')], leaseMs: 300 });
    const running = slow.runDue();
    // Three leases long, the other server keeps looking: the slot stays the slow server's.
    for (let look = 0; look < 9; look++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await other.runDue();
    }
    await running;
    await other.runDue();
    expect(runs).toEqual([{ slot: MIDNIGHT_BEIJING, by: 'slow' }]);
  });

  it('a failed run is tried again after the retry time, and the later slots wait for it', async () => {
    const { first } = await shared();
    const logged: string[] = [];
    const runs: number[] = [];
    let realNow = 5_000_000;
    let failures = 1;
    const clock = clockAt(MIDNIGHT_BEIJING + HOUR);
    const job: Job = {
      name: 'daily',
      cron: '0 0 * * *',
      async run(_db, _clock, slot) {
        if (slot === MIDNIGHT_BEIJING + DAY && failures-- > 0) throw new Error('provider down');
        runs.push(slot);
      },
    };
    const jobs = scheduler({ db: first, clock, jobs: [job], retryMs: 10_000, realNow: () => realNow }, logged);
    await jobs.runDue();
    clock.advance(2 * DAY);
    await jobs.runDue();
    expect(runs).toEqual([MIDNIGHT_BEIJING]);
    expect(logged.join('\n')).toMatch(/daily .* failed, to be tried again: Error: provider down/);
    realNow += 9_999;
    await jobs.runDue();
    expect(runs).toEqual([MIDNIGHT_BEIJING]);
    realNow += 1;
    await jobs.runDue();
    expect(runs).toEqual([0, 1, 2].map((n) => MIDNIGHT_BEIJING + n * DAY));
  });

  it('a server starting after the others were down runs the slots they missed, in order', async () => {
    const { first } = await shared();
    const runs: { slot: number; by: string }[] = [];
    const clock = clockAt(MIDNIGHT_BEIJING + HOUR);
    await scheduler({ db: first, clock, jobs: [recordingJob('daily', '0 0 * * *', runs, 'before')] }).runDue();
    clock.advance(2 * DAY);
    await scheduler({ db: first, clock, jobs: [recordingJob('daily', '0 0 * * *', runs, 'after')] }).runDue();
    expect(runs).toEqual([0, 1, 2].map((n) => ({ slot: MIDNIGHT_BEIJING + n * DAY, by: n === 0 ? 'before' : 'after' })));
  });

  it("old finished claims are purged, but each job's newest stays", async () => {
    const { first } = await shared();
    const values = [1, 2, 3].map((n) => ({ job: 'daily', slot: n, claimed_by: 'x', attempts: 1, started_at: n, lease_until: n, finished_at: n }));
    await first.insertInto('job_claims').values([...values, { ...values[0], job: 'other' }]).execute();
    expect(await purgeOldClaims(first, 100)).toBe(2);
    expect((await first.selectFrom('job_claims').select(['job', 'slot']).orderBy('job').execute()).map((row) => [row.job, Number(row.slot)])).toEqual([
      ['daily', 3],
      ['other', 1],
    ]);
  });
});

describe('the sandbox clock runs the slots it passes over', () => {
  it('an advance of 3 days runs a daily job 3 times, in order, before it answers', async () => {
    const { first } = await shared();
    const runs: { slot: number; by: string }[] = [];
    const clock = clockAt(MIDNIGHT_BEIJING + HOUR);
    const jobs = scheduler({ db: first, clock, jobs: [recordingJob('daily', '0 0 * * *', runs, 'site', 5)] });
    const config = { ...readConfig({ SANDBOX: '1' }), staticDir: null, logger: false, guestRateLimits: false };
    const app = await buildApp({ db: first, clock, config, sms: createSandboxSms(first, clock), venues: sandboxVenues, jobs });
    cleanups.push(() => app.close());
    await jobs.runDue();
    expect(runs.map((run) => run.slot)).toEqual([MIDNIGHT_BEIJING]);
    const answer = await app.inject({ method: 'POST', url: '/web/sandbox/clock', payload: { advanceMs: 3 * DAY } });
    expect(answer.json()).toMatchObject({ code: 0, now: MIDNIGHT_BEIJING + HOUR + 3 * DAY });
    expect(runs.map((run) => run.slot)).toEqual([0, 1, 2, 3].map((n) => MIDNIGHT_BEIJING + n * DAY));
  });
});

describe('housekeeping is the first scheduled job', () => {
  it('is registered hourly and purges at the start of each hour of the server clock', async () => {
    const h = await startHarness();
    cleanups.push(() => h.close());
    const [registered] = siteJobs({ db: h.db, clock: h.clock, config: { ...h.config, uploadsDir: 'data/uploads' } });
    expect([registered.name, registered.cron, registered.catchUp]).toEqual(['housekeeping', '0 * * * *', 'latest']);
    // The same job without the uploads folder: this test has no uploads to look at.
    const housekeeping = housekeepingJob(null);
    expect([housekeeping.name, housekeeping.cron]).toEqual([registered.name, registered.cron]);
    const member = await createMember(h, 'keeper02');
    const endedSession = async () => {
      const now = h.clock.now();
      await h.db.insertInto('sessions').values({ user_id: member.userId, token_hash: `ended-${now}`, created_at: now, last_seen_at: now, revoked_at: now }).execute();
    };
    const endedSessions = async () =>
      (await h.db.selectFrom('sessions').select('id').where('user_id', '=', member.userId).where('revoked_at', 'is not', null).execute()).length;
    // The harness's clock runs on real time: start from the top of its current hour, whichever that is.
    const jobs = scheduler({ db: h.db, clock: h.clock, jobs: [housekeeping] });
    await endedSession();
    await jobs.runDue();
    expect(await endedSessions()).toBe(0);
    const sinceHour = h.clock.now() % HOUR;
    await endedSession();
    h.clock.advance(HOUR - sinceHour - 60_000);
    await jobs.runDue();
    expect(await endedSessions()).toBe(1);
    h.clock.advance(60_000);
    await jobs.runDue();
    expect(await endedSessions()).toBe(0);
  });
});
