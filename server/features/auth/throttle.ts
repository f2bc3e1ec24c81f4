import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';

/**
 * Login throttling per account and per address (spec: 5 or 20 failures in 15 minutes lock for 15
 * minutes). The account key is kept whether or not the account exists, so a lock says nothing about
 * existence.
 *
 * An attempt is reserved before the slow password hash, in one statement per key that both counts it
 * and answers whether the limit is passed: a burst of parallel logins gets at most the limit's number
 * of guesses, on SQLite and PostgreSQL alike. A success gives its reservation back.
 */
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

export interface ThrottleKeys {
  account: string;
  address: string;
}

/** scope_key holds 128 characters (PostgreSQL enforces it): a longer value, no real account's, is kept by its digest. */
function scopeKey(scope: 'account' | 'address', value: string): string {
  const key = `${scope}:${value}`;
  return key.length <= 128 ? key : `${scope}#sha256:${createHash('sha256').update(value).digest('hex')}`;
}

export const throttleKeys = (userName: string, ip: string): ThrottleKeys => ({
  account: scopeKey('account', userName.toLowerCase()),
  address: scopeKey('address', ip),
});

/**
 * Counts one attempt against a key and answers whether it may go ahead: not while the key is locked,
 * and not beyond `limit` attempts in the window. A new window starts once the old one is over and no
 * lock holds. The count stops at limit + 1, so refusals do not pile up.
 */
async function reserve(db: Kysely<Database>, now: number, key: string, limit: number): Promise<boolean> {
  const windowOver = now - FAILURE_WINDOW_MS;
  const row = await db
    .insertInto('login_throttle')
    .values({ scope_key: key, failures: 1, window_started_at: now, locked_until: 0 })
    .onConflict((oc) =>
      oc.column('scope_key').doUpdateSet({
        failures: sql<number>`case
          when login_throttle.locked_until > ${now} then login_throttle.failures
          when login_throttle.window_started_at <= ${windowOver} then 1
          when login_throttle.failures > ${limit} then login_throttle.failures
          else login_throttle.failures + 1 end`,
        window_started_at: sql<number>`case
          when login_throttle.locked_until <= ${now} and login_throttle.window_started_at <= ${windowOver} then ${now}
          else login_throttle.window_started_at end`,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
  return Number(row.locked_until) <= now && Number(row.failures) <= limit;
}

/**
 * Reserves a login attempt for the account and the address; false when either is locked out. Both
 * keys are counted even when the first refuses, as a refusal is an attempt too.
 */
export async function reserveLoginAttempt(db: Kysely<Database>, clock: Clock, keys: ThrottleKeys): Promise<boolean> {
  const now = clock.now();
  const account = await reserve(db, now, keys.account, ACCOUNT_FAILURE_LIMIT);
  const address = await reserve(db, now, keys.address, ADDRESS_FAILURE_LIMIT);
  return account && address;
}

/** A reserved attempt failed: a key that reached its limit is locked for LOCK_MS from now. */
export async function confirmLoginFailure(db: Kysely<Database>, clock: Clock, keys: ThrottleKeys): Promise<void> {
  const now = clock.now();
  for (const [key, limit] of [
    [keys.account, ACCOUNT_FAILURE_LIMIT],
    [keys.address, ADDRESS_FAILURE_LIMIT],
  ] as const) {
    await db
      .updateTable('login_throttle')
      .set({ locked_until: now + LOCK_MS })
      .where('scope_key', '=', key)
      .where('failures', '>=', limit)
      .where('locked_until', '<=', now)
      .execute();
  }
}

/** A reserved attempt succeeded: the account starts afresh and the address gets its reservation back. */
export async function releaseLoginAttempt(db: Kysely<Database>, keys: ThrottleKeys): Promise<void> {
  await db.deleteFrom('login_throttle').where('scope_key', '=', keys.account).execute();
  await db
    .updateTable('login_throttle')
    .set({ failures: sql<number>`failures - 1` })
    .where('scope_key', '=', keys.address)
    .where('failures', '>', 0)
    .execute();
}

/** Throttle rows whose window and lock are both over say nothing any more. */
export async function purgeStaleThrottleRows(db: Kysely<Database>, clock: Clock): Promise<number> {
  const now = clock.now();
  const result = await db
    .deleteFrom('login_throttle')
    .where('locked_until', '<=', now)
    .where('window_started_at', '<=', now - FAILURE_WINDOW_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What a reservation answers for a secret: go ahead, locked by wrong attempts, or busy with checks under way. */
export type Reservation = 'go' | 'locked' | 'busy';

/**
 * The same reservation for other secrets a member types (the withdrawal password, the old password, the
 * phone check): `limit` wrong in FAILURE_WINDOW_MS lock the key for LOCK_MS. A key over its count with no
 * lock has its attempts taken by checks still under way (a burst of submissions at once, right or wrong):
 * that is no lock, so it answers busy, and the attempt gives its count back, as it checked nothing.
 */
export async function reserveAttempt(db: Kysely<Database>, clock: Clock, key: string, limit: number): Promise<Reservation> {
  const now = clock.now();
  const scoped = scopeKeyOf(key);
  if (await reserve(db, now, scoped, limit)) return 'go';
  const row = await db.selectFrom('login_throttle').select('locked_until').where('scope_key', '=', scoped).executeTakeFirst();
  if (row && Number(row.locked_until) > now) return 'locked';
  // The count stops at limit + 1: taking that one step back once undoes the step this burst took.
  await db
    .updateTable('login_throttle')
    .set({ failures: limit })
    .where('scope_key', '=', scoped)
    .where('failures', '=', limit + 1)
    .where('locked_until', '<=', now)
    .execute();
  return 'busy';
}

/** A reserved attempt was wrong: the key locks once it reached its limit. */
export async function confirmFailure(db: Kysely<Database>, clock: Clock, key: string, limit: number): Promise<void> {
  const now = clock.now();
  await db
    .updateTable('login_throttle')
    .set({ locked_until: now + LOCK_MS })
    .where('scope_key', '=', scopeKeyOf(key))
    .where('failures', '>=', limit)
    .where('locked_until', '<=', now)
    .execute();
}

/** A reserved attempt was right: the key starts afresh. */
export async function clearAttempts(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('scope_key', '=', scopeKeyOf(key)).execute();
}

const scopeKeyOf = (key: string) => (key.length <= 128 ? key : `#sha256:${createHash('sha256').update(key).digest('hex')}`);
