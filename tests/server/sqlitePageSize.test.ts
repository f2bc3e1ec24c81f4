import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openSqlite } from '../../server/db/connect';

/** A new database gets 2 KB pages (see openSqlite); a database made before keeps the size it has. */

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'page-size-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const pageSizeOf = (file: string) => {
  const raw = new SQLite(file, { readonly: true });
  try {
    return raw.pragma('page_size', { simple: true });
  } finally {
    raw.close();
  }
};

it('makes a new database with pages of 2048 bytes, in WAL mode', async () => {
  const file = join(dir, 'new.db');
  const db = openSqlite(file);
  await sql`create table note (id integer primary key, body text)`.execute(db);
  await sql`insert into note (body) values ('kept')`.execute(db);
  await db.destroy();
  expect(pageSizeOf(file)).toBe(2048);
  const raw = new SQLite(file, { readonly: true });
  expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
  expect(raw.prepare('select body from note').pluck().get()).toBe('kept');
  raw.close();
});

it('leaves an existing database with 4096-byte pages as it is, data and all', async () => {
  const file = join(dir, 'old.db');
  const old = new SQLite(file);
  old.pragma('page_size = 4096');
  old.pragma('journal_mode = WAL');
  old.exec("create table note (id integer primary key, body text); insert into note (body) values ('before')");
  old.close();
  const db = openSqlite(file);
  await sql`insert into note (body) values ('after')`.execute(db);
  const rows = await sql<{ body: string }>`select body from note order by id`.execute(db);
  await db.destroy();
  expect(rows.rows.map((row) => row.body)).toEqual(['before', 'after']);
  expect(pageSizeOf(file)).toBe(4096);
});
