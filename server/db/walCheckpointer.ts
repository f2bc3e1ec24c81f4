import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Checkpoints a WAL database from a thread of its own. SQLite's automatic checkpoint runs inside the
 * COMMIT that crosses its threshold, on the connection's thread: it copies about a thousand pages back
 * to the database file and fsyncs both files while the event loop stands still, which measured as the
 * larger part of a transfer's database time. Here a second connection in a worker copies the WAL back
 * every `intervalMs` with a PASSIVE checkpoint, which never blocks the writer (it only delays the WAL's
 * restart until it has caught up). The writer keeps a far higher automatic threshold as a safety net,
 * for a worker that cannot keep up.
 */

/** Pages in the WAL before the writer checkpoints by itself (80 MB of 4 KiB pages); the worker should never let it get there. */
export const WRITER_CHECKPOINT_PAGES = 20_000;
const DEFAULT_INTERVAL_MS = 250;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 1000');
const checkpoint = () => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { /* busy: the next turn tries again */ } };
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.postMessage('stopped');
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(path: string, intervalMs = DEFAULT_INTERVAL_MS): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, driver, intervalMs } });
  // A process that is done (a script, a test) does not wait for the checkpointer.
  worker.unref();
  worker.on('error', (error) => console.error(`WAL checkpointer stopped: ${error.message}`));
  let stopped: Promise<void> | null = null;
  return {
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        worker.once('message', () => resolve());
        worker.once('exit', () => resolve());
        worker.postMessage('stop');
      }).then(() => worker.terminate().then(() => undefined));
      return stopped;
    },
  };
}
