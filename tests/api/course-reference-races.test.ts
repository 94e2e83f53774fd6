/**
 * A golfer's write naming a course an admin deletes or merges away at that moment (issue 32,
 * item 11): add-item, played add, wishlist add, a trip save and a declared conflict, each raced
 * against DELETE /api/courses/{id} or a merge, must answer either success or a 404 naming the
 * field, never a 500 (a foreign-key violation); what succeeded follows the course (gone with a
 * deleted one, moved to the kept one of a merge). And POST /api/courses/{id} sent three times at
 * once for a new id is idempotent: one 201, the others 200, one course. The races are real on
 * PostgreSQL (the second API run: requests overlap on the pool); PGlite runs requests one by one,
 * so fewer rounds there check the same answers.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, listItems, playedCourses, wishlistCourses } from '../../src/server/data/schema';
import { panelConflicts } from '../../src/server/data/panel.schema';
import { courseInput } from './helpers/course-factory';
import { createGolfer, type Golfer } from './helpers/golfers';
import { createList } from './helpers/lists';
import { all, call, fieldErrors, insertCourses } from './helpers/requests';
import { createTestApp, type TestApp } from './helpers/test-app';

const ON_POSTGRES = !!process.env.TEST_DATABASE_URL;
const ROUNDS = ON_POSTGRES ? 60 : 8;
const ADMIN_EMAIL = `races-admin-${randomUUID().slice(0, 8)}@example.com`;

let t: TestApp;
let admin: Golfer;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
  admin = await createGolfer(t, { email: ADMIN_EMAIL, verified: true });
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof call>>;
const tally = () => {
  const seen = new Map<string, number>();
  return {
    add: (what: string, res: Res) => seen.set(`${what} ${res.statusCode}`, (seen.get(`${what} ${res.statusCode}`) ?? 0) + 1),
    get: () => Object.fromEntries([...seen].sort()),
  };
};

describe('a golfer writes a course an admin deletes or merges at that moment', () => {
  it(`${ROUNDS} rounds of five golfer writes against a delete or a merge: success or a 404 naming the field, never a 5xx`, { timeout: 300_000 }, async () => {
    const g = await createGolfer(t);
    const list = await createList(t, g, { type: 'custom' });
    const wishlist = (await call(t, 'POST', '/api/user/new-wishlist', g, { name: 'Races' })).json().data._id as string;
    const trip = (await call(t, 'POST', '/api/lists/trip', g, { name: 'Race week', startDate: '2027-06-01', endDate: '2027-06-02' })).json().data._id as string;
    const seen = tally();
    const wrongNotFound: string[] = [];

    for (let round = 0; round < ROUNDS; round++) {
      const [victim, kept] = (await insertCourses(t, 2, `Race ${round}`)) as [string, string];
      const merging = round % 2 === 1;
      const writes: [string, string, () => Promise<Res>][] = [
        ['add-item', 'body:listItem.course no such course', () => call(t, 'POST', `/api/lists/${list}/add-item`, g, { listItem: { course: victim, bucket: 'loved' } })],
        ['played', 'body:courseId no such course', () => call(t, 'POST', '/api/lists/preset/courses-played/add', g, { courseId: victim })],
        ['wishlist', 'body:course no such course', () => call(t, 'POST', '/api/user/add-to-wishlist', g, { wishlist, course: victim })],
        ['trip', 'body:days.0.rounds.0.course no such course', () => call(t, 'POST', '/api/lists/trip', g, { _id: trip, days: [{ day: 1, rounds: [{ course: victim }] }] })],
        ['conflicts', 'path:courseId no such course', () => call(t, 'PUT', `/api/panelist/conflicts/${victim}`, g, { kinds: ['member'] })],
      ];
      const adminWrite = merging
        ? () => call(t, 'POST', `/api/admin/courses/${victim}/merge`, admin, { into: kept })
        : () => call(t, 'DELETE', `/api/courses/${victim}`, admin, { reason: 'Closed' });
      // The admin's write goes in the middle, so some golfer writes start before it and some after.
      const results = await all([...writes.slice(0, 2).map((w) => w[2]), adminWrite, ...writes.slice(2).map((w) => w[2])]);
      const adminRes = results.splice(2, 1)[0]!;
      expect(adminRes.statusCode, adminRes.body).toBe(200);
      for (const [i, res] of results.entries()) {
        const [what, notFound] = writes[i]!;
        seen.add(what, res);
        if (res.statusCode === 404 && fieldErrors(res).join() !== notFound) wrongNotFound.push(`${what}: ${res.body}`);
      }

      // The course is gone; what the golfer wrote is gone with it, or moved to the kept course.
      expect(await t.database.db.select({ id: courses.id }).from(courses).where(eq(courses.id, victim))).toEqual([]);
      const left = await Promise.all([
        t.database.db.select({ id: listItems.id }).from(listItems).where(eq(listItems.courseId, victim)),
        t.database.db.select({ id: playedCourses.userId }).from(playedCourses).where(eq(playedCourses.courseId, victim)),
        t.database.db.select({ id: wishlistCourses.wishlistId }).from(wishlistCourses).where(eq(wishlistCourses.courseId, victim)),
        t.database.db.select({ id: panelConflicts.userId }).from(panelConflicts).where(eq(panelConflicts.courseId, victim)),
      ]);
      expect(left.flat()).toEqual([]);
      // The next round starts from an empty list (a free golfer's list holds ten courses).
      await t.database.db.delete(listItems).where(inArray(listItems.listId, [list]));
    }

    const statuses = seen.get();
    expect(Object.keys(statuses).filter((k) => !/ (200|201|404)$/.test(k)), JSON.stringify(statuses)).toEqual([]);
    expect(wrongNotFound).toEqual([]);
  });
});

describe('POST /api/courses/{id} three times at once for a new id', () => {
  it(`${ROUNDS} rounds: one 201 and two 200 each, one course, never a 5xx`, { timeout: 300_000 }, async () => {
    const seen = tally();
    for (let round = 0; round < ROUNDS; round++) {
      const id = randomUUID();
      // The same body three times (a retried request): a body that would change the course is a save
      // of an existing course, which names the revision it read (admin-courses-revisions.test.ts).
      const body = courseInput({ club_name: `Upsert ${round}` });
      const results = await all([1, 2, 3].map(() => () => call(t, 'POST', `/api/courses/${id}`, admin, body)));
      results.forEach((res) => seen.add('upsert', res));
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join('\n')).toEqual([200, 200, 201]);
      const rows = await t.database.db.select({ name: courses.clubName }).from(courses).where(eq(courses.id, id));
      expect(rows).toHaveLength(1);
    }
    expect(seen.get()).toEqual({ 'upsert 200': 2 * ROUNDS, 'upsert 201': ROUNDS });
  });
});
