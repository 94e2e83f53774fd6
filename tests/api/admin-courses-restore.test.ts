/**
 * Undoing a course delete (issue 32): the delete's audit entry keeps what a restore needs, and
 * `POST /api/admin/courses/{id}/restore` brings the course back under its id (fields, gallery,
 * videos, main image, prominence, its open-data sources, the pairs dismissed as not duplicates),
 * audited with a reason; the map and search know it again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit } from '../../src/server/data/audit-log.repository';
import { courseSources } from '../../src/server/data/import.schema';
import { courseDuplicateDismissals } from '../../src/server/data/moderation.schema';
import { courses } from '../../src/server/data/schema';
import { courseInput } from './helpers/course-factory';
import { createAppWithGolferAndAdmin, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { all, call, fieldErrors } from './helpers/requests';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Golfer;
let golfer: Golfer;

beforeAll(async () => {
  ({ t, golfer, admin } = await createAppWithGolferAndAdmin());
});
afterAll(() => t.close());

const db = () => t.database.db;
const restore = (id: string, body: unknown = { reason: 'Deleted by mistake' }, who: Golfer | null = admin) =>
  call(t, 'POST', `/api/admin/courses/${id}/restore`, who, body);
const remove = (id: string) => call(t, 'DELETE', `/api/courses/${id}`, admin, { reason: 'Looked like a duplicate' });
const get = (id: string) => call(t, 'GET', `/api/courses/${id}`, null);
const auditOf = async (record: string) => (await call(t, 'GET', `/api/admin/audit?record=${record}`, admin)).json().data.items as {
  action: string; reason: string | null; actor: { _id: string }; before: Record<string, unknown> | null; after: Record<string, unknown> | null;
}[];
const rowOf = async (id: string) => (await db().select().from(courses).where(eq(courses.id, id)))[0];

/** An imported course, with its source record and a high prominence (what only the row holds). */
async function importedCourse(name: string, sourceId: string): Promise<string> {
  const res = await call(t, 'POST', '/api/courses', admin, courseInput({
    club_name: name, location: { lat: -33.9, lng: 18.42 }, address: { country: 'South Africa', province: 'Western Cape', city: 'Cape Town' },
    gallery: [{ src: 'https://images.example.com/one.jpg' }, { src: '/api/files/courses/x/two.webp' }], main_image: '/api/files/courses/x/two.webp',
    videos: [{ youtubeId: 'dQw4w9WgXcQ' }],
  }));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data._id as string;
  await db().update(courses).set({ prominence: 42, source: 'opengolfapi', sourceId }).where(eq(courses.id, id));
  await db().insert(courseSources).values({ source: 'opengolfapi', sourceId, courseId: id, recordHash: 'h1' });
  return id;
}

