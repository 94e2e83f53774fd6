/**
 * Wishlist integrity: concurrent writes to wishlists and watchlists, the limits on lists and on
 * courses per list, and a course deleted by an admin leaving every list and played record.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlistCourses, wishlists } from '../../src/server/data/schema';
import { WISHLIST_COURSES_MAX, WISHLISTS_MAX } from '../../src/shared/contracts/wishlists.contract';
import { courseInput } from './helpers/course-factory';
import { createGolfer, type Golfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { all, call, insertCourses, wishlistCourseIdsInDb, playedIdsInDb } from './helpers/requests';

let t: TestApp;
let c: string[];
const ADMIN_EMAIL = `wishlists-admin-${Date.now()}@example.com`;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
  c = await insertCourses(t, 4, 'Integrity Links');
});
afterAll(() => t.close());

const countLists = (ownerId: string, kind: 'wishlist' | 'watchlist') =>
  t.database.db.$count(wishlists, and(eq(wishlists.ownerId, ownerId), eq(wishlists.kind, kind)));
const me = async (who: Golfer) => (await call(t, 'GET', '/api/user/me', who)).json().data;

describe('concurrent writes', () => {
  it.each(['wishlist', 'watchlist'] as const)('50 concurrent adds and removes on a %s end with 0 or 1 entry, and every read agrees', async (kind) => {
    const g = await createGolfer(t);
    const id = (await call(t, 'POST', `/api/user/new-${kind}`, g, { name: 'Race' })).json().data._id as string;
    const results = await all(Array.from({ length: 50 }, (_, i) => () =>
      call(t, 'POST', `/api/user/${i % 2 === 0 ? 'add-to' : 'remove-from'}-${kind}`, g, { [kind]: id, course: c[0] })));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    for (const r of results) expect(r.json().data.courses.length).toBeLessThanOrEqual(1);

    const inDb = await wishlistCourseIdsInDb(t, id);
    expect(inDb.length).toBeLessThanOrEqual(1);
    // The last write to commit decides, and its answer shows the state it left.
    expect((await me(g))[`${kind}s`]).toEqual([{ _id: id, name: 'Race', courses: inDb }]);
    expect((await call(t, 'GET', `/api/${kind}s`, g)).json().data[0].courses).toEqual(inDb);
    expect((await call(t, 'GET', `/api/${kind}s/${id}`, g)).json().data.courses.map((x: { _id: string }) => x._id)).toEqual(inDb);
  });

  it('never lets concurrent creations pass the limit of lists per kind', async () => {
    const g = await createGolfer(t);
    const free = 8;
    await t.database.db.insert(wishlists)
      .values(Array.from({ length: WISHLISTS_MAX - free }, (_, i) => ({ ownerId: g.id, kind: 'wishlist' as const, name: `Old ${i}` })));
    const results = await all(Array.from({ length: 20 }, (_, i) => () =>
      call(t, 'POST', '/api/user/new-wishlist', g, i % 2 === 0 ? { name: `New ${i}` } : { name: `New ${i}`, course: c[i % 4] })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(free);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(20 - free);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ status: 'error', message: `You can keep at most ${WISHLISTS_MAX} wishlists.`, data: null });
    }
    expect(await countLists(g.id, 'wishlist')).toBe(WISHLISTS_MAX);
    expect((await me(g)).wishlists).toHaveLength(WISHLISTS_MAX);
    // The limit is per kind.
    expect((await call(t, 'POST', '/api/user/new-watchlist', g, { name: 'Still room' })).statusCode).toBe(201);
    // Deleting one makes room for one.
    const oldest = (await me(g)).wishlists[0]._id;
    expect((await call(t, 'DELETE', `/api/wishlists/${oldest}`, g)).statusCode).toBe(200);
    expect((await call(t, 'POST', '/api/user/new-wishlist', g, { name: 'Room again' })).statusCode).toBe(201);
    expect((await call(t, 'POST', '/api/user/new-wishlist', g, { name: 'Too many' })).statusCode).toBe(409);
  });

  it('creates lists for different golfers at once without blocking one another', async () => {
    const golfers = await Promise.all(Array.from({ length: 5 }, () => createGolfer(t)));
    const results = await all(golfers.flatMap((g) => [0, 1, 2].map((i) => () => call(t, 'POST', '/api/user/new-watchlist', g, { name: `W${i}`, course: c[i] }))));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 201));
    for (const g of golfers) expect((await me(g)).watchlists.map((l: { courses: string[] }) => l.courses[0])).toEqual(expect.arrayContaining([c[0], c[1], c[2]]));
  });
});

describe('courses per list', () => {
  it(`holds at most ${WISHLIST_COURSES_MAX} courses; adding one already there is still fine`, async () => {
    const g = await createGolfer(t);
    const many = await insertCourses(t, WISHLIST_COURSES_MAX + 1, 'Many');
    const id = (await call(t, 'POST', '/api/user/new-wishlist', g, { name: 'Everything' })).json().data._id as string;
    await t.database.db.insert(wishlistCourses).values(many.slice(0, WISHLIST_COURSES_MAX).map((courseId) => ({ wishlistId: id, courseId })));
    const full = await call(t, 'POST', '/api/user/add-to-wishlist', g, { wishlist: id, course: many[WISHLIST_COURSES_MAX] });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(`A wishlist holds at most ${WISHLIST_COURSES_MAX} courses.`);
    expect((await call(t, 'POST', '/api/user/add-to-wishlist', g, { wishlist: id, course: many[0] })).statusCode).toBe(200);
    expect((await wishlistCourseIdsInDb(t, id)).length).toBe(WISHLIST_COURSES_MAX);
  });
});

describe('a deleted course', () => {
  it('disappears from every list and played record of every golfer', async () => {
    const admin = await createGolfer(t, { email: ADMIN_EMAIL, verified: true });
    const [a, b] = [await createGolfer(t), await createGolfer(t)];
    const doomed = (await call(t, 'POST', '/api/courses', admin, courseInput({ club_name: 'Doomed Dunes' }))).json().data._id as string;
    const keep = c[3]!;
    const lists: Record<string, string> = {};
    for (const g of [a, b]) {
      for (const courseId of [keep, doomed]) {
        expect((await call(t, 'POST', '/api/lists/preset/courses-played/add', g, { courseId, dateAdded: '2015' })).statusCode).toBe(201);
      }
      for (const kind of ['wishlist', 'watchlist'] as const) {
        const id = (await call(t, 'POST', `/api/user/new-${kind}`, g, { name: 'Both', course: doomed })).json().data._id as string;
        expect((await call(t, 'POST', `/api/user/add-to-${kind}`, g, { [kind]: id, course: keep })).json().data.courses).toEqual([doomed, keep]);
        lists[`${g.id}:${kind}`] = id;
      }
    }

    expect((await call(t, 'DELETE', `/api/courses/${doomed}`, admin, { reason: 'Closed' })).statusCode).toBe(200);

    for (const g of [a, b]) {
      const mine = await me(g);
      expect(mine.playedCourses).toEqual([keep]);
      expect(mine.wishlists.map((l: { courses: string[] }) => l.courses)).toEqual([[keep]]);
      expect(mine.watchlists.map((l: { courses: string[] }) => l.courses)).toEqual([[keep]]);
      expect((await call(t, 'GET', '/api/user/courses-played', g)).json().data.map((e: { courseId: string }) => e.courseId)).toEqual([keep]);
      const page = (await call(t, 'GET', '/api/lists/preset/courses-played', g)).json().data;
      expect(page).toMatchObject({ total: 1, items: [{ course: { _id: keep } }] });
      expect((await call(t, 'GET', `/api/users/${g.id}/played`, null)).json().data.total).toBe(1);
      for (const kind of ['wishlist', 'watchlist'] as const) {
        const detail = (await call(t, 'GET', `/api/${kind}s/${lists[`${g.id}:${kind}`]}`, g)).json().data;
        expect(detail.courses.map((x: { _id: string }) => x._id)).toEqual([keep]);
      }
      expect(await playedIdsInDb(t, g.id)).toEqual([keep]);
    }
    // Writes naming it now answer 404 like any unknown course.
    expect((await call(t, 'POST', '/api/lists/preset/courses-played/add', a, { courseId: doomed })).statusCode).toBe(404);
    expect((await call(t, 'POST', '/api/user/add-to-wishlist', a, { wishlist: lists[`${a.id}:wishlist`], course: doomed })).statusCode).toBe(404);
  });
});
