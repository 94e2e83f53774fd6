/**
 * Issue 32, items 2 and 12: an admin import whose process died. Its run holds a lease its process
 * renews; the next start (every 'running' run on PGlite, lapsed leases on PostgreSQL) or any replica
 * reading the runs after the lease lapsed marks it 'interrupted', with what its committed batches
 * wrote (counted in each batch's transaction), and a new import of the same file converges. Each
 * committed batch is announced as it commits, so a run that dies leaves no replica behind.
 * The SIGKILL of a real server process mid-import is tests/multi/import-interrupted.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseImportsRepository } from '../../src/server/data/course-imports.repository';
import { queryRows, type Database } from '../../src/server/db/client';
import { BATCH_SIZE, runImport } from '../../src/server/import/run-import';
import { silentAnnouncer, type CourseChange } from '../../src/server/services/course-changes';
import { courseImportsService } from '../../src/server/services/course-imports.service';
import { IMPORT_COVERAGE_FIELDS, IMPORT_SKIP_REASONS, type ImportReport, type ImportRun } from '../../src/shared/contracts/course-import.contract';
import { eventually } from './helpers/eventually';
import { createGolfer, type Golfer } from './helpers/golfers';
import { multipartBody } from './helpers/images';
import { call } from './helpers/requests';
import { createTestApp, type TestApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';

const ADMIN_EMAIL = `import-runs-${Date.now()}@example.com`;
let database: Database;
let apps: TestApp[] = [];
let admin: Golfer;

beforeAll(async () => {
  database = await openTestDatabase();
  const first = await start({ seed: true });
  admin = await createGolfer(first, { email: ADMIN_EMAIL, verified: true });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

/** A server start on the shared database (the previous ones stay up unless closed: replicas). */
async function start(opts: { seed?: boolean; importLeaseMs?: number } = {}): Promise<TestApp> {
  const app = await createTestApp({ ...opts, database, adminEmails: [ADMIN_EMAIL] });
  apps.push(app);
  return app;
}

/** A server process gone: its app closed, the database left as it left it. */
async function stop(app: TestApp): Promise<void> {
  await app.close();
  apps = apps.filter((a) => a !== app);
}

/** `n` OpenGolf features a kilometre and more apart, with distinct names and ids (`tag` keeps files apart). */
function features(tag: string, n: number): string {
  return Array.from({ length: n }, (_, i) => JSON.stringify({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-110 + (i % 100) * 0.05, 30 + Math.floor(i / 100) * 0.05 + (tag.length % 7) * 2] },
    properties: { id: `${tag}-${i + 1}`, name: `${tag} Course ${i + 1}`, country: 'US', state: 'TX', type: 'Public', holes: 18, par: 72, updated_at: '2026-04-01T00:00:00+00:00' },
  })).join('\n') + '\n';
}

const count = async (q: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(database.db, q))[0]!.n);

const getRun = async (t: TestApp, id: string) => (await call(t, 'GET', `/api/admin/imports/${id}`, admin)).json().data as ImportRun;

/** Uploads through the console's endpoint and waits for the run to end. */
async function importThrough(t: TestApp, text: string, fileName: string): Promise<ImportRun> {
  const body = multipartBody([{ field: 'file', filename: fileName, contentType: 'application/x-ndjson', data: Buffer.from(text) }], { source: 'runs-test' });
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/imports', headers: { ...admin.auth, ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(202);
  await t.imports.settled();
  return getRun(t, (res.json().data as ImportRun)._id);
}

