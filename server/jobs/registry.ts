import type { ServerConfig } from '../config';
import type { Job } from './job';
import { housekeepingJob } from '../housekeeping';
import { vipDayJob } from '../features/vip/vipDay';

/**
 * Every scheduled job of the site, run by server/jobs/scheduler.ts on each server and claimed once per slot
 * across them. A feature adds its job with one line here: `{ name, cron, run }` (server/jobs/job.ts), its run
 * `run(db, clock, slot)` safe to repeat for a slot.
 */
export const siteJobs = (config: Pick<ServerConfig, 'uploadsDir'>): Job[] => [
  housekeepingJob(config.uploadsDir),
  vipDayJob,
];
