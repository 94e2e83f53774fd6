/**
 * Issue 32, items 2 and 12: a server process killed (SIGKILL) in the middle of an admin import of
 * OpenGolf's US release (15,667 records), as a crash or an OOM kill would leave it.
 *
 * On PostgreSQL, beside it an in-process replica: while the import runs the replica's map follows
 * each committed batch; after the kill, what the dead run wrote is whole batches, the replica serves
 * every course in the database, marks the run interrupted once its lease lapsed, and takes a new
 * import of the file, which ends as a run never interrupted does (compared with a clean import into
 * a fresh database). On PGlite, the next start of the server marks it interrupted, and a new import
 * there ends the same.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/server/db/client';
import { seedIfNeeded } from '../../src/server/db/seed/seed';
import { BATCH_SIZE, runImport } from '../../src/server/import/run-import';
import { silentAnnouncer } from '../../src/server/services/course-changes';
import type { ImportRun } from '../../src/shared/contracts/course-import.contract';
import { createScratchPostgres } from '../support/scratch-postgres';
import { createTestUser, type TestUser } from '../api/helpers/emulator-users';
import { eventually } from '../api/helpers/eventually';
import { multipartBody } from '../api/helpers/images';
import { multiEnv } from './helpers/multi-env';
import { startReplica, type Replica } from './helpers/replica-app';
import { freePort, startServerProcess, type ServerProcess } from './helpers/server-process';

const FILE = path.resolve('../shared/data/opengolfapi-us.ndjson.gz');
const ADMIN_EMAIL = `import-kill-${randomBytes(4).toString('hex')}@example.com`;
const LEASE_MS = 3000;

let admin: TestUser;
let tmp: string;
const dropLater: (() => Promise<void>)[] = [];

beforeAll(async () => {
  multiEnv();
  admin = await createTestUser({ email: ADMIN_EMAIL, verified: true });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-import-kill-'));
});
afterAll(async () => {
  for (const drop of dropLater) await drop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const serverEnv = (extra: Record<string, string>) => ({
  NODE_ENV: 'development', ADMIN_EMAILS: ADMIN_EMAIL, IMPORT_LEASE_MS: String(LEASE_MS), LOG_LEVEL: 'warn',
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '', CLIENT_DIR: path.join(tmp, 'no-client'), RATE_LIMIT_MAX: '100000',
  ...extra,
});

const fileBody = () => multipartBody([{ field: 'file', filename: 'opengolfapi-us.ndjson.gz', contentType: 'application/gzip', data: fs.readFileSync(FILE) }]);

/** Uploads the release to a server process: the run as started. */
async function uploadTo(server: ServerProcess): Promise<ImportRun> {
  await fetch(`${server.url}/api/user/me`, { headers: admin.auth });
  const body = fileBody();
  const res = await fetch(`${server.url}/api/admin/imports`, { method: 'POST', headers: { ...admin.auth, ...body.headers }, body: new Uint8Array(body.payload) });
  expect(res.status, await res.clone().text()).toBe(202);
  return ((await res.json()) as { data: ImportRun }).data;
}

const runOn = async (server: ServerProcess, id: string) =>
  ((await (await fetch(`${server.url}/api/admin/imports/${id}`, { headers: admin.auth })).json()) as { data: ImportRun }).data;

/** Waits until the run has committed `batches` whole batches (`committed` is written in each batch's transaction). */
const committedAtLeast = (run: ImportRun | null, batches: number) =>
  run !== null && run.committed !== null && run.committed.inserted + run.committed.merged >= batches * BATCH_SIZE;

/** Every imported course as its source record made it (ids aside, which are random): two databases that agree hold the same catalogue. */
const fingerprint = (database: Database) => queryRows<Record<string, unknown>>(database.db, sql`
  select s.source_id, c.club_name, c.lat, c.lng, c.country, c.province, c.city, c.continent, c.club_membership, c.type, c.holes, c.par,
    c.total_yardage, c.year_established, c.architects, s.record_hash, (select count(*) from courses)::int as courses
  from course_sources s join courses c on c.id = s.course_id where s.source = 'opengolfapi' order by s.source_id`);

let clean: Promise<Record<string, unknown>[]> | null = null;
/** The release imported once, never interrupted, into a fresh seeded database (once for both parts). */
const cleanFingerprint = () => (clean ??= cleanImport());

