/**
 * The server the browser tests use: the real API serving the built client, on a fresh PGlite folder
 * seeded with the real seed data, verifying tokens against the Auth emulator. E2E_ADMIN_EMAIL is
 * an admin, so tests can create courses through the admin API. Every test's data goes in through
 * the real API.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readEnv } from '../../../src/server/env';
import { startServer } from '../../../src/server/index';
import { openDatabase } from '../../../src/server/db/client';
import { courseImports } from '../../../src/server/data/import.schema';
import { E2E_ADMIN_EMAIL, E2E_INTERRUPTED_IMPORT, E2E_SUPPORT_EMAIL } from './constants';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-e2e-'));

/**
 * What a server killed in the middle of an admin import leaves (issue 32): its run still
 * 'running', two batches committed. The server started below marks it interrupted
 * (admin-import.spec.ts shows it); killing the test server itself would take every test with it.
 */
async function leaveInterruptedImport(folder: string): Promise<void> {
  const database = await openDatabase({ dataDir: folder });
  try {
    await database.migrate();
    await database.db.insert(courseImports).values({
      fileName: E2E_INTERRUPTED_IMPORT, source: 'opengolfapi', status: 'running',
      progress: { bytesRead: 1_048_576, totalBytes: 3_145_728, records: 2345, rate: 1200 },
      committed: { inserted: 1990, updated: 0, unchanged: 0, merged: 10 },
      leaseUntil: new Date(Date.now() - 60_000),
    });
  } finally {
    await database.close();
  }
}
const env = readEnv({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  ADMIN_EMAILS: E2E_ADMIN_EMAIL,
  SUPPORT_EMAIL: E2E_SUPPORT_EMAIL,
  // Community rankings recompute a second after the last list change (30 s in production), so a test sees its golfers' rankings add up.
  COMMUNITY_RECOMPUTE_DELAY_MS: '1000',
});
await leaveInterruptedImport(path.join(dataDir, 'pglite'));
const server = await startServer({ ...env, DATABASE_URL: undefined }, { seed: true });
console.log(`e2e server on ${server.url} (data in ${dataDir})`);
const stop = async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
