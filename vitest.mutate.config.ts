import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run mutate` runs against each mutant (see stryker.config.mjs): the machines' own tests,
 * the model paths replayed on the machines, the rules' unit tests, and the server tests that move money.
 * No jsdom screens and no Playwright: a mutant is judged on behaviour tests that run in a second or two.
 * Always on SQLite in memory, whatever TEST_DATABASE_URL says.
 */
const everything = [
  'tests/machines/**/*.test.ts',
  'tests/model/completeness.test.ts',
  'tests/model/flows.test.ts',
  'tests/unit/specConstants.test.ts',
  'tests/rules/*.test.ts',
  // Not the bank test's storms (tests/server/bank.test.ts): about 35 s of concurrent calls, which every
  // mutant of the ledger would rerun; the deterministic money tests below judge the ledger, and the
  // storms still run in `npm test`.
  'tests/server/{ledger,ledgerPending,wallet,records,games,sandbox,member}.test.ts',
  // The money code called directly on a database of its own (written to kill the mutants that survived a run).
  'tests/server/{transfers,idempotency,ledgerCheck}.test.ts',
];

/**
 * MUTATE_SCOPE=money: only the tests that call the money code directly on a database of their own
 * (the ledger's, idempotency's, the ledger check's and the transfers' tests), for a run over the ledger, idempotency and transfers on a busy
 * machine. Every mutant there is covered by most server tests, each of which starts the whole app for
 * every mutant; a mutant these tests kill the whole suite kills too, so the score is a lower bound.
 */
const money = ['tests/server/{ledger,transfers,idempotency,ledgerCheck}.test.ts'];

/**
 * MUTATE_SCOPE=rules: the rules' unit tests and the machines' tests, without the model paths (which
 * replay every machine and take minutes each time on a busy machine). A lower bound again.
 */
const rules = [
  'tests/unit/specConstants.test.ts',
  'tests/rules/*.test.ts',
  'tests/machines/**/*.test.ts',
];

const scopes: Record<string, string[]> = { money, rules };

export default defineConfig({
  test: {
    environment: 'node',
    include: scopes[process.env.MUTATE_SCOPE ?? ''] ?? everything,
    // A fixed seed keeps seeded tests' names (which carry the seed) the same in every run, as Stryker
    // maps each mutant to the tests that covered it by name.
    env: { TEST_DATABASE_URL: '', BANK_SEED: '1', CRASH_SEED: '1' },
    testTimeout: 30_000,
  },
});
