/**
 * `npm test`: lint, typecheck, unit tests, API tests on PGlite and on PostgreSQL, the production
 * build, and browser tests, with one Auth emulator for the whole run. Starts with a machine baseline
 * (tests/support/machine-baseline.ts), to read the times by. Ends with each step's time,
 * the slowest browser tests and API test files, and one line "tests: N passed, N failed" over
 * every test that ran.
 *
 * Steps that mostly use one core run side by side on two lanes (lint and typecheck beside the
 * basemap build; the API tests on PGlite beside those on PostgreSQL and the multi-process tests);
 * their output is held and printed whole when each ends. TEST_SERIAL=1 runs every step in turn,
 * its output live (to compare, or to read a failure as it happens).
 *
 * PostgreSQL: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test when it answers.
 * Redis: REDIS_URL, else redis://127.0.0.1:6379 when it answers. Under CI the PostgreSQL run and
 * the multi-process tests (PostgreSQL and Redis) are required; elsewhere, without the servers,
 * they are reported as NOT RUN.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { Redis } from 'ioredis';
import { startAuthEmulator } from '../src/server/cli/auth-emulator';
import { machineBaseline } from './support/machine-baseline';
import { failedBrowserTests, failedVitestTests, flakyTests, playwrightCounts, printSlowest, slowestBrowserTests, slowestVitestFiles, vitestCounts, type Counts } from './support/test-report';

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS = 'redis://127.0.0.1:6379';
const SERIAL = process.env.TEST_SERIAL === '1';
const results: { step: string; ok: boolean; passed: number; failed: number; seconds: number }[] = [];
const runStarted = Date.now();

/** A command's output: live, or (`held`) collected and printed in one piece when it ends. */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, held: Buffer[] | null): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    child.stdout?.on('data', (chunk: Buffer) => held?.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held?.push(chunk));
    child.once('error', (err) => {
      held?.push(Buffer.from(`${err.message}\n`));
      resolve(false);
    });
    child.once('close', (code) => resolve(code === 0));
  });
}

interface Step {
  name: string;
  cmd: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  counts?: () => Counts;
}

/** Runs one step; `held`: its output is printed when it ends (it runs beside another step). */
async function step(s: Step, held = false): Promise<boolean> {
  const output: Buffer[] | null = held ? [] : null;
  if (!held) console.log(`\n━━ ${s.name} ━━`);
  const t = Date.now();
  const ok = await run(s.cmd, s.args, s.env ?? {}, output);
  const seconds = Math.round((Date.now() - t) / 1000);
  if (output) {
    console.log(`\n━━ ${s.name} (ran beside another step; ${ok ? 'ok' : 'FAILED'} in ${seconds} s) ━━`);
    process.stdout.write(Buffer.concat(output));
  }
  results.push({ step: s.name, ok, ...(s.counts?.() ?? { passed: 0, failed: 0 }), seconds });
  return ok;
}

/** Lanes of steps: side by side (each lane's steps in turn), or all in turn under TEST_SERIAL=1. */
async function lanes(...laneSteps: Step[][]): Promise<void> {
  if (SERIAL) {
    for (const s of laneSteps.flat()) await step(s);
    return;
  }
  console.log(`\n━━ side by side: ${laneSteps.map((l) => l.map((s) => s.name).join(', then ')).join(' | ')} ━━`);
  await Promise.all(laneSteps.map(async (lane) => {
    for (const s of lane) await step(s, true);
  }));
}

