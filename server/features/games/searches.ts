import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { GAME_NAME_MAX, type PopularSearch } from '../../../contract/games';

/** The searches of the game lobby by name, and the popular list counted from them. */

/** The popular list counts the searches of this window, up to the server clock's now. */
export const POPULAR_SEARCH_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
export const POPULAR_SEARCH_COUNT = 5;

/**
 * One spelling per search: Unicode NFKC (full-width letters become plain), control characters as spaces
 * (PostgreSQL stores no NUL), spaces trimmed and runs of them made one, letters in lower case; so
 * "Fortune  Dragon" and "fortune dragon" count as one term. NFKC can lengthen a text (one ligature may
 * become many letters), so the term is cut back to the column's length, by characters.
 */
export function normaliseSearchTerm(text: string): string {
  const term = text.normalize('NFKC').replace(/\p{Cc}/gu, ' ').trim().replace(/\s+/g, ' ').toLowerCase();
  return [...term].slice(0, GAME_NAME_MAX).join('').trim();
}

/**
 * Searches are written in batches: a search answers at once instead of waiting for a write of its own
 * (and its commit's fsync), and the searches of a busy moment share one insert. A batch is written as
 * soon as the event loop has served the requests waiting in it, and always before the popular list is
 * counted and before the server closes, so every search is counted. A crash may lose the searches of
 * the last moment, which are counts for a list of hints, not money.
 */
const BATCH_ROWS = 500;

type SearchRow = { user_id: number | null; term: string; searched_at: number };

interface Pending {
  rows: SearchRow[];
  /** The write under way, if any. */
  writing: Promise<void> | null;
  scheduled: boolean;
}

const pending = new WeakMap<Kysely<Database>, Pending>();

function pendingOf(db: Kysely<Database>): Pending {
  let entry = pending.get(db);
  if (!entry) {
    entry = { rows: [], writing: null, scheduled: false };
    pending.set(db, entry);
  }
  return entry;
}

/** Records one search (userId null for a guest); a blank term is no search. */
export function recordSearch(db: Kysely<Database>, term: string, userId: number | null, now: number): void {
  if (term === '') return;
  const entry = pendingOf(db);
  entry.rows.push({ user_id: userId, term, searched_at: now });
  if (entry.scheduled) return;
  entry.scheduled = true;
  setImmediate(() => {
    entry.scheduled = false;
    flushSearches(db).catch((error: unknown) => console.error('game searches: a batch was not written', error));
  });
}

/** Writes every search recorded so far; answers once they are in the database. */
export async function flushSearches(db: Kysely<Database>): Promise<void> {
  const entry = pendingOf(db);
  // One write at a time, so that searches reach the table in the order they were made.
  while (entry.writing) await entry.writing;
  if (entry.rows.length === 0) return;
  const rows = entry.rows.splice(0);
  entry.writing = (async () => {
    for (let start = 0; start < rows.length; start += BATCH_ROWS) {
      await db.insertInto('game_searches').values(rows.slice(start, start + BATCH_ROWS)).execute();
    }
  })();
  try {
    await entry.writing;
  } finally {
    entry.writing = null;
  }
}

/** The most searched terms of the last 7 days (a search exactly 7 days old still counts), most first; ties by the latest search. */
export async function popularSearches(db: Kysely<Database>, now: number): Promise<PopularSearch[]> {
  await flushSearches(db);
  const rows = await db
    .selectFrom('game_searches')
    .select((eb) => ['term', eb.fn.countAll<number>().as('count'), eb.fn.max('searched_at').as('latest')])
    .where('searched_at', '>=', now - POPULAR_SEARCH_WINDOW_MS)
    .where('searched_at', '<=', now)
    .groupBy('term')
    .orderBy('count', 'desc')
    .orderBy('latest', 'desc')
    .orderBy('term')
    .limit(POPULAR_SEARCH_COUNT)
    .execute();
  return rows.map((row) => ({ gameName: row.term, count: Number(row.count) }));
}
