/**
 * Picture uploads against everyone else (issue 22, item 7): other golfers' requests (a profile,
 * `GET /api/users/{id}`, and a course card, `GET /api/courses/{id}`, one at a time on one kept-alive
 * connection) are timed alone and then while one client uploads large pictures in a loop on its own
 * connection, each "during" figure beside a baseline measured just before it in the same run:
 *
 * - `one golfer`: one golfer's loop, with the production limits (10 uploads in 10 minutes, then
 *   429s; 600 requests a minute from one address, then 429s before anything else);
 * - `every upload decoded`: the same loop spread over 100 golfers, so the per-golfer limit never
 *   bites and every upload is decoded (the decode gate alone holds it back);
 * - `control: stub refuses`: the same loop sent to a stub server (its own worker thread) that
 *   answers every upload 429 at once and closes: what the flood costs this machine whatever the
 *   app does, since the client and its loopback traffic share the 2 cores with the server.
 *
 * The uploading client runs in a worker thread (its own event loop, the same 2 cores). The
 * pictures alternate between a 12-megapixel JPEG of about 4.5 MB (a phone photo) and a
 * 24-megapixel PNG (the most pixels allowed, the costliest decode). Target: the others' p95 during
 * uploads is less than twice their p95 alone. `npm run bench -- --only uploads` (--seconds N per phase).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { buildApp } from '../../src/server/app';
import { courses, users } from '../../src/server/data/schema';
import { seedIfNeeded } from '../../src/server/db/seed/seed';
import { readEnv } from '../../src/server/env';
import type { VerifiedIdentity } from '../../src/server/identity/identity';
import { localFileStorage } from '../../src/server/storage/local-file-storage';
import { multipartBody } from '../api/helpers/images';
import { prng } from '../support/prng';
import { fmt, openBenchDatabase, percentiles, request, type Driver } from './bench-support';
import { staticIdentity, type GolferRow } from './golfer-bench';

const OTHERS = 50;
const UPLOADERS = 100;
const tokenOf = (uid: string) => `bench-token-${uid}`;

/** A 12-megapixel JPEG of at most 4.8 MB (noise over gradients, the quality lowered until it fits) and a 24-megapixel PNG. */
async function pictures(): Promise<Buffer[]> {
  const [w, h] = [4000, 3000];
  const raw = Buffer.alloc(w * h * 3);
  const random = prng(7);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const n = (random() - 0.5) * 28;
      raw[i] = (x * 255) / w + n;
      raw[i + 1] = (y * 255) / h + n;
      raw[i + 2] = 128 + 100 * Math.sin(x / 37) * Math.cos(y / 53) + n;
    }
  }
  let jpeg = Buffer.alloc(0);
  for (let quality = 95; quality >= 50; quality -= 3) {
    jpeg = await sharp(raw, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= 4.8 * 1024 * 1024) break;
  }
  const [pw, ph] = [6000, 4000];
  const blocks = Buffer.alloc(pw * ph * 3);
  for (let y = 0; y < ph; y++) {
    for (let x = 0; x < pw; x++) blocks.set([(Math.floor(x / 64) * 37) % 256, (Math.floor(y / 64) * 53) % 256, 90], (y * pw + x) * 3);
  }
  const png = await sharp(blocks, { raw: { width: pw, height: ph, channels: 3 } }).png({ compressionLevel: 9 }).toBuffer();
  return [jpeg, png];
}

interface Phase { profile: number[]; card: number[] }

/** The other golfers' requests, one at a time, for `seconds`. */
async function othersFor(port: number, seconds: number, paths: { profile: string[]; card: string[] }): Promise<Phase> {
  const out: Phase = { profile: [], card: [] };
  const random = prng(3);
  const end = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < end; i++) {
    const kind = i % 2 === 0 ? 'profile' : 'card';
    const list = paths[kind];
    const p = list[Math.floor(random() * list.length)]!;
    const t = process.hrtime.bigint();
    // Many golfers, each from their own address (the per-client limit is the production one).
    const res = await request(port, { path: p, headers: { 'x-forwarded-for': `10.1.${Math.floor(random() * 250)}.${Math.floor(random() * 250)}` } });
    out[kind].push(Number(process.hrtime.bigint() - t) / 1e6);
    if (res.status !== 200) throw new Error(`${p} -> ${res.status}`);
  }
  return out;
}

/**
 * The uploading client, in a worker thread: its own event loop, as a client on another machine
 * would have, so the server's loop does only the server's share of the work (the CPU is shared
 * all the same). POSTs one body after the other on one kept-alive connection, the token changing
 * every 10 uploads, from one client address, until told to stop; answers the count of each status (0: connection failed).
 */
const UPLOADER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, tokens, address } = workerData;
// The bodies arrive as copies; made Buffers once here, not per request.
const bodies = workerData.bodies.map((b) => ({ headers: b.headers, payload: Buffer.from(b.payload.buffer, b.payload.byteOffset, b.payload.byteLength) }));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let running = true;
parentPort.on('message', () => { running = false; });
const post = (token, body) => new Promise((resolve) => {
  const req = http.request({ host: '127.0.0.1', port, path: '/api/user/picture', method: 'POST', agent,
    headers: { ...body.headers, authorization: 'Bearer ' + token, 'content-length': body.payload.length, 'x-forwarded-for': address } }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode));
  });
  req.on('error', () => resolve(0));
  req.end(body.payload);
});
(async () => {
  const counts = {};
  for (let sent = 0; running; sent++) {
    const status = await post(tokens[Math.floor(sent / 10) % tokens.length], bodies[sent % bodies.length]);
    counts[status] = (counts[status] || 0) + 1;
  }
  agent.destroy();
  parentPort.postMessage(counts);
})();
`;

/** A server that refuses every request at once (429, connection closed), in its own worker thread. */
const STUB = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
const server = http.createServer((req, res) => {
  res.writeHead(429, { 'content-type': 'application/json', connection: 'close' });
  res.end('{"data":null,"message":"Too many uploads."}');
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
parentPort.on('message', () => server.close(() => process.exit(0)));
`;

