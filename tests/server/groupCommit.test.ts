import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommitSqliteDialect } from '../../server/db/groupCommitSqlite';

/**
 * The SQLite driver's group commit: concurrent transactions share one COMMIT, each still commits or
 * rolls back alone, nobody hears "committed" before the COMMIT, and a failed COMMIT fails all of them.
 * The database is a file, as in production, and a second connection plays the part of a crash reader:
 * it sees only what SQLite has committed.
 */

interface Schema {
  parent: { id: Generated<number>; name: string };
  child: { id: Generated<number>; parent_id: number };
}

let dir: string;
let sqlite: SQLite.Database;
let db: Kysely<Schema>;
let commits: number;

const onDisk = (query: string) => {
  const reader = new SQLite(join(dir, 'site.db'), { readonly: true });
  try {
    return reader.prepare(query).pluck().all();
  } finally {
    reader.close();
  }
};

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
  sqlite = new SQLite(join(dir, 'site.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  commits = 0;
  const exec = sqlite.exec.bind(sqlite);
  sqlite.exec = (source: string) => {
    if (source === 'commit') commits++;
    return exec(source);
  };
  db = new Kysely<Schema>({ dialect: new GroupCommitSqliteDialect(sqlite) });
  await sql`create table parent (id integer primary key, name text not null unique)`.execute(db);
  await sql`create table child (id integer primary key, parent_id integer not null references parent (id) deferrable initially deferred)`.execute(
    db,
  );
  commits = 0;
});

afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const addParent = (name: string) =>
  db.transaction().execute((trx) => trx.insertInto('parent').values({ name }).returning('id').executeTakeFirstOrThrow());

describe('group commit on SQLite', () => {
  it('commits concurrent transactions together, and each is on disk when its caller hears of it', async () => {
    const names = Array.from({ length: 40 }, (_, index) => `p${index}`);
    const seen: number[] = [];
    await Promise.all(
      names.map(async (name) => {
        await addParent(name);
        seen.push((onDisk(`select count(*) from parent where name = '${name}'`)[0] as number));
      }),
    );
    expect(seen).toEqual(names.map(() => 1));
    expect(commits).toBeGreaterThanOrEqual(1);
    expect(commits).toBeLessThan(names.length / 4);
  });

  it('a failing transaction rolls back alone; the others in its batch commit', async () => {
    const results = await Promise.allSettled([addParent('a'), addParent('a'), addParent('b'), addParent('c')]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(onDisk('select name from parent order by name')).toEqual(['a', 'b', 'c']);
  });

  it('a write outside a transaction that joins an open batch answers only once the batch is committed', async () => {
    const transaction = addParent('inside');
    const single = db.insertInto('parent').values({ name: 'outside' }).execute();
    await single;
    expect(onDisk('select name from parent order by name')).toEqual(['inside', 'outside']);
    await transaction;
  });

  it('when the batch COMMIT fails, every transaction in it fails and none of them stays', async () => {
    const orphan = db.transaction().execute((trx) => trx.insertInto('child').values({ parent_id: 999 }).execute());
    const innocent = addParent('innocent');
    const results = await Promise.allSettled([orphan, innocent]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(onDisk('select count(*) from parent')).toEqual([0]);
    expect(onDisk('select count(*) from child')).toEqual([0]);

    await addParent('after');
    expect(onDisk('select name from parent')).toEqual(['after']);
  });

  it('commits a batch once it holds 256 transactions, even while more are waiting', async () => {
    await Promise.all(Array.from({ length: 600 }, (_, index) => addParent(`n${index}`)));
    expect(onDisk('select count(*) from parent')).toEqual([600]);
    expect(commits).toBeGreaterThanOrEqual(3);
  });

  it('keeps prepared statements per SQL text and still sees schema changes', async () => {
    await db.insertInto('parent').values({ name: 'x' }).execute();
    const read = () => db.selectFrom('parent').selectAll().execute();
    expect(await read()).toEqual([{ id: 1, name: 'x' }]);
    await sql`alter table parent add column note text`.execute(db);
    expect(await read()).toEqual([{ id: 1, name: 'x', note: null }]);
  });
});
