import { SqliteAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/** A surrogate key that both SQLite (rowid alias) and PostgreSQL (identity) fill in themselves. */
export function addId<T extends string>(table: CreateTableBuilder<T>, db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return table.addColumn('id', 'integer', (c) =>
    sqlite ? c.primaryKey() : c.primaryKey().generatedByDefaultAsIdentity(),
  );
}
