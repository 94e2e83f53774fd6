/**
 * Wishlists and watchlists (spec sections 3, 4 "Add to list", 7): create, add and remove courses,
 * read, rename, delete; names; privacy; bad input. Races, limits and deleted courses are in
 * wishlists-integrity.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlists } from '../../src/server/data/schema';
import { LIST_NAME_MAX } from '../../src/shared/contracts/wishlists.contract';
import { createGolfer, FORGED, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, fieldErrors, insertCourses, wishlistCourseIdsInDb, type Who } from './helpers/requests';

let t: TestApp;
let c: string[];

beforeAll(async () => {
  t = await createTestApp();
  c = await insertCourses(t, 5, 'Saved Links');
});
afterAll(() => t.close());

describe.each(['wishlist', 'watchlist'] as const)('%ss', (kind) => {
  const Title = kind === 'wishlist' ? 'Wishlist' : 'Watchlist';
  const other = kind === 'wishlist' ? 'watchlist' : 'wishlist';
  const create = (who: Who, body: unknown) => call(t, 'POST', `/api/user/new-${kind}`, who, body);
  const addTo = (who: Who, list: string, course: string) => call(t, 'POST', `/api/user/add-to-${kind}`, who, { [kind]: list, course });
  const removeFrom = (who: Who, list: string, course: string) => call(t, 'POST', `/api/user/remove-from-${kind}`, who, { [kind]: list, course });
  const detail = (who: Who, id: string) => call(t, 'GET', `/api/${kind}s/${id}`, who);
  const rename = (who: Who, id: string, body: unknown) => call(t, 'POST', `/api/${kind}s/${id}`, who, body);
  const del = (who: Who, id: string) => call(t, 'DELETE', `/api/${kind}s/${id}`, who);
  const newList = async (who: Golfer, name = 'Trip 2025', course?: string) =>
    (await create(who, course ? { name, course } : { name })).json().data._id as string;
  const me = async (who: Golfer) => (await call(t, 'GET', '/api/user/me', who)).json().data;

  it('creates a list, with a first course in the same call, and the golfer sees it everywhere', async () => {
    const g = await createGolfer(t);
    const empty = await create(g, { name: 'Scotland' });
    expect(empty.statusCode).toBe(201);
    expect(empty.json()).toMatchObject({ status: 'success', message: `Added to ${kind}`, data: { name: 'Scotland', courses: [] } });
    const withCourse = await create(g, { name: 'Ireland', course: c[0] });
    expect(withCourse.statusCode).toBe(201);
    const list = withCourse.json().data;
    expect(list).toEqual({ _id: expect.any(String), name: 'Ireland', courses: [c[0]] });

    const expected = [empty.json().data, list];
    expect((await call(t, 'GET', `/api/${kind}s`, g)).json().data).toEqual(expected);
    const mine = await me(g);
    expect(mine[`${kind}s`]).toEqual(expected);
    expect(mine[`${other}s`]).toEqual([]);
    // A list of one kind is not found as the other kind.
    expect((await call(t, 'GET', `/api/${other}s/${list._id}`, g)).statusCode).toBe(404);
  });

  it('adds a course once however often it is asked, removes it idempotently, and keeps the order added', async () => {
    const g = await createGolfer(t);
    const id = await newList(g);
    const first = await addTo(g, id, c[1]!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: `Added course to ${kind}`, data: { _id: id, name: 'Trip 2025', courses: [c[1]] } });
    expect((await addTo(g, id, c[1]!)).json().data.courses).toEqual([c[1]]);
    expect((await addTo(g, id, c[1]!.toUpperCase())).json().data.courses).toEqual([c[1]]);
    expect(await wishlistCourseIdsInDb(t, id)).toEqual([c[1]]);
    await addTo(g, id, c[0]!);
    await addTo(g, id, c[2]!);
    expect((await me(g))[`${kind}s`][0].courses).toEqual([c[1], c[0], c[2]]);

    const got = (await detail(g, id)).json().data;
    expect(got).toMatchObject({ _id: id, name: 'Trip 2025', kind });
    expect(got.courses.map((x: { _id: string }) => x._id)).toEqual([c[1], c[0], c[2]]);
    expect(got.courses[1]).toMatchObject({ _id: c[0], club_name: 'Saved Links 1', address: { country: 'Scotland' } });

    const removed = await removeFrom(g, id, c[0]!);
    expect(removed.json()).toMatchObject({ message: `Removed course from ${kind}`, data: { courses: [c[1], c[2]] } });
    expect((await removeFrom(g, id, c[0]!)).statusCode).toBe(200);
    expect(await wishlistCourseIdsInDb(t, id)).toEqual([c[1]!, c[2]!].sort());
  });

  it('renames and deletes a list (its courses go with it)', async () => {
    const g = await createGolfer(t);
    const id = await newList(g, 'Old name', c[0]);
    const renamed = await rename(g, id, { name: '  New name  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: `${Title} renamed`, data: { _id: id, name: 'New name', courses: [c[0]] } });
    expect((await detail(g, id)).json().data.name).toBe('New name');

    const deleted = await del(g, id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: `${Title} deleted`, data: { _id: id } });
    expect((await detail(g, id)).statusCode).toBe(404);
    expect((await del(g, id)).statusCode).toBe(404);
    expect(await wishlistCourseIdsInDb(t, id)).toEqual([]);
    expect((await me(g))[`${kind}s`]).toEqual([]);
  });

  it('trims names and refuses empty, blank, too long or control-character names, naming the field', async () => {
    const g = await createGolfer(t);
    const id = await newList(g, 'Keep me');
    expect((await create(g, { name: '\t  Links trip \n' })).json().data.name).toBe('Links trip');
    const longest = 'x'.repeat(LIST_NAME_MAX);
    expect((await create(g, { name: `  ${longest}  ` })).json().data.name).toBe(longest);
    const cases: [unknown, string][] = [
      [{ name: '' }, 'body:name must not be empty'],
      [{ name: '   \t ' }, 'body:name must not be empty'],
      [{ name: 'x'.repeat(LIST_NAME_MAX + 1) }, `body:name must be at most ${LIST_NAME_MAX} characters`],
      [{ name: 'Bad\u0000name' }, 'body:name must not contain control characters'],
      [{ name: 42 }, 'body:name must be a string'],
      [{}, 'body:name must be a string'],
    ];
    for (const [body, error] of cases) {
      for (const res of [await create(g, body), await rename(g, id, body)]) {
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(fieldErrors(res), JSON.stringify(body)).toEqual([error]);
        expect(res.json().message, JSON.stringify(body)).toMatch(/^Invalid body: name: /);
      }
    }
    expect((await me(g))[`${kind}s`].map((l: { name: string }) => l.name)).toEqual(['Keep me', 'Links trip', longest]);
  });

  it('keeps lists private: another golfer’s list is a 404 on every call and stays as it was', async () => {
    const [owner, intruder] = [await createGolfer(t), await createGolfer(t)];
    const id = await newList(owner, 'Mine', c[0]);
    for (const res of [
      await detail(intruder, id),
      await rename(intruder, id, { name: 'Hacked' }),
      await del(intruder, id),
      await addTo(intruder, id, c[1]!),
      await removeFrom(intruder, id, c[0]!),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: `${Title} not found.`, data: null });
    }
    // The same answer as a list that does not exist: ids reveal nothing.
    expect((await detail(intruder, UNKNOWN_ID)).json()).toEqual((await detail(intruder, id)).json());
    expect((await call(t, 'GET', `/api/${kind}s`, intruder)).json().data).toEqual([]);
    expect((await me(intruder))[`${kind}s`]).toEqual([]);
    expect((await detail(owner, id)).json().data).toMatchObject({ name: 'Mine', courses: [{ _id: c[0] }] });
    expect(await wishlistCourseIdsInDb(t, id)).toEqual([c[0]]);
  });

  it('names no golfer in any write: an owner field is refused, and the list is the caller’s', async () => {
    const [a, b] = [await createGolfer(t), await createGolfer(t)];
    const refused = await create(a, { name: 'Sneaky', ownerId: b.id });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused)).toEqual(['body:ownerId is not a known field']);
    const id = await newList(a, 'Mine');
    for (const res of [
      await call(t, 'POST', `/api/user/add-to-${kind}`, a, { [kind]: id, course: c[0], userId: b.id }),
      await call(t, 'POST', `/api/user/remove-from-${kind}`, a, { [kind]: id, course: c[0], userId: b.id }),
      await rename(a, id, { name: 'X', ownerId: b.id }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/unknown body field: (userId|ownerId)/);
    }
    expect((await me(b))[`${kind}s`]).toEqual([]);
    const [row] = await t.database.db.select().from(wishlists).where(eq(wishlists.id, id));
    expect(row).toMatchObject({ ownerId: a.id, name: 'Mine' });
    expect(await wishlistCourseIdsInDb(t, id)).toEqual([]);
  });

  it('answers 404 (not 500) for unknown courses and lists, writing nothing', async () => {
    const g = await createGolfer(t);
    const id = await newList(g, 'Mine');
    const noCourse = { status: 'error', message: 'course: no such course', data: { errors: [{ in: 'body', path: 'course', message: 'no such course' }] } };
    expect((await addTo(g, id, UNKNOWN_ID)).json()).toEqual(noCourse);
    const created = await create(g, { name: 'With a ghost', course: UNKNOWN_ID });
    expect(created.statusCode).toBe(404);
    expect(created.json()).toEqual(noCourse);
    expect((await me(g))[`${kind}s`]).toEqual([{ _id: id, name: 'Mine', courses: [] }]);
    for (const res of [await addTo(g, UNKNOWN_ID, c[0]!), await removeFrom(g, UNKNOWN_ID, c[0]!), await rename(g, UNKNOWN_ID, { name: 'X' }), await del(g, UNKNOWN_ID)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`${Title} not found.`);
    }
  });

  it('refuses malformed ids and extra fields with 400 naming the field', async () => {
    const g = await createGolfer(t);
    const id = await newList(g, 'Mine');
    expect(fieldErrors(await addTo(g, 'nope', c[0]!))).toEqual([`body:${kind} must be a UUID`]);
    expect(fieldErrors(await removeFrom(g, id, '42'))).toEqual(['body:course must be a UUID']);
    expect(fieldErrors(await create(g, { name: 'X', course: 'abc' }))).toEqual(['body:course must be a UUID']);
    expect(fieldErrors(await detail(g, 'not-a-uuid'))).toEqual(['path:id must be a UUID']);
    expect(fieldErrors(await rename(g, '123', { name: 'X' }))).toEqual(['path:id must be a UUID']);
    expect(fieldErrors(await del(g, 'x'))).toEqual(['path:id must be a UUID']);
    // The other kind's field name is not this kind's.
    expect(fieldErrors(await call(t, 'POST', `/api/user/add-to-${kind}`, g, { [other]: id, course: c[0] })))
      .toEqual([`body:${kind} must be a UUID`, `body:${other} is not a known field`]);
    expect(await wishlistCourseIdsInDb(t, id)).toEqual([]);
  });

  it('answers 401 when signed out or with a forged token', async () => {
    const g = await createGolfer(t);
    const id = await newList(g, 'Mine');
    const requests: [('GET' | 'POST' | 'DELETE'), string, unknown][] = [
      ['GET', `/api/${kind}s`, undefined],
      ['GET', `/api/${kind}s/${id}`, undefined],
      ['POST', `/api/user/new-${kind}`, { name: 'X' }],
      ['POST', `/api/user/add-to-${kind}`, { [kind]: id, course: c[0] }],
      ['POST', `/api/user/remove-from-${kind}`, { [kind]: id, course: c[0] }],
      ['POST', `/api/${kind}s/${id}`, { name: 'X' }],
      ['DELETE', `/api/${kind}s/${id}`, undefined],
    ];
    for (const [method, url, body] of requests) {
      expect((await call(t, method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(t, method, url, { auth: FORGED }, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await detail(g, id)).json().data).toMatchObject({ name: 'Mine', courses: [] });
  });
});