async function postgresUrl(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_PG;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

async function redisUrl(): Promise<string | null> {
  const url = process.env.REDIS_URL ?? DEFAULT_REDIS;
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}

/** A server the run needs but did not find: a failure under CI, NOT RUN elsewhere. */
function missing(name: string, what: string, hint: string): void {
  if (process.env.CI) {
    results.push({ step: `${name}: no ${what} answered`, ok: false, passed: 0, failed: 1, seconds: 0 });
  } else {
    console.warn(`\n!! ${name} NOT RUN: no ${what} (${hint}).`);
    results.push({ step: `${name} (NOT RUN: no ${what})`, ok: true, passed: 0, failed: 0, seconds: 0 });
  }
}

// Taken first, on a quiet machine: the figure every step's seconds are judged against.
const baseline = machineBaseline();
console.log(`machine baseline: ${baseline.ms} ms of fixed one-core work (tests/support/machine-baseline.ts)`);

fs.rmSync('test-results', { recursive: true, force: true });
fs.mkdirSync('test-results', { recursive: true });
const vitestJson = (name: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=test-results/${name}.json`];
/** A vitest project's run, its report in test-results/<report>.json. */
const vitest = (name: string, report: string, project: string, env: NodeJS.ProcessEnv): Step => ({
  name, cmd: 'npx', args: ['vitest', 'run', '--project', project, ...vitestJson(report)], env, counts: () => vitestCounts(`test-results/${report}.json`),
});

// The offline basemap's tile archive (about 2.5 minutes on a fresh clone, then cached; one core):
// built here, beside lint and typecheck, so the unit tests that read it and the client build find it fresh.
await lanes(
  [{ name: 'lint', cmd: 'npx', args: ['eslint', '.'] }, { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] }],
  [{ name: 'basemap tiles and glyphs', cmd: 'npx', args: ['tsx', 'map-styles/build.ts', '--strict'] }],
);
await step(vitest('unit tests', 'unit', 'unit', {}));

console.log('\n━━ starting the Firebase Auth emulator ━━');
const emulator = await startAuthEmulator({ quiet: true });
const withEmulator = { FIREBASE_AUTH_EMULATOR_HOST: emulator.host };
try {
  const [pgUrl, redis] = await Promise.all([postgresUrl(), redisUrl()]);
  const apiPostgres = 'API tests on PostgreSQL';
  // Two real server processes and in-process replicas on one PostgreSQL and one Redis (tests/multi).
  const multi = 'multi-process tests on PostgreSQL and Redis';
  const onPostgres: Step[] = [];
  if (pgUrl) onPostgres.push(vitest(apiPostgres, 'api-postgres', 'api', { ...withEmulator, TEST_DATABASE_URL: pgUrl }));
  else missing(apiPostgres, 'PostgreSQL server', 'TEST_DATABASE_URL or 127.0.0.1:5432');
  if (pgUrl && redis) onPostgres.push(vitest(multi, 'multi', 'multi', { ...withEmulator, TEST_DATABASE_URL: pgUrl, REDIS_URL: redis }));
  else missing(multi, [pgUrl ? null : 'PostgreSQL', redis ? null : 'Redis'].filter(Boolean).join(' and '), 'TEST_DATABASE_URL or 127.0.0.1:5432; REDIS_URL or 127.0.0.1:6379');
  const onPglite = vitest('API tests on PGlite', 'api-pglite', 'api', { ...withEmulator, TEST_DATABASE_URL: '' });
  // Each of these runs one test file at a time: PGlite's single thread, or a test process and the
  // PostgreSQL server between them; side by side they share the two cores.
  await lanes([onPglite], onPostgres);

  await step({ name: 'build', cmd: 'npm', args: ['run', 'build', '--silent'] });
  await step({ name: 'browser tests', cmd: 'npx', args: ['playwright', 'test'], env: { ...withEmulator, CI: 'true' }, counts: () => playwrightCounts('test-results/browser.json') });
} finally {
  await emulator.stop();
}

printSlowest('slowest browser tests', slowestBrowserTests('test-results/browser.json'));
printSlowest('slowest API test files on PGlite', slowestVitestFiles('test-results/api-pglite.json'));
printSlowest('slowest API test files on PostgreSQL', slowestVitestFiles('test-results/api-postgres.json'));

console.log('\n━━ summary ━━');
for (const r of results) {
  const counts = r.passed || r.failed ? `  ${r.passed} passed, ${r.failed} failed` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.step.padEnd(48)} ${String(r.seconds).padStart(4)} s${counts}`);
}
// Named last, where a shortened copy of the output still shows them.
const failures = [
  ...['unit', 'api-postgres', 'api-pglite', 'multi'].flatMap((r) => failedVitestTests(`test-results/${r}.json`)),
  ...failedBrowserTests('test-results/browser.json'),
];
for (const name of failures) console.log(`failed: ${name}`);
for (const name of flakyTests('test-results/browser.json')) console.log(`flaky (passed on retry): ${name}`);
console.log(`whole run: ${Math.round((Date.now() - runStarted) / 1000)} s${SERIAL ? ' (TEST_SERIAL=1: every step in turn)' : ''}; machine baseline ${baseline.ms} ms`);
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0) + results.filter((r) => !r.ok && r.failed === 0).length;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