async function cleanImport(): Promise<Record<string, unknown>[]> {
  const scratch = await createScratchPostgres(multiEnv().postgres, 'tpl_multi_clean');
  const database = await openDatabase({ url: scratch.url });
  try {
    await database.migrate();
    await seedIfNeeded(database.db);
    const report = await runImport({ database, announcer: silentAnnouncer }, { input: fs.createReadStream(FILE), fileName: 'opengolfapi-us.ndjson.gz' });
    expect(report.stopped).toBeNull();
    return await fingerprint(database);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

describe('on PostgreSQL, a server killed mid-import', () => {
  let a: ServerProcess;
  let b: Replica;
  let database: Database;

  beforeAll(async () => {
    const scratch = await createScratchPostgres(multiEnv().postgres, 'tpl_multi');
    dropLater.unshift(() => scratch.drop());
    a = await startServerProcess(await freePort(), serverEnv({ DATABASE_URL: scratch.url, DATA_DIR: path.join(tmp, 'pg-data') }), 120_000);
    b = await startReplica(scratch.url, { adminEmails: [ADMIN_EMAIL], importLeaseMs: LEASE_MS });
    dropLater.unshift(() => b.close());
    database = b.database;
    await cleanFingerprint();
  }, 240_000);
  afterAll(() => a?.stop());

  const bRun = async (id: string) => (await b.app.app.inject({ url: `/api/admin/imports/${id}`, headers: admin.auth })).json().data as ImportRun;
  const count = async (q: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(database.db, q))[0]!.n);

  it('leaves whole batches, every replica serving them; another replica marks it interrupted after its lease; a new import converges', async () => {
    const before = b.app.catalogue.size;
    const started = await uploadTo(a);
    // Two batches committed, and the other replica already serving them while the run goes on: then the kill.
    let seen: ImportRun | null = null;
    await eventually(async () => {
      seen = await bRun(started._id);
      expect(committedAtLeast(seen, 2)).toBe(true);
      expect(b.app.catalogue.size).toBeGreaterThanOrEqual(before + BATCH_SIZE);
    }, 60_000);
    await a.kill();
    const killed = await bRun(started._id);
    expect(killed.status, 'the import ended before the kill: nothing to test').toBe('running');

    // Whole batches: the links are exactly what the committed batches counted, a multiple of the batch size.
    const links = await count(sql`select count(*)::int as n from course_sources where source = 'opengolfapi'`);
    expect(links).toBe(killed.committed!.inserted + killed.committed!.merged);
    expect(links % BATCH_SIZE).toBe(0);
    // The replica serves every course the database holds (each batch was announced as it committed).
    const inDatabase = await count(sql`select count(*)::int as n from courses`);
    await eventually(async () => expect(b.app.catalogue.size).toBe(inDatabase), 15_000);

    // Once the lease lapsed the replica marks the run interrupted, with what its batches wrote.
    await eventually(async () => expect((await bRun(started._id)).status).toBe('interrupted'), 15_000);
    expect(await bRun(started._id)).toMatchObject({ committed: killed.committed, report: null });

    // A new import, on the replica: what the dead run wrote is found unchanged, the rest is written.
    const body = fileBody();
    const res = await b.app.app.inject({ method: 'POST', url: '/api/admin/imports', headers: { ...admin.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(202);
    await b.app.imports.settled();
    const again = await bRun((res.json().data as ImportRun)._id);
    expect(again.status).toBe('done');
    expect(again.report!.unchanged).toBe(links);
    expect(await fingerprint(database)).toEqual(await cleanFingerprint());
    await b.app.catalogue.settled();
    expect(b.app.catalogue.size).toBe(await count(sql`select count(*)::int as n from courses`));
  }, 240_000);
});

describe('on PGlite, a server killed mid-import', () => {
  it('is marked interrupted by the next start, which takes a new import that converges', async () => {
    const dataDir = path.join(tmp, 'pglite-data');
    const env = serverEnv({ DATA_DIR: dataDir });
    const first = await startServerProcess(await freePort(), env, 120_000);
    let started: ImportRun;
    try {
      started = await uploadTo(first);
      await eventually(async () => expect(committedAtLeast(await runOn(first, started._id), 2)).toBe(true), 60_000);
    } finally {
      await first.kill();
    }
    const next = await startServerProcess(await freePort(), env, 120_000);
    let links: number;
    try {
      const marked = await runOn(next, started._id);
      expect(marked).toMatchObject({ status: 'interrupted', report: null });
      links = marked.committed!.inserted + marked.committed!.merged;
      expect(links % BATCH_SIZE).toBe(0);
      const again = await uploadTo(next);
      await eventually(async () => expect((await runOn(next, again._id)).status).not.toBe('running'), 120_000);
      expect(await runOn(next, again._id)).toMatchObject({ status: 'done', report: { unchanged: links } });
    } finally {
      await next.stop();
    }
    // The folder, opened here once the server is gone, holds what a run never interrupted makes.
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      expect(await fingerprint(database)).toEqual(await cleanFingerprint());
    } finally {
      await database.close();
    }
  }, 360_000);
});
