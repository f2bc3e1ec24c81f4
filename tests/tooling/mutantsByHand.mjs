// Stryker's survivors checked by hand (see docs/quality.md, "Mutation testing": the vitest runner under-counts kills here).
//   MUTCHECK_DIR=/tmp/copy [ONLY=line:col,...] [MUTATE_SCOPE=money] node tests/tooling/mutantsByHand.mjs NAME test-file...
// writes each surviving or uncovered mutant of reports/mutation/NAME.json into MUTCHECK_DIR (a copy of the worktree with
// node_modules linked) and runs the given test files with vitest.mutate.config.ts: a failing run kills it. Prints one
// line per mutant and keeps the results in reports/mutation/NAME.verified.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
const [name, ...tests] = process.argv.slice(2);
const DIR = process.env.MUTCHECK_DIR ?? '/tmp/mutcheck';
const only = process.env.ONLY ? process.env.ONLY.split(',') : null;
const report = JSON.parse(readFileSync(`reports/mutation/${name}.json`, 'utf8'));
const results = [];
for (const [file, { mutants, source }] of Object.entries(report.files)) {
  const lines = source.split('\n');
  const offset = ({ line, column }) => lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
  for (const m of mutants.filter((m) => (m.status === 'Survived' || m.status === 'NoCoverage') && (!only || only.includes(`${m.location.start.line}:${m.location.start.column}`)))) {
    const start = offset(m.location.start), end = offset(m.location.end);
    const mutated = source.slice(0, start) + m.replacement + source.slice(end);
    writeFileSync(`${DIR}/${file}`, mutated);
    const run = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.mutate.config.ts', ...tests], {
      cwd: DIR, env: { ...process.env, MUTATE_SCOPE: process.env.MUTATE_SCOPE ?? '' }, encoding: 'utf8', timeout: 180_000,
    });
    const killed = run.status !== 0;
    results.push({ line: m.location.start.line, col: m.location.start.column, mutator: m.mutatorName, replacement: m.replacement, status: m.status, original: source.slice(start, end), killed });
    console.log(`${killed ? 'KILLED ' : 'ALIVE  '} ${m.status} L${m.location.start.line}:${m.location.start.column} ${m.mutatorName}: ${JSON.stringify(source.slice(start, end)).slice(0, 60)} -> ${JSON.stringify(m.replacement).slice(0, 60)}`);
  }
  writeFileSync(`${DIR}/${file}`, source);
}
writeFileSync(`reports/mutation/${name}${only ? '.reverified' : '.verified'}.json`, JSON.stringify(results, null, 1));
