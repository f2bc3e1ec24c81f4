import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Database } from './schema';
import { isPostgres } from './dialect';
import { GroupCommitSqliteDialect, withSteps } from './groupCommitSqlite';
import { startCheckpointer, WRITER_CHECKPOINT_PAGES } from './walCheckpointer';
import { preparedStatementNames } from './precompiled';

/** The page size of a new SQLite database (SQLite's default is 4096). */
export const SQLITE_PAGE_BYTES = 2048;

/**
 * The embedded database: WAL for concurrent readers, every commit fsynced before it is answered so a
 * committed movement survives a crash, group commit so that concurrent movements share an fsync (which
 * runs off the event loop; see groupCommitSqlite.ts), and the WAL copied back to the database file by a
 * thread of its own (walCheckpointer.ts).
 */
export function openSqlite(path: string): Kysely<Database> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // A new database only (an existing one keeps its size): every page a commit touches is copied whole
  // into the WAL and back by the checkpoint, and a money movement touches about four, two of them at
  // random places in unique-key indexes; 2 KB pages cut a transfer's SQLite time by about a fifth
  // (docs/performance.md). Must come before the database is put in WAL mode.
  sqlite.pragma(`page_size = ${SQLITE_PAGE_BYTES}`);
  const wal = path !== ':memory:' && sqlite.pragma('journal_mode = WAL', { simple: true }) === 'wal';
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  if (wal) sqlite.pragma(`wal_autocheckpoint = ${WRITER_CHECKPOINT_PAGES}`);
  const dialect = new GroupCommitSqliteDialect(sqlite, wal ? { walFile: `${path}-wal`, checkpointer: startCheckpointer(path) } : {});
  return withSteps(new Kysely<Database>({ dialect }), dialect);
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * bigint columns hold epoch milliseconds and minor units, all far inside 2^53, so they come back as
 * numbers exactly as SQLite returns them. numeric is what PostgreSQL makes of sum() and avg() over
 * bigint; it becomes a number too, as SQLite's aggregates are. A whole value that would lose digits
 * fails the query rather than come back wrong.
 */
function toNumber(text: string): number {
  const value = Number(text);
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
    throw new RangeError(`database value ${text} is outside the safe integer range`);
  }
  return value;
}

const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (oid === INT8_OID || oid === NUMERIC_OID) && format !== 'binary'
      ? toNumber
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresOptions {
  /** Connections this process keeps at most; every server's pool counts against max_connections. */
  poolSize?: number;
}

/** The pg pool under each PostgreSQL database opened here, for what needs a connection of its own (LISTEN). */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();
export const postgresPoolOf = (db: Kysely<Database>): pg.Pool | undefined => pools.get(db);

/** PostgreSQL through a pool of the pg driver; the URL is a libpq-style connection string. */
export function openPostgres(url: string, options: PostgresOptions = {}): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: 'golden-arena',
    types: typeParsers,
  });
  // An idle connection that breaks (a restarted server, a dropped link) is reported here and replaced
  // on the next checkout; without a listener it would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // The precompiled queries run as named prepared statements (see preparedStatementNames).
  pool.on('connect', (client) => {
    // Each prepared statement keeps one plan for any values: they are all lookups by key or fixed reads,
    // whose plan the values do not change. Left to choose, PostgreSQL planned the session check of many
    // tokens (`token_hash = any($1)`) afresh on every call, which cost it more than running it
    // (docs/performance.md). A server too old for the setting (before 12) plans as before.
    // That one plan is made on the connection's first call, and with the default random_page_cost (4, a
    // spinning disk's) a table of a few pages gets a sequential scan: a fresh or small site's wallets,
    // users and sessions. The wallets were then scanned whole, every row version, on each transfer, and
    // the versions piled up faster than pruning cleared them (a bench's 232 wallets grew from 2 to 16
    // pages in seconds, and PostgreSQL's CPU per transfer tripled). 1.1, the usual figure for SSDs and a
    // cached database, makes the key lookups index scans at any size; it changes plans, never answers.
    // One round trip for both, random_page_cost first (the older server refuses only the second).
    void client.query('set random_page_cost = 1.1; set plan_cache_mode = force_generic_plan').catch(() => undefined);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
      const name = typeof config === 'string' ? preparedStatementNames.get(config) : undefined;
      return name ? query({ name, text: config, values }, callback) : query(config, values, callback);
    };
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

export interface DatabaseSettings {
  databaseUrl: string | null;
  databasePath: string;
  databasePoolSize?: number;
}

/** PostgreSQL when DATABASE_URL is set, else the SQLite file at DATABASE_PATH. */
export function openDatabase(config: DatabaseSettings): Kysely<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize })
    : openSqlite(config.databasePath);
}

/** Where the server's data lives, for the start-up banner: never a password. */
export function describeDatabase(config: DatabaseSettings): string {
  if (!config.databaseUrl) return `SQLite ${config.databasePath}`;
  try {
    const url = new URL(config.databaseUrl);
    url.password = '';
    for (const name of [...url.searchParams.keys()]) if (/pass/i.test(name)) url.searchParams.delete(name);
    return `PostgreSQL ${url.toString()}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/**
 * Runs the start-up work (migrations, seeds) so that servers starting together on one PostgreSQL
 * take turns: the first does it, the others then find it done. SQLite needs no such lock.
 */
export async function withStartupLock<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('golden-arena start-up'))`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(hashtext('golden-arena start-up'))`.execute(connection);
    }
  });
}
