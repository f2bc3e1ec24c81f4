import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Database } from './db/schema';
import { runNamedStep } from './db/writerThread';
import { transferInOneStep } from './features/wallet/transferStep';

/**
 * The steps: money calls that run as one synchronous SQLite transaction (see runStep in
 * db/groupCommitSqlite.ts), by name, so that a server whose writes run in a thread of their own
 * (db/writerThread.ts) can send the call there and the thread can find the same code. Each takes
 * the database, a clock and plain data, and answers plain data.
 */
export const STEPS = {
  transfer: transferInOneStep,
} as const;

export type StepName = keyof typeof STEPS;

/** Runs step `name` where `db`'s writes run (the writer thread, or here). */
export function runStepNamed<N extends StepName>(
  db: Kysely<Database>,
  clock: Clock,
  name: N,
  args: Parameters<(typeof STEPS)[N]>[2],
): ReturnType<(typeof STEPS)[N]> {
  return runNamedStep(db, clock, name, args, STEPS[name]) as ReturnType<(typeof STEPS)[N]>;
}
