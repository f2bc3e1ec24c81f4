import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommitSqliteDialect, readNow, runStep, withSteps } from '../../server/db/groupCommitSqlite';

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

const onDisk = (query: string, file = 'site.db') => {
  const reader = new SQLite(join(dir, file), { readonly: true });
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

describe('reads at once (readNow)', () => {
  const names = () => sql<{ name: string }>`select name from parent order by id`.compile(db);
  let stepped: Kysely<Schema>;
  beforeEach(() => {
    const dialect = new GroupCommitSqliteDialect(sqlite);
    stepped = withSteps(new Kysely<Schema>({ dialect }), dialect);
  });
  afterEach(() => stepped.destroy());

  it('answers a read synchronously when the connection is free, seeing what was written before it', async () => {
    await stepped.insertInto('parent').values({ name: 'first' }).execute();
    expect(readNow<{ name: string }>(stepped, names())).toEqual([{ name: 'first' }]);
  });

  it('answers nothing for a statement that writes, which then goes through Kysely', async () => {
    await stepped.selectFrom('parent').selectAll().execute();
    const insert = sql`insert into parent (name) values ('not now')`.compile(stepped);
    expect(readNow(stepped, insert)).toBeNull();
    expect(await stepped.selectFrom('parent').select('name').execute()).toEqual([]);
  });

  it('never reads into a transaction that holds the connection: what it rolls back was never seen', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = stepped.transaction().execute(async (trx) => {
      await trx.insertInto('parent').values({ name: 'undone' }).execute();
      await held;
      throw new Error('rolled back');
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(readNow(stepped, names())).toBeNull();
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(readNow(stepped, names())).toEqual([]);
  });

  it('reads of one turn share one read transaction: another connection’s commit shows from the next turn on', async () => {
    await stepped.insertInto('parent').values({ name: 'first' }).execute();
    const other = new SQLite(join(dir, 'site.db'));
    try {
      expect(readNow(stepped, names())).toEqual([{ name: 'first' }]);
      other.prepare("insert into parent (name) values ('elsewhere')").run();
      expect(readNow(stepped, names())).toEqual([{ name: 'first' }]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(readNow(stepped, names())).toEqual([{ name: 'first' }, { name: 'elsewhere' }]);
    } finally {
      other.close();
    }
  });

  it('a write after reads of the same turn runs outside their read transaction and is committed', async () => {
    await stepped.selectFrom('parent').selectAll().execute();
    expect(readNow(stepped, names())).toEqual([]);
    await stepped.insertInto('parent').values({ name: 'written' }).execute();
    expect(onDisk('select name from parent')).toEqual(['written']);
    expect(readNow(stepped, names())).toEqual([{ name: 'written' }]);
    await runStep(stepped, (step) => step.query(sql`insert into parent (name) values ('stepped')`.compile(stepped)));
    expect(onDisk('select name from parent order by id')).toEqual(['written', 'stepped']);
  });

  it('answers null for a database without steps (a plain Kysely, as PostgreSQL is)', async () => {
    await db.selectFrom('parent').selectAll().execute();
    expect(readNow(db, names())).toBeNull();
  });
});

describe('group commit on SQLite with the WAL fsynced off the event loop', () => {
  /** fsyncs asked for and not yet finished: each finishes with the given error (or none). */
  let held: Array<(error: NodeJS.ErrnoException | null) => void>;
  let walSqlite: SQLite.Database;
  let walDb: Kysely<Schema>;

  const turns = async (count = 20) => {
    for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setImmediate(resolve));
  };
  const watch = (promise: Promise<unknown>) => {
    const state = { settled: false, failed: false };
    promise.then(
      () => (state.settled = true),
      () => Object.assign(state, { settled: true, failed: true }),
    );
    return state;
  };
  const finishSync = async (error: NodeJS.ErrnoException | null = null) => {
    expect(held.length).toBeGreaterThan(0);
    held.shift()!(error);
    await turns();
  };

  beforeEach(async () => {
    held = [];
    const file = join(dir, 'wal-site.db');
    walSqlite = new SQLite(file);
    walSqlite.pragma('journal_mode = WAL');
    walDb = new Kysely<Schema>({
      dialect: new GroupCommitSqliteDialect(walSqlite, {
        walFile: `${file}-wal`,
        syncFile: (_descriptor, done) => held.push(done),
      }),
    });
    const created = watch(sql`create table parent (id integer primary key, name text not null unique)`.execute(walDb));
    await turns();
    await finishSync();
    expect(created.settled).toBe(true);
  });

  afterEach(async () => {
    held.splice(0).forEach((done) => done(null));
    await walDb.destroy();
  });

  it('runs with synchronous=NORMAL and answers no commit before an fsync that started after it', async () => {
    expect(walSqlite.pragma('synchronous', { simple: true })).toBe(1);
    const insert = watch(walDb.transaction().execute((trx) => trx.insertInto('parent').values({ name: 'a' }).execute()));
    await turns();
    expect(insert.settled).toBe(false);
    // Committed to the WAL (a reader sees it), not yet answered.
    expect(onDisk('select name from parent', 'wal-site.db')).toEqual(['a']);
    await finishSync();
    expect(insert).toEqual({ settled: true, failed: false });
  });

  it('keeps serving during an fsync; what arrives meanwhile gathers in one batch, committed when it ends', async () => {
    const first = watch(walDb.transaction().execute((trx) => trx.insertInto('parent').values({ name: 'first' }).execute()));
    await turns();
    expect(held).toHaveLength(1);
    expect(await walDb.selectFrom('parent').select('name').execute()).toEqual([{ name: 'first' }]);
    const later = ['b', 'c', 'd'].map((name) => watch(walDb.transaction().execute((trx) => trx.insertInto('parent').values({ name }).execute())));
    await turns();
    expect(held).toHaveLength(1);
    expect(later.some((one) => one.settled)).toBe(false);
    // Not committed yet: the batch stays open while the fsync runs.
    expect(onDisk('select name from parent order by id', 'wal-site.db')).toEqual(['first']);
    await finishSync();
    expect(first.settled).toBe(true);
    // Committed as one batch when the fsync ended, and waiting for the next.
    expect(onDisk('select name from parent order by id', 'wal-site.db')).toEqual(['first', 'b', 'c', 'd']);
    expect(later.some((one) => one.settled)).toBe(false);
    expect(held).toHaveLength(1);
    await finishSync();
    expect(later.every((one) => one.settled && !one.failed)).toBe(true);
  });

  it('a write outside a transaction waits for an fsync too', async () => {
    const single = watch(walDb.insertInto('parent').values({ name: 'alone' }).execute());
    await turns();
    expect(single.settled).toBe(false);
    await finishSync();
    expect(single).toEqual({ settled: true, failed: false });
  });

  it('a failed fsync fails every commit that waited for it', async () => {
    const insert = watch(walDb.transaction().execute((trx) => trx.insertInto('parent').values({ name: 'unsure' }).execute()));
    await turns();
    await finishSync(Object.assign(new Error('EIO'), { code: 'EIO' }));
    expect(insert).toEqual({ settled: true, failed: true });
  });
});
