import { Cron } from 'croner';
import { SITE_TIME_ZONE, type Job } from './job';

/**
 * How many slots of one job one pass runs at most: a year of a daily job (the sandbox clock moves at most
 * 366 days at once). An hourly 'each' job behind by more runs the newest ones.
 */
export const MAX_SLOTS_PER_PASS = 400;

/** The job's pattern, read in the site's time zone; a pattern croner refuses throws here, at registration. */
export function patternOf(job: Job): Cron {
  return new Cron(job.cron, { timezone: SITE_TIME_ZONE, paused: true });
}

/** The first slot after `time` (strictly), or null when the pattern names no more. */
export function slotAfter(pattern: Cron, time: number): number | null {
  return pattern.nextRun(new Date(time))?.getTime() ?? null;
}

/** The newest slot at or before `time`, or null when there is none. */
export function slotAtOrBefore(pattern: Cron, time: number): number | null {
  const [previous] = pattern.previousRuns(1, new Date(time + 1));
  return previous?.getTime() ?? null;
}

/**
 * The slots a pass runs: those after `after` up to and including `now`, in order (the newest
 * MAX_SLOTS_PER_PASS of them); with `after` null (the job has never run) only the newest slot at or before
 * `now`; with catchUp 'latest' only the newest of them.
 */
export function dueSlots(job: Job, pattern: Cron, after: number | null, now: number): number[] {
  const newest = slotAtOrBefore(pattern, now);
  if (newest === null || (after !== null && newest <= after)) return [];
  if (after === null || job.catchUp === 'latest') return [newest];
  const slots: number[] = [];
  for (let slot = slotAfter(pattern, after); slot !== null && slot <= now; slot = slotAfter(pattern, slot)) {
    slots.push(slot);
    if (slots.length > MAX_SLOTS_PER_PASS) slots.shift();
  }
  return slots;
}
