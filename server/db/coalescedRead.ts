import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { PrecompiledQuery } from './precompiled';

/**
 * Reads of one row by key that arrive together go to the database as one query for all their keys.
 * On PostgreSQL every query costs a round trip, the driver's work and the server's per-statement work,
 * far more than reading one more row: the session check that opens every member call (and the balance
 * poll, which reads the balances with it) would otherwise be one query per call. Keys asked for during
 * one turn of the event loop (the requests that arrived together) are read together when the turn
 * ends (setImmediate), at most MAX_KEYS at a time; each caller gets its own row. A read never sees
 * older data than a query of its own would: its query starts after it was asked for.
 */
export const MAX_KEYS = 64;

type Waiter<Row> = { resolve: (row: Row | undefined) => void; reject: (error: unknown) => void };

export interface CoalescedRead<Row> {
  (db: Kysely<Database>, key: string): Promise<Row | undefined>;
}

/**
 * `query` reads the rows of many keys (its argument `keys`, a list of text); `keyOf` names the key of a
 * row it answers. A key that matches no row answers undefined.
 */
export function coalescedRead<Row>(query: PrecompiledQuery<{ keys: string[] }, Row>, keyOf: (row: Row) => string): CoalescedRead<Row> {
  const pending = new WeakMap<Kysely<Database>, Map<string, Waiter<Row>[]>>();

  const run = (db: Kysely<Database>, batch: Map<string, Waiter<Row>[]>) => {
    if (pending.get(db) === batch) pending.delete(db);
    query.execute(db, { keys: [...batch.keys()] }).then(
      (rows) => {
        const byKey = new Map(rows.map((row) => [keyOf(row), row]));
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(byKey.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  };

  return (db, key) =>
    new Promise<Row | undefined>((resolve, reject) => {
      let batch = pending.get(db);
      if (!batch) {
        const fresh = new Map<string, Waiter<Row>[]>();
        pending.set(db, fresh);
        setImmediate(() => {
          if (pending.get(db) === fresh) run(db, fresh);
        });
        batch = fresh;
      }
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
      if (batch.size >= MAX_KEYS) run(db, batch);
    });
}
