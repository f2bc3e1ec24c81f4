import { setImmediate } from 'node:timers';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { isPostgres } from '../db/dialect';
import { runStep } from '../db/groupCommitSqlite';
import { newReference } from './accounts';
import { roundStatementOf } from './statements';
import { roundsInStep, type RoundCall } from './roundStep';
import { NotInOneGo, type OneGoCall, type RoundInOneGo, type RoundRecordSql } from './inOneGo';

/**
 * The one-go rounds of one turn of the event loop go to the database together once the turn's I/O is
 * done, checked in the order their calls came, as the turn's transfers do (./transferTurn.ts): on SQLite
 * as one synchronous step (./roundStep.ts), on PostgreSQL the rounds of one record kind as one statement
 * (./statements.ts roundStatementOf: one round trip and one commit for the turn). When the batch fails
 * (on SQLite a statement: a key used before; on PostgreSQL anything outside the plain case) nothing of it
 * stays, and each round goes again alone (a step or a statement of one), so a failure stays with the round
 * it belongs to.
 */

interface Waiting extends RoundCall {
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}

const turns = new WeakMap<Kysely<Database>, Waiting[]>();

export function roundInTurn<A>(db: Kysely<Database>, clock: Clock, call: OneGoCall, move: RoundInOneGo<A>): Promise<A> {
  let queue = turns.get(db);
  if (queue === undefined) {
    const waiting: Waiting[] = [];
    queue = waiting;
    turns.set(db, waiting);
    setImmediate(() => {
      turns.delete(db);
      if (isPostgres(db)) postgresRounds(db, clock, waiting);
      else sqliteRounds(db, clock, waiting);
    });
  }
  return new Promise<A>((resolve, reject) => queue.push({ call, move, resolve: resolve as (answer: unknown) => void, reject }));
}

function sqliteStep(db: Kysely<Database>, clock: Clock, queue: readonly Waiting[]) {
  const running = runStep(db, (step) => roundsInStep(db, step, clock, queue));
  if (running === null) throw new NotInOneGo('a SQLite database without steps');
  return running;
}

function settle(one: Waiting, outcome: unknown): void {
  if (outcome instanceof NotInOneGo) one.reject(outcome);
  else one.resolve(outcome);
}

function sqliteRounds(db: Kysely<Database>, clock: Clock, queue: Waiting[]): void {
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
      // Each in a step of its own, in the order they came: a failure stays with its own round.
      for (const one of queue) sqliteStep(db, clock, [one]).then(([outcome]) => settle(one, outcome), one.reject);
    },
  );
}

function postgresRounds(db: Kysely<Database>, clock: Clock, queue: Waiting[]): void {
  const kinds = new Map<RoundRecordSql, Waiting[]>();
  for (const one of queue) {
    const sameKind = kinds.get(one.move.record.kind.sql);
    if (sameKind) sameKind.push(one);
    else kinds.set(one.move.record.kind.sql, [one]);
  }
  for (const [sql, rounds] of kinds) {
    roundsStatement(db, clock, sql, rounds).then(
      (answers) => rounds.forEach((one, index) => one.resolve(answers[index])),
      (error) => {
        if (rounds.length === 1) return rounds[0].reject(error);
        // Nothing of the batch was written: each alone, so a failure stays with its own round.
        for (const one of rounds) roundsStatement(db, clock, sql, [one]).then(([answer]) => one.resolve(answer), one.reject);
      },
    );
  }
}

async function roundsStatement(db: Kysely<Database>, clock: Clock, sql: RoundRecordSql, rounds: Waiting[]): Promise<unknown[]> {
  const nows = rounds.map(() => clock.now());
  const values: Record<string, unknown[]> = {
    members: rounds.map(({ call }) => call.userId),
    venues: rounds.map(({ move }) => move.platType),
    walletTypes: rounds.map(({ move }) => move.walletType),
    stakes: rounds.map(({ move }) => move.stake.amountMinor),
    payouts: rounds.map(({ move }) => move.payout.amountMinor),
    keys: rounds.map(({ call }) => call.key),
    requests: rounds.map(({ call }) => call.request),
    stakeKeys: rounds.map(({ move }) => move.stake.key),
    stakeReferences: rounds.map(({ move }, index) => newReference(move.stake.referencePrefix, nows[index])),
    payoutReferences: rounds.map(({ move }, index) => newReference(move.payout.referencePrefix, nows[index])),
    payoutKeyPrefixes: rounds.map(({ move }) => move.payout.keyPrefix),
    nows,
    stakeKinds: rounds.map(({ move }) => move.stake.kind),
    payoutKinds: rounds.map(({ move }) => move.payout.kind),
    houses: rounds.map(({ move }) => move.house),
  };
  for (const column of Object.keys(sql.columns)) values[column] = rounds.map(({ move }) => move.record.values[column]);
  const rows = await roundStatementOf(sql)(db, values);
  return rows.map((row) => JSON.parse(row.response) as unknown);
}