async function refusingStub(): Promise<{ port: number; stop(): Promise<unknown> }> {
  const worker = new Worker(STUB, { eval: true });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { port, stop: () => worker.terminate() };
}

function uploadLoop(port: number, tokens: string[], bodies: { payload: Buffer; headers: Record<string, string> }[], address: string) {
  const worker = new Worker(UPLOADER, { eval: true, workerData: { port, tokens, bodies, address } });
  const counts = new Promise<Record<string, number>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const answers = await counts;
      await worker.terminate();
      return Object.entries(answers).map(([s, n]) => `${n}×${s}`).join(' ');
    },
  };
}

export async function uploadBench(driver: Driver, { pgUrl, seconds }: { pgUrl: string; seconds: number }): Promise<GolferRow[]> {
  console.log(`\n== ${driver}, other golfers' requests alone and while pictures are uploaded in a loop (${seconds} s each) ==`);
  const { database, drop } = await openBenchDatabase(driver, pgUrl);
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-bench-uploads-'));
  const rows: GolferRow[] = [];
  try {
    await database.migrate();
    await seedIfNeeded(database.db);
    const people = [...Array.from({ length: OTHERS }, (_, i) => `other-${i}`), ...Array.from({ length: UPLOADERS }, (_, i) => `uploader-${i}`)];
    const ids = await database.db.insert(users).values(people.map((uid) => ({ firebaseUid: uid, displayName: uid }))).returning({ id: users.id });
    const identities: Record<string, VerifiedIdentity> = Object.fromEntries(people.map((uid) => [tokenOf(uid), { uid, email: null, emailVerified: false, name: uid, picture: null }]));
    const courseIds = (await database.db.select({ id: courses.id }).from(courses).limit(200)).map((r) => r.id);
    if (driver === 'postgres') await database.db.execute('ANALYZE' as never);
    const { app } = await buildApp({
      // The production limits: per client address (behind a proxy that names it) and per golfer.
      env: { adminEmails: new Set(), RATE_LIMIT_MAX: readEnv({}).RATE_LIMIT_MAX, LOG_LEVEL: 'silent', TRUST_PROXY: true, FIREBASE_AUTH_EMULATOR_HOST: undefined },
      database,
      identity: staticIdentity(identities),
      storage: localFileStorage(uploadsDir),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    try {
      const t = Date.now();
      const bodies = (await pictures()).map((data, i) => multipartBody([{ field: 'picture', filename: i ? 'big.png' : 'photo.jpg', contentType: i ? 'image/png' : 'image/jpeg', data }]));
      console.log(`pictures made in ${((Date.now() - t) / 1000).toFixed(1)} s: ${bodies.map((b) => `${(b.payload.length / 1024 / 1024).toFixed(1)} MB`).join(', ')}`);
      const paths = { profile: ids.slice(0, OTHERS).map((r) => `/api/users/${r.id}`), card: courseIds.map((id) => `/api/courses/${id}`) };
      await othersFor(port, 2, paths); // warm-up
      const uploaderTokens = people.slice(OTHERS).map(tokenOf);
      const stub = await refusingStub();
      const scenarios: [string, string[], number][] = [
        ['one golfer', [uploaderTokens[0]!], port],
        ['every upload decoded', uploaderTokens.slice(1), port],
        ['control: stub refuses', [uploaderTokens[0]!], stub.port],
      ];
      console.log(`${'scenario'.padEnd(24)}${'request'.padEnd(14)}${'alone p50/p95 ms'.padEnd(20)}${'during p50/p95 ms'.padEnd(20)}${'p95 ratio'.padEnd(11)}uploads`);
      for (const [name, tokens, target] of scenarios) {
        const alone = await othersFor(port, seconds, paths);
        const loop = uploadLoop(target, tokens, bodies, `10.9.9.${scenarios.findIndex(([n]) => n === name)}`);
        const during = await othersFor(port, seconds, paths);
        const answers = await loop.stop();
        for (const kind of ['profile', 'card'] as const) {
          const a = percentiles(alone[kind]);
          const d = percentiles(during[kind]);
          const ratio = d.p95 / a.p95;
          console.log(`${name.padEnd(24)}${kind.padEnd(14)}${`${fmt(a.p50)}/${fmt(a.p95)}`.padEnd(20)}${`${fmt(d.p50)}/${fmt(d.p95)}`.padEnd(20)}${ratio.toFixed(2).padEnd(11)}${answers}`);
          rows.push({ driver, what: `${name}: ${kind} alone`, p50: a.p50, p95: a.p95, size: '' });
          rows.push({ driver, what: `${name}: ${kind} during`, p50: d.p50, p95: d.p95, size: `p95 ×${ratio.toFixed(2)} (${answers})` });
        }
      }
      await stub.stop();
    } finally {
      await app.close();
    }
  } finally {
    await drop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
  return rows;
}
