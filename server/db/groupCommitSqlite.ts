import { setImmediate } from 'node:timers';
import { closeSync, fdatasync, fsyncSync, openSync } from 'node:fs';
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * SQLite with group commit. Under synchronous=FULL every COMMIT waits for an fsync of the WAL, which
 * caps a one-transaction-per-commit server near a thousand movements a second. Here a transaction of
 * the application runs as a savepoint inside a batch transaction that stays open while other work is
 * waiting for the connection, and the batch commits (one fsync) once the connection falls idle or the
 * batch is full. Each transaction still commits or rolls back on its own (release or rollback to its
 * savepoint), and no caller hears "committed" before the batch's COMMIT is durable: if that COMMIT
 * fails, every transaction in it fails too and nothing of them stays. A write outside a transaction
 * that lands in an open batch waits for it the same way. Reads do not wait: a read may see a batch
 * whose COMMIT is still under way, as a read on a replicated database may see a commit that has not
 * reached its replicas; every decision about money is taken inside a transaction, which does wait.
 *
 * A database file in WAL mode (`walFile` given) runs with synchronous=NORMAL, under which a COMMIT only
 * writes the WAL, and the driver fsyncs the WAL file itself on libuv's thread pool before any caller of
 * the batch hears "committed": the same guarantee as FULL, but the event loop goes on serving requests
 * (and filling the next batch) during the fsync instead of standing still for it. At most one fsync runs
 * at a time, and a batch that falls idle meanwhile stays open until it ends, gathering what arrives, so
 * each COMMIT carries as many transactions as one fsync's time brings.
 *
 * Prepared statements are kept per SQL text, since compiling the same statement per call is most of a
 * simple query's cost.
 *
 * Reads at once (readNow) made while no batch is open share one read transaction until the event loop's
 * turn ends: outside a transaction every statement of a WAL database takes and drops a read lock of its
 * own (two fcntl calls on the shared-memory file, about 5 µs on this machine, as much as the balance poll's
 * query itself), and the balance polls of one turn need only one. The read transaction ends before any
 * other use of the connection, so a write never runs inside it.
 */

/** Transactions per batch at most, so that a queue that never empties still commits. */
const BATCH_LIMIT = 256;
/** Statements kept prepared at most (the batches of a turn alone may bring 64 texts per table, server/db/batchRows.ts). */
const STATEMENT_CACHE_LIMIT = 1024;
const TRANSACTION_SAVEPOINT = 'group_commit_tx';

interface Batch {
  transactions: number;
  durable: Promise<void>;
  settle: (error?: unknown) => void;
}

function openBatch(): Batch {
  let settle!: (error?: unknown) => void;
  const durable = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  // A batch whose every member already answered may fail with nobody listening.
  durable.catch(() => undefined);
  return { transactions: 0, durable, settle };
}

/** One turn of holding the connection: a single query, or a whole transaction. */
class Lease implements DatabaseConnection {
  released = false;
  /** Whether a statement of this lease changed the database. */
  wrote = false;
  /** The batch open while this lease held the connection. */
  batch: Batch | null;

  constructor(
    private readonly driver: GroupCommitDriver,
    batch: Batch | null,
  ) {
    this.batch = batch;
  }

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return Promise.resolve(this.driver.run<R>(compiledQuery, this));
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    for (const row of this.driver.iterate<R>(compiledQuery)) yield { rows: [row] };
  }
}

export interface GroupCommitOptions {
  /** The database's WAL file, to fsync off the event loop (a file database in WAL mode); none: FULL sync. */
  walFile?: string;
  /** Stopped before the connection closes (see walCheckpointer.ts). */
  checkpointer?: { stop(): Promise<void> };
  /** How the WAL is fsynced (tests hold it to see who waits for it). */
  syncFile?: (descriptor: number, done: (error: NodeJS.ErrnoException | null) => void) => void;
}

class GroupCommitDriver implements Driver {
  readonly #db: SqliteDatabase;
  readonly #walFile: string | null;
  readonly #options: GroupCommitOptions;
  #walDescriptor: number | null = null;
  /** Batches committed to the WAL and waiting for its fsync. */
  #unsynced: Batch[] = [];
  #syncing = false;
  /** A batch fell idle during an fsync and commits when it ends (see #scheduleFlush). */
  #commitAfterSync = false;
  readonly #syncFile: NonNullable<GroupCommitOptions['syncFile']>;
  readonly #statements = new Map<string, Statement>();
  readonly #waiting: Array<(lease: Lease) => void> = [];
  #busy = false;
  #batch: Batch | null = null;
  #flushScheduled = false;
  /** A read transaction of readNow is open (see the top of this file); never at the same time as a batch. */
  #reading = false;

  readonly #savepoint: Statement;
  readonly #release: Statement;
  readonly #rollbackTo: Statement;
  readonly #beginRead: Statement;
  readonly #endRead: Statement;

