// @ts-check
/**
 * `npm run mutate`: mutation testing with StrykerJS over the statecharts and rules (machines/) and the
 * money code (the ledger, idempotency and transfers). Not part of `npm test`: the score is recorded in
 * docs/quality.md. A subset: `npm run mutate -- --mutate 'machines/banner.ts'`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'machines/**/*.ts',
    // The registry is titles and summaries: its strings only feed the generated docs.
    '!machines/index.ts',
    // The ledger's files (ledger.ts itself only re-exports them).
    'server/ledger/*.ts',
    '!server/ledger/ledger.ts',
    'server/features/wallet/transfers.ts',
  ],
  // Static mutants (the machine definitions run at import) need every test: allowed, but on a busy machine.
  ignoreStatic: false,
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Results are kept between runs (reports/stryker-incremental.json): a rerun tests only what changed.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  // Links node_modules into the sandbox when Stryker does not (see the script).
  buildCommand: 'node tests/tooling/strykerSandbox.mjs',
  cleanTempDir: true,
  thresholds: { high: 90, low: 80, break: null },
};
