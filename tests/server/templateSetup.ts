import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, dropPostgresDatabase } from './postgresTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL template database of this run (see postgresTemplate.ts), when there is a server. */
    postgresTemplate: string | null;
  }
}

/**
 * vitest's global setup of the node project: on PostgreSQL, builds the run's template database before
 * any test file starts and drops it when the run ends. On SQLite there is nothing to do.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!serverUrl) {
    project.provide('postgresTemplate', null);
    return undefined;
  }
  const template = await createPostgresTemplate(serverUrl);
  project.provide('postgresTemplate', template);
  return () => dropPostgresDatabase(serverUrl, template);
}
