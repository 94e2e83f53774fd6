/**
 * `npm run bench -- --only load` (issue 34): the public reads under load. Per database: the seed,
 * 40,000 synthetic courses (`--sizes N` for another) and 2,000 golfers' My Lie lists (50 courses
 * each, community-bench's `load`; `--golfers N`), then the server in its own process
 * (load-server.ts) on a real socket. The mix (load-mix.ts, about 2,000 paths: map viewports at
 * every zoom with and without filters, search, course by id, community rankings) is fetched once
 * and its answers' bytes kept; a bare Fastify (load-bare.ts, its own process) answers the same
 * paths with those bytes from a Map. Each target is driven by autocannon from this process (so
 * the generator shares the machine, not an event loop) with `--clients` 50 connections for
 * `--seconds` 20, after 3 s of warm-up; each client cycles through the paths from its own offset.
 *
 * Goal: the server at least half the bare server's rate, p99 under 30 ms, no errors (any non-2xx
 * counts: these clients send no If-None-Match, so there is no 304 to expect). Latency from
 * autocannon is in whole milliseconds. The CPU the server process, the bare process and the
 * generator used is shown beside the figures (2 cores: the generator's share is the machine's).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client';
import { seedIfNeeded } from '../../src/server/db/seed/seed';
import { fmt, insertSynthetic, openBenchDatabase, type BenchDatabase, type Driver } from './bench-support';
import { cpuSeconds, startChild, stop, type Target } from './child-process';
import { load } from './community-bench';
import { describeMix, loadMix, type LoadPath } from './load-mix';

export interface LoadOptions { pgUrl: string; courses: number; golfers: number; seconds: number; clients: number; warmup?: number }
export interface LoadRow {
  driver: Driver;
  target: 'server' | 'bare';
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  /** CPU seconds per wall second of the target's process and of the generator. */
  cpu: number;
  generatorCpu: number;
  load: string;
}

const GOAL = { ratio: 0.5, p99: 30 };
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

export async function loadBench(driver: Driver, opts: LoadOptions): Promise<LoadRow[]> {
  console.log(`\n== load, ${driver}: seed + ${opts.courses.toLocaleString('en')} synthetic courses, ${opts.golfers.toLocaleString('en')} golfers' My Lie; ${opts.clients} clients × ${opts.seconds} s ==`);
  const bench = await openBenchDatabase(driver, opts.pgUrl);
  const children: ChildProcess[] = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-load-'));
  try {
    const paths = await prepare(bench, opts);
    console.log(`mix: ${describeMix(paths)}`);
    await bench.database.close();

    const server = await startChild('load-server.ts', { ...bench.where, LOAD_LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'silent' },
      (process.env.LOAD_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean));
    children.push(server.child);
    const answers = await record(server.port, paths);
    const file = path.join(scratch, 'answers.json');
    fs.writeFileSync(file, JSON.stringify(answers.list));
    const bare = await startChild('load-bare.ts', { LOAD_ANSWERS: file });
    children.push(bare.child);

    const list = paths.map((p) => p.path).filter((p) => answers.ok.has(p));
    const rows = [
      await drive(driver, 'server', server, list, opts),
      await drive(driver, 'bare', bare, list, opts),
    ];
    printLoadRows(rows);
    if (answers.failed.length) console.log(`  FAIL: ${answers.failed.length} paths did not answer 200 when recorded (left out of the load)`);
    return rows;
  } finally {
    for (const c of children) await stop(c);
    fs.rmSync(scratch, { recursive: true, force: true });
    await bench.drop();
  }
}

