import { setImmediate } from 'node:timers';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { isPostgres } from '../db/dialect';
import { runStep, type SqliteStep } from '../db/groupCommitSqlite';
import { newReference } from './accounts';
import { keepAnswerInStep } from './idempotency';
import { memberAndWalletInStep } from './stepReads';
import { postHouseMovementsInStep } from './steps';
import { roundStatementOf } from './statements';
import { NotInOneGo, type OneGoCall, type RoundInOneGo, type RoundRecordSql } from './inOneGo';

/**
 * The one-go rounds of one turn of the event loop, once the turn's I/O is done, in the order their calls
 * came. On SQLite each is a step of its own (its own savepoint: it commits or fails alone), the steps back
 * to back: run as each call reached the ledger, every step came between the HTTP work of the calls around
 * it, and SQLite's code and pages were cold again each time (docs/performance.md). On PostgreSQL the
 * rounds of one record kind go as one statement (./statements.ts roundStatementOf: one round trip and one
 * commit for the turn), which, when any round is outside the plain case, fails whole; each round then
 * goes alone, as a statement of one.
 */

interface Waiting {
  call: OneGoCall;
  move: RoundInOneGo<unknown>;
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

function sqliteRounds(db: Kysely<Database>, clock: Clock, queue: Waiting[]): void {
  for (const one of queue) {
    try {
      const running = runStep(db, (step) => roundInStep(db, step, clock, one.call, one.move));
      if (running === null) throw new NotInOneGo('a SQLite database without steps');
      running.then(one.resolve, one.reject);
    } catch (error) {
      one.reject(error);
    }
  }
}

function roundInStep<A>(db: Kysely<Database>, step: SqliteStep, clock: Clock, call: OneGoCall, move: RoundInOneGo<A>): A {
  const found = memberAndWalletInStep(db, step, call.userId, move.platType);
  if (!found || found.walletType !== move.walletType || found.wallet === null || found.wallet.locked !== 0) {
    throw new NotInOneGo('another wallet mode, or the wallet not open or flagged');
  }
  const recordId = move.record.nextIdInStep(db, step);
  const payoutKey = move.payout.amountMinor > 0 ? `${move.payout.keyPrefix}${recordId}` : null;
  const moved = postHouseMovementsInStep(db, step, clock, { userId: call.userId, wallet: found.wallet, house: move.house }, [
    { key: move.stake.key, kind: move.stake.kind, referencePrefix: move.stake.referencePrefix, platType: move.platType, walletMinor: -move.stake.amountMinor },
    ...(payoutKey === null
      ? []
      : [{ key: payoutKey, kind: move.payout.kind, referencePrefix: move.payout.referencePrefix, platType: move.platType, walletMinor: move.payout.amountMinor }]),
  ]);
  // The stake above the wallet's balance, or a stake key used before (a replay).
  if (moved === null) throw new NotInOneGo('not affordable, or the stake key taken');
  const answer = move.record.writeInStep(db, step, { recordId, stake: moved[0], payoutKey, walletMinor: moved[moved.length - 1].balanceMinor });
  keepAnswerInStep(db, step, clock, call, answer);
  return answer;
}

function postgresRounds(db: Kysely<Database>, clock: Clock, queue: Waiting[]): void {
  const kinds = new Map<RoundRecordSql, Waiting[]>();
  for (const one of queue) {
    const sameKind = kinds.get(one.move.record.sql);
    if (sameKind) sameKind.push(one);
    else kinds.set(one.move.record.sql, [one]);
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
