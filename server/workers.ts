import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config';

/**
 * `WORKERS=N`: N server processes on one port (node's cluster: the primary accepts and hands connections to
 * the workers in turn). They share only the database, so they must share a PostgreSQL one: every limit,
 * claim and lock the servers agree on lives there. SQLite is one file one process writes, so N > 1 on it
 * is refused before anything starts. The sandbox clock is each process's own (an advance reaches the
 * worker that served it), so a sandbox with several workers is for load, not for clock tests.
 */

export class WorkersRefused extends Error {}

/** The number of server processes WORKERS asks for (1 when unset); throws WorkersRefused for what cannot run. */
export function workerCount(env: NodeJS.ProcessEnv, config: Pick<ServerConfig, 'databaseUrl'>): number {
  const text = env.WORKERS?.trim() ?? '';
  if (text === '') return 1;
  if (!/^[1-9]\d{0,2}$/.test(text)) throw new WorkersRefused(`WORKERS must be a whole number of server processes from 1 to 999, not "${text}".`);
  const count = Number(text);
  if (count > 1 && !config.databaseUrl) {
    throw new WorkersRefused(
      `WORKERS=${count} needs PostgreSQL: several server processes can only share a PostgreSQL database (set DATABASE_URL). ` +
        'On SQLite the site runs as one process: leave WORKERS unset or set it to 1.',
    );
  }
  return count;
}

/** A worker that exits sooner than this after starting is not started again (it would fail the same way). */
const HEALTHY_AFTER_MS = 10_000;

/**
 * The primary: starts `count` workers (each runs server/main.ts as a server) and starts a worker again when
 * one that had been serving dies; SIGINT or SIGTERM stops them all and then itself.
 */
export function runWorkers(count: number, log: (message: string) => void = console.error): void {
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const start = () => startedAt.set(cluster.fork(), Date.now());
  for (let index = 0; index < count; index++) start();

  cluster.on('exit', (worker, code, signal) => {
    const ranFor = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    const how = signal ?? `code ${code}`;
    if (ranFor >= HEALTHY_AFTER_MS) {
      log(`Server worker ${worker.process.pid} exited (${how}); starting another.`);
      start();
    } else {
      log(`Server worker ${worker.process.pid} exited (${how}) ${ranFor} ms after starting; not starting it again.`);
      if (startedAt.size === 0) process.exit(1);
    }
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      if (startedAt.size === 0) process.exit(0);
      for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    });
  }
}

export const isPrimary = () => cluster.isPrimary;