describe('restoring a deleted course', () => {
  it('brings it back under its id with its fields, media, sources and dismissed pairs, audited, on the map and in search', async () => {
    const id = await importedCourse('Restorable Links', 'og-restore-1');
    const twin = (await call(t, 'POST', '/api/courses', admin, courseInput({ club_name: 'Restorable Links GC', location: { lat: -33.9001, lng: 18.42 } }))).json().data._id as string;
    const [a, b] = id < twin ? [id, twin] : [twin, id];
    expect((await call(t, 'POST', `/api/admin/courses/${id}/not-duplicate`, admin, { of: twin, reason: 'Two clubs' })).statusCode).toBe(200);
    const before = (await get(id)).json().data;
    const rowBefore = (await rowOf(id))!;

    expect((await remove(id)).statusCode).toBe(200);
    expect((await get(id)).statusCode).toBe(404);
    expect(await db().$count(courseSources, eq(courseSources.courseId, id))).toBe(0);
    const [deleted] = await auditOf(id);
    expect(deleted).toMatchObject({ action: 'course.delete', reason: 'Looked like a duplicate', before: { _id: id, gallery: before.gallery, stored: { prominence: 42, sourceId: 'og-restore-1' } } });

    const res = await restore(id);
    expect(res.statusCode, res.body).toBe(200);
    const back = res.json().data;
    const { updatedAt: _u, ...same } = before;
    expect(back).toMatchObject(same);
    expect(back.sources).toEqual(before.sources);
    const row = (await rowOf(id))!;
    expect([row.prominence, row.source, row.sourceId, row.createdAt.toISOString()]).toEqual([42, 'opengolfapi', 'og-restore-1', rowBefore.createdAt.toISOString()]);
    expect((await db().select().from(courseSources).where(eq(courseSources.courseId, id))).map((s) => [s.source, s.sourceId, s.recordHash]))
      .toEqual([['opengolfapi', 'og-restore-1', 'h1']]);
    expect((await db().select().from(courseDuplicateDismissals).where(eq(courseDuplicateDismissals.courseA, a))).map((d) => [d.courseB, d.reason]))
      .toEqual([[b, 'Two clubs']]);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'course.restore', reason: 'Deleted by mistake', actor: { _id: admin.id }, before: null, after: { _id: id, club_name: 'Restorable Links' } });

    await t.catalogue.settled();
    expect((await call(t, 'GET', '/api/search?terms=restorable%20links', null)).json().data.map((c: { _id: string }) => c._id)).toContain(id);
    const map = (await call(t, 'GET', '/api/bounded-courses?south=-34&west=18.3&north=-33.8&east=18.5&zoom=14', null)).json().data;
    expect(map.courses.map((c: { _id: string }) => c._id)).toContain(id);
    // A restored course can be edited from its new revision.
    const edited = await call(t, 'PUT', `/api/courses/${id}`, admin, { ...back, peak_green_fee: 80, reason: 'Fee' });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('leaves a source id another course took meanwhile with that course', async () => {
    const id = await importedCourse('Reimported Links', 'og-restore-2');
    expect((await remove(id)).statusCode).toBe(200);
    // The importer made the record again under a new id before the restore.
    const [again] = await db().insert(courses).values({ clubName: 'Reimported Links', lat: -33.9, lng: 18.42, source: 'opengolfapi', sourceId: 'og-restore-2' }).returning();
    await db().insert(courseSources).values({ source: 'opengolfapi', sourceId: 'og-restore-2', courseId: again!.id, recordHash: 'h2' });
    expect((await restore(id)).statusCode).toBe(200);
    expect((await rowOf(id))!.sourceId).toBeNull();
    expect((await db().select().from(courseSources).where(eq(courseSources.sourceId, 'og-restore-2'))).map((s) => s.courseId)).toEqual([again!.id]);
  });

  it('restores from an older delete entry, which holds the course alone', async () => {
    const id = crypto.randomUUID();
    const course = { ...courseInput({ club_name: 'Old Entry Links' }), _id: id, updatedAt: new Date().toISOString(), sources: [] };
    await db().transaction((tx) => appendAudit(tx, { actor: { id: admin.id, email: admin.email, operator: false }, action: 'course.delete', recordType: 'course', recordId: id, before: course, after: null, reason: null }, { recheck: false }));
    const res = await restore(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ _id: id, club_name: 'Old Entry Links', gallery: [{ src: 'https://images.example.com/a.jpg' }], peak_green_fee: 150 });
  });

  it('refuses a course that exists (409), one never deleted (404), no reason (400), golfers and visitors; twice at once restores once', async () => {
    const id = await importedCourse('Once Links', 'og-restore-3');
    expect((await restore(id)).statusCode).toBe(409);
    expect(fieldErrors(await restore(id))).toEqual(['path:id is a course that exists: only a deleted course can be restored']);
    const never = await restore(UNKNOWN_ID);
    expect(never.statusCode).toBe(404);
    expect(fieldErrors(never)).toEqual(['path:id names no deleted course']);
    expect((await remove(id)).statusCode).toBe(200);
    expect(fieldErrors(await restore(id, {}))).toEqual(['body:reason must be a string']);
    expect((await restore(id, { reason: 'x' }, golfer)).statusCode).toBe(403);
    expect((await restore(id, { reason: 'x' }, null)).statusCode).toBe(401);
    expect((await get(id)).statusCode).toBe(404);

    const results = await all([1, 2].map(() => () => restore(id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await auditOf(id)).filter((e) => e.action === 'course.restore')).toHaveLength(1);
    // Deleted again, it restores again (from the latest delete).
    expect((await remove(id)).statusCode).toBe(200);
    expect((await restore(id)).statusCode).toBe(200);
  });
});
