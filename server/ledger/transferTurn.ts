import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { isPostgres } from '../db/dialect';
import { CENTRAL_WALLET } from '../../machines/rules/wallet';
import { newReference } from './accounts';
import { transferInOneStatement, type OneGoCall, type TransferDone, type TransferInOneGo } from './inOneGo';
import { transfersInStep, type TransferCall } from './transferStep';
import { transfersStatement } from './statements';
import { eachAlone, sqliteBatch, stepped, turnQueue, type Waiting } from './turnQueue';

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
 * stays, and each call goes again on its own (a step of its own, or the one-call statement; one member's
 * calls one after another), so a failure stays with the call it belongs to and the caller's ordinary path
 * answers it as before.
 */

type Transfer = Waiting<TransferCall, TransferDone>;

function postgresBatch(db: Kysely<Database>, clock: Clock, batch: Transfer[]): void {
  const alone = async (one: Transfer) => one.resolve(await transferInOneStatement(db, clock, one.item.call, one.item.move));
  if (batch.length === 1) {
    alone(batch[0]).catch(batch[0].reject);
    return;
  }
  const calls = batch.map((one) => one.item);
  const createdAt = calls.map(() => clock.now());
  transfersStatement(db, {
    members: calls.map(({ call }) => call.userId),
    froms: calls.map(({ move }) => move.from),
    tos: calls.map(({ move }) => move.to),
    amounts: calls.map(({ move }) => move.amountMinor),
    keys: calls.map(({ call }) => call.key),
    movementKeys: calls.map(({ call }) => call.movementKey),
    references: calls.map(({ move }, index) => newReference(move.referencePrefix, createdAt[index])),
    recordTypes: calls.map(({ move }) => move.recordType),
    platTypes: calls.map(({ move }) => move.platType),
    requests: calls.map(({ call }) => call.request),
    kinds: calls.map(({ move }) => move.kind),
    createdAt,
    central: CENTRAL_WALLET,
  }).then(
    (rows) => batch.forEach((one, index) => one.resolve(JSON.parse(rows[index].response) as TransferDone)),
    // Nothing of the batch was written: each alone, as the one-call statement takes it.
    () => eachAlone(batch, alone),
  );
}

const queue = turnQueue<TransferCall, TransferDone>((db, clock, batch) => {
  if (isPostgres(db)) postgresBatch(db, clock, batch);
  else sqliteBatch(batch, (calls) => stepped(db, (step) => transfersInStep(db, step, clock, calls)));
});

/** Queues the transfer for this turn's batch; answers what it left, or rejects (NotInOneGo: the ordinary path takes it). */
export function transferInTurn(db: Kysely<Database>, clock: Clock, call: OneGoCall, move: TransferInOneGo): Promise<TransferDone> {
  return queue(db, clock, { call, move });
}
