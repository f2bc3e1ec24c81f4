import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openSqlite } from '../../server/db/connect';

/**
 * The WAL is copied back to the database file by the checkpointer's own thread, not inside a COMMIT:
 * the writer's automatic threshold is far above a thousand pages, yet the database file alone (what
 * a checkpoint writes) soon holds what was committed.
 */

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The rows the database file holds without its WAL: what has been checkpointed. */
const checkpointedRows = (file: string) => {
  const copy = join(dir, 'copy.db');
  copyFileSync(file, copy);
  const reader = new SQLite(copy, { readonly: true });
  try {
    return reader.prepare('select count(*) from note').pluck().get() as number;
  } catch {
    return 0;
  } finally {
    reader.close();
  }
};

it('copies committed pages back to the database file from its own thread, and stops with the database', async () => {
  const file = join(dir, 'site.db');
  const db = openSqlite(file);
  const raw = new SQLite(file, { readonly: true });
  expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
  raw.close();
  await sql`create table note (id integer primary key, body text not null)`.execute(db);
  // Far below the writer's own threshold (20,000 pages), so only the checkpointer can copy these back.
  for (let batch = 0; batch < 20; batch++) {
    await db.transaction().execute(async (trx) => {
      for (let row = 0; row < 10; row++) await sql`insert into note (body) values (${'x'.repeat(2000)})`.execute(trx);
    });
  }
  expect(statSync(`${file}-wal`).size).toBeGreaterThan(200 * 2000);
  const deadline = Date.now() + 5000;
  while (checkpointedRows(file) < 200 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(checkpointedRows(file)).toBe(200);
  await db.destroy();
});
