import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run mutate` runs against each mutant (see stryker.config.mjs): the machines' own tests,
 * the model paths replayed on the machines, the rules' unit tests, and the server tests that move money.
 * No jsdom screens and no Playwright: a mutant is judged on behaviour tests that run in a second or two.
 * Always on SQLite in memory, whatever TEST_DATABASE_URL says.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: [
      'tests/machines/**/*.test.ts',
      'tests/model/completeness.test.ts',
      'tests/model/flows.test.ts',
      'tests/unit/{display,validation,machineRules,specConstants}.test.ts',
      'tests/server/{ledger,wallet,bank,records,games,sandbox,member}.test.ts',
    ],
    env: { TEST_DATABASE_URL: '' },
    testTimeout: 30_000,
  },
});
