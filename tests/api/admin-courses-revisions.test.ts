/**
 * Two admins editing one course (issue 32, item 4): every change names the revision it read
 * (`updatedAt`) and a reason; a stale revision is a 409 carrying the course as it stands and
 * writes nothing; overwriting knowingly is sending that revision. The spec's `POST /courses/{id}`
 * still creates without one, and stays idempotent; a delete needs a reason too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseInput } from './helpers/course-factory';
import { createAppWithGolferAndAdmin, createGolfer, type Golfer } from './helpers/golfers';
import { all, call, fieldErrors } from './helpers/requests';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Golfer;
let other: Golfer;

beforeAll(async () => {
  ({ t, admin } = await createAppWithGolferAndAdmin());
  other = await createGolfer(t);
  // A second admin, granted by the first.
  const granted = await call(t, 'POST', `/api/admin/users/${other.id}/grant-admin`, admin, { reason: 'Second curator' });
  expect(granted.statusCode, granted.body).toBe(200);
});
afterAll(() => t.close());

type Course = { _id: string; club_name: string; updatedAt: string; architects: string[]; peak_green_fee: number | null };
const read = async (id: string) => (await call(t, 'GET', `/api/courses/${id}`, null)).json().data as Course;
async function created(name: string): Promise<Course> {
  const res = await call(t, 'POST', '/api/courses', admin, courseInput({ club_name: name }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const audit = async (id: string) => (await call(t, 'GET', `/api/admin/audit?record=${id}`, admin)).json().data.items as {
  action: string; reason: string | null; actor: { _id: string }; after: { club_name?: string } | null;
}[];

describe('a stale form never overwrites someone\'s change', () => {
  it('the second admin\'s save from the old revision is a 409 with the course as it stands; overwriting knowingly sends that revision', async () => {
    const c = await created('Revision Links');
    // Both admins open the form at the same revision.
    const seenByA = await read(c._id);
    const seenByB = await read(c._id);
    const renamed = await call(t, 'PUT', `/api/courses/${c._id}`, admin, courseInput({ club_name: 'Revision Links (renamed)', revision: seenByA.updatedAt, reason: 'Official name' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterA = renamed.json().data as Course;
    expect(afterA.updatedAt).not.toBe(seenByA.updatedAt);

    const stale = await call(t, 'PUT', `/api/courses/${c._id}`, other, courseInput({ club_name: 'Revision Links', peak_green_fee: 90, revision: seenByB.updatedAt, reason: 'New fee' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed this course since you opened it/);
    expect(stale.json().data.current).toMatchObject({ _id: c._id, club_name: 'Revision Links (renamed)', updatedAt: afterA.updatedAt, peak_green_fee: 150 });
    // Nothing was written: the rename stands.
    expect(await read(c._id)).toMatchObject({ club_name: 'Revision Links (renamed)', peak_green_fee: 150, updatedAt: afterA.updatedAt });

    // B saw A's version and overwrites it knowingly.
    const overwrite = await call(t, 'PUT', `/api/courses/${c._id}`, other, courseInput({ club_name: 'Revision Links', peak_green_fee: 90, revision: stale.json().data.current.updatedAt, reason: 'New fee; the old name is right' }));
    expect(overwrite.statusCode, overwrite.body).toBe(200);
    expect(await read(c._id)).toMatchObject({ club_name: 'Revision Links', peak_green_fee: 90 });
    const updates = (await audit(c._id)).filter((e) => e.action === 'course.update');
    expect(updates.map((e) => [e.actor._id, e.reason, e.after?.club_name])).toEqual([
      [other.id, 'New fee; the old name is right', 'Revision Links'],
      [admin.id, 'Official name', 'Revision Links (renamed)'],
    ]);
  });

  it('two saves from one revision at once: one is written, the other is a 409', async () => {
    const c = await created('Race Links');
    const results = await all([admin, other].map((who, i) => () =>
      call(t, 'PUT', `/api/courses/${c._id}`, who, courseInput({ club_name: `Race Links ${i}`, revision: c.updatedAt, reason: `Edit ${i}` }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = results.find((r) => r.statusCode === 200)!.json().data as Course;
    expect((await read(c._id)).club_name).toBe(won.club_name);
    expect((await audit(c._id)).filter((e) => e.action === 'course.update')).toHaveLength(1);
  });

  it('takes the course as read (its updatedAt) as the revision, in any ISO form', async () => {
    const c = await read((await created('As Read Links'))._id);
    const asRead = await call(t, 'PUT', `/api/courses/${c._id}`, admin, { ...c, club_name: 'As Read Links, renamed', reason: 'Typo' });
    expect(asRead.statusCode, asRead.body).toBe(200);
    const now = asRead.json().data as Course;
    // The same instant with an offset is the same revision.
    const shifted = new Date(now.updatedAt);
    const offset = `${new Date(shifted.getTime() + 2 * 3600_000).toISOString().slice(0, 23)}+02:00`;
    const again = await call(t, 'POST', `/api/courses/${c._id}`, admin, courseInput({ club_name: 'As Read Links, again', revision: offset, reason: 'Again' }));
    expect(again.statusCode, again.body).toBe(200);
    const bad = await call(t, 'PUT', `/api/courses/${c._id}`, admin, courseInput({ revision: 'yesterday', reason: 'x' }));
    expect(fieldErrors(bad)).toEqual(['body:revision must be the updatedAt you read (an ISO date-time)']);
  });
});

describe('what a change needs', () => {
  it('a revision and a reason to change a course that exists (400s naming them); nothing changes', async () => {
    const c = await created('Needs Links');
    const noReason = await call(t, 'PUT', `/api/courses/${c._id}`, admin, courseInput({ club_name: 'Needs Links 2', revision: c.updatedAt }));
    expect(noReason.statusCode).toBe(400);
    expect(fieldErrors(noReason)).toEqual(['body:reason is required: say why you change this course (the audit log keeps it)']);
    const noRevision = await call(t, 'PUT', `/api/courses/${c._id}`, admin, courseInput({ club_name: 'Needs Links 2', reason: 'x' }));
    expect(noRevision.statusCode).toBe(400);
    expect(fieldErrors(noRevision)).toEqual(['body:updatedAt is required to change a course that exists: send the updatedAt you read with the course']);
    const upsert = await call(t, 'POST', `/api/courses/${c._id}`, admin, courseInput({ club_name: 'Needs Links 2', reason: 'x' }));
    expect(upsert.statusCode).toBe(400);
    expect((await read(c._id)).club_name).toBe('Needs Links');
    expect((await audit(c._id)).map((e) => e.action)).toEqual(['course.create']);
  });

  it('POST /courses/{id} creates a new id without a revision or reason, and sent again changes nothing', async () => {
    const id = crypto.randomUUID();
    const body = courseInput({ club_name: 'Spec Id Links' });
    const first = await call(t, 'POST', `/api/courses/${id}`, admin, body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await call(t, 'POST', `/api/courses/${id}`, admin, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ _id: id, club_name: 'Spec Id Links', updatedAt: first.json().data.updatedAt });
    // A PUT of what is there changes nothing either, whatever revision it names.
    expect((await call(t, 'PUT', `/api/courses/${id}`, admin, body)).statusCode).toBe(200);
    expect((await audit(id)).map((e) => e.action)).toEqual(['course.create']);
  });

  it('sent three times at once for a new id, one creates it and the others answer it', async () => {
    const id = crypto.randomUUID();
    const body = courseInput({ club_name: 'Thrice Links' });
    const results = await all([1, 2, 3].map(() => () => call(t, 'POST', `/api/courses/${id}`, admin, body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect((await audit(id)).map((e) => e.action)).toEqual(['course.create']);
  });

  it('a stale form does not bring back a course deleted meanwhile', async () => {
    const c = await created('Gone Links');
    expect((await call(t, 'DELETE', `/api/courses/${c._id}`, admin, { reason: 'Closed in 2020' })).statusCode).toBe(200);
    const put = await call(t, 'PUT', `/api/courses/${c._id}`, other, courseInput({ revision: c.updatedAt, reason: 'x' }));
    expect(put.statusCode).toBe(404);
    const post = await call(t, 'POST', `/api/courses/${c._id}`, other, courseInput({ revision: c.updatedAt, reason: 'x' }));
    expect(post.statusCode).toBe(409);
    expect(post.json()).toMatchObject({ message: expect.stringMatching(/deleted since you opened it/), data: { current: null } });
    expect((await call(t, 'GET', `/api/courses/${c._id}`, null)).statusCode).toBe(404);
  });
});

describe('deleting a course', () => {
  it('needs a reason (400 naming it), refuses a stale revision (409 with the course), and is audited with the reason', async () => {
    const c = await created('Doomed Links');
    const none = await call(t, 'DELETE', `/api/courses/${c._id}`, admin);
    expect(none.statusCode).toBe(400);
    expect(fieldErrors(none)).toEqual(['body:reason is required: say why you change this course (the audit log keeps it)']);
    const renamed = await call(t, 'PUT', `/api/courses/${c._id}`, other, courseInput({ club_name: 'Doomed Links (renamed)', revision: c.updatedAt, reason: 'Name' }));
    expect(renamed.statusCode).toBe(200);
    const stale = await call(t, 'DELETE', `/api/courses/${c._id}`, admin, { reason: 'Duplicate', revision: c.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current).toMatchObject({ club_name: 'Doomed Links (renamed)' });
    expect((await call(t, 'GET', `/api/courses/${c._id}`, null)).statusCode).toBe(200);
    const gone = await call(t, 'DELETE', `/api/courses/${c._id}`, admin, { reason: 'Duplicate of another', revision: renamed.json().data.updatedAt });
    expect(gone.statusCode, gone.body).toBe(200);
    const [entry] = await audit(c._id);
    expect(entry).toMatchObject({ action: 'course.delete', reason: 'Duplicate of another', actor: { _id: admin.id } });
    expect((await call(t, 'DELETE', `/api/courses/${c._id}`, admin, { reason: 'Again' })).statusCode).toBe(404);
  });
});
