/**
 * Vitest global set-up for the API tests: one migrated database for the whole run, which each
 * file's database copies (tests/support/migrated-templates.ts). The name reaches the test files
 * through vitest's `provide`/`inject`.
 */
import type { TestProject } from 'vitest/node';
import { migratedPgliteSnapshot, migratedPostgresTemplate } from '../../support/migrated-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding a migrated data folder's dump. */
    pgliteSnapshot: string;
    /** PostgreSQL: the migrated database each file's database is created from. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('pgliteSnapshot', await migratedPgliteSnapshot());
    return;
  }
  const template = await migratedPostgresTemplate(serverUrl);
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}
