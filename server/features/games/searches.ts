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

/** Records one search (userId null for a guest); a blank term is no search. */
export async function recordSearch(db: Kysely<Database>, term: string, userId: number | null, now: number): Promise<void> {
  if (term === '') return;
  await db.insertInto('game_searches').values({ user_id: userId, term, searched_at: now }).execute();
}

/** The most searched terms of the last 7 days (a search exactly 7 days old still counts), most first; ties by the latest search. */
export async function popularSearches(db: Kysely<Database>, now: number): Promise<PopularSearch[]> {
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
