import { CompiledQuery } from 'kysely';
import type { SqliteStep } from './groupCommitSqlite';

/**
 * Rows of many calls written with one INSERT per table inside a SQLite step (the ledger's turns,
 * server/ledger/transferStep.ts and roundStep.ts, and the records they write): a
 * statement's fixed cost (its start, the B-trees' descent to their last pages, the caches warmed again)
 * is paid once for the rows of a whole turn instead of once per call. A batch goes out in chunks of at
 * most 64 rows (130 rows: 64, 64 and 2), one statement text per size and table, which the driver prepares
 * once and keeps: a turn of 11 transfers as one statement per table took 41 µs of the main thread a
 * transfer, as chunks of a power of two (8, 2 and 1) 47 µs (tests/bench/stepCost.ts, STEP_TOGETHER=11).
 */

const CHUNK_MAX = 64;

/** Chunk sizes for `count` rows: as many of 64 as fit, then the rest. */
export function chunkSizes(count: number): number[] {
  const sizes: number[] = [];
  let left = count;
  while (left >= CHUNK_MAX) {
    sizes.push(CHUNK_MAX);
    left -= CHUNK_MAX;
  }
  if (left > 0) sizes.push(left);
  return sizes;
}

const texts = new Map<string, string>();

function insertText(table: string, columns: readonly string[], rows: number): string {
  const name = `${table}:${rows}`;
  let text = texts.get(name);
  if (text === undefined) {
    const row = `(${columns.map(() => '?').join(', ')})`;
    text = `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) values ${Array.from({ length: rows }, () => row).join(', ')}`;
    texts.set(name, text);
  }
  return text;
}

/**
 * Inserts `rows` (each the values of `columns`, in order) and answers the new rows' ids in the same
 * order. SQLite gives a row of a rowid table, inserted without an id, the largest id so far plus one, and
 * a multi-row VALUES inserts its rows in order: a chunk's ids are the last one's and those just below it.
 * A row the table refuses (a unique key taken, a CHECK) throws, and the caller's step fails whole.
 */
export function insertRows(step: SqliteStep, table: string, columns: readonly string[], rows: readonly unknown[][]): number[] {
  const ids: number[] = [];
  let at = 0;
  for (const size of chunkSizes(rows.length)) {
    const parameters: unknown[] = [];
    for (let index = at; index < at + size; index++) for (const value of rows[index]) parameters.push(value);
    const result = step.query(CompiledQuery.raw(insertText(table, columns, size), parameters));
    if (result.numAffectedRows !== BigInt(size)) throw new Error(`ledger: ${table} took ${result.numAffectedRows} of ${size} rows`);
    const last = Number(result.insertId);
    for (let id = last - size + 1; id <= last; id++) ids.push(id);
    at += size;
  }
  return ids;
}
