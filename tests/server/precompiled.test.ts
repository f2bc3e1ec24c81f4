import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { sql } from 'kysely';
import { postgresNamedStatement, precompile, preparedStatementNames } from '../../server/db/precompiled';
import { isPostgres } from '../../server/db/dialect';

/** Queries compiled once and run with each call's values, on the engine the suite runs on. */

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const platformsOfCategory = precompile((db, args: { gameType: number; skip: string }) =>
  db
    .selectFrom('platforms')
    .select('plat_type')
    .where('game_type', '=', args.gameType)
    .where('plat_type', '<>', args.skip)
    // A constant of the query itself stays as it was written.
    .where('plat_type', '<>', 'no-such-venue')
    .orderBy('plat_type'),
);

describe('precompiled queries', () => {
  it('bind each call’s values in place of the stand-ins, keeping the query’s own constants', async () => {
    const expected = async (gameType: number, skip: string) =>
      (
        await h.db
          .selectFrom('platforms')
          .select('plat_type')
          .where('game_type', '=', gameType)
          .where('plat_type', '<>', skip)
          .orderBy('plat_type')
          .execute()
      ).map((row) => row.plat_type);
    const categories = await h.db.selectFrom('platforms').select('game_type').distinct().orderBy('game_type').execute();
    expect(categories.length).toBeGreaterThan(1);
    for (const { game_type: gameType } of categories) {
      const all = await expected(gameType, '');
      const rows = await platformsOfCategory.execute(h.db, { gameType, skip: all[0] });
      expect(rows.map((row) => row.plat_type)).toEqual(all.slice(1));
    }
  });

  it('answers the first row, or undefined', async () => {
    const first = await platformsOfCategory.executeTakeFirst(h.db, { gameType: 1, skip: '' });
    expect(first?.plat_type).toEqual(expect.any(String));
    expect(await platformsOfCategory.executeTakeFirst(h.db, { gameType: -1, skip: '' })).toBeUndefined();
  });

  it('runs inside a transaction, and writes', async () => {
    const rename = precompile((db, args: { code: string; description: string }) =>
      db.updateTable('house_accounts').set({ description: args.description }).where('code', '=', args.code),
    );
    await h.db.transaction().execute((trx) => rename.execute(trx, { code: 'sandbox', description: 'renamed' }));
    const row = await h.db.selectFrom('house_accounts').select('description').where('code', '=', 'sandbox').executeTakeFirst();
    expect(row?.description).toBe('renamed');
  });

  it('refuses a call that leaves out a value', async () => {
    await expect(platformsOfCategory.execute(h.db, { gameType: 1 } as never)).rejects.toThrow('no value for skip');
  });
});

describe('statements with named parameters (PostgreSQL)', () => {
  const text = `select (:first::integer + :second::integer) * :first::integer as n, ':kept' as quoted -- a comment: :not\n`;
  const sum = postgresNamedStatement<{ n: number; quoted: string }>(text);

  it('number each name once, in the order of first use, leaving casts, quoted text and comments alone', () => {
    expect(preparedStatementNames.has(`select ($1::integer + $2::integer) * $1::integer as n, ':kept' as quoted -- a comment: :not\n`)).toBe(true);
  });

  it('take each value from the first source that names it, and refuse a call that leaves one out', async () => {
    expect(() => sum(h.db, { first: 2 }, {})).toThrow('postgres statement: no value for :second');
    // The statement is PostgreSQL's: SQLite only numbers it.
    if (!isPostgres(h.db)) return;
    expect(await sum(h.db, { first: 2, second: 3 }, { second: 100 })).toEqual([{ n: 10, quoted: ':kept' }]);
  });
});

describe('prepared statements on PostgreSQL', () => {
  it('keep one generic plan each: every pooled connection plans a statement once, whatever its values (SQLite has no plans to keep)', async () => {
    if (!isPostgres(h.db)) return expect(h.db.getExecutor().adapter.constructor.name).toBe('SqliteAdapter');
    // Several connections at once, so that more than the first one of the pool is asked.
    const settings = await Promise.all(
      Array.from({ length: 4 }, () => h.db.transaction().execute(async (trx) => (await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(trx)).rows[0].plan_cache_mode)),
    );
    expect(settings).toEqual(['force_generic_plan', 'force_generic_plan', 'force_generic_plan', 'force_generic_plan']);
  });
});
