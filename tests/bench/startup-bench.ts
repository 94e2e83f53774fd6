/**
 * `npm run bench -- --only startup` (and part of the default run, over the catalogue phase's
 * 1,000,000-course databases): how long a REAL server process takes from spawn to its first
 * ready `/api/health` over a database that already holds the courses, and its peak memory.
 *
 * The process is `tsx src/server/index.ts`, as `npm run serve` starts it, with NODE_ENV=development
 * on a database that is already seeded (the seed marker is there, so nothing is written), an empty
 * CLIENT_DIR and LOG_LEVEL=warn. `/api/health` only exists once the in-memory indexes are built
 * (buildApp awaits them before the server listens), and answers 200 when the database, the
 * identity provider and the indexes all answer; the bench counts the first answer whose indexes
 * are ready and whose database answers (the Auth emulator, when it is not running, does not count).
 *
 * Beside it, measured in the same run so another machine can judge the ratio: a bare `node -e ''`
 * and a plain node process that opens the same database with its driver (pg, or PGlite from the
 * folder) and selects every course's index columns in one query. Target: ready under 20 s.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { insertSynthetic, openBenchDatabase, type BenchDatabase, type Driver } from './bench-support';
import { seedIfNeeded } from '../../src/server/db/seed/seed';

export interface StartupFigures {
  driver: Driver;
  courses: number;
  /** Spawn to the first ready health answer. */
  readyMs: number;
  /** The server process's peak resident memory when it answered ready, and 10 s later (rankings, gazetteer). */
  peakRssAtReadyMb: number;
  peakRssAfterMb: number;
  /** `node -e ''`, spawn to exit. */
  bareNodeMs: number;
  /** A node process that opens the database and reads every course's index columns, spawn to exit. */
  plainReadMs: number;
}

const INDEX_COLUMNS = 'select id, lat, lng, club_membership, prominence, club_name, city, province, country from courses';
const AFTER_READY_MS = 10_000;

/** Builds a database of `size` synthetic courses plus the seed, then measures a server's start over it. */
export async function startupBench(driver: Driver, opts: { pgUrl: string; size: number; port: number }): Promise<StartupFigures> {
  const bench = await openBenchDatabase(driver, opts.pgUrl);
  try {
    await bench.database.migrate();
    await seedIfNeeded(bench.database.db);
    const t = Date.now();
    await insertSynthetic(bench.database, opts.size);
    console.log(`  ${driver}: ${opts.size.toLocaleString('en')} courses inserted in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    if (driver === 'postgres') await bench.database.db.execute('ANALYZE' as never);
    return await measureStartup(driver, bench, opts.port);
  } finally {
    await bench.drop();
  }
}

/**
 * Measures a server process over an open bench database (closed first: PGlite admits one process
 * per folder). The database is left closed; `drop` still deletes it.
 */
export async function measureStartup(driver: Driver, bench: BenchDatabase, port: number): Promise<StartupFigures> {
  await bench.database.close();
  if ('DATA_DIR' in bench.where) console.log(`  ${driver}: the database folder holds ${folderMb(bench.where.DATA_DIR)} MB`);
  const bareNodeMs = await timeProcess(process.execPath, ['-e', '']);
  const plainRead = await timeProcess(process.execPath, ['--input-type=module', '-e', plainReadScript(bench.where)]);
  const server = await timeServer(bench.where, port);
  const figures: StartupFigures = {
    driver,
    courses: server.courses,
    readyMs: server.readyMs,
    peakRssAtReadyMb: server.peakRssAtReadyMb,
    peakRssAfterMb: server.peakRssAfterMb,
    bareNodeMs,
    plainReadMs: plainRead,
  };
  console.log(`  ${driver}: ready in ${(figures.readyMs / 1000).toFixed(1)} s over ${figures.courses.toLocaleString('en')} courses, peak RSS ${figures.peakRssAtReadyMb} MB at ready, ${figures.peakRssAfterMb} MB 10 s later; plain: node -e '' ${figures.bareNodeMs} ms, open + read all index columns ${(figures.plainReadMs / 1000).toFixed(1)} s`);
  return figures;
}

export function printStartup(rows: StartupFigures[]): void {
  if (!rows.length) return;
  console.log(`\nstart-up of a server process to a ready /api/health (target under 20 s; load average now ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  console.log(`${'driver'.padEnd(10)}${'courses'.padEnd(11)}${'ready s'.padEnd(9)}${'RSS MB'.padEnd(9)}${'+10 s MB'.padEnd(10)}${'node -e'.padEnd(9)}plain read all s`);
  for (const r of rows) {
    console.log(`${r.driver.padEnd(10)}${String(r.courses).padEnd(11)}${(r.readyMs / 1000).toFixed(1).padEnd(9)}${String(r.peakRssAtReadyMb).padEnd(9)}${String(r.peakRssAfterMb).padEnd(10)}${`${r.bareNodeMs} ms`.padEnd(9)}${(r.plainReadMs / 1000).toFixed(1)}`);
  }
}

function plainReadScript(where: BenchDatabase['where']): string {
  if ('DATABASE_URL' in where) {
    return `import pg from 'pg';
const c = new pg.Client({ connectionString: ${JSON.stringify(where.DATABASE_URL)} });
await c.connect();
const r = await c.query(${JSON.stringify(INDEX_COLUMNS)});
if (r.rows.length === 0) process.exit(1);
await c.end();`;
  }
  return `import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create(${JSON.stringify(path.join(where.DATA_DIR, 'pglite'))}, { extensions: { pg_trgm } });
const r = await db.query(${JSON.stringify(INDEX_COLUMNS)});
if (r.rows.length === 0) process.exit(1);
await db.close();`;
}

/** Spawn to exit, in ms; fails on a non-zero exit. */
function timeProcess(command: string, args: string[]): Promise<number> {
  const began = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(Math.round(performance.now() - began)) : reject(new Error(`${command} ${args.join(' ').slice(0, 80)} exited ${code}: ${stderr.slice(-500)}`))));
  });
}

