import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { isPostgres } from '../db/dialect';
import { newReference } from './accounts';
import { roundStatementOf } from './statements';
import { roundsInStep, type RoundCall } from './roundStep';
import type { OneGoCall, RoundInOneGo, RoundRecordSql } from './inOneGo';
import { eachAlone, sqliteBatch, stepped, turnQueue, type Waiting } from './turnQueue';

/**
 * The one-go rounds of one turn of the event loop go to the database together once the turn's I/O is
 * done, checked in the order their calls came, as the turn's transfers do (./transferTurn.ts): on SQLite
 * as one synchronous step (./roundStep.ts), on PostgreSQL the rounds of one record kind as one statement
 * (./statements.ts roundStatementOf: one round trip and one commit for the turn). When the batch fails
 * (on SQLite a statement: a key used before; on PostgreSQL anything outside the plain case) nothing of it
 * stays, and each round goes again alone (a step or a statement of one; one member's rounds one after
 * another), so a failure stays with the round it belongs to.
 */

type Round = Waiting<RoundCall, unknown>;

function postgresRounds(db: Kysely<Database>, clock: Clock, batch: Round[]): void {
  const kinds = new Map<RoundRecordSql, Round[]>();
  for (const one of batch) {
    const sql = one.item.move.record.kind.sql;
    const sameKind = kinds.get(sql);
    if (sameKind) sameKind.push(one);
    else kinds.set(sql, [one]);
  }
  for (const [sql, rounds] of kinds) {
    roundsStatement(db, clock, sql, rounds).then(
      (answers) => rounds.forEach((one, index) => one.resolve(answers[index])),
      (error) => {
        if (rounds.length === 1) return rounds[0].reject(error);
        // Nothing of the batch was written: each alone, so a failure stays with its own round.
        eachAlone(rounds, async (one) => one.resolve((await roundsStatement(db, clock, sql, [one]))[0]));
      },
    );
  }
}

async function roundsStatement(db: Kysely<Database>, clock: Clock, sql: RoundRecordSql, batch: Round[]): Promise<unknown[]> {
  const rounds = batch.map((one) => one.item);
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

const queue = turnQueue<RoundCall, unknown>((db, clock, batch) => {
  if (isPostgres(db)) postgresRounds(db, clock, batch);
  else sqliteBatch(batch, (rounds) => stepped(db, (step) => roundsInStep(db, step, clock, rounds)));
});

export function roundInTurn<A>(db: Kysely<Database>, clock: Clock, call: OneGoCall, move: RoundInOneGo<A>): Promise<A> {
  return queue(db, clock, { call, move: move as RoundInOneGo<unknown> }) as Promise<A>;
}
