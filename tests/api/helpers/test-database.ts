/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again afterwards).
 */
import { openDatabase, type Database } from '../../../src/server/db/client';
import { createScratchPostgres } from '../../support/scratch-postgres';

export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    return database;
  }
  const scratch = await createScratchPostgres(serverUrl, 'tpl_test');
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
