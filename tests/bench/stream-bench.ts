/**
 * Notification streams (issue 35): 2,000 golfers each hold `GET /api/notifications/stream` open on
 * one server process (its own process, stream-server.ts). Prints the server's memory before and
 * with them open (per stream), the CPU it spends idle with them open, and the time from a follow
 * (`POST /api/users/{id}/follow`, sent by this process) to its notification's arrival on the
 * followed golfer's stream: one follow at a time, then 20 at a time; beside a plain
 * `GET /api/health` round trip of the same run. Target: arrival p95 under 1 s with 2,000 open.
 *
 *   npm run bench -- --only streams   (--streams N, --follows N, --drivers pglite,postgres)
 */
import http from 'node:http';
import { users } from '../../src/server/data/schema';
import { fmt, openBenchDatabase, pct, type Driver } from './bench-support';
import { cpuSeconds, rssBytes, startChild, stop } from './child-process';

export interface StreamOptions { pgUrl: string; streams: number; follows: number }
export interface StreamRow {
  driver: Driver; streams: number; rssBeforeMb: number; rssOpenMb: number; kbPerStream: number; idleCpuPct: number;
  health: { p50: number; p95: number }; one: { p50: number; p95: number; max: number }; burst: { p50: number; p95: number; max: number };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function call(port: number, method: string, path: string, token?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: token ? { authorization: `Bearer ${token}` } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** One golfer's open stream: resolves `opened` on its first event; `arrival()` waits for the next notification. */
function openStream(port: number, token: string) {
  let waiting: ((at: number) => void) | null = null;
  let opened!: () => void;
  const ready = new Promise<void>((r) => { opened = r; });
  let buffer = '';
  const req = http.get({ host: '127.0.0.1', port, path: '/api/notifications/stream', agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      const at = performance.now();
      buffer += chunk;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (block.includes('event: unread')) opened();
        if (block.includes('event: notification')) { opened(); waiting?.(at); waiting = null; }
      }
    });
  });
  req.on('error', () => {});
  return {
    ready,
    arrival: () => new Promise<number>((resolve) => { waiting = resolve; }),
    close: () => req.destroy(),
  };
}

const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95), max: s[s.length - 1]! };
};

async function followAndWait(port: number, streams: ReturnType<typeof openStream>[], pairs: [number, number][], concurrency: number): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < pairs.length) {
      const [target, follower] = pairs[next++]!;
      const arrived = streams[target]!.arrival();
      const started = performance.now();
      const status = await call(port, 'POST', `/api/users/${ids[target]}/follow`, `t-${follower}`);
      if (status !== 200) throw new Error(`follow answered ${status}`);
      times.push((await arrived) - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times;
}

let ids: string[] = [];

export async function streamBench(driver: Driver, opts: StreamOptions): Promise<StreamRow> {
  const bench = await openBenchDatabase(driver, opts.pgUrl);
  await bench.database.migrate();
  const total = opts.streams + opts.follows * 2;
  const rows = await bench.database.db.insert(users).values(Array.from({ length: total }, (_, i) => ({
    firebaseUid: `bench-stream-${i}`, email: `stream-${i}@example.com`, displayName: `Streamer ${i}`,
  }))).returning({ id: users.id, uid: users.firebaseUid });
  ids = rows.sort((a, b) => Number(a.uid.split('-')[2]) - Number(b.uid.split('-')[2])).map((r) => r.id);
  await bench.database.close();
  const server = await startChild('stream-server.ts', { ...bench.where, STREAM_GOLFERS: String(total) });
  const streams: ReturnType<typeof openStream>[] = [];
  try {
    const { port, child } = server;
    const health: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t = performance.now();
      await call(port, 'GET', '/api/health');
      health.push(performance.now() - t);
    }
    const rssBefore = rssBytes(child.pid!);
    for (let i = 0; i < opts.streams; i += 100) {
      const batch = Array.from({ length: Math.min(100, opts.streams - i) }, (_, k) => openStream(port, `t-${i + k}`));
      streams.push(...batch);
      await Promise.all(batch.map((s) => s.ready));
    }
    const rssOpen = rssBytes(child.pid!);
    const cpu0 = cpuSeconds(child.pid!);
    const idleStart = performance.now();
    await new Promise((r) => setTimeout(r, 10_000));
    const idleCpuPct = ((cpuSeconds(child.pid!) - cpu0) / ((performance.now() - idleStart) / 1000)) * 100;
    // Followers are golfers without streams: each follows a different streaming golfer.
    const followers = (from: number) => Array.from({ length: opts.follows }, (_, j): [number, number] => [j * Math.floor(opts.streams / opts.follows), opts.streams + from + j]);
    const one = await followAndWait(port, streams, followers(0), 1);
    const burst = await followAndWait(port, streams, followers(opts.follows).map(([t, f]) => [t + 1, f]), 20);
    const h = [...health].sort((a, b) => a - b);
    return {
      driver, streams: opts.streams, rssBeforeMb: rssBefore / 2 ** 20, rssOpenMb: rssOpen / 2 ** 20,
      kbPerStream: (rssOpen - rssBefore) / 1024 / opts.streams, idleCpuPct,
      health: { p50: pct(h, 50), p95: pct(h, 95) }, one: stats(one), burst: stats(burst),
    };
  } finally {
    for (const s of streams) s.close();
    await stop(server.child);
    await bench.drop();
  }
}

export function printStreamRows(rows: StreamRow[]): void {
  console.log('\nNotification streams: one server process, each stream a golfer; arrival = POST follow sent to its event read');
  console.log('| database | streams | RSS before | RSS open | per stream | idle CPU | health p50/p95 | arrival 1 at a time p50/p95/max | 20 at a time p50/p95/max | target p95 < 1 s |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const ms = (s: { p50: number; p95: number; max?: number }) => [s.p50, s.p95, ...(s.max === undefined ? [] : [s.max])].map(fmt).join(' / ');
    console.log(`| ${r.driver} | ${r.streams} | ${r.rssBeforeMb.toFixed(0)} MB | ${r.rssOpenMb.toFixed(0)} MB | ${r.kbPerStream.toFixed(1)} kB | ${r.idleCpuPct.toFixed(2)}% | ${ms(r.health)} ms | ${ms(r.one)} ms | ${ms(r.burst)} ms | ${Math.max(r.one.p95, r.burst.p95) < 1000 ? 'met' : 'MISSED'} |`);
  }
}
