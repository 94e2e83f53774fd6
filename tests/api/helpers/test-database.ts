/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again afterwards). Each starts as a
 * copy of the run's migrated database (global-setup.ts); `migrate()` then finds nothing to do.
 * Outside that set-up (no snapshot or template provided) it migrates from empty.
 */
import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { createScratchPostgres } from '../../support/scratch-postgres';

export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshotFile = inject('pgliteSnapshot');
    const snapshot = snapshotFile ? new Blob([fs.readFileSync(snapshotFile)]) : undefined;
    const database = await openDatabase({ dataDir: null, snapshot });
    await database.migrate();
    return database;
  }
  const scratch = await createScratchPostgres(serverUrl, 'tpl_test', inject('postgresTemplate'));
  const database = await openDatabase({ url: scratch.url });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