  constructor(db: SqliteDatabase, options: GroupCommitOptions) {
    this.#db = db;
    this.#walFile = options.walFile ?? null;
    this.#options = options;
    // fdatasync, as SQLite itself syncs on Linux: the WAL's data and what is needed to read it back
    // (its size), without a journal commit for its modification time on every batch.
    this.#syncFile = options.syncFile ?? fdatasync;
    db.pragma(this.#walFile === null ? 'synchronous = FULL' : 'synchronous = NORMAL');
    this.#savepoint = db.prepare(`savepoint ${TRANSACTION_SAVEPOINT}`);
    this.#release = db.prepare(`release ${TRANSACTION_SAVEPOINT}`);
    this.#rollbackTo = db.prepare(`rollback to ${TRANSACTION_SAVEPOINT}`);
    this.#beginRead = db.prepare('begin');
    this.#endRead = db.prepare('commit');
  }

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#busy) return Promise.resolve(this.#takeFree());
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    this.#begin(connection as Lease);
  }

  #begin(lease: Lease): void {
    if (this.#batch === null) {
      this.#db.exec('begin immediate');
      this.#batch = openBatch();
    }
    this.#batch.transactions++;
    lease.batch = this.#batch;
    this.#savepoint.run();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#end(connection as Lease);
  }

  /** Ends the lease's transaction in the batch and passes the connection on; settles when the batch is durable. */
  #end(lease: Lease): Promise<void> {
    this.#release.run();
    this.#hand(lease);
    return lease.batch!.durable;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    // Kysely rolls back when a commit fails; by then the failed batch has undone the lease's work.
    if (lease.released) return;
    const batch = lease.batch!;
    if (!this.#db.inTransaction) {
      // SQLite undid the whole batch on its own (an I/O error, a full disk): every transaction in it fails.
      this.#failBatch(batch, new Error('SQLite rolled back the batch transaction'));
      return;
    }
    this.#rollbackTo.run();
    this.#release.run();
    lease.wrote = false;
  }

  /**
   * Runs `work` as one transaction of its own in the current batch, synchronously: no other call can
   * come between its statements, and no statement of it waits for the event loop. It commits or rolls
   * back (when `work` throws) alone, and answers once the batch is durable, as any transaction does.
   */
  async step<T>(work: (step: SqliteStep) => T): Promise<T> {
    // With the connection free (nearly always: a step never holds it across an await), the step runs
    // before this call returns, and its only wait is for the batch to be durable.
    const lease = this.#busy ? ((await this.acquireConnection()) as Lease) : this.#takeFree();
    this.#begin(lease);
    let result: T;
    try {
      result = work({ query: (compiled) => this.run(compiled, lease) });
    } catch (error) {
      await this.rollbackTransaction(lease);
      await this.releaseConnection(lease);
      throw error;
    }
    await this.#end(lease);
    return result;
  }

  #takeFree(): Lease {
    this.#endReading();
    this.#busy = true;
    return new Lease(this, this.#batch);
  }

  async savepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    this.#db.exec(`savepoint "${name}"`);
  }

  async rollbackToSavepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    this.#db.exec(`rollback to "${name}"`);
  }

  async releaseSavepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    this.#db.exec(`release "${name}"`);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (lease.released) return;
    this.#hand(lease);
    if (!lease.wrote) return;
    if (lease.batch) await lease.batch.durable;
    else if (this.#walFile !== null) {
      // A write outside any batch committed on its own, into the WAL only: it waits for an fsync too.
      const batch = openBatch();
      this.#synced(batch);
      await batch.durable;
    }
  }

  async destroy(): Promise<void> {
    this.#endReading();
    if (this.#batch) this.#commit();
    await this.#options.checkpointer?.stop();
    if (this.#walDescriptor !== null) {
      fsyncSync(this.#walDescriptor);
      for (const batch of this.#unsynced.splice(0)) batch.settle();
      closeSync(this.#walDescriptor);
    }
    this.#db.close();
  }

  run<R>({ sql, parameters }: CompiledQuery, lease: Lease): QueryResult<R> {
    const statement = this.#statement(sql);
    if (!statement.readonly) lease.wrote = true;
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  /**
   * A read-only statement run at once, when no transaction holds the connection: it sees what it would
   * have seen through Kysely (the open batch included), without a lease or a turn of the event loop.
   * Null when the connection is held (a transaction between its statements must not be read into) or
   * the statement writes; the caller then goes through Kysely as usual. With no batch open it runs in
   * the turn's read transaction, opened by the first such read (see the top of this file).
   */
  readNow<R>({ sql, parameters }: CompiledQuery): R[] | null {
    if (this.#busy) return null;
    const statement = this.#statement(sql);
    if (!statement.readonly || !statement.reader) return null;
    if (!this.#db.inTransaction) {
      this.#beginRead.run();
      this.#reading = true;
      this.#scheduleFlush();
    }
    return statement.all(parameters) as R[];
  }

  /** Ends the turn's read transaction, if one is open: nothing was written in it. */
  #endReading(): void {
    if (!this.#reading) return;
    this.#reading = false;
    if (this.#db.inTransaction) this.#endRead.run();
  }

  iterate<R>({ sql, parameters }: CompiledQuery): IterableIterator<R> {
    // Its own statement: a cached one may be run again while this iterator is still open.
    return this.#db.prepare(sql).iterate(parameters) as IterableIterator<R>;
  }

  #statement(sql: string): Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      if (this.#statements.size >= STATEMENT_CACHE_LIMIT) this.#statements.clear();
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /** Passes the connection to the next waiter, keeping the batch open for it unless the batch is full. */
  #hand(lease: Lease): void {
    lease.released = true;
    const next = this.#waiting.shift();
    if (!next) {
      this.#busy = false;
      if (this.#batch) this.#scheduleFlush();
      return;
    }
    if (this.#batch && this.#batch.transactions >= BATCH_LIMIT) this.#commit();
    next(new Lease(this, this.#batch));
  }

  /**
   * Commits after the event loop's pending I/O has run, so that requests which arrived meanwhile
   * join the batch rather than wait for the next fsync; a read transaction ends then too.
   */
  #scheduleFlush(): void {
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    setImmediate(() => {
      this.#flushScheduled = false;
      if (this.#busy) return;
      this.#endReading();
      if (!this.#batch) return;
      // While an fsync runs, the batch stays open and gathers what arrives: nobody of it could hear
      // "committed" before the next fsync anyway, and one COMMIT writes each page it touched once.
      if (this.#syncing) this.#commitAfterSync = true;
      else this.#commit();
    });
  }

  #commit(): void {
    const batch = this.#batch!;
    this.#batch = null;
    try {
      this.#db.exec('commit');
    } catch (error) {
      if (this.#db.inTransaction) this.#db.exec('rollback');
      batch.settle(error);
      return;
    }
    if (this.#walFile === null) batch.settle();
    else this.#synced(batch);
  }

  /** Settles `batch` once an fsync of the WAL that started after its commit has finished. */
  #synced(batch: Batch): void {
    this.#unsynced.push(batch);
    this.#syncNext();
  }

  #syncNext(): void {
    if (this.#syncing || this.#unsynced.length === 0) return;
    this.#walDescriptor ??= openSync(this.#walFile!, 'r');
    const batches = this.#unsynced.splice(0);
    this.#syncing = true;
    this.#syncFile(this.#walDescriptor, (error) => {
      this.#syncing = false;
      for (const batch of batches) batch.settle(error ?? undefined);
      if (this.#commitAfterSync) {
        this.#commitAfterSync = false;
        if (!this.#busy && this.#batch) this.#commit();
      }
      this.#syncNext();
    });
  }

  #failBatch(batch: Batch, error: Error): void {
    if (this.#batch === batch) this.#batch = null;
    batch.settle(error);
  }
}

/** A transaction's statements run one after another with no await between them (see GroupCommitDriver.step). */
export interface SqliteStep {
  query<R>(compiled: CompiledQuery): QueryResult<R>;
}

/** Kysely's SQLite dialect with the group-commit driver above. */
export class GroupCommitSqliteDialect implements Dialect {
  #driver: GroupCommitDriver | null = null;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly options: GroupCommitOptions = {},
  ) {}

  createDriver(): Driver {
    this.#driver = new GroupCommitDriver(this.db, this.options);
    return this.#driver;
  }

  /** See GroupCommitDriver.step; the database must have run a query first (Kysely creates the driver then). */
  step<T>(work: (step: SqliteStep) => T): Promise<T> {
    if (this.#driver === null) throw new Error('group commit: no driver yet');
    return this.#driver.step(work);
  }

  /** See GroupCommitDriver.readNow; null before the first query (no driver yet). */
  readNow<R>(compiled: CompiledQuery): R[] | null {
    return this.#driver?.readNow<R>(compiled) ?? null;
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the introspector reads any schema
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db);
  }
}

const dialects = new WeakMap<Kysely<any>, GroupCommitSqliteDialect>(); // eslint-disable-line @typescript-eslint/no-explicit-any

/** A Kysely instance on the group-commit dialect, whose steps `runStep` can then run. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withSteps<D extends Kysely<any>>(db: D, dialect: GroupCommitSqliteDialect): D {
  dialects.set(db, dialect);
  return db;
}

/**
 * Runs `work` as one synchronous transaction (see GroupCommitDriver.step), or answers null when `db`
 * is not a SQLite database opened with withSteps (PostgreSQL, or a transaction handle).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function runStep<T>(db: Kysely<any>, work: (step: SqliteStep) => T): Promise<T> | null {
  return dialects.get(db)?.step(work) ?? null;
}

/**
 * Runs a read-only query at once on a SQLite database opened with withSteps when its connection is free
 * (see GroupCommitDriver.readNow); null otherwise (PostgreSQL, a transaction handle, the connection held,
 * a statement that writes), and the caller then executes it through Kysely.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function readNow<R>(db: Kysely<any>, compiled: CompiledQuery): R[] | null {
  return dialects.get(db)?.readNow<R>(compiled) ?? null;
}
