/**
 * `npm run bench`: one running server, measured from a separate process.
 * Requests per second of a bare route, getUserBalance and convertMoney,
 * as medians of several runs, and the ratios the project's targets use.
 * `--write` also records the figures in docs/performance.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = 4300 + Math.floor(Math.random() * 500);
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
async function measure(make: () => [string, string, Record<string, string>?, string?]): Promise<number> {
  const until = Date.now() + SECONDS * 1000;
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
  return done / SECONDS;
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
  const credit = await call('POST', '/web/sandbox/credit', { 'content-type': 'application/json' }, JSON.stringify({ userName: 'demo01', amount: '10000000.00' }));
  if (!credit.text.startsWith('{"code":0')) throw new Error(`credit failed: ${credit.text}`);
  // Both directions run at once, so the venue starts with money of its own.
  await call('POST', '/web/apiCode/convertMoney?from=central&to=gsport&amount=1000.00', { token });

  const hello: number[] = [];
  const balance: number[] = [];
  const transfers: number[] = [];
  let flip = false;
  for (let run = 0; run < RUNS; run++) {
    hello.push(await measure(() => ['GET', '/web/health']));
    balance.push(await measure(() => ['POST', '/web/user/getUserBalance', { token }]));
    transfers.push(
      await measure(() => {
        flip = !flip;
        const [from, to] = flip ? ['central', 'gsport'] : ['gsport', 'central'];
        return ['POST', `/web/apiCode/convertMoney?from=${from}&to=${to}&amount=0.01`, { token }];
      }),
    );
  }
  const check = spawn(process.execPath, ['--import', 'tsx', 'server/ledgerCheck.ts'], { env: { ...process.env, DATABASE_PATH: databasePath }, stdio: 'inherit' });
  const drift = await new Promise<number>((resolve) => check.on('exit', (code) => resolve(code ?? 1)));

  const figures = {
    hello: median(hello),
    balance: median(balance),
    transfers: median(transfers),
  };
  const ratio = figures.balance / figures.hello;
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, SQLite (WAL, synchronous=FULL).`,
    `${RUNS} runs of ${SECONDS} s each, ${CONNECTIONS} keep-alive connections from a separate process; medians.`,
    '',
    '| route | requests/s (median) | runs |',
    '|---|---|---|',
    `| GET /web/health (bare) | ${figures.hello.toFixed(0)} | ${hello.map((value) => value.toFixed(0)).join(', ')} |`,
    `| POST /web/user/getUserBalance | ${figures.balance.toFixed(0)} | ${balance.map((value) => value.toFixed(0)).join(', ')} |`,
    `| POST /web/apiCode/convertMoney (0.01 each way) | ${figures.transfers.toFixed(0)} | ${transfers.map((value) => value.toFixed(0)).join(', ')} |`,
    '',
    `getUserBalance / bare route: ${(ratio * 100).toFixed(1)} % (target ≥ 40 %).`,
    `convertMoney: ${figures.transfers.toFixed(0)} transfers/s (target ≥ 5,000); ledger check after the run: ${drift === 0 ? 'no drift' : 'DIFFERENCES FOUND'}.`,
  ].join('\n');
  console.log(`\n${table}\n`);
  if (process.argv.includes('--write')) {
    writeFileSync(
      'docs/performance.md',
      `# Performance\n\nFigures from \`npm run bench -- --write\`, which starts one server on a fresh SQLite database and loads it from a separate process.\n\n${table}\n`,
    );
  }
  process.exitCode = drift === 0 ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  agent.destroy();
}
