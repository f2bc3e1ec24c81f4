import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';

/**
 * The site's time zone for schedules: China Standard Time (UTC+8, no summer time), the site's market and the
 * day the deposit rules count in (machines/rules/deposit.ts DEPOSIT_DAY_OFFSET_MS), whatever the server's own
 * time zone. A daily job at "0 0 * * *" runs at midnight in Beijing.
 */
export const SITE_TIME_ZONE = 'Asia/Shanghai';

/**
 * A scheduled job. `cron` is a croner pattern read in SITE_TIME_ZONE on the server clock; each time it names
 * is a slot, which one server runs once (server/jobs/claims.ts). `run` receives the slot (epoch ms of the
 * scheduled time) and must be safe to run again for the same slot: a server that dies mid-run leaves its
 * slot to be run again by another.
 */
export interface Job {
  /** Unique among the jobs; the claim rows are kept under it (at most 64 characters). */
  name: string;
  cron: string;
  run(db: Kysely<Database>, clock: Clock, slot: number): Promise<unknown>;
  /**
   * Slots missed together (the servers were down, or the sandbox clock jumped): 'each' runs every one of
   * them in order (a daily job that settles each day), 'latest' only the newest (a purge, whose run covers
   * everything before it). 'each' unless said.
   */
  catchUp?: 'each' | 'latest';
}
