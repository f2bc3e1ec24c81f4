import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { badRequest } from '../http/errors';

/**
 * Idempotency keys of money-moving calls. The key row is written first inside the call's transaction,
 * so of two requests with one key only one can commit (primary key (user_id, idem_key)); the other, and
 * every later retry, gets the first answer back and moves nothing. A refused call stores nothing, so a
 * retry after a refusal is tried afresh. The same key on a different request is refused.
 */

export const IDEMPOTENCY_KEY_MAX = 64;

/** The Idempotency-Key header: null when absent or blank; 400 when longer than 64 or not visible ASCII. */
export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (Array.isArray(header)) throw badRequest('error.idempotencyKey');
  const key = header.trim();
  if (key === '') return null;
  if (key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) throw badRequest('error.idempotencyKey');
  return key;
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

async function storedAnswer<T>(db: Kysely<Database>, call: IdempotentCall & { key: string }): Promise<T | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request', 'response'])
    .where('user_id', '=', call.userId)
    .where('idem_key', '=', call.key)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request !== call.request) throw badRequest('error.idempotencyKeyReused');
  return JSON.parse(row.response) as T;
}

/** Runs a money-moving call in one transaction, at most once per (member, key). */
export async function runIdempotent<T>(
  db: Kysely<Database>,
  clock: Clock,
  call: IdempotentCall,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<IdempotentResult<T>> {
  const { key } = call;
  if (key === null) return { answer: await db.transaction().execute(work), replayed: false };
  const keyed = { ...call, key };
  const earlier = await storedAnswer<T>(db, keyed);
  if (earlier !== null) return { answer: earlier, replayed: true };
  try {
    const answer = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('idempotency_keys')
        .values({ user_id: call.userId, idem_key: key, request: call.request, response: '', created_at: clock.now() })
        .execute();
      const result = await work(trx);
      await trx
        .updateTable('idempotency_keys')
        .set({ response: JSON.stringify(result) })
        .where('user_id', '=', call.userId)
        .where('idem_key', '=', key)
        .execute();
      return result;
    });
    return { answer, replayed: false };
  } catch (error) {
    // A request with the same key committed first (the key row's insert lost the race): answer as it did.
    const winner = await storedAnswer<T>(db, keyed);
    if (winner !== null) return { answer: winner, replayed: true };
    throw error;
  }
}
