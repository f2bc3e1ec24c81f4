import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import type { SqliteStep } from '../db/groupCommitSqlite';
import { CENTRAL_WALLET } from '../../machines/rules/wallet';
import { newReference, type HouseAccount } from './accounts';
import { transferInTurn } from './transferTurn';
import { roundInTurn } from './roundTurn';
import { transferStatement } from './statements';

/**
 * The ledger's one entry point for a money call done in one go: the movements, the request's key row and
 * the answer stored with it, as one synchronous step on SQLite (inside runStep: no await between the
 * statements, so the connection passes straight to the next call) or one data-modifying statement on
 * PostgreSQL (./statements.ts: one round trip, in autocommit). The ledger picks the path from the
 * database; the feature describes the call as data. The calls of one turn of the event loop go together
 * once its I/O is done: its transfers as one SQLite step or one PostgreSQL statement (./transferTurn.ts),
 * its rounds each in a SQLite step of its own, back to back, or as one PostgreSQL statement
 * (./roundTurn.ts).
 *
 * It applies only the plain case, and when the case is not plain it fails (rejects) having written
 * nothing: the step's savepoint or the statement's atomicity undoes whatever of it was written. The
 * caller then takes the ordinary path (runIdempotent and postMovement), which refuses, replays or opens a
 * wallet exactly as it always does. Neither path looks for a used key first: the movement key's and the
 * request key's unique indexes and the foreign keys find a replay, a reused key or an unknown venue.
 *
 * Two shapes exist, those of the hot calls: a transfer between two of a member's wallets, and a round (a
 * stake and a payout between a member's wallet and a house account, with the record they pay for).
 */

/** The call's identity: the member, the request's Idempotency-Key and what it stands for, and its first movement's key. */
export interface OneGoCall {
  userId: number;
  key: string;
  request: string;
  /** The key of the call's first movement (movementKeysOf), as the ordinary path would name it. */
  movementKey: string;
}

/**
 * Money between two of the member's wallets, named by venue (one of them central). Plain: both wallets
 * open and unflagged (the wallet feature's promotion lock), the source able to afford it.
 */
export interface TransferInOneGo {
  shape: 'transfer';
  from: string;
  to: string;
  /** The venue side of the transfer: the movement's platType and the wallet the answer reports. */
  platType: string;
  amountMinor: number;
  kind: string;
  referencePrefix: string;
  recordType: number;
}

/** What a transfer leaves (the answer stored with its key): the member's balances and the venue wallet's. */
export interface TransferDone {
  centralMinor: number;
  venuesMinor: number;
  platType: string;
  walletMinor: number;
  walletLockFlag: number;
}

/** One of a round's movements; its amount is what the member's wallet gives (stake) or gets (payout). */
export interface RoundMovement {
  kind: string;
  referencePrefix: string;
  amountMinor: number;
}

/**
 * A stake and, when its amount is above 0, a payout between the member's wallet for `platType` and a house
 * account, and the record they pay for (a bet), whose id the payout's key names. Plain: the member in
 * wallet mode `walletType`, their wallet for the venue open, unflagged and holding the stake, the keys new.
 */
export interface RoundInOneGo<A> {
  shape: 'round';
  platType: string;
  house: HouseAccount;
  walletType: number;
  stake: RoundMovement & { key: string };
  payout: RoundMovement & { keyPrefix: string };
  record: RoundRecord<A>;
}

/** A round's stake as written: its movement, and the wallet's balance right after it. */
export interface HouseMovementDone {
  id: number;
  reference: string;
  createdAt: number;
  /** The wallet's balance right after this movement. */
  balanceMinor: number;
}

/** What a round's money left, for its record to name. */
export interface RoundMoved {
  recordId: number;
  stake: HouseMovementDone;
  /** The payout's movement key, or null when nothing was paid. */
  payoutKey: string | null;
  /** The wallet's balance after the round. */
  walletMinor: number;
}

/**
 * The feature's record of a round, written in the same go as its money (the ledger writes no feature's
 * table): its kind, shared by every round of the kind, and its own values.
 */
export interface RoundRecord<A> {
  kind: RoundRecordKind<A>;
  /** The record's own values, under the names of its kind's SQL columns (and any others its writer reads). */
  values: Readonly<Record<string, unknown>>;
}

/** A round as its record's writer sees it: the call's member, the round, and what its money left. */
export interface RoundWritten<A> {
  userId: number;
  round: RoundInOneGo<A>;
  moved: RoundMoved;
}

/**
 * A kind of record. On SQLite: the id the next record will get (a step's records of the kind get it and
 * the ids after it, in turn) and the write of a step's records, which answers each round's answer. On
 * PostgreSQL: SQL the ledger's statement embeds (see statements.ts roundStatementOf for the names it may use).
 */
export interface RoundRecordKind<A> {
  nextIdInStep(db: Kysely<Database>, step: SqliteStep): number;
  writeInStep(db: Kysely<Database>, step: SqliteStep, clock: Clock, rounds: readonly RoundWritten<A>[]): A[];
  sql: RoundRecordSql;
}

export interface RoundRecordSql {
  /** An integer expression: a round's record's new id (evaluated once per round whose wallet moved). */
  nextId: string;
  /** The record's own values, each a column of the statement's `input` (a row per round): name and SQL type. */
  columns: Readonly<Record<string, string>>;
  /** Further CTEs (`name as (…)`, comma-separated) that write the records and end with `answer(n, response)`. */
  ctes: string;
}

/** The case is not plain: the caller takes the ordinary path. Nothing of the call was written. */
export class NotInOneGo extends Error {
  override name = 'NotInOneGo';
  constructor(why: string) {
    super(`not the plain case (${why}): the ordinary path takes it`);
  }
}

export function inOneGo(db: Kysely<Database>, clock: Clock, call: OneGoCall, move: TransferInOneGo): Promise<TransferDone>;
export function inOneGo<A>(db: Kysely<Database>, clock: Clock, call: OneGoCall, move: RoundInOneGo<A>): Promise<A>;
export async function inOneGo<A>(
  db: Kysely<Database>,
  clock: Clock,
  call: OneGoCall,
  move: TransferInOneGo | RoundInOneGo<A>,
): Promise<TransferDone | A> {
  if (move.shape === 'transfer') return transferInTurn(db, clock, call, move);
  return roundInTurn(db, clock, call, move);
}

/** A transfer alone as one PostgreSQL statement (./statements.ts), when its turn's batch could not take it. */
export async function transferInOneStatement(db: Kysely<Database>, clock: Clock, call: OneGoCall, move: TransferInOneGo): Promise<TransferDone> {
  const now = clock.now();
  const rows = await transferStatement(db, {
    member: call.userId,
    from: move.from,
    to: move.to,
    amount: move.amountMinor,
    key: call.key,
    movementKey: call.movementKey,
    reference: newReference(move.referencePrefix, now),
    recordType: move.recordType,
    platType: move.platType,
    now,
    request: call.request,
    central: CENTRAL_WALLET,
    kind: move.kind,
  });
  return JSON.parse(rows[0].response) as TransferDone;
}
