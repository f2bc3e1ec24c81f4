import { PostgresAdapter, type Kysely, type SelectQueryBuilder } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- these work on any schema and any query */

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Row locks for read-modify-write inside a transaction: `select … for update` on PostgreSQL, where
 * transactions run side by side; nothing on SQLite, where a transaction holds the one connection
 * and so is the only writer. Use it as `.$call(forUpdate(trx))`; lock several rows in one fixed
 * order (by id) so that two transactions never wait on each other.
 */
export function forUpdate(db: Kysely<any>) {
  const postgres = isPostgres(db);
  return <QB extends SelectQueryBuilder<any, any, any>>(query: QB): QB => (postgres ? (query.forUpdate() as QB) : query);
}

/** A unique or primary key constraint refused the write (SQLite's two codes, PostgreSQL's 23505 for both). */
export function isUniqueViolation(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
