/**
 * Golfers' suggested corrections to a course (issue 24, item 5): a golfer suggests values for the
 * named fields; they wait in the admin queue; an accepted one updates the course (the card reads
 * it at once), is audited with before and after, and credits the golfer on their profile. Bad
 * input and refused decisions change nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseCorrections } from '../../src/server/data/moderation.schema';
import { OPEN_CORRECTIONS_MAX } from '../../src/shared/domain/moderation/correction-rules';
import { courseInput } from './helpers/course-factory';
import { createAppWithGolferAndAdmin, createGolfer, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { call, fieldErrors, type Who } from './helpers/requests';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Golfer;
let golfer: Golfer;

beforeAll(async () => {
  ({ t, golfer, admin } = await createAppWithGolferAndAdmin());
});
afterAll(() => t.close());

async function newCourse(name = 'Correctable Links'): Promise<string> {
  const res = await call(t, 'POST', '/api/courses', admin, courseInput({ club_name: name }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id;
}
const suggest = (who: Who, courseId: string, body: object) => call(t, 'POST', `/api/courses/${courseId}/corrections`, who, body);
const decide = (who: Who, id: string, body: object) => call(t, 'POST', `/api/admin/corrections/${id}`, who, body);
const course = async (id: string) => (await call(t, 'GET', `/api/courses/${id}`, null)).json().data;
const auditOf = async (record: string) => (await call(t, 'GET', `/api/admin/audit?record=${record}`, admin)).json().data.items as {
  action: string; recordType: string; before: Record<string, unknown>; after: Record<string, unknown>; reason: string;
}[];
const rowsOf = (courseId: string) => t.database.db.select().from(courseCorrections).where(eq(courseCorrections.courseId, courseId));

describe('suggesting a correction', () => {
  it('keeps only the fields that differ, waits in the queue and in the golfer\'s own list', async () => {
    const id = await newCourse();
    const res = await suggest(golfer, id, { year_established: 1999, architects: ['Tom Doak'], peak_green_fee: 150, type: 'EXECUTIVE', note: 'Club history page says 1999.' });
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json().data;
    expect(c).toMatchObject({
      courseId: id, courseName: 'Correctable Links', status: 'Pending', note: 'Club history page says 1999.', user: { _id: golfer.id },
      proposed: { year_established: 1999, type: 'EXECUTIVE' }, current: { year_established: 2001, type: 'FULL LENGTH' },
    });
    expect(Object.keys(c.proposed).sort()).toEqual(['type', 'year_established']);
    expect((await call(t, 'GET', '/api/corrections/mine', golfer)).json().data.map((x: { _id: string }) => x._id)).toContain(c._id);
    const queue = (await call(t, 'GET', '/api/admin/corrections', admin)).json().data;
    expect(queue.map((x: { _id: string }) => x._id)).toContain(c._id);
    expect((await course(id)).year_established).toBe(2001);
  });

  it('answers 401 signed out; the queue and decisions are admins\' (403 for a golfer)', async () => {
    const id = await newCourse();
    expect((await suggest(null, id, { year_established: 1990 })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/corrections/mine', null)).statusCode).toBe(401);
    const c = (await suggest(golfer, id, { year_established: 1990 })).json().data;
    expect((await call(t, 'GET', '/api/admin/corrections', golfer)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/corrections', null)).statusCode).toBe(401);
    expect((await decide(golfer, c._id, { status: 'Accepted', reason: 'Me' })).statusCode).toBe(403);
    expect((await decide(null, c._id, { status: 'Accepted', reason: 'Me' })).statusCode).toBe(401);
    expect((await course(id)).year_established).toBe(2001);
    expect((await rowsOf(id))[0]!.status).toBe('Pending');
  });

  it.each([
    ['a correction changing nothing', { year_established: 2001, type: 'FULL LENGTH' }, 400, 'body:fields changes nothing'],
    ['no field at all', { note: 'Just saying.' }, 400, 'body:fields changes nothing'],
    ['a year out of range', { year_established: 1200 }, 400, 'body:year_established'],
    ['a latitude out of range', { location: { lat: 91, lng: 0 } }, 400, 'body:location.lat must be between -90 and 90'],
    ['an unknown access', { club_membership: 'SECRET' }, 400, 'body:club_membership must be one of'],
    ['a negative fee', { peak_green_fee: -5 }, 400, 'body:peak_green_fee'],
    ['a field that cannot be corrected', { club_name: 'Renamed' }, 400, 'body'],
    ['a note too long', { year_established: 1990, note: 'x'.repeat(1001) }, 400, 'body:note'],
  ])('refuses %s (4xx naming the field), nothing saved', async (_what, body, status, error) => {
    const id = await newCourse();
    const res = await suggest(golfer, id, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(fieldErrors(res).join('\n')).toContain(error);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('answers 404 naming id for an unknown course', async () => {
    const res = await suggest(golfer, UNKNOWN_ID, { year_established: 1990 });
    expect(res.statusCode).toBe(404);
    expect(fieldErrors(res)).toEqual(['path:id no such course']);
  });

  it(`caps a golfer at ${OPEN_CORRECTIONS_MAX} suggestions waiting (409)`, async () => {
    const g = await createGolfer(t);
    const id = await newCourse();
    await t.database.db.insert(courseCorrections).values(Array.from({ length: OPEN_CORRECTIONS_MAX }, (_, i) => ({
      courseId: id, courseName: 'x', userId: g.id, proposed: { year_established: 1900 + i },
    })));
    const res = await suggest(g, id, { year_established: 1990 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`${OPEN_CORRECTIONS_MAX} suggestions waiting`);
  });
});

describe('deciding a suggestion', () => {
  it('accepting updates the course (card, location), audits course and decision, and credits the golfer', async () => {
    const g = await createGolfer(t);
    const id = await newCourse('Accepted Links');
    const before = (await call(t, 'GET', `/api/users/${g.id}`, null)).json().data.counts.correctionsAccepted;
    expect(before).toBe(0);
    const c = (await suggest(g, id, { location: { lat: 56.2, lng: -2.8 }, club_membership: 'PRIVATE', architects: ['Old Tom Morris', 'Tom Doak'] })).json().data;
    const res = await decide(admin, c._id, { status: 'Accepted', reason: 'Checked the club site.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Accepted', reason: 'Checked the club site.' });
    expect(res.json().data.decidedAt).toBeTruthy();
    expect(await course(id)).toMatchObject({ location: { lat: 56.2, lng: -2.8 }, club_membership: 'PRIVATE', architects: ['Old Tom Morris', 'Tom Doak'], year_established: 2001 });
    expect((await call(t, 'GET', `/api/users/${g.id}`, null)).json().data.counts.correctionsAccepted).toBe(1);
    const courseEntry = (await auditOf(id)).find((e) => e.action === 'course.correct');
    expect(courseEntry).toMatchObject({
      action: 'course.correct', recordType: 'course',
      before: { location: { lat: 56, lng: -3 }, club_membership: 'PUBLIC', architects: ['Tom Doak'] },
      after: { location: { lat: 56.2, lng: -2.8 }, club_membership: 'PRIVATE', architects: ['Old Tom Morris', 'Tom Doak'] },
    });
    const [decision] = await auditOf(c._id);
    expect(decision).toMatchObject({ action: 'correction.accept', recordType: 'correction', reason: 'Checked the club site.', before: { status: 'Pending' }, after: { status: 'Accepted' } });
    // Decided once: a second decision is a 409 naming status, nothing changes.
    const again = await decide(admin, c._id, { status: 'Rejected', reason: 'Oops' });
    expect(again.statusCode).toBe(409);
    expect(fieldErrors(again)[0]).toMatch(/^body:status /);
    expect(await auditOf(c._id)).toHaveLength(1);
  });

  it('rejecting leaves the course as it was and gives no credit', async () => {
    const g = await createGolfer(t);
    const id = await newCourse('Rejected Links');
    const c = (await suggest(g, id, { peak_green_fee: 9 })).json().data;
    expect((await decide(admin, c._id, { status: 'Rejected', reason: 'The fee is 150.' })).json().data).toMatchObject({ status: 'Rejected' });
    expect((await course(id)).peak_green_fee).toBe(150);
    expect((await call(t, 'GET', `/api/users/${g.id}`, null)).json().data.counts.correctionsAccepted).toBe(0);
    expect((await auditOf(c._id))[0]).toMatchObject({ action: 'correction.reject', recordType: 'correction' });
    // The course's own entries (its creation is audited too) hold no correction.
    expect((await auditOf(id)).map((e) => e.action)).not.toContain('course.correct');
    expect((await call(t, 'GET', '/api/admin/corrections?status=Rejected', admin)).json().data.map((x: { _id: string }) => x._id)).toContain(c._id);
  });

  it('a suggestion on a deleted course can be rejected, not accepted', async () => {
    const id = await newCourse('Doomed Links');
    const c = (await suggest(golfer, id, { year_established: 1950 })).json().data;
    expect((await call(t, 'DELETE', `/api/courses/${id}`, admin, { reason: 'Closed' })).statusCode).toBe(200);
    const accept = await decide(admin, c._id, { status: 'Accepted', reason: 'x' });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toContain('deleted');
    const reject = await decide(admin, c._id, { status: 'Rejected', reason: 'The course is gone.' });
    expect(reject.statusCode).toBe(200);
    expect(reject.json().data).toMatchObject({ courseId: null, courseName: 'Doomed Links', current: null, status: 'Rejected' });
  });

  it('refuses bad decisions with the field named: unknown id, other status, no reason, long reason', async () => {
    const id = await newCourse();
    const c = (await suggest(golfer, id, { year_established: 1960 })).json().data;
    expect(fieldErrors(await decide(admin, UNKNOWN_ID, { status: 'Accepted', reason: 'x' }))).toEqual(['path:id no such suggestion']);
    expect(fieldErrors(await decide(admin, c._id, { status: 'Pending', reason: 'x' }))[0]).toMatch(/^body:status must be Accepted or Rejected/);
    expect(fieldErrors(await decide(admin, c._id, { status: 'Accepted' }))[0]).toMatch(/^body:reason /);
    expect(fieldErrors(await decide(admin, c._id, { status: 'Accepted', reason: 'x'.repeat(501) }))[0]).toMatch(/^body:reason /);
    expect(fieldErrors(await call(t, 'GET', '/api/admin/corrections?status=Maybe', admin))[0]).toMatch(/^query:status /);
    expect((await course(id)).year_established).toBe(2001);
    expect(await auditOf(c._id)).toEqual([]);
  });
});
