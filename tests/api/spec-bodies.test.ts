/**
 * Spec section 7 names a body for every write: a client that sends exactly that body, and nothing
 * of this app's own optional fields, must succeed. Where the spec says "body is the list" (or the
 * course, the trip), the body is the object as this API answers it, sent back with a change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListDetail } from '../../src/shared/contracts/lists.contract';
import { CREATABLE_LIST_TYPES } from '../../src/shared/contracts/lists.contract';
import { createGolfer, type Golfer } from './helpers/golfers';
import { getList, setPremium } from './helpers/lists';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, insertCourses, utcDay } from './helpers/requests';

const ADMIN_EMAIL = `spec-admin-${Date.now()}@example.com`;
let t: TestApp;
let c: string[];
let admin: Golfer;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
  c = await insertCourses(t, 12, 'Spec Links');
  admin = await createGolfer(t, { email: ADMIN_EMAIL, verified: true });
});
afterAll(() => t.close());

const ok = (res: { statusCode: number; body: string }, status = 200) => expect(res.statusCode, res.body).toBe(status);

async function newList(owner: Golfer, type: string, kind = 'course'): Promise<string> {
  const res = await call(t, 'POST', '/api/lists', owner, { name: `${type} list`, kind, type });
  ok(res, 201);
  return res.json().data._id;
}

describe('POST /api/lists/{id}/add-item with {listItem: {course}, atIndex} and nothing else', () => {
  it.each(CREATABLE_LIST_TYPES.course.map((type) => [type]))('succeeds on a %s list, twice, at the front and at the end', async (type) => {
    const g = await createGolfer(t);
    await setPremium(t, admin, g, true);
    const list = await newList(g, type);
    ok(await call(t, 'POST', `/api/lists/${list}/add-item`, g, { listItem: { course: c[0] }, atIndex: 0 }), 201);
    ok(await call(t, 'POST', `/api/lists/${list}/add-item`, g, { listItem: { course: c[1] }, atIndex: 1 }), 201);
    ok(await call(t, 'POST', `/api/lists/${list}/add-item`, g, { listItem: { course: c[2] }, atIndex: 0 }), 201);
    expect((await getList(t, list, g)).items.map((i) => i.course._id)).toEqual([c[2], c[0], c[1]]);
  });

  it('gives an item without a bucket the bucket of the place it lands; an empty ranked list starts at fine', async () => {
    const g = await createGolfer(t);
    const list = await newList(g, 'most_fun');
    const add = (course: string, atIndex: number, bucket?: string) =>
      call(t, 'POST', `/api/lists/${list}/add-item`, g, { listItem: { course, ...(bucket ? { bucket } : {}) }, atIndex });
    const first = await add(c[0]!, 0);
    ok(first, 201);
    expect(first.json().data.items[0].bucket).toBe('fine');
    ok(await add(c[1]!, 0, 'loved'), 201);
    ok(await add(c[2]!, 2, 'disliked'), 201);
    // [loved c1, fine c0, disliked c2]: index 0 is among the loved, 1 joins the band above it (loved),
    // 2 lands after the fine one, 4 (the end) after the disliked one.
    ok(await add(c[3]!, 0), 201);
    ok(await add(c[4]!, 2), 201);
    ok(await add(c[5]!, 5), 201);
    const items = (await getList(t, list, g)).items;
    expect(items.map((i) => [i.course._id, i.bucket])).toEqual([
      [c[3], 'loved'], [c[1], 'loved'], [c[4], 'loved'], [c[0], 'fine'], [c[2], 'disliked'], [c[5], 'disliked'],
    ]);
  });

  it('takes the course as an object with _id too (the course as the API answers it)', async () => {
    const g = await createGolfer(t);
    const list = await newList(g, 'custom');
    const course = (await call(t, 'GET', `/api/courses/${c[0]}`, null)).json().data;
    ok(await call(t, 'POST', `/api/lists/${list}/add-item`, g, { listItem: { course }, atIndex: 0 }), 201);
    expect((await getList(t, list, g)).items.map((i) => i.course._id)).toEqual([c[0]]);
  });
});

describe('every other write of section 7 with the body the spec names', () => {
  it('lists: save the list as read, note, reaction, move, swap, remove, save and unsave, delete', async () => {
    const g = await createGolfer(t);
    const other = await createGolfer(t);
    const list = await newList(g, 'best_value');
    for (const [i, course] of c.slice(0, 3).entries()) {
      ok(await call(t, 'POST', `/api/lists/${list}/add-item`, g, { listItem: { course }, atIndex: i }), 201);
    }
    const read: ListDetail = await getList(t, list, g);
    // "body is the list": what GET answered, renamed.
    const saved = await call(t, 'POST', `/api/lists/${list}`, g, { ...read, name: 'Renamed best value' });
    ok(saved);
    expect(saved.json().data.name).toBe('Renamed best value');
    const [a, b, last] = read.items;
    ok(await call(t, 'POST', `/api/lists/${list}/items/${a!._id}/note`, g, { note: 'Worth the drive' }));
    ok(await call(t, 'POST', `/api/lists/${list}/items/${a!._id}/reaction`, g, { reaction: 'love' }));
    ok(await call(t, 'POST', `/api/lists/${list}/items/${a!._id}/reaction`, other, { reaction: 'fire' }));
    // listItem as the item's id, and as the item itself (as the list answered it).
    ok(await call(t, 'POST', `/api/lists/${list}/move-item`, g, { listItem: a!._id, toIndex: 2 }));
    ok(await call(t, 'POST', `/api/lists/${list}/move-item`, g, { listItem: a, toIndex: 0 }));
    ok(await call(t, 'POST', `/api/lists/${list}/swap-items`, g, { listItemA: a, listItemB: b, currentIndexA: 0, currentIndexB: 1 }));
    ok(await call(t, 'POST', `/api/lists/${list}/remove-item`, g, { listItem: last }));
    expect((await getList(t, list, g)).items.map((i) => i._id)).toEqual([b!._id, a!._id]);
    ok(await call(t, 'POST', `/api/lists/${list}/add`, other));
    ok(await call(t, 'POST', `/api/lists/${list}/remove`, other));
    ok(await call(t, 'DELETE', `/api/lists/${list}`, g));
  });

  it('a hole list takes {course, holeNumber}', async () => {
    const g = await createGolfer(t);
    const list = await newList(g, 'closers', 'hole');
    ok(await call(t, 'POST', `/api/lists/${list}/add-item`, g, { listItem: { course: c[0], holeNumber: 18 }, atIndex: 0 }), 201);
  });

  it('played courses: add and remove take {courseId}', async () => {
    const g = await createGolfer(t);
    ok(await call(t, 'POST', '/api/lists/preset/courses-played/add', g, { courseId: c[6] }), 201);
    ok(await call(t, 'POST', '/api/lists/preset/courses-played/remove', g, { courseId: c[6] }));
  });

  it('wishlists and watchlists: new-* takes {name}, add-to-* and remove-from-* {course, wishlist|watchlist}', async () => {
    const g = await createGolfer(t);
    for (const kind of ['wishlist', 'watchlist']) {
      const created = await call(t, 'POST', `/api/user/new-${kind}`, g, { name: `My ${kind}` });
      ok(created, 201);
      const id = created.json().data._id;
      ok(await call(t, 'POST', `/api/user/add-to-${kind}`, g, { course: c[7], [kind]: id }));
      ok(await call(t, 'POST', `/api/user/remove-from-${kind}`, g, { [kind]: id, course: c[7] }));
    }
  });

  it('follows take no body; referral attribution takes {code}', async () => {
    const g = await createGolfer(t);
    const friend = await createGolfer(t);
    ok(await call(t, 'POST', `/api/users/${friend.id}/follow`, g));
    ok(await call(t, 'POST', `/api/users/${friend.id}/unfollow`, g));
    const code = (await call(t, 'GET', `/api/referral/user/${friend.id}`, friend)).json().data.code;
    const fresh = await createGolfer(t);
    ok(await call(t, 'POST', '/api/referral/attribute', fresh, { code }), 201);
  });

  it('trips: POST /lists/trip takes the trip, and the trip as read back with a change', async () => {
    const g = await createGolfer(t);
    const created = await call(t, 'POST', '/api/lists/trip', g, { name: 'Spec trip', startDate: utcDay(30), endDate: utcDay(32) });
    ok(created, 201);
    const trip = created.json().data;
    const withRound = {
      ...trip, name: 'Spec trip, renamed',
      days: trip.days.map((d: { day: number }) => (d.day === 1 ? { ...d, rounds: [{ course: c[8] }] } : d)),
    };
    const saved = await call(t, 'POST', '/api/lists/trip', g, withRound);
    ok(saved);
    expect(saved.json().data).toMatchObject({ name: 'Spec trip, renamed' });
    expect(saved.json().data.days[0].rounds.map((r: { course: { _id: string } }) => r.course._id)).toEqual([c[8]]);
    // Read back again (rounds now carry whole courses) and saved unchanged.
    ok(await call(t, 'POST', '/api/lists/trip', g, saved.json().data));
  });

  // Issue 32: a change names why (`reason`, beside the course); the course as read carries its revision (`updatedAt`).
  it('courses: PUT and POST /courses/{id} take the course as read (with a reason), DELETE a reason', async () => {
    const [id] = await insertCourses(t, 1, 'Spec Admin Links');
    const course = (await call(t, 'GET', `/api/courses/${id}`, null)).json().data;
    ok(await call(t, 'PUT', `/api/courses/${id}`, admin, { ...course, club_name: 'Spec Admin Links, renamed', reason: 'Renamed' }));
    const again = (await call(t, 'GET', `/api/courses/${id}`, null)).json().data;
    ok(await call(t, 'POST', `/api/courses/${id}`, admin, { ...again, peak_green_fee: 75, reason: 'Fee' }));
    ok(await call(t, 'DELETE', `/api/courses/${id}`, admin, { reason: 'Closed' }));
  });
});
