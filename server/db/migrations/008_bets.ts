import { sql, type Kysely } from 'kysely';
import { addId } from './columns';

/**
 * Bets (issue 12): one row per bet a member places at a venue (the in-house games and the sandbox's
 * simulated rounds of third-party venues). The stake, the payout and a void's refund are ledger
 * movements against the house's `bets` account; the row names them by their movement keys, and its
 * status changes in the same transaction as the movement that settles or voids it.
 * Status: 0 invalid (voided, stake refunded), 1 settled, 2 unsettled.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  // Kept by down (its entries are money that moved), so a migration run again finds it there.
  await sql`insert into house_accounts (code, description) values ('bets', 'Stakes taken and payouts made by the venues') on conflict (code) do nothing`.execute(db);

  await addId(db.schema.createTable('bets'), database)
    .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // The caller's idempotency key of the bet, unique per member.
    .addColumn('bet_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('plat_type', 'varchar(32)', (c) => c.notNull().references('platforms.plat_type'))
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('game_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('round_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('stake_minor', 'bigint', (c) => c.notNull().check(sql`stake_minor > 0`))
    .addColumn('valid_stake_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payout_minor', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`payout_minor >= 0`))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(2).check(sql`status in (0, 1, 2)`))
    .addColumn('bet_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addColumn('stake_movement', 'varchar(100)', (c) => c.notNull().references('movements.movement_key'))
    // The payout's movement (a settled bet that won) or the refund's (a voided bet); null otherwise. No
    // foreign key: the row changes first (the exactly-once guard) and the movement follows in the same transaction.
    .addColumn('settle_movement', 'varchar(100)')
    .addUniqueConstraint('bets_member_key', ['user_id', 'bet_key'])
    .addCheckConstraint('bets_valid_stake', sql`valid_stake_minor between 0 and stake_minor`)
    // Only a settled bet has a payout or a valid stake; an open one has no settle time.
    .addCheckConstraint(
      'bets_status_fields',
      sql`(status = 1 and settled_at is not null) or (status <> 1 and payout_minor = 0 and valid_stake_minor = 0 and (status = 0) = (settled_at is not null))`,
    )
    .execute();
  // Bet records: a member's bets by time, optionally of one venue.
  await db.schema.createIndex('bets_member_time').on('bets').columns(['user_id', 'bet_at']).execute();
  await db.schema.createIndex('bets_member_venue_time').on('bets').columns(['user_id', 'plat_type', 'bet_at']).execute();
  // Turnover: a member's settled bets by settle time.
  await db.schema.createIndex('bets_member_settled').on('bets').columns(['user_id', 'status', 'settled_at']).execute();
  // Voiding a round finds its bets.
  await db.schema.createIndex('bets_round').on('bets').columns(['plat_type', 'round_id', 'status']).execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  // The house account stays: the ledger's entries against it are money that moved.
  await db.schema.dropTable('bets').execute();
}
