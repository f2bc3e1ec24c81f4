import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { workerCount, WorkersRefused } from '../../server/workers';
import { ServerProcess } from './serverProcess';
import { scratchDatabase } from './scratchDatabase';

/** `WORKERS=N` (server/workers.ts): N server processes on PostgreSQL, refused on SQLite before anything starts. */

const postgres = { databaseUrl: 'postgres://site@db/site' };
const sqlite = { databaseUrl: null };

describe('WORKERS', () => {
  it('unset or 1 is one process on either engine; N > 1 is N on PostgreSQL', () => {
    expect(workerCount({}, sqlite)).toBe(1);
    expect(workerCount({ WORKERS: ' ' }, sqlite)).toBe(1);
    expect(workerCount({ WORKERS: '1' }, sqlite)).toBe(1);
    expect(workerCount({ WORKERS: '2' }, postgres)).toBe(2);
    expect(workerCount({ WORKERS: '999' }, postgres)).toBe(999);
  });

  it('N > 1 on SQLite, or a value that is no count, is refused with a message saying what to do', () => {
    expect(() => workerCount({ WORKERS: '2' }, sqlite)).toThrow(WorkersRefused);
    expect(() => workerCount({ WORKERS: '2' }, sqlite)).toThrow(/WORKERS=2 needs PostgreSQL.*set DATABASE_URL.*leave WORKERS unset or set it to 1/);
    for (const bad of ['0', '-1', '2.5', 'two', '1000']) expect(() => workerCount({ WORKERS: bad }, postgres)).toThrow(/WORKERS must be a whole number/);
  });

  it('the server started with WORKERS=2 on SQLite stops at once with the message, and opens no database', { timeout: 60_000 }, async () => {
    const database = await scratchDatabase('workers', null);
    try {
      const server = await ServerProcess.create({ env: { ...database.env, WORKERS: '2' } });
      await expect(server.start()).rejects.toThrow(/exited \(code 1\) before it answered.*WORKERS=2 needs PostgreSQL/s);
      expect(existsSync(database.env.DATABASE_PATH)).toBe(false);
    } finally {
      await database.drop();
    }
  });
});
