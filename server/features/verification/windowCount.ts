import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A count of claims per key in a fixed window, on a row of `code_send_slots` (its "day" columns hold
 * the window: day_started_at its start, sent_in_day its count). The window starts with the first claim
 * after the last one ended. A claim is one conditional update that raises the count only while it is
 * under the limit, so claims at once cannot outrun it, and every server on the database shares it.
 */

export type WindowClaim = { claimed: true } | { claimed: false; windowStartedAt: number };

export async function claimInWindow(
  db: Kysely<Database>,
  key: string,
  now: number,
  window: { ms: number; limit: number },
): Promise<WindowClaim> {
  await db
    .insertInto('code_send_slots')
    .values({ slot_key: key, last_sent_at: 0, day_started_at: now, sent_in_day: 0 })
    .onConflict((oc) => oc.column('slot_key').doNothing())
    .execute();
  const windowOver = now - window.ms;
  const claimed = await db
    .updateTable('code_send_slots')
    .set({
      last_sent_at: now,
      sent_in_day: sql<number>`case when day_started_at <= ${windowOver} then 1 else sent_in_day + 1 end`,
      day_started_at: sql<number>`case when day_started_at <= ${windowOver} then ${now} else day_started_at end`,
    })
    .where('slot_key', '=', key)
    .where((eb) => eb.or([eb('day_started_at', '<=', windowOver), eb('sent_in_day', '<', window.limit)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) return { claimed: true };
  return { claimed: false, windowStartedAt: await windowStart(db, key) };
}

/** The start of the window of `key` when it is full now, else null; claims nothing. */
export async function fullWindowStart(db: Kysely<Database>, key: string, now: number, window: { ms: number; limit: number }): Promise<number | null> {
  const row = await db.selectFrom('code_send_slots').select(['day_started_at', 'sent_in_day']).where('slot_key', '=', key).executeTakeFirst();
  const full = row !== undefined && Number(row.day_started_at) > now - window.ms && Number(row.sent_in_day) >= window.limit;
  return full ? Number(row.day_started_at) : null;
}

async function windowStart(db: Kysely<Database>, key: string): Promise<number> {
  const row = await db.selectFrom('code_send_slots').select('day_started_at').where('slot_key', '=', key).executeTakeFirstOrThrow();
  return Number(row.day_started_at);
}

/** Whole minutes (at least 1) until a window that started at `startedAt` ends. */
export const minutesUntilWindowEnds = (startedAt: number, windowMs: number, now: number) =>
  Math.max(1, Math.ceil((startedAt + windowMs - now) / 60_000));
