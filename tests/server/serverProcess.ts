import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../tooling/siteServer';

export { freePort };

/**
 * Real server processes for the tests and the benches: the server as `npm run serve` runs it (the JavaScript
 * server/bundle.mjs builds, dist-server/main.mjs, built once per test process), on a database of the
 * caller's and a port of its own, in sandbox mode. `start` answers once the server answers /web/health;
 * a server that exits first fails the start with what it printed, and so does one that never answers.
 * `kill` is SIGKILL (nothing of the server's own shutdown runs), `stop` SIGTERM; both wait for the exit.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What a failure shows of a process's output: its last characters. */
const OUTPUT_KEPT = 16_000;

let bundled: Promise<string> | null = null;

/** Builds the server's JavaScript (once per process) and answers its path. */
export function serverBundle(): Promise<string> {
  bundled ??= promisify(execFile)(process.execPath, ['server/bundle.mjs'], { cwd: ROOT }).then(() => join(ROOT, 'dist-server', 'main.mjs'));
  return bundled;
}

/** A node process with its output (stdout and stderr together) kept for a failure's message. */
export interface NodeChild {
  child: ChildProcess;
  /** The last OUTPUT_KEPT characters it printed. */
  output(): string;
  /** Its stdout alone, whole (a child that answers by printing). */
  stdout(): string;
  /** Resolves with how it exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs node with `args` (from the repository's folder) in `env` on top of this process's environment. */
export function spawnNode(args: string[], env: Record<string, string>): NodeChild {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let stdout = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    keep(chunk);
  });
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => output, stdout: () => stdout, exited };
}

/** A TypeScript file of the tests run in a node process of its own (through tsx), e.g. a job to kill mid-run. */
export const spawnScript = (script: string, args: string[], env: Record<string, string>) => spawnNode(['--import', 'tsx', script, ...args], env);

export interface Answer {
  status: number;
  body: { code: number; msg: string } & Record<string, unknown>;
}

export interface ServerProcessOptions {
  /** Its name in messages ("server A"). */
  name?: string;
  /** The database (DATABASE_URL or DATABASE_PATH: a ScratchDatabase's env, ./scratchDatabase.ts) and anything else the server reads. */
  env: Record<string, string>;
  /** The port (default: a free one, kept across restarts). */
  port?: number;
  /** Node's own flags (a CPU profile). */
  nodeArgs?: string[];
  /** How long the server may take to answer after it starts (default 120 s: a loaded machine is slow). */
  startMs?: number;
}

export class ServerProcess {
  private running: NodeChild | null = null;
  private last: NodeChild | null = null;

  private constructor(
    private readonly options: ServerProcessOptions,
    readonly port: number,
  ) {}

  /** A server process, not started yet. */
  static async create(options: ServerProcessOptions): Promise<ServerProcess> {
    return new ServerProcess(options, options.port ?? (await freePort()));
  }

  /** A server process, started. */
  static async start(options: ServerProcessOptions): Promise<ServerProcess> {
    const server = await ServerProcess.create(options);
    await server.start();
    return server;
  }

  get name(): string {
    return this.options.name ?? 'the server';
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive(): boolean {
    return this.running !== null;
  }

  get pid(): number | undefined {
    return this.running?.child.pid;
  }

  /** What the process (or the last one, once it has exited) printed: its last characters. */
  output(): string {
    return (this.running ?? this.last)?.output() ?? '';
  }

  /** Starts the server (again, after a kill or a stop, on the same port and database) and waits until it answers. */
  async start(): Promise<void> {
    if (this.running) throw new Error(`${this.name} is already running`);
    const bundle = await serverBundle();
    const started = spawnNode([...(this.options.nodeArgs ?? []), bundle], {
      HOST: '127.0.0.1',
      SANDBOX: '1',
      LOG_LEVEL: 'silent',
      // One process unless told: a WORKERS of the caller's environment is not this server's.
      WORKERS: '',
      ...this.options.env,
      PORT: String(this.port),
    });
    this.running = started;
    this.last = started;
    void started.exited.then(() => {
      if (this.running === started) this.running = null;
    });
    const failed = (why: string) => new Error(`${this.name} ${why}; it printed:\n${started.output() || '(nothing)'}`);
    const exited = started.exited.then(({ code, signal }) => {
      throw failed(`exited (${signal ?? `code ${code}`}) before it answered`);
    });
    // (Once it answered, a later exit is the caller's business: a kill, a stop.)
    exited.catch(() => undefined);
    const answering = (async () => {
      const deadline = Date.now() + (this.options.startMs ?? 120_000);
      while (Date.now() < deadline) {
        if (this.running !== started) return;
        const healthy = await fetch(`${this.url}/web/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (healthy) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw failed(`did not answer within ${(this.options.startMs ?? 120_000) / 1000} s`);
    })();
    try {
      await Promise.race([answering, exited]);
    } catch (error) {
      await this.kill();
      throw error;
    }
  }

  /** SIGKILL: no shutdown hook runs; calls in flight are cut off wherever they are. */
  kill(): Promise<void> {
    return this.end('SIGKILL');
  }

  /** SIGTERM: the server's own shutdown. */
  stop(): Promise<void> {
    return this.end('SIGTERM');
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const running = this.running;
    this.running = null;
    if (!running || running.child.exitCode !== null || running.child.signalCode !== null) return;
    running.child.kill(signal);
    await running.exited;
  }

  /** A call under /web: a JSON body, or a raw one with its content type (an upload); answers the status and the JSON. */
  async request(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: object | { raw: Buffer; type: string }): Promise<Answer> {
    const raw = body && 'raw' in body ? body : null;
    const response = await fetch(`${this.url}/web${path}`, {
      method,
      headers: { ...headers, ...(raw ? { 'content-type': raw.type } : body ? { 'content-type': 'application/json' } : {}) },
      body: raw ? new Uint8Array(raw.raw) : body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  post(path: string, headers: Record<string, string> = {}, body?: object): Promise<Answer> {
    return this.request('POST', path, headers, body);
  }
}
