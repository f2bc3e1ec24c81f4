import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Database } from './db/schema';
import { runNamedStep } from './db/writerThread';
import { transferInOneStep } from './features/wallet/transferStep';
import { placeSettledBetInOneStep } from './features/bets/betStep';

/**
 * The steps: money calls that run as one synchronous SQLite transaction (see runStep in
 * db/groupCommitSqlite.ts), by name, so that a server whose writes run in a thread of their own
 * (db/writerThread.ts) can send the call there and the thread can find the same code. Each takes
 * the database, a clock and plain data, and answers plain data.
 */
export const STEPS = {
  transfer: transferInOneStep,
  sandboxRound: placeSettledBetInOneStep,
} as const;

export type StepName = keyof typeof STEPS;

type StepArgs<N extends StepName> = Parameters<(typeof STEPS)[N]>[2];
type StepAnswer<N extends StepName> = Awaited<ReturnType<(typeof STEPS)[N]>>;

/** Runs step `name` where `db`'s writes run (the writer thread, or here). */
export function runStepNamed<N extends StepName>(db: Kysely<Database>, clock: Clock, name: N, args: StepArgs<N>): Promise<StepAnswer<N>> {
  const here = STEPS[name] as unknown as (db: Kysely<Database>, clock: Clock, args: StepArgs<N>) => Promise<StepAnswer<N>>;
  return runNamedStep(db, clock, name, args, here);
}
