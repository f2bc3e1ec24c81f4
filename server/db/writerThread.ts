import { setImmediate } from 'node:timers';
import { Worker } from 'node:worker_threads';
import SQLite, { type Database as SqliteDatabase, type Statement } from 'better-sqlite3';
import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { Clock } from '../clock';
import { DomainError } from '../errors';

/**
 * SQLite with its writes on a thread of their own. The event loop of a busy server spends most of a
 * transfer's time on HTTP, hooks and validation, and the rest running SQLite statements; on one thread
 * the two add up, while a second core stands idle. Here a worker (./writerThreadEntry.ts) owns the one
 * writing connection, with group commit (./groupCommitSqlite.ts) and the checkpointer, and the main
 * thread keeps a read-only connection of its own:
 *
 * - a statement outside a transaction that only reads runs on the main thread's connection, at once,
 *   and sees what is committed (never a transaction still under way);
 * - anything else (a transaction's every statement, a write) runs in the worker through Kysely's own
 *   driver calls, forwarded one by one, so the worker's driver sees exactly what it would in process;
 * - a named step (../steps.ts: a whole money call as one synchronous transaction, see runStep) runs in
 *   the worker in one message each way: the main thread sends the call, the worker answers once the
 *   batch holding it is durable.
 *
 * Only servers use it (openSqlite's `writerThread`); tests and scripts keep the in-process driver.
 */

type Operation =
  | { op: 'once'; sql: string; parameters: readonly unknown[] }
  | { op: 'begin'; lease: number }
  | { op: 'query'; lease: number; sql: string; parameters: readonly unknown[] }
  | { op: 'commit' | 'rollback' | 'release'; lease: number }
  | { op: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint'; lease: number; name: string }
  | { op: 'step'; name: string; now: number; args: unknown }
  | { op: 'close' };

export type WriterRequest = Operation & { id: number };

/** An error as it crosses the thread: a domain error keeps its parts, any other its name, message and code. */
export type CarriedError =
  | { domain: true; code: number; messageKey: string; values: DomainError['values']; extra: Record<string, unknown>; field?: string }
  | { domain: false; name: string; message: string; code?: unknown };

export type WriterReply = { id: number; result?: unknown; error?: CarriedError };

export function carryError(error: unknown): CarriedError {
  if (error instanceof DomainError) {
    return { domain: true, code: error.code, messageKey: error.messageKey, values: error.values, extra: error.extra, field: error.field };
  }
  const { name = 'Error', message = String(error), code } = (error ?? {}) as { name?: string; message?: string; code?: unknown };
  return { domain: false, name, message, code };
}

function rebuildError(carried: CarriedError): Error {
  if (carried.domain) return new DomainError(carried.code, carried.messageKey, carried.values, carried.extra, carried.field);
  const error = new Error(carried.message) as Error & { code?: unknown };
  error.name = carried.name;
  if (carried.code !== undefined) error.code = carried.code;
  return error;
}

const STATEMENT_CACHE_LIMIT = 512;

/** The worker and the messages to it: each request is answered once, in any order, by its id. */
class WriterThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  readonly ready: Promise<void>;
  #failure: Error | null = null;

  constructor(path: string) {
    const entry = new URL('../writerThreadEntry.ts', import.meta.url).href;
    const loader = import.meta.resolve('tsx/esm/api');
    // The worker loads TypeScript as the server does (tsx), registered before its entry is imported.
    const boot = `
      const { workerData } = require('node:worker_threads');
      import(workerData.loader).then(({ register }) => { register(); return import(workerData.entry); })
        .catch((error) => { console.error('SQLite writer thread failed to start:', error); process.exit(1); });`;
    this.#worker = new Worker(boot, { eval: true, workerData: { path, entry, loader } });
    this.#worker.on('message', (message: WriterReply[] | 'ready') => {
      if (message === 'ready') return;
      for (const reply of message) {
        const waiting = this.#pending.get(reply.id);
        if (!waiting) continue;
        this.#pending.delete(reply.id);
        if (reply.error) waiting.reject(rebuildError(reply.error));
        else waiting.resolve(reply.result);
      }
    });
    this.ready = new Promise<void>((resolve, reject) => {
      const started = (message: unknown) => {
        if (message !== 'ready') return;
        this.#worker.off('message', started);
        resolve();
      };
      this.#worker.on('message', started);
      this.#worker.once('error', reject);
    });
    this.ready.catch(() => undefined);
    // Nothing may wait for ever on a worker that died: every open request fails with its error.
    const fail = (error: Error) => {
      this.#failure = error;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`SQLite writer thread exited (${code})`)));
  }

  request<T>(operation: Operation): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (this.#outbox.length === 0) setImmediate(this.#send);
      this.#outbox.push({ ...operation, id });
    });
  }

  /** Requests made in one turn of the event loop go in one message (a message costs more than its size). */
  readonly #outbox: WriterRequest[] = [];
  readonly #send = () => {
    this.#worker.postMessage(this.#outbox.splice(0));
  };

  async close(): Promise<void> {
    if (!this.#failure) await this.request({ op: 'close' });
    await this.#worker.terminate();
  }
}

