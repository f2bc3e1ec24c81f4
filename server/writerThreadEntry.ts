import { setImmediate } from 'node:timers';
import { parentPort, workerData } from 'node:worker_threads';
import type { DatabaseConnection } from 'kysely';
import { CompiledQuery } from 'kysely';
import type { Clock } from './clock';
import { openSqlite } from './db/connect';
import { groupCommitDriverOf } from './db/groupCommitSqlite';
import { carryError, type WriterReply, type WriterRequest } from './db/writerThread';
import { STEPS } from './steps';

/**
 * The SQLite writer thread (see db/writerThread.ts): the one connection that writes, with group
 * commit and the checkpointer, serving the main thread's driver calls and named steps in the order
 * they arrive. A lease number stands for the main thread's Kysely connection.
 */

const port = parentPort!;
const db = openSqlite((workerData as { path: string }).path);
// Kysely builds its driver lazily: a first query makes it, and the database file, exist.
await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
const driver = groupCommitDriverOf(db);
const leases = new Map<number, DatabaseConnection>();

/** The clock of a step: the main thread's reading when it sent the call. */
const clockAt = (now: number): Clock => ({
  now: () => now,
  advance: () => {
    throw new Error('a step cannot move the clock');
  },
});

const leaseOf = (id: number) => {
  const lease = leases.get(id);
  if (!lease) throw new Error(`writer thread: no lease ${id}`);
  return lease;
};

async function perform(request: WriterRequest): Promise<unknown> {
  switch (request.op) {
    case 'once':
      return db.executeQuery(CompiledQuery.raw(request.sql, [...request.parameters]));
    case 'begin': {
      const lease = await driver.acquireConnection();
      leases.set(request.lease, lease);
      return driver.beginTransaction(lease, {});
    }
    case 'query':
      return leaseOf(request.lease).executeQuery(CompiledQuery.raw(request.sql, [...request.parameters]));
    case 'commit':
      return driver.commitTransaction(leaseOf(request.lease));
    case 'rollback':
      return driver.rollbackTransaction(leaseOf(request.lease));
    case 'savepoint':
      return driver.savepoint!(leaseOf(request.lease), request.name, () => undefined as never);
    case 'rollbackToSavepoint':
      return driver.rollbackToSavepoint!(leaseOf(request.lease), request.name, () => undefined as never);
    case 'releaseSavepoint':
      return driver.releaseSavepoint!(leaseOf(request.lease), request.name, () => undefined as never);
    case 'release': {
      const lease = leases.get(request.lease);
      leases.delete(request.lease);
      return lease && driver.releaseConnection(lease);
    }
    case 'step':
      return (STEPS[request.name as keyof typeof STEPS] as (db: unknown, clock: Clock, args: unknown) => Promise<unknown>)(
        db,
        clockAt(request.now),
        request.args,
      );
    case 'close':
      await db.destroy();
      return undefined;
  }
}

/** Answers finished in one turn of the event loop go back in one message. */
const outbox: WriterReply[] = [];
const answer = (reply: WriterReply) => {
  if (outbox.length === 0) setImmediate(() => port.postMessage(outbox.splice(0)));
  outbox.push(reply);
};

port.on('message', (requests: WriterRequest[]) => {
  for (const request of requests) {
    perform(request).then(
      (result) => answer({ id: request.id, result }),
      (error: unknown) => answer({ id: request.id, error: carryError(error) }),
    );
  }
});
port.postMessage('ready');
