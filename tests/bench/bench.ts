/**
 * `npm run bench`: one running server, measured from a separate process.
 * Requests per second of a bare route, getUserBalance and convertMoney,
 * as medians of several runs, and the ratios the project's targets use.
 * `--write` also records the figures in docs/performance.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { timeOrderedUuid } from '../../machines/rules/ids';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = 4300 + Math.floor(Math.random() * 500);
/** The demo member's seeded 2,000.00 plus the bench's credit. */
const CREDIT = '10000000.00';
const EXPECTED_TOTAL = '10002000.00';
const PERFORMANCE_PAGE = 'docs/performance.md';
const FIGURES_START = '<!-- bench figures -->';
const FIGURES_END = '<!-- end of bench figures -->';
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function call(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, method, path, headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    if (body) req.end(body);
    else req.end();
  });
}

/** Closed-loop load: each connection sends its next request when the last one answers. */
async function measure(make: () => [string, string, Record<string, string>?, string?], seconds = SECONDS): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const [method, path, headers, body] = make();
        const { text } = await call(method, path, headers, body);
        if (text.startsWith('{"code":0')) done++;
        else failed++;
      }
    }),
  );
  if (failed > 0) throw new Error(`${failed} requests failed`);
  return done / seconds;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitForServer() {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await call('GET', '/web/health')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

async function demoToken(): Promise<string> {
  const uuid = randomUUID();
  await call('GET', `/web/guest/user/getCaptcha?uuid=${uuid}`);
  const { answer } = JSON.parse((await call('GET', `/web/sandbox/captcha/${uuid}`)).text) as { answer: string };
  const login = await call('POST', `/web/guest/user/login?userName=demo01&password=demo1234&code=${answer}&codeId=${uuid}`);
  return (JSON.parse(login.text) as { token: string }).token;
}

const databasePath = join(mkdtempSync(join(tmpdir(), 'bench-')), 'site.db');
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_PATH: databasePath, LOG_LEVEL: 'silent', SANDBOX: '1' },
  stdio: 'ignore',
});

try {
  await waitForServer();
  const token = await demoToken();
  const credit = await call('POST', '/web/sandbox/credit', { 'content-type': 'application/json' }, JSON.stringify({ userName: 'demo01', amount: CREDIT }));
  if (!credit.text.startsWith('{"code":0')) throw new Error(`credit failed: ${credit.text}`);
  // Both directions run at once, so the venue starts with money of its own.
  await call('POST', '/web/apiCode/convertMoney?from=central&to=gsport&amount=1000.00', { token });

  let flip = false;
  const routes = {
    hello: () => ['GET', '/web/health'],
    balance: () => ['POST', '/web/user/getUserBalance', { token }],
    transfers: () => {
      flip = !flip;
      const [from, to] = flip ? ['central', 'gsport'] : ['gsport', 'central'];
      // As the site sends it: every money-moving call carries a fresh time-ordered Idempotency-Key.
      return ['POST', `/web/apiCode/convertMoney?from=${from}&to=${to}&amount=0.01`, { token, 'idempotency-key': timeOrderedUuid() }];
    },
  } satisfies Record<string, () => [string, string, Record<string, string>?]>;

  // One unrecorded second per route first, so that the figures are of compiled code, not of the JIT warming up.
  for (const make of Object.values(routes)) await measure(make, 1);
  const hello: number[] = [];
  const balance: number[] = [];
  const transfers: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    hello.push(await measure(routes.hello));
    balance.push(await measure(routes.balance));
    transfers.push(await measure(routes.transfers));
  }
  const check = spawn(process.execPath, ['--import', 'tsx', 'server/ledgerCheck.ts'], { env: { ...process.env, DATABASE_PATH: databasePath }, stdio: 'inherit' });
  const ledgerProblems = await new Promise<number>((resolve) => check.on('exit', (code) => resolve(code ?? 1)));
  // Transfers between one member's wallets must leave the member's total where the credits put it.
  const { userBalanceMap } = JSON.parse((await call('POST', '/web/user/getUserBalance', { token })).text) as {
    userBalanceMap: { totalBalance: string };
  };
  const totalAfter = userBalanceMap.totalBalance;
  const drift = ledgerProblems !== 0 || totalAfter !== EXPECTED_TOTAL;

  const figures = {
    hello: median(hello),
    balance: median(balance),
    transfers: median(transfers),
  };
  // Each run measures the bare route and getUserBalance back to back, so their ratio is taken per run.
  const ratio = median(balance.map((value, run) => value / hello[run]));
  // The same per-run ratio for transfers, which says more than the absolute figure on a machine whose speed wanders.
  const transferRatio = median(transfers.map((value, run) => value / hello[run]));
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, SQLite (WAL, synchronous=FULL, group commit).`,
    `${RUNS} runs of ${SECONDS} s each, ${CONNECTIONS} keep-alive connections from a separate process; medians.`,
    '',
    '| route | requests/s (median) | runs |',
    '|---|---|---|',
    `| GET /web/health (bare) | ${figures.hello.toFixed(0)} | ${hello.map((value) => value.toFixed(0)).join(', ')} |`,
    `| POST /web/user/getUserBalance | ${figures.balance.toFixed(0)} | ${balance.map((value) => value.toFixed(0)).join(', ')} |`,
    `| POST /web/apiCode/convertMoney (0.01 each way, Idempotency-Key) | ${figures.transfers.toFixed(0)} | ${transfers.map((value) => value.toFixed(0)).join(', ')} |`,
    '',
    `getUserBalance / bare route, median of the per-run ratios: ${(ratio * 100).toFixed(1)} % (target ≥ 40 %).`,
    `convertMoney / bare route, median of the per-run ratios: ${(transferRatio * 100).toFixed(1)} %.`,
    `convertMoney: ${figures.transfers.toFixed(0)} transfers/s (target ≥ 5,000); after the run the ledger check ${ledgerProblems === 0 ? 'finds nothing' : 'FINDS PROBLEMS'} and the member holds ${totalAfter} of ${EXPECTED_TOTAL} credited: ${drift ? 'DRIFT' : 'no drift'}.`,
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
  process.exitCode = drift ? 1 : 0;
} finally {
  server.kill('SIGTERM');
  agent.destroy();
}
