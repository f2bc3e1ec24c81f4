import { sql, type Kysely } from 'kysely';
import { addId } from './columns';

/**
 * The in-house venue's rounds (issue 12). Money lives in the bets and the ledger; these tables keep what
 * was dealt and drawn, so a round can be shown, checked and finished after a restart.
 * - house_baccarat_rounds: one row a round: the member, the bet, the stakes per spot, the cards dealt
 *   (rank-suit pairs) and the outcome and payout decided when it was dealt.
 * - house_keno_rounds: one row a minute that had a ticket or was shown (id = minutes since the epoch),
 *   with its 20 numbers once drawn.
 * - house_keno_tickets: a member's ticket in a round: its numbers, markets and stake, and what it paid.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time
type AnyDb = Kysely<any>;

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await addId(db.schema.createTable('house_baccarat_rounds'), database)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('bet_id', 'integer', (c) => c.notNull())
    .addColumn('stake_player_minor', 'bigint', (c) => c.notNull().check(sql`stake_player_minor >= 0`))
    .addColumn('stake_banker_minor', 'bigint', (c) => c.notNull().check(sql`stake_banker_minor >= 0`))
    .addColumn('stake_tie_minor', 'bigint', (c) => c.notNull().check(sql`stake_tie_minor >= 0`))
    // "rank-suit,rank-suit,…", e.g. "1-0,13-2": ace of spades, king of clubs.
    .addColumn('player_cards', 'varchar(32)', (c) => c.notNull())
    .addColumn('banker_cards', 'varchar(32)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(8)', (c) => c.notNull().check(sql`outcome in ('player', 'banker', 'tie')`))
    .addColumn('payout_minor', 'bigint', (c) => c.notNull().check(sql`payout_minor >= 0`))
    .addColumn('valid_stake_minor', 'bigint', (c) => c.notNull().check(sql`valid_stake_minor >= 0`))
    .addColumn('dealt_at', 'bigint', (c) => c.notNull())
    // Null until the bet is settled: a restart finishes rounds dealt but not yet paid.
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('house_baccarat_rounds_bet', ['bet_id'])
    .execute();
  await db.schema.createIndex('house_baccarat_rounds_member').on('house_baccarat_rounds').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('house_keno_rounds')
    // Minutes since the epoch on the server clock: the round drawn at (id + 1) minutes.
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('draw_at', 'bigint', (c) => c.notNull())
    // "n,n,…" in the order drawn; null until the draw.
    .addColumn('drawn', 'varchar(80)')
    .addColumn('total', 'integer')
    .addColumn('drawn_at', 'bigint')
    .execute();
  await db.schema.createIndex('house_keno_rounds_open').on('house_keno_rounds').columns(['drawn_at', 'draw_at']).execute();

  await addId(db.schema.createTable('house_keno_tickets'), database)
    .addColumn('round_id', 'bigint', (c) => c.notNull().references('house_keno_rounds.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('bet_id', 'integer', (c) => c.notNull())
    .addColumn('numbers', 'varchar(40)', (c) => c.notNull())
    .addColumn('markets', 'varchar(64)', (c) => c.notNull())
    .addColumn('stake_minor', 'bigint', (c) => c.notNull().check(sql`stake_minor > 0`))
    .addColumn('total_stake_minor', 'bigint', (c) => c.notNull().check(sql`total_stake_minor > 0`))
    .addColumn('hits', 'integer')
    .addColumn('payout_minor', 'bigint')
    .addColumn('bought_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('house_keno_tickets_bet', ['bet_id'])
    .execute();
  await db.schema.createIndex('house_keno_tickets_round').on('house_keno_tickets').columns(['round_id', 'settled_at']).execute();
  await db.schema.createIndex('house_keno_tickets_member').on('house_keno_tickets').columns(['user_id', 'id']).execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  const db = database as AnyDb;
  await db.schema.dropTable('house_keno_tickets').execute();
  await db.schema.dropTable('house_keno_rounds').execute();
  await db.schema.dropTable('house_baccarat_rounds').execute();
}
