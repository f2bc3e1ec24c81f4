/**
 * `npm run bench`: one running server per database engine, measured from a separate process.
 * Requests per second of a bare route, getUserBalance and convertMoney (one member; and 100 members
 * transferring at once), bets per second (100 members each playing sandbox rounds: a bet placed and
 * settled through the ledger) and the e-game lobby's search by name (a guest's getGameList with a
 * gameName, which the popular-search list also counts), as medians of several runs, and the ratios the
 * project's targets use.
 * SQLite (unless BENCH_SQLITE=0); PostgreSQL too when BENCH_DATABASE_URL names a server whose user may create databases
 * (the bench makes a database of its own there and drops it afterwards).
 * `--write` also records the figures in docs/performance.md.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { timeOrderedUuid } from '../../machines/rules/ids';
import { openDatabase } from '../../server/db/connect';
import { issueToken } from '../../server/features/auth/tokens';
import { createClock } from '../../server/clock';
import { insertMember, memberRow } from '../server/memberRows';
import { ServerProcess, spawnScript } from '../server/serverProcess';
import { LoadConnection, type Answer } from './loadClient';
import { scratchDatabase } from '../server/scratchDatabase';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = 4300 + Math.floor(Math.random() * 500);
const MEMBERS = 100;
const BET_VENUE = 'gsport';
/** The lobby's search: e-games (type 2) by a part of the name, a few terms in turn as members type them. */
const LOBBY_TERMS = ['dragon', 'fortune', 'tiger', 'gem', 'koi', 'lucky', 'wild', 'gold'];
const POSTGRES_URL = process.env.BENCH_DATABASE_URL?.trim() || null;
/** `BENCH_PROFILE=<dir>`: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools). */
const PROFILE_DIR = process.env.BENCH_PROFILE?.trim() || null;
/** `BENCH_ROUTES=transfers,bets`: measure only these routes (and the bare route around them), to profile one. */
const ONLY = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim()).filter(Boolean) ?? null;
/** Connections of the server's pool on PostgreSQL: enough for the 100 members' transactions to share commits. */
const POSTGRES_POOL = process.env.BENCH_POOL_SIZE ?? '40';
/** The demo member's seeded 2,000.00 plus the bench's credit. */
const CREDIT = '10000000.00';
const EXPECTED_TOTAL = '10002000.00';
const PERFORMANCE_PAGE = 'docs/performance.md';
const FIGURES_START = '<!-- bench figures -->';
const FIGURES_END = '<!-- end of bench figures -->';
/** A call of the set-up and the checks, on a connection of its own (the load keeps its connections busy). */
async function call(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  const connection = new LoadConnection('127.0.0.1', PORT);
  try {
    return await connection.send(method, path, headers, body);
  } finally {
    connection.close();
  }
}

type Request = [string, string, Record<string, string>?, string?];

/** Closed-loop load: each connection sends its next request when the last one answers. */
async function measure(make: (connection: number) => Request, seconds = SECONDS, connections = CONNECTIONS): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  let lastFailure = '';
  const sockets = Array.from({ length: connections }, () => new LoadConnection('127.0.0.1', PORT));
  try {
    await Promise.all(
      sockets.map(async (socket, connection) => {
        while (Date.now() < until) {
          const [method, path, headers, body] = make(connection);
          const { text } = await socket.send(method, path, headers, body);
          if (text.startsWith('{"code":0')) done++;
          else {
            failed++;
            lastFailure = text;
          }
        }
      }),
    );
  } finally {
    for (const socket of sockets) socket.close();
  }
  if (failed > 0) throw new Error(`${failed} requests failed${lastFailure ? `: ${lastFailure}` : ''}`);
  return done / seconds;
}

/**
 * CPU time (ns) a process has used: its main thread, and all its threads (SQLite's fsync and checkpoint
 * threads, GC helpers) together, from /proc (Linux; zeros elsewhere). CPU time per request is steadier than
 * requests per second on a shared machine: it does not count the time the server waited for a core.
 */
