import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readCatalogue, type Catalogue } from './catalogue';

/**
 * The lobby's copy of the catalogue, per database, read again once it is a minute old. The content
 * loader writes the catalogue at start, before the server listens; an operator's edit in the database
 * shows within the minute. Calls that arrive while it is being read share the one read.
 */
export const CATALOGUE_TTL_MS = 60_000;

interface Cached {
  catalogue: Promise<Catalogue>;
  readAt: number;
}

const cached = new WeakMap<Kysely<Database>, Cached>();

export function cachedCatalogue(db: Kysely<Database>, now: number = Date.now()): Promise<Catalogue> {
  const entry = cached.get(db);
  if (entry && now - entry.readAt < CATALOGUE_TTL_MS) return entry.catalogue;
  const catalogue = readCatalogue(db);
  cached.set(db, { catalogue, readAt: now });
  // A failed read is not kept: the next call reads again.
  catalogue.catch(() => cached.delete(db));
  return catalogue;
}
