import { sql, type Kysely } from 'kysely';

/**
 * Fewer index writes per money movement and per bet (docs/performance.md, 2026-11-25). Every index whose
 * key starts with the member (or the member's wallet) takes its insert at a place of its own for each
 * member, so with many members at once each write lands on a page of its own, often splitting it, and
 * each such page is one more frame of the WAL at the batch's COMMIT.
 *
 * - ledger_entries_wallet goes: no query of the site reads entries by wallet (a wallet's history is read
 *   from movements; balances from the wallet rows). Only the ledger check grouped its sums through it, and
 *   it reads every entry anyway: it now sorts them itself. Two inserts fewer per transfer and per bet.
 * - bets_member_time and bets_member_venue_time become one, bets_member_time on (user_id, bet_at,
 *   plat_type): the bet records' window (a member, a span of bet times, with or without a venue) is one
 *   range of it, the venue read from the index itself. One insert fewer per bet.
 *
 * Each index is dropped if it is there and then built, so a run cut short in between (SQLite runs a
 * migration without a transaction) runs again.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await db.schema.dropIndex('ledger_entries_wallet').ifExists().execute();
  await db.schema.dropIndex('bets_member_venue_time').ifExists().execute();
  await db.schema.dropIndex('bets_member_time').ifExists().execute();
  await db.schema.createIndex('bets_member_time').on('bets').columns(['user_id', 'bet_at', 'plat_type']).execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await db.schema.dropIndex('bets_member_time').ifExists().execute();
  await db.schema.createIndex('bets_member_time').on('bets').columns(['user_id', 'bet_at']).execute();
  await db.schema.dropIndex('bets_member_venue_time').ifExists().execute();
  await db.schema.createIndex('bets_member_venue_time').on('bets').columns(['user_id', 'plat_type', 'bet_at']).execute();
  await db.schema.dropIndex('ledger_entries_wallet').ifExists().execute();
  await db.schema.createIndex('ledger_entries_wallet').on('ledger_entries').column('wallet_id').where(sql.ref('wallet_id'), 'is not', null).execute();
}
