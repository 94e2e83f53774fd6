/**
 * What the API benchmarks share: a scratch database per driver, the synthetic courses loaded into
 * it, HTTP requests over a real loopback socket, and percentiles.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openDatabase, type Database } from '../../src/server/db/client';
import { courses } from '../../src/server/data/schema';
import { createScratchPostgres } from '../support/scratch-postgres';
import { syntheticCourses } from './synthetic-courses';

export type Driver = 'postgres' | 'pglite';

export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
export const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
export const kb = (b: number) => `${(b / 1024).toFixed(1)} kB`;

/** p50 and p95 of a list of milliseconds. */
export function percentiles(times: number[]): { p50: number; p95: number } {
  const sorted = times.slice().sort((a, b) => a - b);
  return { p50: pct(sorted, 50), p95: pct(sorted, 95) };
}

/** One request at a time on one kept-alive connection, as a browser tab's fetches mostly are. */
export const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export interface Request {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export function request(port: number, r: Request): Promise<{ status: number; body: Buffer }> {
  const payload = r.body === undefined ? undefined : JSON.stringify(r.body);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: r.path,
      method: r.method ?? 'GET',
      agent,
      headers: { ...r.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export const get = (port: number, urlPath: string) => request(port, { path: urlPath });

/** Times one request through the socket, failing on an unexpected status. */
export async function timed(port: number, r: Request, expected = 200): Promise<{ ms: number; body: Buffer }> {
  const t = process.hrtime.bigint();
  const res = await request(port, r);
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (res.status !== expected) throw new Error(`${r.method ?? 'GET'} ${r.path} -> ${res.status}: ${res.body.toString().slice(0, 200)}`);
  return { ms, body: res.body };
}

/**
 * A scratch database. `where` is how a server process would find it: DATABASE_URL, or DATA_DIR
 * (PGlite lives in DATA_DIR/pglite, as the server keeps it). `drop` closes it (once) and deletes it.
 */
export interface BenchDatabase {
  database: Database;
  where: { DATABASE_URL: string } | { DATA_DIR: string };
  drop: () => Promise<void>;
}

export interface Stat { p50: number; p95: number; bytes: number; gzip: number }

/** p50/p95 of `runs` GETs through the socket (cycling through `paths`, after 20 to warm up), and the last answer's size. */
export async function measurePaths(port: number, paths: string[], runs: number): Promise<Stat> {
  for (let i = 0; i < 20; i++) await get(port, paths[i % paths.length]!);
  const times: number[] = [];
  let last: Buffer = Buffer.alloc(0);
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    const res = await get(port, paths[i % paths.length]!);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (res.status !== 200) throw new Error(`${paths[i % paths.length]} -> ${res.status}: ${res.body.toString().slice(0, 200)}`);
    last = res.body;
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95), bytes: last.length, gzip: gzipSync(last).length };
}

/** p50/p95 of an in-process call (the plain SQL baselines), after 5 to warm up. */
export async function timeCalls(fn: () => Promise<unknown>, runs = 100): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 5; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

export async function openBenchDatabase(driver: Driver, pgUrl: string): Promise<BenchDatabase> {
  if (driver === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-bench-'));
    const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    const close = once(() => database.close());
    return {
      database: { ...database, close },
      where: { DATA_DIR: dir },
      drop: async () => { await close(); fs.rmSync(dir, { recursive: true, force: true }); },
    };
  }
  const scratch = await createScratchPostgres(pgUrl, 'tpl_bench');
  const database = await openDatabase({ url: scratch.url });
  const close = once(() => database.close());
  return {
    database: { ...database, close },
    where: { DATABASE_URL: scratch.url },
    drop: async () => {
      await close();
      await scratch.drop();
    },
  };
}

/** A close that may be called again (the start-up bench closes PGlite before a server process opens it). */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => (done ??= fn());
}

export async function insertSynthetic(database: Database, count: number): Promise<void> {
  const BATCH = 2000;
  let batch: (typeof courses.$inferInsert)[] = [];
  let n = 0;
  for (const c of syntheticCourses(count)) {
    batch.push({
      clubName: c.club_name, architects: c.architects, yearEstablished: c.year_established, clubMembership: c.club_membership,
      type: c.type, continent: c.continent, country: c.country, province: c.province, city: c.city, lat: c.lat, lng: c.lng,
      peakGreenFee: c.peak_green_fee, totalYardage: c.total_yardage, holes: c.holes, source: 'bench', sourceId: String(n++),
    });
    if (batch.length === BATCH) {
      await database.db.insert(courses).values(batch);
      batch = [];
    }
  }
  if (batch.length) await database.db.insert(courses).values(batch);
}
