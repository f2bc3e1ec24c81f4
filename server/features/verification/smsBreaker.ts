import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { tooMany } from '../../errors';
import { claimInWindow, fullWindowStart } from './windowCount';

/**
 * The circuit breaker on code sends (SMS and e-mail, guests' and members'): SMS_HOURLY_LIMIT sends an
 * hour by everyone together, a ceiling on what the site pays if every other limit fails. Strangers do
 * not reach it: a captcha, the per-address limit (guestSendLimits.ts), the per-target and per-name
 * limits and "no send for an unknown name" stop them first. When it opens, every send is refused with
 * error.smsBusy until its hour ends, one server logs an error once for the trip (the alert), and each
 * server that saw it says so in /web/health.
 */

export const HOUR_MS = 60 * 60 * 1000;

/** The send-slot row that counts every send of the breaker's hour, by anyone. */
const BREAKER_WINDOW_KEY = 'all-sends:hour';
/** The row that remembers the last hour the breaker opened in, so that its trip is logged once across servers. */
const BREAKER_TRIP_KEY = 'all-sends:tripped';

export interface BreakerTrip {
  limit: number;
  openedAt: number;
  /** When the hour ends and sends resume. */
  closesAt: number;
}

export interface BreakerSettings {
  /** Sends an hour, all together (config smsHourlyLimit). */
  limit: number;
  /** Raises the alarm; called once per trip, by the one caller whose refusal opened it. */
  alert(trip: BreakerTrip): void;
}

/** What the caller logs with: the server's logger or a request's. */
export interface ServerLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** The breaker's settings for a server: its limit, and its alarm as one error line in the log. */
export const breakerSettings = (limit: number, log: ServerLog): BreakerSettings => ({
  limit,
  alert: (trip) =>
    log.error(
      { smsBreaker: trip },
      `SMS circuit breaker open: ${trip.limit} codes sent within the hour; every code send is refused until ${new Date(trip.closesAt).toISOString()}. Check for an attack or raise SMS_HOURLY_LIMIT.`,
    ),
});

/**
 * What this server last saw of the breaker, per database: /web/health reads it without a query.
 * Another server's trip shows here once this server's own sends meet it.
 */
const seen = new WeakMap<Kysely<Database>, { closesAt: number }>();

export function breakerOpenUntil(db: Kysely<Database>, now: number): number | null {
  const closesAt = seen.get(db)?.closesAt ?? 0;
  return closesAt > now ? closesAt : null;
}

const window = (limit: number) => ({ ms: HOUR_MS, limit });

/** Counts one send against the hour, or refuses it (error.smsBusy) while the breaker is open. */
export async function claimBreaker(db: Kysely<Database>, now: number, settings: BreakerSettings): Promise<void> {
  const claim = await claimInWindow(db, BREAKER_WINDOW_KEY, now, window(settings.limit));
  if (claim.claimed) {
    seen.set(db, { closesAt: 0 });
    return;
  }
  await opened(db, now, claim.windowStartedAt, settings);
}

/**
 * Refuses like claimBreaker while the breaker is open, counting nothing: a send that will not happen
 * (password recovery for an unknown name) answers as a real one would.
 */
export async function refuseWhileOpen(db: Kysely<Database>, now: number, settings: BreakerSettings): Promise<void> {
  const startedAt = await fullWindowStart(db, BREAKER_WINDOW_KEY, now, window(settings.limit));
  if (startedAt !== null) await opened(db, now, startedAt, settings);
}

async function opened(db: Kysely<Database>, now: number, windowStartedAt: number, settings: BreakerSettings): Promise<never> {
  const trip = { limit: settings.limit, openedAt: now, closesAt: windowStartedAt + HOUR_MS };
  seen.set(db, { closesAt: trip.closesAt });
  if (await firstToSeeTrip(db, windowStartedAt, now)) settings.alert(trip);
  throw tooMany('error.smsBusy');
}

/** True for exactly one caller per opened hour, across servers: the one whose update marks that hour. */
async function firstToSeeTrip(db: Kysely<Database>, windowStartedAt: number, now: number): Promise<boolean> {
  await db
    .insertInto('code_send_slots')
    .values({ slot_key: BREAKER_TRIP_KEY, last_sent_at: 0, day_started_at: 0, sent_in_day: 0 })
    .onConflict((oc) => oc.column('slot_key').doNothing())
    .execute();
  const marked = await db
    .updateTable('code_send_slots')
    .set((eb) => ({ day_started_at: windowStartedAt, last_sent_at: now, sent_in_day: eb('sent_in_day', '+', 1) }))
    .where('slot_key', '=', BREAKER_TRIP_KEY)
    .where('day_started_at', '<', windowStartedAt)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}
