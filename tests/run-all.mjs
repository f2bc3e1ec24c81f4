#!/usr/bin/env node
// Runs every check the project has and ends with one line: "N passed, N failed".
// Type-check and lint count as one check each; vitest and Playwright count their tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const results = [];

function run(name, command, args) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function single(name, ok) {
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

single('type-check', run('type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']));
single('lint', run('lint', 'npx', ['eslint', '.']));

rmSync('test-results/vitest.json', { force: true });
rmSync('test-results/flow-coverage.json', { force: true });
const vitestOk = run('unit, machine, component and server tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
const vitest = readJson('test-results/vitest.json');
results.push({
  name: 'vitest',
  passed: vitest?.numPassedTests ?? 0,
  failed: (vitest?.numFailedTests ?? 0) + (vitestOk && vitest ? 0 : 1),
});

rmSync('test-results/e2e.json', { force: true });
const e2eOk = run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test']);
const e2e = readJson('test-results/e2e.json');
results.push({
  name: 'playwright',
  passed: e2e?.stats?.expected ?? 0,
  failed: (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0) + (e2eOk && e2e ? 0 : 1),
});

const coverage = readJson('test-results/flow-coverage.json');
if (coverage) {
  console.log('\n━━ transition coverage of the generated model paths');
  for (const flow of coverage) console.log(`${flow.id.padEnd(14)} ${flow.covered}/${flow.total} (${flow.percent})`);
}

console.log('\n━━ summary');
for (const result of results) console.log(`${result.name.padEnd(12)} ${result.passed} passed, ${result.failed} failed`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
