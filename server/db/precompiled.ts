import { CompiledQuery, createQueryId, type Compilable, type Kysely, type QueryResult } from 'kysely';
import { readNow, type SqliteStep } from './groupCommitSqlite';
import { isPostgres } from './dialect';
import type { Database } from './schema';

/**
 * Queries the busiest calls run, built and compiled by Kysely once per SQL dialect and then run with
 * each call's values. Kysely builds and compiles every query afresh, which costs more than SQLite takes
 * to run a simple one; the token check, the balance map and a transfer's statements cannot afford that.
 *
 * The builder receives stand-ins for its arguments, so it must use each argument as a plain value
 * (not as a list, nor in a condition that changes the SQL).
 */

/**
 * PostgreSQL statement names of the precompiled queries' SQL texts: each pooled connection prepares a
 * named statement once and then only binds and executes it, skipping the parse and plan of every call.
 */
export const preparedStatementNames = new Map<string, string>();

class Placeholder {
  constructor(readonly name: string) {}
}

export interface PrecompiledQuery<Args extends Record<string, unknown>, Row> {
  execute(db: Kysely<Database>, args: Args): Promise<Row[]>;
  executeTakeFirst(db: Kysely<Database>, args: Args): Promise<Row | undefined>;
  /**
   * The rows at once, when the query can be answered without waiting (a read on SQLite with the
   * connection free, see readNow); null otherwise, and the caller then uses execute.
   */
  now(db: Kysely<Database>, args: Args): Row[] | null;
  /** Runs inside a synchronous SQLite step (see runStep); `db` names the dialect to compile for. */
  inStep(db: Kysely<Database>, step: SqliteStep, args: Args): QueryResult<Row>;
}

export function precompile<Args extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, args: Args) => Compilable<Row>,
): PrecompiledQuery<Args, Row> {
  const compiled = new Map<'postgres' | 'sqlite', { query: CompiledQuery<Row>; names: (string | null)[] }>();
  const stand = new Proxy({} as Args, { get: (_target, name) => new Placeholder(String(name)) });

  const compile = (db: Kysely<Database>) => {
    const dialect = isPostgres(db) ? 'postgres' : 'sqlite';
    let entry = compiled.get(dialect);
    if (!entry) {
      const query = build(db, stand).compile();
      const names = query.parameters.map((value) => (value instanceof Placeholder ? value.name : null));
      entry = { query, names };
      compiled.set(dialect, entry);
      if (dialect === 'postgres' && !preparedStatementNames.has(query.sql)) {
        preparedStatementNames.set(query.sql, `precompiled_${preparedStatementNames.size + 1}`);
      }
    }
    return entry;
  };

  const bind = (db: Kysely<Database>, args: Args): Omit<CompiledQuery<Row>, 'queryId'> => {
    const { query, names } = compile(db);
    const parameters = names.map((name, index) => {
      if (name === null) return query.parameters[index];
      if (!(name in args)) throw new Error(`precompiled query: no value for ${name}`);
      return args[name];
    });
    return { ...query, parameters };
  };

  const execute = async (db: Kysely<Database>, args: Args) => {
    const query = bind(db, args);
    // The token check and the balance poll run on every call: on SQLite a read skips Kysely's
    // connection queue when the connection is free (see readNow).
    return readNow<Row>(db, query as CompiledQuery<Row>) ?? (await db.executeQuery<Row>({ ...query, queryId: createQueryId() })).rows;
  };

  return {
    execute,
    now: (db, args) => readNow<Row>(db, bind(db, args) as CompiledQuery<Row>),
    executeTakeFirst: async (db, args) => (await execute(db, args))[0],
    inStep: (db, step, args) => step.query<Row>(bind(db, args) as CompiledQuery<Row>),
  };
}

/**
 * A statement written in SQL for PostgreSQL alone, where Kysely's builder cannot say it (a
 * data-modifying CTE that does a whole call in one round trip); run as a named prepared statement
 * like the precompiled queries. Parameters are positional ($1, $2, …) and cast in the text.
 */
export function postgresStatement<Row>(text: string) {
  if (!preparedStatementNames.has(text)) preparedStatementNames.set(text, `precompiled_${preparedStatementNames.size + 1}`);
  return async (db: Kysely<Database>, parameters: readonly unknown[]): Promise<Row[]> =>
    (await db.executeQuery<Row>(CompiledQuery.raw(text, [...parameters]))).rows;
}

/**
 * postgresStatement with named parameters (`:name`, cast in the text as `:name::bigint`), for a statement
 * assembled from parts that each name their own values. The names are numbered once, in the order they
 * first appear (quoted text and `--` comments are left as they are); a call gives every one of them in one
 * of its sources, the first source holding a name giving its value (a name in none throws).
 */
export function postgresNamedStatement<Row>(text: string) {
  const names: string[] = [];
  const positional = text.replace(/('(?:[^']|'')*'|--[^\n]*)|(?<![:\w]):([A-Za-z_][A-Za-z0-9_]*)/g, (whole, kept: string | undefined, name: string) => {
    if (kept !== undefined) return whole;
    let index = names.indexOf(name);
    if (index < 0) index = names.push(name) - 1;
    return `$${index + 1}`;
  });
  const statement = postgresStatement<Row>(positional);
  const valueOf = (sources: readonly Readonly<Record<string, unknown>>[], name: string) => {
    for (const source of sources) if (name in source) return source[name];
    throw new Error(`postgres statement: no value for :${name}`);
  };
  return (db: Kysely<Database>, ...sources: Readonly<Record<string, unknown>>[]): Promise<Row[]> =>
    statement(
      db,
      names.map((name) => valueOf(sources, name)),
    );
}
