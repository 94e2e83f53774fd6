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
import { E2E_ADMIN_EMAIL, E2E_SUPPORT_EMAIL } from './constants';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-e2e-'));
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
const server = await startServer({ ...env, DATABASE_URL: undefined }, { seed: true });
console.log(`e2e server on ${server.url} (data in ${dataDir})`);
const stop = async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
