import { setImmediate } from 'node:timers';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { runStep, type SqliteStep } from '../db/groupCommitSqlite';
import { NotInOneGo, type OneGoCall } from './inOneGo';

/** A call waiting for its turn's batch, and how to answer it. */
export interface Waiting<C, A> {
  item: C;
  resolve: (answer: A) => void;
  reject: (error: unknown) => void;
}

/**
 * A queue per database of the calls that reach the ledger in one turn of the event loop: the first call of
 * a turn schedules `run` for when the turn's I/O is done (`setImmediate`), so every call that arrived with
 * it joins (a database has one clock: the first call's is the batch's). Should `run` throw, every call of
 * the batch hears it rather than waiting for ever.
 */
export function turnQueue<C, A>(run: (db: Kysely<Database>, clock: Clock, batch: Waiting<C, A>[]) => void) {
  const turns = new WeakMap<Kysely<Database>, Waiting<C, A>[]>();
  return (db: Kysely<Database>, clock: Clock, item: C): Promise<A> => {
    let queue = turns.get(db);
    if (queue === undefined) {
      const batch: Waiting<C, A>[] = [];
      queue = batch;
      turns.set(db, batch);
      setImmediate(() => {
        turns.delete(db);
        try {
          run(db, clock, batch);
        } catch (error) {
          for (const one of batch) one.reject(error);
        }
      });
    }
    const waiting = queue;
    return new Promise<A>((resolve, reject) => waiting.push({ item, resolve, reject }));
  };
}

/**
 * Runs each call of a failed batch alone: one member's calls one after another, in the order they came (a
 * later one may need what an earlier one brings), different members' side by side. `alone` answers its call
 * itself; a throw is that call's refusal.
 */
export function eachAlone<C extends { call: OneGoCall }, A>(batch: Waiting<C, A>[], alone: (one: Waiting<C, A>) => Promise<void>): void {
  const chains = new Map<number, Promise<void>>();
  for (const one of batch) {
    const member = one.item.call.userId;
    const run = () => alone(one).catch(one.reject);
    chains.set(member, (chains.get(member) ?? Promise.resolve()).then(run));
  }
}

/** `work` as one synchronous SQLite step (see runStep); throws NotInOneGo on a database without steps. */
export function stepped<T>(db: Kysely<Database>, work: (step: SqliteStep) => T): Promise<T> {
  const running = runStep(db, work);
  if (running === null) throw new NotInOneGo('a SQLite database without steps');
  return running;
}

/**
 * A batch on SQLite: `step` writes the calls given and answers each one's outcome (NotInOneGo for a call it
 * left out). When the step fails, it undid the whole batch, and each call goes again in a step of its own,
 * at once and in the order they came (a step runs before its call returns, so the order holds).
 */
export function sqliteBatch<C, A>(batch: Waiting<C, A>[], step: (items: readonly C[]) => Promise<readonly unknown[]>): void {
  const settle = (one: Waiting<C, A>, outcome: unknown) => (outcome instanceof NotInOneGo ? one.reject(outcome) : one.resolve(outcome as A));
  step(batch.map((one) => one.item)).then(
    (outcomes) => batch.forEach((one, index) => settle(one, outcomes[index])),
    (error) => {
      if (batch.length === 1) return batch[0].reject(error);
      for (const one of batch) (async () => settle(one, (await step([one.item]))[0]))().catch(one.reject);
    },
  );
}