/** One turn of a Kysely connection: local reads until the first statement that needs the writer. */
class Lease implements DatabaseConnection {
  static #next = 1;
  /** The worker's lease of the same number, once one was taken there. */
  remote: number | null = null;

  constructor(private readonly driver: WriterThreadDriver) {}

  take(): number {
    this.remote ??= Lease.#next++;
    return this.remote;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(this, query);
  }

  // eslint-disable-next-line require-yield -- an async generator that only throws
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery is not supported on the SQLite writer thread');
  }
}

class WriterThreadDriver implements Driver {
  #reader: SqliteDatabase | null = null;
  readonly #statements = new Map<string, Statement>();

  constructor(
    readonly thread: WriterThread,
    private readonly path: string,
  ) {}

  async init(): Promise<void> {
    await this.thread.ready;
    this.#reader = new SQLite(this.path);
    this.#reader.pragma('query_only = ON');
    this.#reader.pragma('busy_timeout = 5000');
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Lease(this);
  }

  async execute<R>(lease: Lease, { sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    if (lease.remote !== null) return this.thread.request({ op: 'query', lease: lease.remote, sql, parameters });
    const statement = this.#statement(sql);
    if (statement.reader && statement.readonly) return { rows: statement.all(parameters) as R[] };
    return this.thread.request({ op: 'once', sql, parameters });
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.thread.request({ op: 'begin', lease: (connection as Lease).take() });
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.thread.request({ op: 'commit', lease: (connection as Lease).take() });
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.thread.request({ op: 'rollback', lease: (connection as Lease).take() });
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await this.thread.request({ op: 'savepoint', lease: (connection as Lease).take(), name });
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await this.thread.request({ op: 'rollbackToSavepoint', lease: (connection as Lease).take(), name });
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await this.thread.request({ op: 'releaseSavepoint', lease: (connection as Lease).take(), name });
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (lease.remote !== null) await this.thread.request({ op: 'release', lease: lease.remote });
  }

  async destroy(): Promise<void> {
    await this.thread.close();
    this.#reader?.close();
  }

  #statement(sql: string): Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      if (this.#statements.size >= STATEMENT_CACHE_LIMIT) this.#statements.clear();
      statement = this.#reader!.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }
}

/** Kysely's SQLite dialect over the writer thread above. */
export class WriterThreadDialect implements Dialect {
  readonly #thread: WriterThread;

  constructor(private readonly path: string) {
    this.#thread = new WriterThread(path);
  }

  createDriver(): Driver {
    return new WriterThreadDriver(this.#thread, this.path);
  }

  step<T>(name: string, now: number, args: unknown): Promise<T> {
    return this.#thread.request<T>({ op: 'step', name, now, args });
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

const writers = new WeakMap<Kysely<any>, WriterThreadDialect>(); // eslint-disable-line @typescript-eslint/no-explicit-any

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withWriterThread<D extends Kysely<any>>(db: D, dialect: WriterThreadDialect): D {
  writers.set(db, dialect);
  return db;
}

/**
 * Runs a named step (../steps.ts) where the database's writes run: in the writer thread when `db` has
 * one (the worker runs its own copy of `here`, found by `name`, on the clock's reading when the call is
 * sent), else `here`, in this thread.
 */
export function runNamedStep<A, T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  clock: Clock,
  name: string,
  args: A,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  here: (db: Kysely<any>, clock: Clock, args: A) => Promise<T>,
): Promise<T> {
  const writer = writers.get(db);
  return writer ? writer.step<T>(name, clock.now(), args) : here(db, clock, args);
}
