/**
 * Two real server processes (`npm run serve`) on one PostgreSQL database, one Redis and one S3
 * bucket, as N replicas behind a load balancer run (issue 25, item 7): writes through one are
 * read through the other within a second, the rate limit is one count across both, and the first
 * rankings are computed once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_RANKINGS } from '../../src/shared/domain/community-rankings';
import { createScratchPostgres } from '../support/scratch-postgres';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';
import { courseInput } from '../api/helpers/course-factory';
import { createTestUser, type TestUser } from '../api/helpers/emulator-users';
import { eventually } from '../api/helpers/eventually';
import { multipartBody, pngImage } from '../api/helpers/images';
import { multiEnv } from './helpers/multi-env';
import { freePort, startServerProcess, type ServerProcess } from './helpers/server-process';

const RATE_LIMIT_MAX = 40;
const ADMIN_EMAIL = `replica-admin-${randomBytes(4).toString('hex')}@example.com`;

let scratch: { url: string; drop: () => Promise<void> };
let s3: S3TestServer;
let clientDir: string;
let a: ServerProcess;
let b: ServerProcess;
let admin: TestUser;

/** Each part of the test calls from its own client address (TRUST_PROXY), so one part's requests do not use up another's limit. */
const from = (ip: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...headers });
const json = async (res: Response) => (await res.json()) as { status: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  const { postgres, redis } = multiEnv();
  scratch = await createScratchPostgres(postgres, 'tpl_multi');
  s3 = await startS3TestServer();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-no-client-'));
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: scratch.url,
    REDIS_URL: redis,
    // A prefix per run: runs sharing a Redis never share counts.
    REDIS_PREFIX: `tpl-test-${randomBytes(6).toString('hex')}:`,
    S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint, S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey, S3_FORCE_PATH_STYLE: 'true',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
    ADMIN_EMAILS: ADMIN_EMAIL,
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    TRUST_PROXY: 'true',
    CLIENT_DIR: clientDir,
    DATA_DIR: path.join(clientDir, 'data'),
    LOG_LEVEL: 'warn',
  };
  const [portA, portB] = [await freePort(), await freePort()];
  // Started together on an empty database: they migrate, seed and compute the rankings in turn.
  [a, b] = await Promise.all([startServerProcess(portA, env), startServerProcess(portB, env)]);
  admin = await createTestUser({ email: ADMIN_EMAIL, verified: true });
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.close();
  await scratch?.drop();
  if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('two server processes', () => {
  it('compute the first rankings once between them', async () => {
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    try {
      const runs = async () => (await db.query<{ revision: number }>('select revision from community_ranking_runs')).rows;
      await eventually(async () => expect(await runs()).toHaveLength(COMMUNITY_RANKINGS.length), 20_000);
      await eventually(async () => expect((await db.query('select 1 from panel_ranking_runs')).rowCount).toBeGreaterThan(0), 20_000);
      // A second computation of a ranking would have moved its revision past 1.
      expect((await runs()).filter((r) => r.revision !== 1)).toEqual([]);
      // And the seed ran once: no course twice.
      const twice = await db.query('select club_name from courses group by club_name, lat, lng having count(*) > 1');
      expect(twice.rows).toEqual([]);
    } finally {
      await db.end();
    }
  });

  it('a course written and a picture uploaded through one are served by the other within a second', async () => {
    const headers = from('10.0.0.1', { ...admin.auth, 'content-type': 'application/json' });
    await fetch(`${a.url}/api/user/me`, { headers: from('10.0.0.1', admin.auth) });
    const created = await fetch(`${a.url}/api/courses`, {
      method: 'POST', headers, body: JSON.stringify(courseInput({ club_name: 'Replicated Links', location: { lat: 56.3, lng: -2.8 } })),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { _id: id, updatedAt: revision } = (await json(created)).data as { _id: string; updatedAt: string };
    const sent = Date.now();
    await eventually(async () => {
      const search = await json(await fetch(`${b.url}/api/search?terms=replicated%20links`, { headers: from('10.0.0.2') }));
      expect(search.data.map((c: { _id: string }) => c._id)).toContain(id);
      const map = await json(await fetch(`${b.url}/api/bounded-courses?south=56&west=-3&north=56.5&east=-2.5&zoom=14`, { headers: from('10.0.0.2') }));
      expect(map.data.courses.map((c: { _id: string }) => c._id)).toContain(id);
    }, 1000);
    expect(Date.now() - sent).toBeLessThan(1000);

    // B caches the card, A edits the course: B serves the edit.
    expect((await json(await fetch(`${b.url}/api/courses/${id}`, { headers: from('10.0.0.2') }))).data.club_name).toBe('Replicated Links');
    const edited = await fetch(`${a.url}/api/courses/${id}`, {
      method: 'PUT', headers, body: JSON.stringify(courseInput({ club_name: 'Replicated Links Renamed', location: { lat: 56.3, lng: -2.8 }, revision, reason: 'Renamed' })),
    });
    expect(edited.status).toBe(200);
    await eventually(async () => {
      expect((await json(await fetch(`${b.url}/api/courses/${id}`, { headers: from('10.0.0.2') }))).data.club_name).toBe('Replicated Links Renamed');
    }, 1000);

    // A gallery picture uploaded through A: B's card lists it and B serves its bytes (from the bucket).
    const body = multipartBody([{ field: 'image', filename: 'green.png', contentType: 'image/png', data: pngImage(64, 48) }]);
    const uploaded = await fetch(`${a.url}/api/admin/courses/${id}/gallery`, {
      method: 'POST', headers: from('10.0.0.1', { ...admin.auth, ...body.headers }), body: new Uint8Array(body.payload),
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    let src = '';
    await eventually(async () => {
      const gallery = (await json(await fetch(`${b.url}/api/courses/${id}`, { headers: from('10.0.0.2') }))).data.gallery as { src: string }[];
      src = gallery.map((g) => g.src).find((s) => s.startsWith('/api/files/')) ?? '';
      expect(src).not.toBe('');
    }, 1000);
    const picture = await fetch(`${b.url}${src}`, { headers: from('10.0.0.2') });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    const fromA = Buffer.from(await (await fetch(`${a.url}${src}`, { headers: from('10.0.0.1') })).arrayBuffer());
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(fromA);
    expect(fromA.length).toBeGreaterThan(0);
  });

  it('share one rate limit: requests split across both are refused past the limit in all', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX * 2; i++) {
      const server = i % 2 ? b : a;
      statuses.push((await fetch(`${server.url}/api/search?terms=old`, { headers: from('10.0.0.3') })).status);
    }
    // Counted per process, each would have let RATE_LIMIT_MAX through: 2 × the limit, no 429.
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT_MAX);
    expect(statuses.slice(RATE_LIMIT_MAX).every((s) => s === 429)).toBe(true);
    // Another client is still served.
    expect((await fetch(`${b.url}/api/search?terms=old`, { headers: from('10.0.0.4') })).status).toBe(200);
  });

  it('share a route\'s own limit too (course corrections: 30 a minute)', async () => {
    const golfer = await createTestUser();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const server = i % 2 ? b : a;
      // Signed in (the limit counts after the sign-in check), about a course there is not: 404 until the limit's 429.
      statuses.push((await fetch(`${server.url}/api/courses/00000000-0000-4000-8000-000000000000/corrections`, {
        method: 'POST', headers: from('10.0.0.5', { ...golfer.auth, 'content-type': 'application/json' }), body: '{}',
      })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });
});
