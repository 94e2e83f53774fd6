/**
 * `/api/health` while the admin console imports (issue 32, item 9): a real server (buildApp on a
 * socket, PGlite in a temp folder, or PostgreSQL with --driver postgres) takes uploads through
 * `POST /api/admin/imports` as an admin, while a pinger in a worker thread (its own event loop)
 * asks `/api/health` every 10 ms over one kept-alive connection. Printed per file: the run's
 * outcome and seconds, and the health latency p50 / p95 / max while it ran, beside the same
 * figures idle just before. Files: a 10 MB one-line CSV (a header of commas), a CSV whose second
 * line is one 10 MB cell, the OpenGolf US release (NDJSON, gzipped) and the same release as
 * OpenGolf's CSV (11.7 MB, made from it). A measurement, not a test: no figure is asserted.
 *
 *   npx tsx tests/bench/import-latency.ts [--driver pglite|postgres] [--pg postgres://...]
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../../src/server/app';
import { seedIfNeeded } from '../../src/server/db/seed/seed';
import { multipartBody } from '../api/helpers/images';
import { openGolfCsvOf } from '../support/opengolf-csv';
import { fmt, openBenchDatabase, pct, request, type Driver } from './bench-support';
import { staticIdentity } from './golfer-bench';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const DRIVER = (arg('driver') ?? 'pglite') as Driver;
const PG = arg('pg') ?? 'postgres://postgres@127.0.0.1:5432/test';
const RELEASE = path.resolve('../shared/data/opengolfapi-us.ndjson.gz');
const ADMIN = 'latency-admin@example.com';
const TOKEN = 'latency-token';
const AUTH = { authorization: `Bearer ${TOKEN}` };

/** The pinger: GET /api/health every 10 ms until told to stop, then its latencies. */
const PINGER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let stop = false;
const times = [];
parentPort.on('message', () => { stop = true; });
const once = () => new Promise((resolve) => {
  const t = performance.now();
  http.get({ host: '127.0.0.1', port: workerData.port, path: '/api/health', agent }, (res) => {
    res.resume();
    res.on('end', () => resolve(performance.now() - t));
  }).on('error', () => resolve(performance.now() - t));
});
(async () => {
  while (!stop) {
    times.push(await once());
    await new Promise((r) => setTimeout(r, 10));
  }
  parentPort.postMessage(times);
})();`;

async function pinging<T>(port: number, work: () => Promise<T>): Promise<{ result: T; times: number[] }> {
  const worker = new Worker(PINGER, { eval: true, workerData: { port } });
  const done = new Promise<number[]>((resolve) => worker.once('message', resolve));
  try {
    const result = await work();
    worker.postMessage('stop');
    return { result, times: await done };
  } finally {
    await worker.terminate();
  }
}
const stats = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `p50 ${fmt(pct(s, 50))} ms, p95 ${fmt(pct(s, 95))} ms, max ${fmt(s.at(-1) ?? 0)} ms (${s.length} pings)`;
};

/** POSTs a multipart body (bench-support's request sends JSON). */
function upload(port: number, headers: Record<string, string>, payload: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/api/admin/imports', method: 'POST', headers: { ...headers, 'content-length': payload.length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function main() {
  const release = fs.readFileSync(RELEASE);
  const files: [string, Buffer][] = [
    ['one-line.csv', Buffer.from(`name,lat,lng${','.repeat(10 * 1024 * 1024)}\n`)],
    ['cell.csv', Buffer.from(`name,lat,lng\n"${'x'.repeat(10 * 1024 * 1024)}",40,-75\n`)],
    ['opengolfapi-us.ndjson.gz', release],
    ['opengolfapi-us.csv', Buffer.from(openGolfCsvOf(release))],
  ];
  const { database, drop } = await openBenchDatabase(DRIVER, PG);
  try {
    await database.migrate();
    await seedIfNeeded(database.db);
    const { app } = await buildApp({
      env: { adminEmails: new Set([ADMIN]), RATE_LIMIT_MAX: 100_000, LOG_LEVEL: 'silent', TRUST_PROXY: false, FIREBASE_AUTH_EMULATOR_HOST: undefined },
      database,
      identity: staticIdentity({ [TOKEN]: { uid: 'latency-admin', email: ADMIN, emailVerified: true, name: 'Admin', picture: null } }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    try {
      console.log(`== /api/health during admin imports (${DRIVER}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}) ==`);
      for (const [name, data] of files) {
        const idle = await pinging(port, () => new Promise((r) => setTimeout(r, 1000)));
        const body = multipartBody([{ field: 'file', filename: name, contentType: 'application/octet-stream', data }], { source: name.startsWith('opengolf') ? '' : 'latency' });
        const began = performance.now();
        const { result: run, times } = await pinging(port, async () => {
          const res = await upload(port, { ...AUTH, ...body.headers }, body.payload);
          if (res.status !== 202) throw new Error(`upload ${name}: ${res.status} ${res.body}`);
          const id = JSON.parse(res.body).data._id as string;
          for (;;) {
            const got = await request(port, { path: `/api/admin/imports/${id}`, headers: AUTH });
            const r = JSON.parse(got.body.toString()).data;
            if (r.status !== 'running') return r;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        });
        const seconds = (performance.now() - began) / 1000;
        const outcome = run.report?.stopped ? `stopped: ${String(run.report.stopped.message).slice(0, 90)}` : `read ${run.report?.read}, inserted ${run.report?.inserted}, unchanged ${run.report?.unchanged}`;
        console.log(`${name} (${(data.length / 1024 / 1024).toFixed(1)} MB): ${run.status} in ${seconds.toFixed(1)} s, ${outcome}`);
        console.log(`  idle before: ${stats(idle.times)}`);
        console.log(`  during:      ${stats(times)}`);
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
  }
}

await main();
