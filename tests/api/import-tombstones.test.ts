/**
 * Issue 32, item 3: a course an admin deleted does not come back on the next import. The delete
 * remembers every (source, source id) that fed the course (course_source_tombstones); later
 * imports skip those records as 'deleted-by-admin' and the report counts them. A course merged away
 * stays the kept course's (its source rows moved there), so a re-import creates nothing either.
 * Restoring a deleted course from its audit entry (the console's restore) lifts its tombstones
 * (`liftCourseTombstones`), after which the import finds it again.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import type { ImportRun } from '../../src/shared/contracts/course-import.contract';
import { courseInput } from './helpers/course-factory';
import { createAppWithGolferAndAdmin, type Golfer } from './helpers/golfers';
import { multipartBody } from './helpers/images';
import { call } from './helpers/requests';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Golfer;

beforeAll(async () => {
  ({ t, admin } = await createAppWithGolferAndAdmin());
});
afterAll(() => t.close());

/** Millersburg, Ohio: 4 courses (one line without a name, one twice). */
const FIXTURE = fs.readFileSync('tests/fixtures/import-admin/millersburg-oh.ndjson');
const MILLERSBURG = 'south=40.5&west=-82&north=40.62&east=-81.84&zoom=14&pageSize=50';

async function importFile(fields: Record<string, string> = {}): Promise<ImportRun> {
  const body = multipartBody([{ field: 'file', filename: 'millersburg-oh.ndjson', contentType: 'application/x-ndjson', data: FIXTURE }], fields);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/imports', headers: { ...admin.auth, ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(202);
  await t.imports.settled();
  return (await call(t, 'GET', `/api/admin/imports/${(res.json().data as ImportRun)._id}`, admin)).json().data as ImportRun;
}

const inMillersburg = async () =>
  ((await t.app.inject(`/api/bounded-courses?${MILLERSBURG}`)).json().data.cards.items as { _id: string; club_name: string }[])
    .map((c) => ({ id: c._id, name: c.club_name })).sort((a, b) => a.name.localeCompare(b.name));

describe('a course an admin deleted', () => {
  it('is not brought back by the next import, which counts it as deleted by an admin', async () => {
    const first = await importFile();
    expect(first.report).toMatchObject({ inserted: 4 });
    const [amish, doughty] = await inMillersburg();
    expect(amish!.name).toBe('Amish Hills Par Three');
    for (const id of [amish!.id, doughty!.id]) {
      const res = await call(t, 'DELETE', `/api/courses/${id}`, admin, { reason: 'Closed in 2019' });
      expect(res.statusCode, res.body).toBe(200);
    }

    for (const fields of [{ dryRun: 'true' }, {}] as Record<string, string>[]) {
      const again = await importFile(fields);
      expect(again.report).toMatchObject({ read: 6, inserted: 0, unchanged: 2, skipped: { 'deleted-by-admin': 2, 'no-name': 1, 'duplicate-in-file': 1 } });
      const deleted = again.report!.problems.filter((p) => p.reason === 'deleted-by-admin');
      expect(deleted.map((p) => [p.line, p.message])).toEqual([2, 4].map((line) => [line, 'An admin deleted the course this record made: it is not brought back']));
    }
    expect((await inMillersburg()).map((c) => c.name)).toEqual(['Holmes Ridge Fairways', 'Killbuck Valley Links']);
    const [gone] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from courses where club_name in ('Amish Hills Par Three', 'Doughty Glen Golf Club')`);
    expect(Number(gone!.n)).toBe(0);

    // Restored from its audit entry under its id, its source is lifted back: the import finds it again.
    const restored = await call(t, 'POST', `/api/admin/courses/${amish!.id}/restore`, admin, { reason: 'Deleted by mistake' });
    expect(restored.statusCode, restored.body).toBe(200);
    const [tombstones] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from course_source_tombstones where course_id = ${amish!.id}`);
    expect(Number(tombstones!.n)).toBe(0);
    const after = await importFile();
    expect(after.report).toMatchObject({ inserted: 0, unchanged: 3, skipped: { 'deleted-by-admin': 1 } });
    expect((await inMillersburg()).map((c) => c.name)).toEqual(['Amish Hills Par Three', 'Holmes Ridge Fairways', 'Killbuck Valley Links']);
  });

  it('merged away, stays in the course it was merged into: a re-import creates nothing; deleting that course remembers its sources', async () => {
    const mine = await call(t, 'POST', '/api/courses', admin, courseInput({ club_name: 'Killbuck Valley', location: { lat: 40.56, lng: -81.92 }, address: { country: 'United States' } }));
    expect(mine.statusCode, mine.body).toBe(201);
    const killbuck = (await inMillersburg()).find((c) => c.name === 'Killbuck Valley Links')!;
    expect((await call(t, 'POST', `/api/admin/courses/${killbuck.id}/merge`, admin, { into: mine.json().data._id })).statusCode).toBe(200);
    const again = await importFile();
    expect(again.report).toMatchObject({ inserted: 0, skipped: { 'deleted-by-admin': 1 } });
    expect((await inMillersburg()).map((c) => c.name)).toEqual(['Amish Hills Par Three', 'Holmes Ridge Fairways', 'Killbuck Valley']);

    expect((await call(t, 'DELETE', `/api/courses/${mine.json().data._id}`, admin, { reason: 'Merged twice' })).statusCode).toBe(200);
    const afterDelete = await importFile();
    expect(afterDelete.report).toMatchObject({ inserted: 0, skipped: { 'deleted-by-admin': 2 } });
    expect((await inMillersburg()).map((c) => c.name)).toEqual(['Amish Hills Par Three', 'Holmes Ridge Fairways']);
  });
});
