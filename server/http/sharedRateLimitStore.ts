import { sql, type Kysely } from 'kysely';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';

/**
 * The per-address counts of @fastify/rate-limit kept in the database, so that every server on it counts
 * together: N servers do not make a limit N times larger. One count is one row of `code_send_slots`
 * (the windowed counts of verification/windowCount.ts; "day" columns hold the window), raised by one
 * upsert that answers the count and when its window began: a hit costs one statement, on the guest calls
 * the limits cover only. Windows run on the server clock, like every other limit. The count stops at
 * max + 1 (enough to refuse). Rows of ended windows go with the code send slots (purgeOldCodes).
 */

/** What the plugin's store answers: the hits in the window so far and the milliseconds until it ends. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

export async function countHit(db: Kysely<Database>, key: string, now: number, windowMs: number, max: number): Promise<RateLimitCount> {
  const windowOver = now - windowMs;
  const row = await db
    .insertInto('code_send_slots')
    .values({ slot_key: key, last_sent_at: now, day_started_at: now, sent_in_day: 1 })
    .onConflict((oc) =>
      oc.column('slot_key').doUpdateSet({
        sent_in_day: sql<number>`case
          when code_send_slots.day_started_at <= ${windowOver} then 1
          when code_send_slots.sent_in_day > ${max} then code_send_slots.sent_in_day
          else code_send_slots.sent_in_day + 1 end`,
        day_started_at: sql<number>`case when code_send_slots.day_started_at <= ${windowOver} then ${now} else code_send_slots.day_started_at end`,
        last_sent_at: now,
      }),
    )
    .returning(['sent_in_day', 'day_started_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.sent_in_day), ttl: Math.max(0, Number(row.day_started_at) + windowMs - now) };
}

type Done = (error: Error | null, result?: RateLimitCount) => void;

/** A route's method and address: the plugin hands a child store the route's limit options, the route under `routeInfo`. */
type RouteInfo = { method?: string | string[]; url?: string };

/**
 * A store class for @fastify/rate-limit's `store` option, bound to a database and a clock. The plugin makes
 * one with its global options and a child per limited route (`child`), whose keys carry the route.
 */
export function sharedRateLimitStore(db: Kysely<Database>, clock: Clock) {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #scope: string;

    constructor(_options?: unknown, scope = 'all') {
      this.#scope = scope;
    }

    incr(key: string, done: Done, timeWindow: number, max: number): void {
      countHit(db, `rate:${this.#scope}:${key}`.slice(0, 320), clock.now(), timeWindow, max).then(
        (count) => done(null, count),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): SharedRateLimitStore {
      const { method = '', url = '' }: RouteInfo = (options as { routeInfo?: RouteInfo }).routeInfo ?? options;
      return new SharedRateLimitStore(undefined, `${String(method)} ${url}`);
    }
  };
}
