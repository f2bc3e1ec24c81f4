import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { localeCatalogs } from './vite.config';

export default defineConfig({
  plugins: [react(), localeCatalogs({ precompile: false })],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/machines/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/rules/**/*.test.ts', 'tests/model/**/*.test.ts'],
          // `*.postgres.test.ts`: tests of what only PostgreSQL does (several servers on one database), run when
          // TEST_DATABASE_URL names a server and left out of the SQLite run, never skipped.
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL?.trim() ? [] : ['tests/server/**/*.postgres.test.ts'])],
          testTimeout: 30_000,
          // A harness (app, database, seeds) can take more than vitest's default 10 s to start on a busy machine.
          hookTimeout: 60_000,
          // On PostgreSQL: one migrated, seeded template database per run, copied for each harness.
          globalSetup: ['tests/server/templateSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.tsx', 'tests/model/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/components/setup.ts'],
        },
      },
    ],
  },
});
