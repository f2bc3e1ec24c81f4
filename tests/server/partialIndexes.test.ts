import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from './harness';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import { isPostgres } from '../../server/db/dialect';
import type { Database } from '../../server/db/schema';

/**
 * Migration 013: indexes hold only the rows their queries look for. Each query must still be answered
 * through its index (a partial index whose condition the query does not imply is never used), and the
 * settles index must still refuse a second post or void of one pending movement. Migration 015: fewer
 * index writes per movement and per bet, each query still answered through an index.
 */

let db: Kysely<Database>;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await migrateToLatest(db);
});
afterAll(() => drop());

/**
 * The plan's text for a query. On PostgreSQL with sequential scans off (its tables here are empty) and
 * the parameters written in (EXPLAIN takes none).
 */
async function planOf(query: { compile(): { sql: string; parameters: readonly unknown[] } }): Promise<string> {
  const { sql: text, parameters } = query.compile();
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      await sql`set local enable_seqscan = off`.execute(trx);
      const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
      const inlined = text.replace(/\$(\d+)/g, (_, index: string) => literal(parameters[Number(index) - 1]));
      const rows = await sql.raw<{ 'QUERY PLAN': string }>(`explain ${inlined}`).execute(trx);
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    }
    const rows = await trx.executeQuery<{ detail: string }>({ sql: `explain query plan ${text}`, parameters, query: { kind: 'RawNode' } as never, queryId: { queryId: 'plan' } });
    return rows.rows.map((row) => row.detail).join('\n');
  });
}

/** The index's definition as the database keeps it. */
async function definitionOf(name: string): Promise<string> {
  const found = isPostgres(db)
    ? await sql<{ definition: string }>`select indexdef as definition from pg_indexes where indexname = ${name}`.execute(db)
    : await sql<{ definition: string }>`select sql as definition from sqlite_master where type = 'index' and name = ${name}`.execute(db);
  return found.rows[0]?.definition ?? '';
}

describe('partial indexes (migration 013)', () => {
  it('holds only the rows its queries look for', async () => {
    expect(await definitionOf('bets_round')).toMatch(/where\s*\(*"?status"?\s*=\s*2\b/i);
    expect(await definitionOf('movements_settles')).toMatch(/where\s*\(*"?pending_id"?\s+is\s+not\s+null/i);
  });

  it("voiding a round finds the round's open bets through bets_round", async () => {
    // As voidRound asks: the status written into the SQL, so that any plan of the statement may use the index.
    const plan = await planOf(db.selectFrom('bets').select('id').where('plat_type', '=', 'gsport').where('round_id', '=', 'SR1').where('status', '=', sql.lit(2)).orderBy('id'));
    expect(plan).toMatch(/bets_round/);
  });

  it('a pending movement is settled at most once, and any number of movements settle none', async () => {
    await sql`insert into users (user_name, user_name_key, password_hash, phone, currency_type, level_id, created_at)
      values ('idx01', 'idx01', 'x', '9000000013', 1, 1, 1)`.execute(db);
    const movement = (key: string, phase: 'single' | 'pending' | 'post' | 'void', pendingId: number | null) =>
      db
        .insertInto('movements')
        .values({ movement_key: key, reference: key, kind: 'sandbox_adjustment', user_id: 1, convert_type: null, plat_type: null, amount_minor: 1, phase, pending_id: pendingId, created_at: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
    await movement('single-1', 'single', null);
    await movement('single-2', 'single', null);
    const pending = await movement('pending-1', 'pending', null);
    await movement('post-1', 'post', pending.id);
    await expect(movement('void-1', 'void', pending.id)).rejects.toThrow(/unique|movements_settles/i);
    const plan = await planOf(db.selectFrom('movements').select('id').where('pending_id', '=', pending.id));
    expect(plan).toMatch(/movements_settles/);
  });
});

describe('fewer index writes per movement and per bet (migration 015)', () => {
  /** The bet records' window, as server/features/bets/records.ts asks it: all venues, or one. */
  const window = (platType: string | null) => {
    let query = db.selectFrom('bets').select('id').where('user_id', '=', 1).where('bet_at', '>=', 1).where('bet_at', '<=', 2);
    if (platType !== null) query = query.where('plat_type', '=', platType);
    return query.orderBy('bet_at', 'desc').orderBy('id', 'desc').limit(20);
  };

  it('no index of entries by wallet, which no query reads, and one index of a member’s bets by time', async () => {
    expect(await definitionOf('ledger_entries_wallet')).toBe('');
    expect(await definitionOf('bets_member_venue_time')).toBe('');
    expect(await definitionOf('bets_member_time')).toMatch(/\(\s*"?user_id"?\s*,\s*"?bet_at"?\s*,\s*"?plat_type"?\s*\)/i);
  });

  it('the bet records of a window, of every venue or of one, are read through bets_member_time', async () => {
    expect(await planOf(window(null))).toMatch(/bets_member_time/);
    expect(await planOf(window('gsport'))).toMatch(/bets_member_time/);
  });

  it('undoes to the indexes before it, and redoes', async () => {
    const other = await freshDatabase();
    try {
      await migrateToLatest(other.db);
      await migrateTo(other.db, '014_deposit_vouchers');
      const definition = async (name: string) =>
        isPostgres(other.db)
          ? ((await sql<{ d: string }>`select indexdef as d from pg_indexes where indexname = ${name}`.execute(other.db)).rows[0]?.d ?? '')
          : ((await sql<{ d: string }>`select sql as d from sqlite_master where type = 'index' and name = ${name}`.execute(other.db)).rows[0]?.d ?? '');
      expect(await definition('ledger_entries_wallet')).toMatch(/where\s*\(*"?wallet_id"?\s+is\s+not\s+null/i);
      expect(await definition('bets_member_venue_time')).toMatch(/plat_type/);
      expect(await definition('bets_member_time')).not.toMatch(/plat_type/);
      await migrateToLatest(other.db);
      expect(await definition('ledger_entries_wallet')).toBe('');
      expect(await definition('bets_member_time')).toMatch(/plat_type/);
    } finally {
      await other.drop();
    }
  });
});
