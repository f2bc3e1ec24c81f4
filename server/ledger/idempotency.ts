import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { badRequest, DomainError } from '../errors';
import { precompile } from '../db/precompiled';
import { isUniqueViolation } from '../db/dialect';
import { timeOrderedUuid } from '../../machines/rules/ids';

/**
 * Idempotency keys of money-moving calls. A call's transaction first looks for its key and answers a
 * repeat with the stored answer; otherwise it does the work and writes the key with the answer at its
 * end. Of two requests with one key running at once, only one can commit (primary key (user_id,
 * idem_key)): the other's insert fails, its transaction and every movement in it roll back, and it
 * answers as the first did. A refused call stores nothing, so a retry after a refusal is tried afresh.
 * The same key on a different request is refused. Keys are kept for at least a day (purgeExpiredKeys
 * removes older ones), as long as any client retries.
 */

export const IDEMPOTENCY_KEY_MAX = 64;
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Forgets keys older than a day; answers how many went. */
export async function purgeExpiredKeys(db: Kysely<Database>, clock: Clock): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', clock.now() - IDEMPOTENCY_KEY_LIFETIME_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The Idempotency-Key header: null when absent or blank; 400 when longer than 64 or not visible ASCII. */
export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (Array.isArray(header)) throw badRequest('error.idempotencyKey');
  const key = header.trim();
  if (key === '') return null;
  if (key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) throw badRequest('error.idempotencyKey');
  return key;
}

/**
 * The keys of the movements one call makes, in the order it makes them. A call with an
 * Idempotency-Key names its movements after it (TigerBeetle: ids as idempotency keys), as
 * `<member>:<n>:<key>` (movement keys are unique across members, request keys per member), so a
 * retried request names the same movements and the ledger moves nothing twice, even if the key's
 * stored answer were lost. A call without a key (IDEMPOTENCY_KEY_REQUIRED=0) gets time-ordered ids.
 */
export type MovementKeys = () => string;

export function movementKeysOf(userId: number, key: string | null): MovementKeys {
  if (key === null) return () => timeOrderedUuid();
  let made = 0;
  return () => `${userId}:${made++}:${key}`;
}

export interface IdempotentCall {
  userId: number;
  key: string | null;
  /** What the call asks for (route and parameters); a key reused for anything else is refused. */
  request: string;
}

export interface IdempotentResult<T> {
  answer: T;
  replayed: boolean;
}

const answerOfKey = precompile((db, args: { userId: number; key: string }) =>
  db
    .selectFrom('idempotency_keys')
    .select(['request', 'response'])
    .where('user_id', '=', args.userId)
    .where('idem_key', '=', args.key),
);

const keepAnswer = precompile(
  (db, args: { userId: number; key: string; request: string; response: string; createdAt: number }) =>
    db.insertInto('idempotency_keys').values({
      user_id: args.userId,
      idem_key: args.key,
      request: args.request,
      response: args.response,
      created_at: args.createdAt,
    }),
);

export async function storedAnswer<T>(db: Kysely<Database>, call: IdempotentCall & { key: string }): Promise<T | null> {
  const row = await answerOfKey.executeTakeFirst(db, { userId: call.userId, key: call.key });
  if (!row) return null;
  if (row.request !== call.request) throw badRequest('error.idempotencyKeyReused');
  return JSON.parse(row.response) as T;
}

const isKeyReused = (error: unknown) => error instanceof DomainError && error.messageKey === 'error.idempotencyKeyReused';

/** PostgreSQL chose the transaction as a deadlock's victim and rolled it back whole. */
const isDeadlockVictim = (error: unknown) => (error as { code?: unknown } | null)?.code === '40P01';

/**
 * Runs a transaction again when PostgreSQL rolled it back to end a deadlock (two calls of one member
 * taking the same wallet rows in different orders, e.g. a transfer in one statement and a venue
 * launch): nothing of it was written, so running it again is safe.
 */
async function retryingVictims<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isDeadlockVictim(error)) throw error;
    }
  }
}

/** Runs a money-moving call in one transaction, at most once per (member, key). */
export async function runIdempotent<T>(
  db: Kysely<Database>,
  clock: Clock,
  call: IdempotentCall,
  work: (trx: Transaction<Database>, keys: MovementKeys) => Promise<T>,
): Promise<IdempotentResult<T>> {
  const { key } = call;
  if (key === null) return { answer: await retryingVictims(() => db.transaction().execute((trx) => work(trx, movementKeysOf(call.userId, null)))), replayed: false };
  const keyed = { ...call, key };
  try {
    return await retryingVictims(() => db.transaction().execute(async (trx) => {
      const earlier = await storedAnswer<T>(trx, keyed);
      if (earlier !== null) return { answer: earlier, replayed: true };
      const result = await work(trx, movementKeysOf(call.userId, key));
      await keepAnswer.execute(trx, {
        userId: call.userId,
        key,
        request: call.request,
        response: JSON.stringify(result),
        createdAt: clock.now(),
      });
      return { answer: result, replayed: false };
    }));
  } catch (error) {
    // A request with the same key committed while this one ran: answer as it did. Its rows meet this one's
    // either at the key row (a unique violation) or, when it committed first, at a movement the ledger finds
    // already written under the same movement key but planned from balances that have moved since.
    if (!isUniqueViolation(error) && !isKeyReused(error)) throw error;
    const earlier = await storedAnswer<T>(db, keyed);
    if (earlier === null) throw error;
    return { answer: earlier, replayed: true };
  }
}
