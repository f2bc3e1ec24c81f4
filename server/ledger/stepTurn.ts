import { setImmediate } from 'node:timers';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { runStep, type SqliteStep } from '../db/groupCommitSqlite';
import { NotInOneGo } from './inOneGo';

/**
 * The one-go steps of one turn of the event loop, on SQLite, run back to back once the turn's I/O is
 * done, in the order their calls came: each still a step of its own (its own savepoint, so it commits or
 * fails alone, and it hears "done" when its batch is durable). Run as each call reached the ledger, every
 * step came between the HTTP work of the calls around it, and SQLite's code and pages were cold again
 * each time (docs/performance.md). Transfers go further and share one step (./transferTurn.ts).
 */

interface Waiting {
  work: (step: SqliteStep) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const turns = new WeakMap<Kysely<Database>, Waiting[]>();

export function stepInTurn<T>(db: Kysely<Database>, work: (step: SqliteStep) => T): Promise<T> {
  let queue = turns.get(db);
  if (queue === undefined) {
    queue = [];
    turns.set(db, queue);
    setImmediate(() => {
      turns.delete(db);
      for (const one of queue!) {
        try {
          const running = runStep(db, one.work);
          if (running === null) throw new NotInOneGo('a SQLite database without steps');
          running.then(one.resolve, one.reject);
        } catch (error) {
          one.reject(error);
        }
      }
    });
  }
  return new Promise<T>((resolve, reject) => queue!.push({ work, resolve: resolve as (value: unknown) => void, reject }));
}
