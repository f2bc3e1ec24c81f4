import { setImmediate } from 'node:timers';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import type { OneGoCall } from './inOneGo';

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