function cpuNs(pid: number | undefined): { main: number; all: number } {
  if (pid === undefined || !existsSync(`/proc/${pid}/task`)) return { main: 0, all: 0 };
  const read = (task: string) => {
    try {
      return Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      return 0; // a thread that ended meanwhile
    }
  };
  let all = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) all += read(task);
  return { main: read(String(pid)), all };
}

/**
 * The PostgreSQL server's CPU time (ns), all its processes, when BENCH_PG_DATA names its data directory on
 * this machine (its postmaster.pid), else null.
 */
function postgresCpuNs(): number | null {
  const dataDir = process.env.BENCH_PG_DATA?.trim();
  if (!dataDir) return null;
  try {
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^[0-9]+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (Number(entry) !== postmaster && parent !== postmaster) continue;
        total += Number(readFileSync(`/proc/${entry}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // a process that ended meanwhile
      }
    }
    return total;
  } catch {
    return null;
  }
}

const median = (values: number[]) => (values.length === 0 ? NaN : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

/** `npm run ledger:check` on the engine's database: answers its exit code (0: clean), its output printed. */
async function ledgerCheck(env: Record<string, string>): Promise<number> {
  const check = spawnScript('server/ledgerCheck.ts', [], env);
  const { code } = await check.exited;
  process.stdout.write(check.output());
  return code ?? 1;
}

async function demoToken(): Promise<string> {
  const uuid = randomUUID();
  await call('GET', `/web/guest/user/getCaptcha?uuid=${uuid}`);
  const { answer } = JSON.parse((await call('GET', `/web/sandbox/captcha/${uuid}`)).text) as { answer: string };
  // The password goes in the JSON body: the server refuses one in the query string.
  const credentials = JSON.stringify({ userName: 'demo01', password: 'demo1234', code: answer, codeId: uuid });
  const login = await call('POST', '/web/guest/user/login', { 'content-type': 'application/json' }, credentials);
  return (JSON.parse(login.text) as { token: string }).token;
}

interface Engine {
  label: string;
  postgres: boolean;
  env: Record<string, string>;
  /** Removes the engine's database. */
  drop(): Promise<void>;
}

async function sqliteEngine(): Promise<Engine> {
  const database = await scratchDatabase('bench', null);
  return { label: 'SQLite (WAL, group commit, the WAL fsynced before every answer)', postgres: false, env: database.env, drop: () => database.drop() };
}

async function postgresEngine(serverUrl: string): Promise<Engine> {
  const database = await scratchDatabase('bench', serverUrl);
  const settings = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await settings.connect();
  const { rows } = await settings.query<{ version: string; fsync: string; synchronous_commit: string }>(
    "select split_part(version(), ' ', 2) as version, current_setting('fsync') as fsync, current_setting('synchronous_commit') as synchronous_commit",
  );
  await settings.end();
  const { version, fsync, synchronous_commit: synchronousCommit } = rows[0];
  return {
    label: `PostgreSQL ${version} (fsync=${fsync}, synchronous_commit=${synchronousCommit}, pool of ${POSTGRES_POOL})`,
    postgres: true,
    env: { ...database.env, DATABASE_POOL_SIZE: POSTGRES_POOL },
    drop: () => database.drop(),
  };
}

/** Members of the many-members workload, written straight into the database with a session each. */
async function benchMembers(env: Record<string, string>): Promise<{ userName: string; token: string }[]> {
  const db = openDatabase({ databaseUrl: env.DATABASE_URL || null, databasePath: env.DATABASE_PATH ?? '' });
  const clock = createClock();
  try {
    const members = [];
    for (let index = 0; index < MEMBERS; index++) {
      const userName = `bench${String(index).padStart(3, '0')}`;
      const row = memberRow(userName, `7${String(index).padStart(10, '0')}`, clock.now());
      const userId = await db.transaction().execute((trx) => insertMember(trx, row));
      members.push({ userName, token: await issueToken(db, clock, userId) });
    }
    return members;
  } finally {
    await db.destroy();
  }
}

/** What the house's bets account kept of each bench member's bets (minor units): stakes less payouts, nothing of voided bets. */
async function keptByHouse(env: Record<string, string>): Promise<Map<string, number>> {
  const db = openDatabase({ databaseUrl: env.DATABASE_URL || null, databasePath: env.DATABASE_PATH ?? '' });
  try {
    const rows = await db
      .selectFrom('bets')
      .innerJoin('users', 'users.id', 'bets.user_id')
      .select(['users.user_name', (eb) => eb.fn.sum<number>(eb.case().when('bets.status', '=', 0).then(0).else(eb('bets.stake_minor', '-', eb.ref('bets.payout_minor'))).end()).as('kept')])
      .groupBy('users.user_name')
      .execute();
    return new Map(rows.map((row) => [row.user_name, Number(row.kept)]));
  } finally {
    await db.destroy();
  }
}

/** Money-moving calls carry an Idempotency-Key, as the site sends it: a fresh time-ordered one each. */
const keyed = (headers: Record<string, string> = {}) => ({ ...headers, 'idempotency-key': timeOrderedUuid() });

const postJson = (path: string, body: object) =>
  call('POST', path, keyed({ 'content-type': 'application/json' }), JSON.stringify(body));

type RouteName = 'balance' | 'transfers' | 'manyTransfers' | 'bets' | 'lobby';

interface EngineFigures {
  label: string;
  hello: number[];
  balance: number[];
  transfers: number[];
  manyTransfers: number[];
  bets: number[];
  lobby: number[];
  /** Per run, the bare route's rate around each route's measurement (mean of the slices before and after). */
  bareAround: Record<RouteName, number[]>;
  /**
   * Per run, CPU µs per request of the route: the server's main thread, all its threads, PostgreSQL's
   * processes (when known), and the bench's own process (the load generator, on the same cores).
   */
  cpu: Record<RouteName | 'hello', { main: number[]; all: number[]; postgres: number[]; load: number[] }>;
  /** One-minute load average as the runs began and as they ended. */
  load: number[];
  ledgerProblems: number;
  totalAfter: string;
  manyDrift: number;
  /** Bench members with bets recorded. */
  betsRecorded: number;
}

const noCpu = () => ({ main: [] as number[], all: [] as number[], postgres: [] as number[], load: [] as number[] });

async function benchEngine(engine: Engine): Promise<EngineFigures> {
  const profile = PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [];
  const server = await ServerProcess.start({ env: engine.env, port: PORT, nodeArgs: profile });
  try {
    const token = await demoToken();
    const credit = await postJson('/web/sandbox/credit', { userName: 'demo01', amount: CREDIT });
    if (!credit.text.startsWith('{"code":0')) throw new Error(`credit failed: ${credit.text}`);
    // Both directions run at once, so the venue starts with money of its own.
    await call('POST', '/web/apiCode/convertMoney?from=central&to=gsport&amount=1000.00', keyed({ token }));
    const members = await benchMembers(engine.env);
    for (const member of members) {
      await postJson('/web/sandbox/credit', { userName: member.userName, amount: '1000.00' });
      await call('POST', '/web/apiCode/convertMoney?from=central&to=gsport&amount=500.00', keyed({ token: member.token }));
    }

    const flips = new Map<number, boolean>();
    let lobbySearches = 0;
    /** One 0.01 transfer, alternating direction per connection; every money call carries a fresh time-ordered key, as the site sends it. */
    const transfer = (memberToken: string, connection: number): Request => {
      const flip = !flips.get(connection);
      flips.set(connection, flip);
      const [from, to] = flip ? ['central', 'gsport'] : ['gsport', 'central'];
      return ['POST', `/web/apiCode/convertMoney?from=${from}&to=${to}&amount=0.01`, keyed({ token: memberToken })];
    };
    const routes = {
      hello: (): Request => ['GET', '/web/health'],
      balance: (): Request => ['POST', '/web/user/getUserBalance', { token }],
      transfers: (connection: number) => transfer(token, connection),
      manyTransfers: (connection: number) => transfer(members[connection].token, connection + 1000),
      // A round of 0.01 at the venue: the bet is placed and settled (one transaction), from the venue wallet.
      bets: (connection: number): Request => [
        'POST',
        `/web/sandbox/venue/${BET_VENUE}/round`,
        keyed({ token: members[connection].token, 'content-type': 'application/json' }),
        '{"stake":"0.01"}',
      ],
      lobby: (connection: number): Request => [
        'POST',
        `/web/guest/apiCode/getGameList?gameType=2&gameName=${LOBBY_TERMS[(lobbySearches++ + connection) % LOBBY_TERMS.length]}`,
      ],
    };

    // One unrecorded second per route first, so that the figures are of compiled code, not of the JIT warming up.
    await measure(routes.hello, 1);
    await measure(routes.balance, 1);
    await measure(routes.transfers, 1);
    await measure(routes.manyTransfers, 1, MEMBERS);
    await measure(routes.bets, 1, MEMBERS);
    await measure(routes.lobby, 1);
    const figures: EngineFigures = {
      label: engine.label,
      hello: [],
      balance: [],
      transfers: [],
      manyTransfers: [],
      bets: [],
      lobby: [],
      bareAround: { balance: [], transfers: [], manyTransfers: [], bets: [], lobby: [] },
      cpu: { hello: noCpu(), balance: noCpu(), transfers: noCpu(), manyTransfers: noCpu(), bets: noCpu(), lobby: noCpu() },
      load: [loadavg()[0]],
      ledgerProblems: 0,
      totalAfter: '',
      manyDrift: 0,
      betsRecorded: 0,
    };
    // The machine is shared and its speed wanders, so each route is bracketed by half-length runs of
    // the bare route, and its ratio is taken against their mean: both saw the same machine.
    /** Measures a route and keeps the server's CPU time per request it answered. */
    const withCpu = async (name: RouteName | 'hello', seconds: number, run: () => Promise<number>) => {
      const before = { ...cpuNs(server.pid), postgres: engine.postgres ? postgresCpuNs() : null, own: process.cpuUsage() };
      const rate = await run();
      const after = { ...cpuNs(server.pid), postgres: engine.postgres ? postgresCpuNs() : null };
      const own = process.cpuUsage(before.own);
      const requests = rate * seconds;
      const cpu = figures.cpu[name];
      cpu.main.push((after.main - before.main) / 1000 / requests);
      cpu.all.push((after.all - before.all) / 1000 / requests);
      if (before.postgres !== null && after.postgres !== null) cpu.postgres.push((after.postgres - before.postgres) / 1000 / requests);
      cpu.load.push((own.user + own.system) / requests);
      return rate;
    };
    const bare = () => withCpu('hello', SECONDS / 2, () => measure(routes.hello, SECONDS / 2));
    for (let run = 0; run < RUNS; run++) {
      let before = await bare();
      const slices = [before];
      for (const [name, route] of [
        ['balance', () => measure(routes.balance)],
        ['transfers', () => measure(routes.transfers)],
        ['manyTransfers', () => measure(routes.manyTransfers, SECONDS, MEMBERS)],
        ['bets', () => measure(routes.bets, SECONDS, MEMBERS)],
        ['lobby', () => measure(routes.lobby)],
      ] as const) {
        if (ONLY && !ONLY.includes(name)) continue;
        figures[name].push(await withCpu(name, SECONDS, route));
        const after = await bare();
        figures.bareAround[name].push((before + after) / 2);
        slices.push(after);
        before = after;
      }
      figures.hello.push(slices.reduce((sum, value) => sum + value, 0) / slices.length);
    }
    figures.load.push(loadavg()[0]);
    figures.ledgerProblems = await ledgerCheck(engine.env);
    // Transfers between one member's wallets must leave the member's total where the credits put it.
    const totalOf = async (memberToken: string) =>
      (JSON.parse((await call('POST', '/web/user/getUserBalance', { token: memberToken })).text) as { userBalanceMap: { totalBalance: string } })
        .userBalanceMap.totalBalance;
    figures.totalAfter = await totalOf(token);
    // A bench member holds their 1000.00 less what the house's bets account kept of their bets.
    const kept = await keptByHouse(engine.env);
    for (const member of members) {
      const expected = (100_000 - (kept.get(member.userName) ?? 0)) / 100;
      if ((await totalOf(member.token)) !== expected.toFixed(2)) figures.manyDrift++;
    }
    figures.betsRecorded = [...kept.values()].length;
    return figures;
  } catch (error) {
    console.error(`The server printed:\n${server.output()}`);
    throw error;
  } finally {
    await server.stop();
    await engine.drop();
  }
}

/**
 * convertMoney by the 100 members, one connection each, against two server processes on one PostgreSQL
 * (`WORKERS=2`: node's cluster, one port), on a database of its own: the row of issue 22's "several servers".
 */
async function twoProcessTransfers(engine: Engine): Promise<{ rates: number[]; ledgerProblems: number }> {
  const server = await ServerProcess.start({ name: 'WORKERS=2', env: { ...engine.env, WORKERS: '2' }, port: PORT });
  try {
    // Each worker prints the banner once it listens: both serve before anything is measured.
    while ((server.output().match(/is running at/g) ?? []).length < 2) {
      if (!server.alive) throw new Error(`WORKERS=2 exited before both workers listened:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const members = await benchMembers(engine.env);
    for (const member of members) {
      await postJson('/web/sandbox/credit', { userName: member.userName, amount: '1000.00' });
      await call('POST', '/web/apiCode/convertMoney?from=central&to=gsport&amount=500.00', keyed({ token: member.token }));
    }
    const flips = new Map<number, boolean>();
    const transfer = (connection: number): Request => {
      const flip = !flips.get(connection);
      flips.set(connection, flip);
      const [from, to] = flip ? ['central', 'gsport'] : ['gsport', 'central'];
      return ['POST', `/web/apiCode/convertMoney?from=${from}&to=${to}&amount=0.01`, keyed({ token: members[connection].token })];
    };
    await measure(transfer, 1, MEMBERS);
    const rates: number[] = [];
    for (let run = 0; run < RUNS; run++) rates.push(await measure(transfer, SECONDS, MEMBERS));
    return { rates, ledgerProblems: await ledgerCheck(engine.env) };
  } finally {
    await server.stop();
    await engine.drop();
  }
}

const twoProcessRow = (figures: { rates: number[]; ledgerProblems: number }) =>
  [
    `**Two server processes on one PostgreSQL** (\`WORKERS=2\`, one port), ${MEMBERS} members at once (one connection each)`,
    '',
    '| route | requests/s (median) | runs |',
    '|---|---|---|',
    `| POST /web/apiCode/convertMoney, ${MEMBERS} members, two processes | ${median(figures.rates).toFixed(0)} | ${whole(figures.rates)} |`,
    '',
    `After the runs the ledger check ${figures.ledgerProblems === 0 ? 'finds nothing' : 'FINDS PROBLEMS'}.`,
  ].join('\n');

const whole = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function report(figures: EngineFigures, postgres: boolean): { text: string; drift: boolean } {
  const drift = figures.ledgerProblems !== 0 || figures.totalAfter !== EXPECTED_TOTAL || figures.manyDrift !== 0;
  // Each run measures the bare route and the others back to back, so ratios are taken per run.
  const ratio = (values: number[], around: number[]) => median(values.map((value, run) => value / around[run]));
  const cpuOf = (name: RouteName | 'hello') => {
    const { main, all, postgres: database, load } = figures.cpu[name];
    if (main.length === 0) return ' | ';
    const server = [main, all, ...(postgres ? [database] : [])].map((values) => median(values).toFixed(0)).join(' / ');
    return `${server} | ${median(load).toFixed(0)}`;
  };
  const targets = postgres
    ? { balance: '≥ 40 %', transfers: '', many: ' (target ≥ 3,000)', bets: ' (goal 2,000)', lobby: '≥ 30 %' }
    : { balance: '≥ 60 %, goal 75 %', transfers: ' (target ≥ 10,000, goal 15,000)', many: '', bets: ' (target ≥ 4,000)', lobby: '≥ 30 %' };
  const text = [
    `**${figures.label}**, load average ${figures.load.map((value) => value.toFixed(1)).join(' → ')} (2 cores shared with other work)`,
    '',
    `| route | requests/s (median) | runs | server CPU µs per request: main thread / all threads${postgres ? ' / PostgreSQL' : ''} (medians) | the bench's own CPU µs per request |`,
    '|---|---|---|---|---|',
    `| GET /web/health (bare) | ${median(figures.hello).toFixed(0)} | ${whole(figures.hello)} | ${cpuOf('hello')} |`,
    `| POST /web/user/getUserBalance | ${median(figures.balance).toFixed(0)} | ${whole(figures.balance)} | ${cpuOf('balance')} |`,
    `| POST /web/apiCode/convertMoney, one member (${CONNECTIONS} connections) | ${median(figures.transfers).toFixed(0)} | ${whole(figures.transfers)} | ${cpuOf('transfers')} |`,
    `| POST /web/apiCode/convertMoney, ${MEMBERS} members at once (one connection each) | ${median(figures.manyTransfers).toFixed(0)} | ${whole(figures.manyTransfers)} | ${cpuOf('manyTransfers')} |`,
    `| POST /web/sandbox/venue/${BET_VENUE}/round (a bet placed and settled), ${MEMBERS} members at once | ${median(figures.bets).toFixed(0)} | ${whole(figures.bets)} | ${cpuOf('bets')} |`,
    `| POST /web/guest/apiCode/getGameList?gameType=2&gameName=… (lobby search, ${CONNECTIONS} connections) | ${median(figures.lobby).toFixed(0)} | ${whole(figures.lobby)} | ${cpuOf('lobby')} |`,
    '',
    `getUserBalance / bare route (measured around it), median of the per-run ratios: ${percent(ratio(figures.balance, figures.bareAround.balance))} (target ${targets.balance}).`,
    `convertMoney, one member: ${median(figures.transfers).toFixed(0)} transfers/s${targets.transfers}, ${percent(ratio(figures.transfers, figures.bareAround.transfers))} of the bare route.`,
    `convertMoney, ${MEMBERS} members: ${median(figures.manyTransfers).toFixed(0)} transfers/s${targets.many}, ${percent(ratio(figures.manyTransfers, figures.bareAround.manyTransfers))} of the bare route.`,
    `Bets, ${MEMBERS} members: ${median(figures.bets).toFixed(0)} bets/s${targets.bets}, ${percent(ratio(figures.bets, figures.bareAround.bets))} of the bare route.`,
    `Lobby search / bare route (measured around it), median of the per-run ratios: ${percent(ratio(figures.lobby, figures.bareAround.lobby))} (target ${targets.lobby}).`,
    `After the runs the ledger check ${figures.ledgerProblems === 0 ? 'finds nothing' : 'FINDS PROBLEMS'}, the demo member holds ${figures.totalAfter} of ${EXPECTED_TOTAL} credited and ${MEMBERS - figures.manyDrift} of ${MEMBERS} bench members (${figures.betsRecorded} with bets) hold exactly their 1000.00 less what the house kept of their bets: ${drift ? 'DRIFT' : 'no drift'}.`,
  ].join('\n');
  return { text, drift };
}

const results = process.env.BENCH_SQLITE === '0' ? [] : [report(await benchEngine(await sqliteEngine()), false)];
if (POSTGRES_URL) results.push(report(await benchEngine(await postgresEngine(POSTGRES_URL)), true));
if (POSTGRES_URL) {
  const twoProcesses = await twoProcessTransfers(await postgresEngine(POSTGRES_URL));
  results.push({ text: twoProcessRow(twoProcesses), drift: twoProcesses.ledgerProblems !== 0 });
}
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}.`,
  `${RUNS} runs of ${SECONDS} s each per route, keep-alive connections from a separate process (tests/bench/loadClient.ts: plain HTTP/1.1, one request at a time per connection); medians.`,
  ...results.flatMap((result) => ['', result.text]),
].join('\n');
console.log(`\n${table}\n`);
if (process.argv.includes('--write')) {
  // Only the figures between the markers are rewritten; the notes around them are kept.
  const page = readFileSync(PERFORMANCE_PAGE, 'utf8');
  const [before, rest] = page.split(FIGURES_START);
  const after = rest?.split(FIGURES_END)[1];
  if (after === undefined) throw new Error(`${PERFORMANCE_PAGE} lacks the ${FIGURES_START} … ${FIGURES_END} markers`);
  writeFileSync(PERFORMANCE_PAGE, `${before}${FIGURES_START}\n${table}\n${FIGURES_END}${after}`);
}
process.exitCode = results.some((result) => result.drift) ? 1 : 0;
