import { sql, type Kysely } from 'kysely';

/**
 * Indexes that hold only the rows their queries look for. Every bet and every transfer wrote an entry
 * into each of these for rows no query reads through them; a write to a B-tree is a page of the WAL,
 * and a bet wrote about ten (bets/s, docs/performance.md).
 *
 * - movements_settles: the post or void of a pending movement (pending_id set); single-phase and
 *   pending movements (nearly all of them) have none. Still unique: a pending movement is settled once.
 * - ledger_entries_wallet: entries of member wallets; an entry of a house account has no wallet.
 * - bets_round: the open bets of a round, which voiding a round looks for (a sandbox round is settled
 *   as it is placed and never needs finding).
 *
 * Each index is dropped if it is there and then built, so a run cut short between the two (SQLite runs a
 * migration without a transaction) runs again. On PostgreSQL each build holds writes to its table; at
 * this site's size that is a moment.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

/** bets.status of a bet placed and not yet settled (machines/rules/bets: BET_STATUS.unsettled), as of this migration. */
const UNSETTLED = 2;

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await db.schema.dropIndex('movements_settles').ifExists().execute();
  await db.schema.createIndex('movements_settles').unique().on('movements').column('pending_id').where(sql.ref('pending_id'), 'is not', null).execute();
  await db.schema.dropIndex('ledger_entries_wallet').ifExists().execute();
  await db.schema.createIndex('ledger_entries_wallet').on('ledger_entries').column('wallet_id').where(sql.ref('wallet_id'), 'is not', null).execute();
  await db.schema.dropIndex('bets_round').ifExists().execute();
  await db.schema.createIndex('bets_round').on('bets').columns(['plat_type', 'round_id']).where(sql.ref('status'), '=', sql.lit(UNSETTLED)).execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await db.schema.dropIndex('bets_round').ifExists().execute();
  await db.schema.createIndex('bets_round').on('bets').columns(['plat_type', 'round_id', 'status']).execute();
  await db.schema.dropIndex('ledger_entries_wallet').ifExists().execute();
  await db.schema.createIndex('ledger_entries_wallet').on('ledger_entries').column('wallet_id').execute();
  await db.schema.dropIndex('movements_settles').ifExists().execute();
  await db.schema.createIndex('movements_settles').unique().on('movements').column('pending_id').execute();
}
