import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { forUpdate } from '../../db/dialect';

/**
 * Login throttling per account and per address. The account key is kept
 * whether or not the account exists, so a lock says nothing about existence.
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

/** Whether the account or the address is locked out of logging in (spec: 5 or 20 failures in 15 minutes). */
export async function isLoginLocked(db: Kysely<Database>, clock: Clock, keys: ThrottleKeys): Promise<boolean> {
  const row = await db
    .selectFrom('login_throttle')
    .select('scope_key')
    .where('scope_key', 'in', [keys.account, keys.address])
    .where('locked_until', '>', clock.now())
    .executeTakeFirst();
  return row !== undefined;
}

async function recordFailure(db: Kysely<Database>, now: number, key: string, limit: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The row exists before it is read and is read locked, so that failures arriving together (on
    // PostgreSQL, where transactions run side by side) queue up and each one counts.
    await trx
      .insertInto('login_throttle')
      .values({ scope_key: key, failures: 0, window_started_at: now, locked_until: 0 })
      .onConflict((oc) => oc.column('scope_key').doNothing())
      .execute();
    const row = await trx
      .selectFrom('login_throttle')
      .selectAll()
      .where('scope_key', '=', key)
      .$call(forUpdate(trx))
      .executeTakeFirst();
    if (!row) return; // a successful login cleared the account's failures meanwhile
    const fresh = now - Number(row.window_started_at) > FAILURE_WINDOW_MS;
    const failures = fresh ? 1 : row.failures + 1;
    const values = {
      failures,
      window_started_at: fresh ? now : Number(row.window_started_at),
      locked_until: failures >= limit ? now + LOCK_MS : 0,
    };
    await trx.updateTable('login_throttle').set(values).where('scope_key', '=', key).execute();
  });
}

export async function recordLoginFailure(db: Kysely<Database>, clock: Clock, keys: ThrottleKeys): Promise<void> {
  const now = clock.now();
  await recordFailure(db, now, keys.account, ACCOUNT_FAILURE_LIMIT);
  await recordFailure(db, now, keys.address, ADDRESS_FAILURE_LIMIT);
}

export async function clearAccountFailures(db: Kysely<Database>, keys: ThrottleKeys): Promise<void> {
  await db.deleteFrom('login_throttle').where('scope_key', '=', keys.account).execute();
}
