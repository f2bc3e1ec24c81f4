#!/usr/bin/env node
// Runs every check the project has and ends with one line: "N passed, N failed".
// Type-check and lint count as one check each; vitest and Playwright count their tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const results = [];

/** Seconds the last run took; each result records the run it came from (issue 11: the suite's time). */
let lastSeconds = 0;
const startedAt = Date.now();

function run(name, command, args, env = process.env) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const began = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  lastSeconds = Math.round((Date.now() - began) / 1000);
  return status === 0;
}

/**
 * run's asynchronous twin, for a check with another running beside it: spawnSync would stop this
 * process's event loop, and with it the reading of the other check's output (whose pipe then fills and
 * stalls it). Resolves to whether it passed; lastSeconds as run.
 */
function runLive(name, command, args, env = process.env) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('close', (status) => {
      lastSeconds = Math.round((Date.now() - began) / 1000);
      resolve(status === 0);
    });
  });
}

/**
 * Runs a check with its output held back, for checks that run beside another: the output is printed in
 * one piece when the check ends, so two checks' lines do not interleave. Resolves to whether it passed
 * and the seconds it took.
 */
function runQuietly(name, command, args, env = process.env) {
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve({ ok: status === 0, seconds: Math.round((Date.now() - began) / 1000) });
    });
  });
}

/** The environment less some variables: the first vitest run and the end-to-end tests stay on SQLite. */
function envWithout(...names) {
  const env = { ...process.env };
  for (const name of names) delete env[name];
  return env;
}

// The server suite runs a second time on PostgreSQL when TEST_DATABASE_URL names a server (.ci/run starts one).
const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || null;

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Each failed test of a vitest JSON report as one line: runner, file and full name, the first line of the error. */
function vitestFailures(runner, report) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`${runner}: ${where} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed to load has no tests to name.
    if (failed.length === 0 && file.status === 'failed') lines.push(`${runner}: ${where} — ${firstLine(file.message)}`);
  }
  return lines;
}

/** Each unexpected or flaky Playwright test as one line. */
function playwrightFailures(report) {
  const lines = [];
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        lines.push(`playwright (${test.status}): ${spec.file}:${spec.line} › ${[...titles, spec.title].filter(Boolean).join(' › ')} — ${firstLine(error)}`);
      }
    }
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  return lines;
}

function firstLine(text) {
  // eslint-disable-next-line no-control-regex
  return String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim())?.trim().slice(0, 200) ?? '';
}

// The type-check (the browser, Node and test projects one after the other; tsconfig.json only lists
// them) runs beside lint and then the bundle budget: each of them keeps one core busy, and on two
// cores they take the type-check's time together instead of the sum of the three.
const typeCheck = runQuietly('type-check', 'npm', ['run', '--silent', 'typecheck']);
const lint = await runQuietly('lint', 'npx', ['eslint', '.']);
results.push({ name: 'lint', passed: lint.ok ? 1 : 0, failed: lint.ok ? 0 : 1, seconds: lint.seconds });
// The bundle budget (issue 11): builds the site, opens / in Chromium and weighs what it loads.
const budget = await runQuietly('bundle budget', 'npx', ['tsx', 'tests/tooling/bundleBudget.ts'], envWithout('DATABASE_URL'));
const typeChecked = await typeCheck;
results.unshift({ name: 'type-check', passed: typeChecked.ok ? 1 : 0, failed: typeChecked.ok ? 0 : 1, seconds: typeChecked.seconds });
results.push({ name: 'bundle budget', passed: budget.ok ? 1 : 0, failed: budget.ok ? 0 : 1, seconds: budget.seconds });

rmSync('test-results/vitest.json', { force: true });
rmSync('test-results/flow-coverage.json', { force: true });
const vitestOk = run(
  'unit, machine, component and server tests (server on SQLite)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  envWithout('TEST_DATABASE_URL'),
);
const vitest = readJson('test-results/vitest.json');
results.push({
  name: 'vitest',
  passed: vitest?.numPassedTests ?? 0,
  failed: (vitest?.numFailedTests ?? 0) + (vitestOk && vitest ? 0 : 1),
  seconds: lastSeconds,
});

rmSync('test-results/vitest-postgres.json', { force: true });
rmSync('test-results/e2e.json', { force: true });
const postgresNote = postgresUrl
  ? null
  : 'server on PostgreSQL: not run, PostgreSQL is not configured (set TEST_DATABASE_URL, as .ci/run does)';
// The server tests on PostgreSQL run beside the end-to-end tests (issue 11: the suite's time): Playwright
// drives one browser against one server with one worker and leaves much of the second core idle while
// pages load and animations settle; the PostgreSQL run's output is printed in one piece when it ends.
const postgresRun = postgresUrl
  ? runQuietly('server tests on PostgreSQL', 'npm', [
      'run',
      '--silent',
      'test:server:pg',
      '--',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest-postgres.json',
    ])
  : null;

const e2eEnv = { ...envWithout('DATABASE_URL'), ...(budget.ok ? { E2E_SITE_BUILT: '1' } : {}) };
const e2eOk = await runLive('end-to-end tests (Chromium)', 'npx', ['playwright', 'test'], e2eEnv);
const e2eSeconds = lastSeconds;

if (postgresRun) {
  const { ok: postgresOk, seconds } = await postgresRun;
  const postgres = readJson('test-results/vitest-postgres.json');
  results.push({
    name: 'server on PostgreSQL',
    passed: postgres?.numPassedTests ?? 0,
    failed: (postgres?.numFailedTests ?? 0) + (postgresOk && postgres ? 0 : 1),
    seconds,
  });
} else {
  console.log(`\n━━ ${postgresNote}`);
}

const e2e = readJson('test-results/e2e.json');
results.push({
  name: 'playwright',
  passed: e2e?.stats?.expected ?? 0,
  failed: (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0) + (e2eOk && e2e ? 0 : 1),
  seconds: e2eSeconds,
});

// The names of what failed, at the end where a CI log's tail shows them (the log is often cut above).
const failures = [
  ...vitestFailures('vitest', vitest),
  ...vitestFailures('server on PostgreSQL', readJson('test-results/vitest-postgres.json')),
  ...playwrightFailures(e2e),
];

const coverage = readJson('test-results/flow-coverage.json');
if (coverage) {
  console.log('\n━━ transition coverage of the generated model paths');
  for (const flow of coverage) console.log(`${flow.id.padEnd(14)} ${flow.covered}/${flow.total} (${flow.percent})`);
}

if (failures.length > 0) {
  console.log('\n━━ failed');
  for (const line of failures.slice(0, 40)) console.log(line);
  if (failures.length > 40) console.log(`… and ${failures.length - 40} more`);
}

console.log('\n━━ summary');
for (const result of results) {
  console.log(`${result.name.padEnd(21)} ${`${result.passed} passed, ${result.failed} failed`.padEnd(24)} ${result.seconds} s`);
}
console.log(`${'all runners'.padEnd(21)} ${''.padEnd(24)} ${Math.round((Date.now() - startedAt) / 1000)} s`);
if (postgresNote) console.log(postgresNote);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
