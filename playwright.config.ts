import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/tooling/chromium';
import { E2E_OPERATOR_KEY } from './tests/e2e/operator';

const port = Number(process.env.E2E_PORT ?? 4180);
export const baseURL = `http://127.0.0.1:${port}/`;
const databasePath = join(mkdtempSync(join(tmpdir(), 'site-e2e-')), 'site.db');
export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder when it starts: its own, so that npm test's other results in
  // test-results/ (the flow coverage table it prints at the end) survive the end-to-end run.
  outputDir: 'test-results/playwright',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    // npm test has just built dist/ in its bundle-budget step (the same `vite build`) and says so with
    // E2E_SITE_BUILT=1: the server then serves that build instead of building the site a second time.
    command: process.env.E2E_SITE_BUILT === '1' ? 'npm run serve' : 'npm start',
    url: `${baseURL}favicon.svg`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: databasePath, TRUST_PROXY: '1', LOG_LEVEL: 'silent', OPERATOR_KEY: E2E_OPERATOR_KEY },
    // E2E_REUSE_SERVER=1: run against a server already listening on the port (started with this env), e.g. to
    // prove the suite passes twice in a row on one server; otherwise each run starts a fresh one.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 180_000,
    stdout: 'ignore',
  },
});
