/**
 * The admin console's import (issue 25, item 5): an uploaded file runs through the importer in the
 * background (202 with the run); the run's progress, status and report are read back from the
 * database; the new courses reach the map and search with their credit; a file the importer cannot
 * read ends the run 'stopped' with the reason; a second upload while one runs is refused (409);
 * only admins may import (anonymous 401, golfer 403); each run is audited.
 */
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import type { ImportRun } from '../../src/shared/contracts/course-import.contract';
import { courseInput } from './helpers/course-factory';
import { eventually } from './helpers/eventually';
import { createAppWithGolferAndAdmin, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { multipartBody } from './helpers/images';
import { call, fieldErrors } from './helpers/requests';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Golfer;
let golfer: Golfer;

beforeAll(async () => {
  ({ t, golfer, admin } = await createAppWithGolferAndAdmin());
});
afterAll(() => t.close());

const FIXTURE = fs.readFileSync('tests/fixtures/import-admin/millersburg-oh.ndjson');
/** The fixture's town, Millersburg, Ohio, and what it holds: 4 courses, one nameless, one twice. */
const MILLERSBURG = { south: 40.5, west: -82, north: 40.62, east: -81.84 };
const NAMES = ['Amish Hills Par Three', 'Doughty Glen Golf Club', 'Holmes Ridge Fairways', 'Killbuck Valley Links'];

const body = (data: Buffer, fileName: string, fields: Record<string, string> = {}) =>
  multipartBody([{ field: 'file', filename: fileName, contentType: 'application/octet-stream', data }], fields);
const post = (who: Golfer | null, b: { payload: Buffer | PassThrough; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/admin/imports', headers: { ...(who?.auth ?? {}), ...b.headers }, payload: b.payload });

/** Uploads, expects 202, and waits for the run to end. */
async function importFile(data: Buffer, fileName: string, fields: Record<string, string> = {}): Promise<ImportRun> {
  const res = await post(admin, body(data, fileName, fields));
  expect(res.statusCode, res.body).toBe(202);
  const started = res.json().data as ImportRun;
  expect(started).toMatchObject({ fileName, status: 'running', report: null, finishedAt: null });
  let run = started;
  await eventually(async () => {
    run = (await call(t, 'GET', `/api/admin/imports/${started._id}`, admin)).json().data as ImportRun;
    expect(run.status).not.toBe('running');
  }, 20_000);
  return run;
}

const inMillersburg = async () => {
  const q = new URLSearchParams({ ...Object.fromEntries(Object.entries(MILLERSBURG).map(([k, v]) => [k, String(v)])), zoom: '14', pageSize: '50' });
  const res = await t.app.inject(`/api/bounded-courses?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: number; cards: { items: { _id: string; club_name: string; sources: { source: string; credit: string | null }[] }[] } };
};

describe('who may import', () => {
  it('answers 401 signed out and 403 to a golfer, for the upload and the reads', async () => {
    for (const [who, status] of [[null, 401], [golfer, 403]] as const) {
      expect((await post(who, body(FIXTURE, 'x.ndjson'))).statusCode).toBe(status);
      expect((await call(t, 'GET', '/api/admin/imports', who)).statusCode).toBe(status);
      expect((await call(t, 'GET', `/api/admin/imports/${UNKNOWN_ID}`, who)).statusCode).toBe(status);
    }
    expect((await call(t, 'GET', `/api/admin/imports/${UNKNOWN_ID}`, admin)).statusCode).toBe(404);
  });

  it('refuses a body without the file, and fields that do not fit, naming the field', async () => {
    const noFile = await post(admin, multipartBody([], { source: 'x' }));
    expect(noFile.statusCode).toBe(400);
    expect(fieldErrors(noFile)).toEqual(['body:file Attach the course file in the field "file".']);
    const badMap = await post(admin, body(FIXTURE, 'x.ndjson', { map: 'name' }));
    expect(badMap.statusCode).toBe(400);
    expect(fieldErrors(badMap)[0]).toMatch(/^body:map write the mapping as field=column pairs/);
    const json = await call(t, 'POST', '/api/admin/imports', admin, {});
    expect(json.statusCode).toBe(400);
  });
});

describe('an import from the console', () => {
  it('dry run: reports what it would do and writes nothing', async () => {
    const run = await importFile(FIXTURE, 'millersburg-oh.ndjson', { dryRun: 'true' });
    expect(run).toMatchObject({ status: 'done', dryRun: true, report: { dryRun: true, read: 6, inserted: 4, stopped: null } });
    expect((await inMillersburg()).total).toBe(0);
  });

  it('imports the courses: the report counts them, and the map, search and cards have them with the credit', async () => {
    const run = await importFile(FIXTURE, 'millersburg-oh.ndjson');
    expect(run.status).toBe('done');
    expect(run.source).toBe('opengolfapi');
    expect(run.finishedAt).not.toBeNull();
    expect(run.progress?.records).toBe(6);
    expect(run.report).toMatchObject({
      source: 'opengolfapi', file: 'millersburg-oh.ndjson', format: 'opengolf-ndjson', dryRun: false,
      read: 6, inserted: 4, updated: 0, unchanged: 0, merged: 0, stopped: null,
      skipped: { 'no-name': 1, 'duplicate-in-file': 1 },
    });
    expect(run.report!.problems.map((p) => [p.line, p.reason])).toEqual([[5, 'no-name'], [6, 'duplicate-in-file']]);
    expect(run.report!.coverage.city).toBe(1);

    const view = await inMillersburg();
    expect(view.cards.items.map((c) => c.club_name).sort()).toEqual(NAMES);
    for (const card of view.cards.items) {
      expect(card.sources).toEqual([{ source: 'opengolfapi', credit: 'Contains data from OpenGolfAPI (opengolfapi.org)' }]);
    }
    const search = (await t.app.inject('/api/search?terms=Killbuck%20Valley')).json().data as { club_name: string }[];
    expect(search.map((s) => s.club_name)).toContain('Killbuck Valley Links');
    const credits = (await t.app.inject('/api/courses/credits')).json().data;
    expect(credits).toEqual([{ source: 'opengolfapi', credit: 'Contains data from OpenGolfAPI (opengolfapi.org)' }]);

    const audit = (await call(t, 'GET', `/api/admin/audit?record=${run._id}`, admin)).json().data.items;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'course.import', recordType: 'course-import', actor: { _id: admin.id }, after: { status: 'done', inserted: 4, file: 'millersburg-oh.ndjson' },
    });

    // The same file again changes nothing.
    const again = await importFile(FIXTURE, 'millersburg-oh.ndjson');
    expect(again.report).toMatchObject({ inserted: 0, unchanged: 4 });
    expect((await inMillersburg()).total).toBe(4);

    const latest = (await call(t, 'GET', '/api/admin/imports', admin)).json().data as ImportRun[];
    expect(latest.slice(0, 2).map((r) => r._id)).toEqual([again._id, run._id]);
  });

  it('an admin merge keeps the merged course\'s sources: the kept course credits them and a re-import inserts nothing', async () => {
    const mine = await call(t, 'POST', '/api/courses', admin, courseInput({ club_name: 'Amish Hills Short Course', location: { lat: 40.5901, lng: -81.9001 }, address: { country: 'United States' } }));
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().data.sources).toEqual([]);
    const imported = (await inMillersburg()).cards.items.find((c) => c.club_name === 'Amish Hills Par Three')!;
    const merged = await call(t, 'POST', `/api/admin/courses/${imported._id}/merge`, admin, { into: mine.json().data._id });
    expect(merged.statusCode, merged.body).toBe(200);
    const kept = (await call(t, 'GET', `/api/courses/${mine.json().data._id}`, null)).json().data;
    expect(kept.sources).toEqual([{ source: 'opengolfapi', credit: 'Contains data from OpenGolfAPI (opengolfapi.org)' }]);
    const again = await importFile(FIXTURE, 'millersburg-oh.ndjson');
    expect(again.report).toMatchObject({ inserted: 0 });
    expect((await inMillersburg()).cards.items.map((c) => c.club_name).sort()).toEqual(['Amish Hills Short Course', ...NAMES.slice(1)]);
  });

  it('generic data needs a source: without one the run stops asking for it; a renamed copy with it updates the same courses (issue 32)', async () => {
    const generic = fs.readFileSync('tests/fixtures/import/courses.csv');
    const unnamed = await importFile(generic, 'courses.csv');
    expect(unnamed.status).toBe('stopped');
    expect(unnamed.report?.stopped?.message).toMatch(/^courses\.csv holds courses without a source of their own .*the Source name field of the console/);
    const named = await importFile(generic, 'courses.csv', { source: 'club-list' });
    expect(named.report).toMatchObject({ source: 'club-list', format: 'csv', stopped: null });
    const kept = named.report!.inserted + named.report!.merged;
    expect(kept).toBeGreaterThan(0);
    const links = async () => (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from course_sources where source = 'club-list'`))[0]!.n;
    expect(await links()).toBe(kept);
    const renamed = await importFile(generic, 'courses (1).csv', { source: 'club-list' });
    expect(renamed.report).toMatchObject({ source: 'club-list', inserted: 0, updated: 0, merged: 0, unchanged: kept });
    expect(await links()).toBe(kept);
  });

  it('bombs stop their run with the line and the server lives: it answers /api/health and takes the next import (issue 32)', async () => {
    // gzip members concatenate: one megabyte compressed once, repeated, is a 2 GB file in 2 MB.
    const bomb = (head: string, fill: string, members: number) => {
      const member = zlib.gzipSync(Buffer.alloc(1024 * 1024, fill), { level: 9 });
      return Buffer.concat([zlib.gzipSync(head), ...Array.from({ length: members }, () => member)]);
    };
    const commas = bomb('name,lat,lng', ',', 2048);
    expect(commas.length).toBeLessThan(4 * 1024 * 1024);
    const header = await importFile(commas, 'header.csv.gz', { source: 'bombs' });
    expect(header.status).toBe('stopped');
    expect(header.report?.stopped).toEqual({ line: 1, message: expect.stringMatching(/^header\.csv\.gz: line 1 has more than 16,384 cells \(the limit\)/) });
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);

    const cell = await importFile(bomb('name,lat,lng\nAlpha Golf Club,40.1,-75.1\n"', 'x', 2048), 'cell.csv.gz', { source: 'bombs', dryRun: 'true' });
    expect(cell.status).toBe('stopped');
    expect(cell.report).toMatchObject({ read: 1, inserted: 1, stopped: { line: 3, message: expect.stringMatching(/^cell\.csv\.gz: the record from line 3 is longer than 4,194,304 characters/) } });
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);

    const next = await importFile(FIXTURE, 'millersburg-oh.ndjson', { dryRun: 'true' });
    expect(next).toMatchObject({ status: 'done', report: { read: 6, stopped: null } });
  }, 60_000);

  it('a file the importer cannot read ends the run stopped, with the reason', async () => {
    const run = await importFile(Buffer.from('this is not a course file\nnor is this\n'), 'broken.ndjson.gz');
    expect(run.status).toBe('stopped');
    expect(run.report?.stopped?.message).toMatch(/gzip|not|read/i);
    expect(run.report?.inserted).toBe(0);
  });

  it('refuses a second upload while one is received or runs on this server (409)', async () => {
    // The first upload's body arrives slowly: the server is busy with it until it ends.
    const { payload, headers } = body(FIXTURE, 'slow.ndjson', { dryRun: 'true' });
    const slow = new PassThrough();
    slow.write(payload.subarray(0, 100));
    const first = post(admin, { payload: slow, headers });
    await eventually(async () => expect(t.imports.running).toBe(true));
    const second = await post(admin, body(FIXTURE, 'second.ndjson', { dryRun: 'true' }));
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/already running/) });
    slow.end(payload.subarray(100));
    const res = await first;
    expect(res.statusCode, res.body).toBe(202);
    await eventually(async () => {
      const run = (await call(t, 'GET', `/api/admin/imports/${res.json().data._id}`, admin)).json().data as ImportRun;
      expect(run.status).toBe('done');
    });
  });
});
