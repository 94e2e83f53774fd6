/**
 * `npm start`: the whole app on the embedded defaults, from a fresh clone.
 * Builds the client, starts the Firebase Auth emulator (accounts kept in DATA_DIR), creates the
 * demo accounts, migrates and seeds PGlite in DATA_DIR (on a fresh install with the demo
 * community, which `npm run demo:remove` takes out), serves API and client, prints the URL.
 * Ctrl-C stops every child process.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { lockPgliteFolder, PgliteFolderHeldError } from '../db/pglite-lock';
import { readEnv } from '../env';
import { localLogSettings } from '../lib/logger';
import { startServer } from '../index';
import { startAuthEmulator } from './auth-emulator';
import { DEMO_ACCOUNTS, ensureDemoAccounts } from './demo-accounts';

const baseEnv = readEnv();
if (baseEnv.NODE_ENV === 'production') {
  console.error('npm start runs the local stack with the Auth emulator; in production run `npm run serve` with hosted Firebase.');
  process.exit(1);
}

// A folder another process holds (a running server, an import) is told before the build and the
// emulator start, not after; the server takes the folder's lock itself when it opens it.
if (!baseEnv.DATABASE_URL) {
  try {
    (await lockPgliteFolder(path.join(baseEnv.dataDir, 'pglite'), 'server'))();
  } catch (error) {
    if (!(error instanceof PgliteFolderHeldError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the client…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log('Starting the Firebase Auth emulator…');
const emulator = await startAuthEmulator({ dataDir: baseEnv.dataDir, quiet: true });
let server: Awaited<ReturnType<typeof startServer>> | null = null;

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await server?.close().catch((e) => console.error(e));
  await emulator.stop().catch((e) => console.error(e));
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  const uids = await ensureDemoAccounts(emulator.host, baseEnv.FIREBASE_PROJECT_ID);
  const golfer = DEMO_ACCOUNTS[0];
  const demoAdmins = DEMO_ACCOUNTS.filter((a) => a.admin).map((a) => a.email);
  const env = readEnv({
    ...process.env,
    // A person reads this terminal: one line per warning or error, no line per request (lib/logger.ts).
    ...localLogSettings(process.env),
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    ADMIN_EMAILS: [process.env.ADMIN_EMAILS ?? '', ...demoAdmins].filter(Boolean).join(','),
  });
  server = await startServer(env, {
    seed: true,
    demoCommunity: { account: { firebaseUid: uids[golfer.email]!, email: golfer.email, displayName: golfer.displayName, photoUrl: null } },
  });
  console.log(`
  TPL is running:  ${server.url}

  Sign in with a demo account (Firebase Auth emulator at ${emulator.host}):
${DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(26)} ${a.password.padEnd(18)} ${a.admin ? '(admin)' : ''}`).join('\n')}

  Data is kept in ${env.dataDir}. Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(error instanceof PgliteFolderHeldError ? error.message : error);
  await stop(1);
}
