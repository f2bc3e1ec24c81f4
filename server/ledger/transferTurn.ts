import { setImmediate } from 'node:timers';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { isPostgres } from '../db/dialect';
import { runStep } from '../db/groupCommitSqlite';
import { CENTRAL_WALLET } from '../../machines/rules/wallet';
import { newReference } from './accounts';
import { NotInOneGo, transferInOneStatement, type OneGoCall, type TransferDone, type TransferInOneGo } from './inOneGo';
import { transfersInStep, type TransferCall } from './transferStep';
import { transfersStatement } from './statements';

/**
 * The one-go transfers of one turn of the event loop go to the database together, once the turn's I/O is
 * done (as TigerBeetle takes its transfers in batches): on SQLite as one synchronous step
 * (./transferStep.ts), on PostgreSQL as one statement (./statements.ts transfersStatement), so that a
 * statement's fixed cost, a round trip and a commit are paid once for the turn instead of once per call.
 * Each call still answers what its own transfer left, checked in the order the calls came, and hears
 * "done" only once the batch is durable.
 *
 * When the batch fails (on SQLite a statement: a movement key or request key used before, a replay; on
 * PostgreSQL anything outside the plain case, or a deadlock with another kind of call), nothing of it
 * stays, and each call goes again on its own (a step of its own, or the one-call statement), so a
 * failure stays with the call it belongs to and the caller's ordinary path answers it as before.
 */

interface Waiting extends TransferCall {
  resolve: (done: TransferDone) => void;
  reject: (error: unknown) => void;
}

const turns = new WeakMap<Kysely<Database>, Waiting[]>();

/** Queues the transfer for this turn's batch; answers what it left, or rejects (NotInOneGo: the ordinary path takes it). */
export function transferInTurn(db: Kysely<Database>, clock: Clock, call: OneGoCall, move: TransferInOneGo): Promise<TransferDone> {
  let queue = turns.get(db);
  if (queue === undefined) {
    const waiting: Waiting[] = [];
    queue = waiting;
    turns.set(db, waiting);
    // After this turn's I/O: every call that arrived with it joins.
    setImmediate(() => {
      turns.delete(db);
      if (isPostgres(db)) postgresBatch(db, clock, waiting);
      else sqliteBatch(db, clock, waiting);
    });
  }
  return new Promise((resolve, reject) => queue.push({ call, move, resolve, reject }));
}

function settle(one: Waiting, outcome: TransferDone | NotInOneGo): void {
  if (outcome instanceof NotInOneGo) one.reject(outcome);
  else one.resolve(outcome);
}

function sqliteStep(db: Kysely<Database>, clock: Clock, queue: readonly Waiting[]) {
  const running = runStep(db, (step) => transfersInStep(db, step, clock, queue));
  if (running === null) throw new NotInOneGo('a SQLite database without steps');
  return running;
}

function sqliteBatch(db: Kysely<Database>, clock: Clock, queue: Waiting[]): void {
  let batch;
  try {
    batch = sqliteStep(db, clock, queue);
  } catch (error) {
    for (const one of queue) one.reject(error);
    return;
  }
  batch.then(
    (outcomes) => queue.forEach((one, index) => settle(one, outcomes[index])),
    (error) => {
      if (queue.length === 1) return queue[0].reject(error);
      // Each in a step of its own, in the order they came: a failure stays with its own call.
      for (const one of queue) sqliteStep(db, clock, [one]).then(([outcome]) => settle(one, outcome), one.reject);
    },
  );
}

function postgresBatch(db: Kysely<Database>, clock: Clock, queue: Waiting[]): void {
  const alone = (one: Waiting) => transferInOneStatement(db, clock, one.call, one.move).then(one.resolve, one.reject);
  if (queue.length === 1) {
    alone(queue[0]);
    return;
  }
  const createdAt = queue.map(() => clock.now());
  transfersStatement(db, {
    members: queue.map(({ call }) => call.userId),
    froms: queue.map(({ move }) => move.from),
    tos: queue.map(({ move }) => move.to),
    amounts: queue.map(({ move }) => move.amountMinor),
    keys: queue.map(({ call }) => call.key),
    movementKeys: queue.map(({ call }) => call.movementKey),
    references: queue.map(({ move }, index) => newReference(move.referencePrefix, createdAt[index])),
    recordTypes: queue.map(({ move }) => move.recordType),
    platTypes: queue.map(({ move }) => move.platType),
    requests: queue.map(({ call }) => call.request),
    kinds: queue.map(({ move }) => move.kind),
    createdAt,
    central: CENTRAL_WALLET,
  }).then(
    (rows) => queue.forEach((one, index) => one.resolve(JSON.parse(rows[index].response) as TransferDone)),
    // Nothing of the batch was written: each alone, as the one-call statement takes it.
    () => queue.forEach(alone),
  );
}