async function timeServer(where: BenchDatabase['where'], port: number): Promise<{ readyMs: number; courses: number; peakRssAtReadyMb: number; peakRssAfterMb: number }> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-startup-'));
  const clientDir = path.join(scratch, 'client');
  fs.mkdirSync(clientDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    CLIENT_DIR: clientDir,
    DATA_DIR: 'DATA_DIR' in where ? where.DATA_DIR : scratch,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  };
  if ('DATABASE_URL' in where) env.DATABASE_URL = where.DATABASE_URL;
  else delete env.DATABASE_URL;
  const began = performance.now();
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/index.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => { output += c.toString(); });
  child.stderr.on('data', (c: Buffer) => { output += c.toString(); });
  let exited: number | null | undefined;
  child.on('exit', (code) => { exited = code; });
  try {
    for (;;) {
      if (exited !== undefined) throw new Error(`the server exited ${exited} before it was ready:\n${output.slice(-2000)}`);
      if (performance.now() - began > 300_000) throw new Error(`the server was not ready in 300 s:\n${output.slice(-2000)}`);
      const health = await askHealth(port);
      if (health?.indexes?.ready && health.database?.ok) {
        const readyMs = Math.round(performance.now() - began);
        const peakRssAtReadyMb = peakRssMb(child.pid!);
        await new Promise((r) => setTimeout(r, AFTER_READY_MS));
        // Said, not thrown: the start-up figure stands; the RSS after reads as 0.
        if (exited !== undefined) console.log(`  the server exited ${exited} within ${AFTER_READY_MS / 1000} s of being ready:\n${output.slice(-2000)}`);
        return { readyMs, courses: health.indexes.courses, peakRssAtReadyMb, peakRssAfterMb: peakRssMb(child.pid!) };
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    if (exited === undefined) await new Promise((r) => child.once('exit', r));
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

interface HealthData { database?: { ok: boolean }; indexes?: { ready: boolean; courses: number } }

/** The health answer's data (200 or 503), or null while nothing listens. */
function askHealth(port: number): Promise<HealthData | null> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve((JSON.parse(Buffer.concat(chunks).toString()) as { data?: HealthData }).data ?? null);
        } catch {
          resolve(null);
        }
      });
    });
    req.on('error', () => resolve(null));
  });
}

/**
 * The largest peak resident memory (VmHWM) among the process and its descendants: tsx runs the
 * server in a child node process, whose peak is the server's.
 */
function peakRssMb(pid: number): number {
  let peakKb = 0;
  const visit = (p: number) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
      const children = fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      for (const c of children ? children.split(/\s+/) : []) visit(Number(c));
    } catch {
      // the process has gone
    }
  };
  visit(pid);
  return Math.round(peakKb / 1024);
}

function folderMb(dir: string): number {
  let bytes = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else bytes += fs.statSync(p).size;
    }
  };
  walk(dir);
  return Math.round(bytes / 1e6);
}
