import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Cron } from 'croner';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import type { Job } from './job';
import { dueSlots, patternOf, slotAfter } from './slots';
import { claimSlot, failClaim, finishClaim, renewClaim, resumeAfter, type Claimer } from './claims';

export interface SchedulerOptions {
  db: Kysely<Database>;
  clock: Clock;
  jobs: readonly Job[];
  log: (message: string) => void;
  /** Who this process is in the claim rows; host, pid and a random part unless given. */
  owner?: string;
  /** A claim not renewed for this long is taken over by another server (real time). */
  leaseMs?: number;
  /** A failed run's slot is tried again after this long, by whichever server comes first. */
  retryMs?: number;
  /** The longest a scheduler sleeps between passes: how soon a held slot (a dead server's) is looked at again. */
  pollMs?: number;
  /** Real time, for leases (tests give their own). */
  realNow?: () => number;
}

export const DEFAULT_LEASE_MS = 2 * 60_000;
export const DEFAULT_RETRY_MS = 5 * 60_000;
export const DEFAULT_POLL_MS = 60_000;

export const processOwner = () => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`.slice(0, 128);

interface Scheduled {
  job: Job;
  pattern: Cron;
  /** The last slot this scheduler has seen through (run, or found run); null while it knows of none. */
  after: number | null;
}

/**
 * Runs the jobs on the server clock. A pass looks at every job's slots from where it stands up to now, in
 * order, and for each claims it (claims.ts): won, it runs it; found done, it moves on; found held by another
 * live server (or waiting for a retry), it stops that job's pass there, so a job's slots run in order, and
 * looks again at the next pass. Between passes it sleeps until the next slot of any job on the server clock
 * (croner reads the patterns), at most `pollMs`. `runDue` makes a pass at once: the sandbox clock's advance
 * calls it, so every slot the advance passed over runs before the advance answers. Passes never overlap.
 */
export class JobScheduler {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;
  readonly #log: (message: string) => void;
  readonly #claimer: Claimer;
  readonly #retryMs: number;
  readonly #pollMs: number;
  readonly #realNow: () => number;
  readonly #jobs: Scheduled[];
  #timer: NodeJS.Timeout | null = null;
  #running = false;
  #pass: Promise<void> = Promise.resolve();

  constructor(options: SchedulerOptions) {
    const names = new Set<string>();
    for (const job of options.jobs) {
      if (names.has(job.name) || job.name.length > 64) throw new Error(`Scheduled job name "${job.name}" is used twice or longer than 64 characters`);
      names.add(job.name);
    }
    this.#db = options.db;
    this.#clock = options.clock;
    this.#log = options.log;
    this.#claimer = { owner: options.owner ?? processOwner(), leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS };
    this.#retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
    this.#pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.#realNow = options.realNow ?? Date.now;
    this.#jobs = options.jobs.map((job) => ({ job, pattern: patternOf(job), after: null }));
  }

  /** Makes a first pass now and keeps making them until stopped. */
  start(): void {
    this.#running = true;
    void this.#passThenSleep();
  }

  /** Stops the timer and waits for a pass under way. */
  async stop(): Promise<void> {
    this.#running = false;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#pass;
  }

  /** A pass now (after any under way): every slot due on the server clock is run or found run. */
  runDue(): Promise<void> {
    const pass = this.#pass.then(() => this.#runPass());
    this.#pass = pass.catch(() => undefined);
    return pass;
  }

  async #passThenSleep(): Promise<void> {
    await this.runDue().catch((error: unknown) => this.#log(`scheduled jobs: a pass failed: ${String(error)}`));
    if (!this.#running) return;
    const now = this.#clock.now();
    const next = Math.min(...this.#jobs.map(({ pattern }) => slotAfter(pattern, now) ?? Infinity));
    const wait = Math.max(0, Math.min(next - now, this.#pollMs));
    this.#timer = setTimeout(() => void this.#passThenSleep(), wait);
    this.#timer.unref();
  }

  async #runPass(): Promise<void> {
    for (const scheduled of this.#jobs) {
      // Read again while this server knows of no run: another server's runs are where the job stands.
      if (scheduled.after == null) scheduled.after = await resumeAfter(this.#db, scheduled.job.name);
      for (const slot of dueSlots(scheduled.job, scheduled.pattern, scheduled.after, this.#clock.now())) {
        const outcome = await claimSlot(this.#db, this.#claimer, scheduled.job.name, slot, this.#realNow());
        if (outcome === 'held') break;
        if (outcome === 'won' && !(await this.#runClaimed(scheduled.job, slot))) break;
        scheduled.after = slot;
      }
    }
  }

  /** Runs a won slot, renewing its lease meanwhile; true when it finished, false when it failed (retried later). */
  async #runClaimed(job: Job, slot: number): Promise<boolean> {
    let settled = false;
    const renew = setInterval(() => {
      renewClaim(this.#db, this.#claimer, job.name, slot, this.#realNow())
        .then((ours) => ours || settled || this.#log(`scheduled job ${job.name} (slot ${new Date(slot).toISOString()}): its claim was taken over while it ran`))
        .catch((error: unknown) => this.#log(`scheduled job ${job.name}: renewing its claim failed: ${String(error)}`));
    }, Math.max(1, Math.floor(this.#claimer.leaseMs / 3)));
    renew.unref();
    try {
      await job.run(this.#db, this.#clock, slot);
      await finishClaim(this.#db, this.#claimer, job.name, slot, this.#realNow());
      return true;
    } catch (error) {
      this.#log(`scheduled job ${job.name} (slot ${new Date(slot).toISOString()}) failed, to be tried again: ${String(error)}`);
      await failClaim(this.#db, this.#claimer, job.name, slot, this.#realNow() + this.#retryMs).catch(() => undefined);
      return false;
    } finally {
      settled = true;
      clearInterval(renew);
    }
  }
}