/** The catalogue, the community's lists, and the mix drawn over them. */
async function prepare({ database }: BenchDatabase, opts: LoadOptions): Promise<LoadPath[]> {
  await database.migrate();
  await seedIfNeeded(database.db);
  const t = Date.now();
  await insertSynthetic(database, opts.courses);
  await load(database, opts.golfers);
  if (database.driver === 'postgres') await database.db.execute(sql`analyze`);
  console.log(`loaded in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const rows = await queryRows<{ id: string; club_name: string; lat: number; lng: number }>(database.db, sql`
    select id, club_name, lat, lng from courses order by source = 'bench', case when source = 'bench' then source_id::int end, club_name, id`);
  return loadMix({ ids: rows.map((r) => r.id), names: rows.map((r) => r.club_name), points: rows.map((r) => ({ lat: Number(r.lat), lng: Number(r.lng) })) });
}

/** Each distinct path fetched once: its answer (for the bare server) and whether it was a 200. */
async function record(port: number, paths: LoadPath[]) {
  const list: [string, number, string, string][] = [];
  const ok = new Set<string>();
  const failed: string[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sizes = new Map<string, number[]>();
  const times = new Map<string, number[]>();
  const emptyRankings: string[] = [];
  for (const { path: p, kind } of paths) {
    if (ok.has(p) || failed.includes(p)) continue;
    const t = performance.now();
    const res = await fetchOnce(agent, port, p);
    times.set(kind, [...(times.get(kind) ?? []), performance.now() - t]);
    list.push([p, res.status, res.type, res.body.toString('base64')]);
    if (res.status === 200) ok.add(p);
    else failed.push(p);
    if (res.status !== 200 && failed.length <= 5) console.log(`  ${p} -> ${res.status}: ${res.body.toString().slice(0, 200)}`);
    sizes.set(kind, [...(sizes.get(kind) ?? []), res.body.length]);
    if (kind === 'rankings' && !p.includes('countries') && res.status === 200 && !(JSON.parse(res.body.toString()) as { data?: { items?: unknown[] } }).data?.items?.length) emptyRankings.push(p);
  }
  // A second pass, one at a time again: what each kind costs once the server has answered it before.
  const warm = new Map<string, number[]>();
  for (const { path: p, kind } of paths.filter((x, i) => ok.has(x.path) && paths.findIndex((y) => y.path === x.path) === i)) {
    const t = performance.now();
    await fetchOnce(agent, port, p);
    warm.set(kind, [...(warm.get(kind) ?? []), performance.now() - t]);
  }
  agent.destroy();
  const at = (xs: number[], q: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
  console.log(`recorded ${list.length} distinct paths (${failed.length} not 200), one at a time; per kind, answer bytes (median), first-answer ms and second-answer ms (median / max):`);
  for (const [kind, xs] of sizes) console.log(`  ${kind.padEnd(12)}${at(xs, 0.5).toLocaleString('en').padStart(8)} B ${fmt(at(times.get(kind)!, 0.5)).padStart(7)} / ${fmt(at(times.get(kind)!, 1)).padStart(7)} ms, then ${fmt(at(warm.get(kind) ?? [], 0.5)).padStart(6)} / ${fmt(at(warm.get(kind) ?? [], 1)).padStart(7)} ms`);
  console.log(`  rankings pages with no items (past the last page): ${emptyRankings.length}${emptyRankings.length ? `, e.g. ${emptyRankings.slice(0, 3).join(' ')}` : ''}`);
  return { list, ok, failed };
}

function fetchOnce(agent: http.Agent, port: number, p: string): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: p, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** A warm-up, then the measured run: `clients` connections, each cycling through the paths from its own offset. */
async function drive(driver: Driver, target: LoadRow['target'], { child, port }: Target, list: string[], opts: LoadOptions): Promise<LoadRow> {
  const run = (seconds: number) => {
    let next = 0;
    return autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: opts.clients,
      duration: seconds,
      requests: [{ method: 'GET', path: list[0]! }],
      setupClient: (client) => {
        const offset = Math.floor((next++ * list.length) / opts.clients);
        client.setRequests([...list.slice(offset), ...list.slice(0, offset)].map((p) => ({ method: 'GET', path: p })));
      },
    });
  };
  await run(opts.warmup ?? 3);
  const load = loadAverage();
  const cpu0 = cpuSeconds(child.pid!);
  const gen0 = process.cpuUsage();
  const t = performance.now();
  const r = await run(opts.seconds);
  const wall = (performance.now() - t) / 1000;
  const gen = process.cpuUsage(gen0);
  return {
    driver, target, load,
    rps: r.requests.total / r.duration,
    p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max,
    errors: r.errors, non2xx: r.non2xx,
    cpu: (cpuSeconds(child.pid!) - cpu0) / wall,
    generatorCpu: (gen.user + gen.system) / 1e6 / wall,
  };
}

/** The rows, and per database the server's verdict against the bare server beside it. */
export function printLoadRows(rows: LoadRow[]): void {
  if (!rows.length) return;
  console.log(`\nmixed public reads under load (goal: server >= ${GOAL.ratio} x bare req/s, p99 < ${GOAL.p99} ms, 0 errors; generator on the same machine; load average now ${loadAverage()})`);
  console.log(`${'driver'.padEnd(10)}${'target'.padEnd(8)}${'req/s'.padEnd(9)}${'p50 ms'.padEnd(8)}${'p99 ms'.padEnd(8)}${'max ms'.padEnd(8)}${'errors'.padEnd(8)}${'non-2xx'.padEnd(9)}${'CPU'.padEnd(6)}${'gen CPU'.padEnd(9)}${'load avg before'.padEnd(17)}verdict`);
  for (const r of rows) {
    const bare = rows.find((b) => b.driver === r.driver && b.target === 'bare');
    let verdict = '';
    if (r.target === 'server' && bare) {
      const ratio = r.rps / bare.rps;
      const misses = [ratio < GOAL.ratio && `${ratio.toFixed(2)} x bare`, r.p99 >= GOAL.p99 && `p99 ${r.p99} ms`, r.errors + r.non2xx > 0 && `${r.errors + r.non2xx} errors`].filter(Boolean);
      verdict = `${ratio.toFixed(2)} x bare: ${misses.length ? `FAIL (${misses.join(', ')})` : 'pass'}`;
    }
    console.log(`${r.driver.padEnd(10)}${r.target.padEnd(8)}${Math.round(r.rps).toLocaleString('en').padEnd(9)}${fmt(r.p50).padEnd(8)}${fmt(r.p99).padEnd(8)}${fmt(r.max).padEnd(8)}` +
      `${String(r.errors).padEnd(8)}${String(r.non2xx).padEnd(9)}${r.cpu.toFixed(2).padEnd(6)}${r.generatorCpu.toFixed(2).padEnd(9)}${r.load.padEnd(17)}${verdict}`);
  }
}
