import type { Kysely } from 'kysely';
import { isPostgres } from '../db/dialect';
import { precompile } from '../db/precompiled';
import type { Database } from '../db/schema';

/**
 * A member's turn at money. Calls that move one member's money in several steps (a mode switch, a venue
 * launch in transfer-free mode, a bet, a withdrawal, a deposit) take the member's row first, before any
 * wallet row, so they take turns and never wait on each other in a circle.
 *
 * PostgreSQL: `select … for no key update`, the lock an UPDATE that changes no key column takes. Unlike
 * `for update` it leaves alone the key-share locks that inserts referencing the member take (movements,
 * idempotency keys, bets, orders: their foreign keys), so the member's other calls, and this call's own
 * inserts from other connections, are not held up by it. SQLite needs no lock: a transaction holds the
 * database's one connection and is its only writer.
 */

/** The member's row, read for the turn; answers the wallet mode, which those calls branch on. */
const lockedMember = precompile((db, args: { memberId: number }) =>
  db.selectFrom('users').select(['id', 'wallet_type']).where('id', '=', args.memberId).forNoKeyUpdate(),
);

const member = precompile((db, args: { memberId: number }) =>
  db.selectFrom('users').select(['id', 'wallet_type']).where('id', '=', args.memberId),
);

export interface LockedMember {
  id: number;
  wallet_type: number;
}

/**
 * Takes the member's turn for the rest of the transaction (see above) and answers their row; throws
 * when there is no such member (a programming error: callers pass the signed-in member's id).
 */
export async function lockMember(trx: Kysely<Database>, memberId: number): Promise<LockedMember> {
  const row = await (isPostgres(trx) ? lockedMember : member).executeTakeFirst(trx, { memberId });
  if (!row) throw new Error(`ledger: no member ${memberId}`);
  return { id: Number(row.id), wallet_type: Number(row.wallet_type) };
}

/**
 * A call done in one PostgreSQL statement (./inOneGo.ts) takes the member's turn as a transaction-scoped
 * advisory lock instead, in the statement's first condition: a row lock there would write the member's
 * row on every call (a row lock is a heap write on PostgreSQL, with its WAL record), where the advisory
 * lock lives in memory. The lock space is this number; the second key is the member id.
 */
export const MEMBER_TURN_LOCK = 7301;

/** The SQL condition that takes the member's one-statement turn; `memberParameter` is the member id's placeholder. */
export const memberTurnCondition = (memberParameter: string) =>
  `(select 1 from pg_advisory_xact_lock(${MEMBER_TURN_LOCK}, ${memberParameter}::integer)) = 1`;