describe('a run whose process died', () => {
  it('is marked interrupted at the next start, with what its batches wrote; a new import of the file converges', async () => {
    const [dead] = apps;
    // The dead process's run: started with its lease (lapsed since), two batches committed, then nothing more.
    const runs = courseImportsRepository(database.db);
    const run = await runs.start({ fileName: 'dead.ndjson', source: 'auto', dryRun: false, startedBy: admin.id, leaseMs: -1000 });
    const text = features('Dead', BATCH_SIZE * 2 + 500);
    const partial = text.split('\n').slice(0, BATCH_SIZE * 2).join('\n') + '\n';
    await runImport({ database, announcer: silentAnnouncer }, { input: Readable.from([partial]), fileName: 'dead.ndjson', source: 'runs-test', runId: run._id });
    await stop(dead!);

    const next = await start();
    const marked = await getRun(next, run._id);
    expect(marked).toMatchObject({ status: 'interrupted', report: null, committed: { inserted: BATCH_SIZE * 2, updated: 0, unchanged: 0, merged: 0 } });
    expect(marked.finishedAt).not.toBeNull();
    const audit = (await call(next, 'GET', `/api/admin/audit?record=${run._id}`, admin)).json().data.items;
    expect(audit).toMatchObject([{ action: 'course.import', actor: { _id: admin.id, email: ADMIN_EMAIL }, after: { status: 'interrupted', file: 'dead.ndjson', inserted: BATCH_SIZE * 2 } }]);
    // The restarted server serves what the dead run committed.
    const served = next.catalogue.size;
    expect(await count(sql`select count(*)::int as n from courses where club_name like 'Dead Course %'`)).toBe(BATCH_SIZE * 2);

    // A new import starts, and the same file again ends where a run never interrupted would.
    const again = await importThrough(next, text, 'dead.ndjson');
    expect(again).toMatchObject({ status: 'done', committed: { inserted: 500, unchanged: BATCH_SIZE * 2 }, report: { read: BATCH_SIZE * 2 + 500, inserted: 500, unchanged: BATCH_SIZE * 2, stopped: null } });
    expect(await count(sql`select count(*)::int as n from courses where club_name like 'Dead Course %'`)).toBe(BATCH_SIZE * 2 + 500);
    expect(await count(sql`select count(*)::int as n from course_sources where source_id like 'Dead-%'`)).toBe(BATCH_SIZE * 2 + 500);
    await next.catalogue.settled();
    expect(next.catalogue.size).toBe(served + 500);
  });

  it('a live lease is left running; once it lapses, any replica reading the runs marks it', async () => {
    const runs = courseImportsRepository(database.db);
    const live = await runs.start({ fileName: 'live.ndjson', source: 'auto', dryRun: true, startedBy: admin.id, leaseMs: 60_000 });
    const replica = await start();
    if (database.driver === 'pglite') {
      // No other process can hold a PGlite folder: whatever a start finds running, died.
      expect((await getRun(replica, live._id)).status).toBe('interrupted');
      return;
    }
    expect((await getRun(replica, live._id)).status).toBe('running');
    // Set-up: the lease lapses (its process stopped renewing it a minute ago).
    await database.db.execute(sql`update course_imports set lease_until = now() - interval '1 second' where id = ${live._id}`);
    const listed = (await call(replica, 'GET', '/api/admin/imports', admin)).json().data as ImportRun[];
    expect(listed.find((r) => r._id === live._id)).toMatchObject({ status: 'interrupted', committed: null });
  });
});

describe('the lease', () => {
  it('is renewed while the run goes on, even when no progress comes, and let go at the end', async () => {
    const [app] = apps;
    const runs = courseImportsRepository(database.db);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-lease-'));
    fs.writeFileSync(path.join(dir, 'upload'), 'x');
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    const report: ImportReport = {
      source: 'stand-in', file: 'held.ndjson', format: 'ndjson', dryRun: true, read: 0, inserted: 0, updated: 0, unchanged: 0, merged: 0,
      skipped: Object.fromEntries(IMPORT_SKIP_REASONS.map((r) => [r, 0])) as ImportReport['skipped'],
      coverage: Object.fromEntries(IMPORT_COVERAGE_FIELDS.map((f) => [f, 0])) as ImportReport['coverage'],
      problems: [], warnings: [], stopped: null, seconds: 0,
    };
    // A stand-in for the importer that holds the run up until released, saying nothing meanwhile.
    const service = courseImportsService({
      repo: runs, run: async () => { await held; return report; }, resync: async () => {}, announcer: silentAnnouncer, log: pino({ level: 'silent' }), leaseMs: 1200,
    });
    const upload = { path: path.join(dir, 'upload'), fileName: 'held.ndjson', bytes: 1, fields: { source: undefined, dryRun: true, map: undefined }, discard: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    const run = await service.start({ id: admin.id, email: ADMIN_EMAIL, operator: false }, async () => upload);
    const leaseOf = async () => (await queryRows<{ until: string | null }>(database.db, sql`select lease_until::text as until from course_imports where id = ${run._id}`))[0]!.until;
    const first = await leaseOf();
    // Renewed several times over more than a whole lease, and never taken for dead by a replica reading the runs.
    for (let renewals = 0, last = first; renewals < 8;) {
      await eventually(async () => expect(await leaseOf()).not.toBe(last), 3000);
      last = await leaseOf();
      renewals += 1;
      expect((await getRun(app!, run._id)).status).toBe('running');
    }
    release();
    await service.close();
    expect(await getRun(app!, run._id)).toMatchObject({ status: 'done' });
    expect(await leaseOf()).toBeNull();
  });
});

describe('announcements', () => {
  it('each committed batch is announced as it commits, not at the end', async () => {
    const heard: { ids: string[]; inDatabase: number }[] = [];
    const announcer = {
      async announce(change: CourseChange) {
        const ids = 'ids' in change ? change.ids : [];
        const inDatabase = await count(sql`select count(*)::int as n from courses where id in (select (json_array_elements_text(${JSON.stringify(ids)}::json))::uuid)`);
        heard.push({ ids, inDatabase });
      },
    };
    const report = await runImport({ database, announcer }, { input: Readable.from([features('Heard', BATCH_SIZE * 2 + 300)]), fileName: 'heard.ndjson', source: 'runs-test' });
    expect(report).toMatchObject({ inserted: BATCH_SIZE * 2 + 300, stopped: null });
    expect(heard.map((h) => [h.ids.length, h.inDatabase])).toEqual([[BATCH_SIZE, BATCH_SIZE], [BATCH_SIZE, BATCH_SIZE], [300, 300]]);
    // A dry run announces nothing.
    heard.length = 0;
    await runImport({ database, announcer }, { input: Readable.from([features('Dry', 50)]), fileName: 'dry.ndjson', source: 'runs-test', dryRun: true });
    expect(heard).toEqual([]);
  });
});
