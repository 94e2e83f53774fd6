/**
 * Played courses: add, remove, set the date, the pages, and what the current user carries
 * (spec sections 3, 4 "Played toggle", 7, 8). The batch is in played-batch.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_PLAYED_MESSAGE } from '../../src/shared/contracts/played.contract';
import { createGolfer, FORGED, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { all, call, fieldErrors, insertCourses, playedIdsInDb, utcDay, type Who } from './helpers/requests';

let t: TestApp;
let c: string[];

beforeAll(async () => {
  t = await createTestApp();
  c = await insertCourses(t, 8, 'Played Links');
});
afterAll(() => t.close());

const add = (who: Who, courseId: string, dateAdded?: unknown) =>
  call(t, 'POST', '/api/lists/preset/courses-played/add', who, dateAdded === undefined ? { courseId } : { courseId, dateAdded });
const remove = (who: Who, courseId: string) => call(t, 'POST', '/api/lists/preset/courses-played/remove', who, { courseId });
const setDate = (who: Who, courseId: string, dateAdded: unknown) => call(t, 'PUT', `/api/user/courses-played/${courseId}`, who, { dateAdded });
const entries = async (who: Golfer) => (await call(t, 'GET', '/api/user/courses-played', who)).json().data as { courseId: string; dateAdded: string; datePrecision: string }[];
const meIds = async (who: Golfer) => ((await call(t, 'GET', '/api/user/me', who)).json().data.playedCourses as string[]).slice().sort();
const pageIds = async (url: string, who: Who) => (await call(t, 'GET', url, who)).json().data.items.map((i: { course: { _id: string } }) => i.course._id);

describe('adding and removing a played course', () => {
  it('adds once: the second add is a 409 with the spec message, and one entry stays', async () => {
    const g = await createGolfer(t);
    const first = await add(g, c[0]!);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'success', message: 'Added to played courses.' });
    const entry = first.json().data;
    // No date given, no date: a back-catalogue ticked today was not all played today (issue 32).
    expect(entry).toEqual({ courseId: c[0], dateAdded: null, datePrecision: null });

    const again = await add(g, c[0]!, '2001');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'error', message: ALREADY_PLAYED_MESSAGE, data: null });
    expect(ALREADY_PLAYED_MESSAGE).toBe('Course already added to played courses.');
    expect(await playedIdsInDb(t, g.id)).toEqual([c[0]]);
    // The refused add left the date alone.
    expect(await entries(g)).toEqual([entry]);
    expect(await meIds(g)).toEqual([c[0]]);
  });

  it('removes idempotently, saying whether there was an entry', async () => {
    const g = await createGolfer(t);
    await add(g, c[1]!);
    const first = await remove(g, c[1]!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Removed from played courses.', data: { courseId: c[1], removed: true } });
    const again = await remove(g, c[1]!);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: 'Course was not in played courses.', data: { courseId: c[1], removed: false } });
    expect(await playedIdsInDb(t, g.id)).toEqual([]);
    expect(await meIds(g)).toEqual([]);
    expect(await entries(g)).toEqual([]);
  });

  it('ends consistent after 50 concurrent adds and removes of one course', async () => {
    const g = await createGolfer(t);
    const results = await all(Array.from({ length: 50 }, (_, i) => () => (i % 2 === 0 ? add(g, c[2]!) : remove(g, c[2]!))));
    const statuses = new Set(results.map((r) => r.statusCode));
    expect([...statuses].every((s) => [200, 201, 409].includes(s)), [...statuses].join()).toBe(true);
    const added = results.filter((r) => r.statusCode === 201).length;
    const removed = results.filter((r) => r.statusCode === 200 && r.json().data.removed).length;

    const inDb = await playedIdsInDb(t, g.id);
    expect(inDb.length).toBeLessThanOrEqual(1);
    // Every change was one whole step: what was added and not removed is what is there.
    expect(added - removed).toBe(inDb.length);
    expect(await meIds(g)).toEqual(inDb);
    expect((await entries(g)).map((e) => e.courseId)).toEqual(inDb);
    expect(await pageIds('/api/lists/preset/courses-played', g)).toEqual(inDb);
    // And the next add agrees with that state.
    expect((await add(g, c[2]!)).statusCode).toBe(inDb.length === 1 ? 409 : 201);
  });

  it('carries the played ids in GET /api/user/me, only the golfer’s own', async () => {
    const [a, b] = [await createGolfer(t), await createGolfer(t)];
    await add(a, c[3]!);
    await add(a, c[4]!);
    await add(b, c[5]!);
    expect(await meIds(a)).toEqual([c[3]!, c[4]!].sort());
    expect(await meIds(b)).toEqual([c[5]]);
  });
});

describe('dates played', () => {
  it('keeps a year as 1 January with year precision, and a day as given', async () => {
    const g = await createGolfer(t);
    const year = await add(g, c[0]!, '2014');
    expect(year.statusCode).toBe(201);
    expect(year.json().data).toEqual({ courseId: c[0], dateAdded: '2014-01-01', datePrecision: 'year' });
    expect((await add(g, c[1]!, '2019-06-12')).json().data).toEqual({ courseId: c[1], dateAdded: '2019-06-12', datePrecision: 'day' });
    expect((await add(g, c[2]!, '1850')).json().data).toMatchObject({ dateAdded: '1850-01-01', datePrecision: 'year' });
    expect((await add(g, c[3]!, '1850-01-01')).statusCode).toBe(201);
    expect((await add(g, c[4]!, utcDay(0))).statusCode).toBe(201);
  });

  it('refuses future days, days before 1850, impossible days and words, naming dateAdded', async () => {
    const g = await createGolfer(t);
    await add(g, c[0]!, '2010');
    const cases: [unknown, string][] = [
      [utcDay(2), 'must not be in the future'],
      [String(new Date().getUTCFullYear() + 2), 'must not be in the future'],
      ['1849-12-31', 'must not be before 1850'],
      ['1849', 'must not be before 1850'],
      ['2023-02-30', 'is not a calendar date'],
      ['2023-13-01', 'is not a calendar date'],
      ['yesterday', 'must be a date (YYYY-MM-DD) or a year (YYYY)'],
      ['12/06/2019', 'must be a date (YYYY-MM-DD) or a year (YYYY)'],
      ['2019-06-12T10:00:00Z', 'must be at most 10 characters'],
      ['', 'must not be empty'],
      [2014, 'must be a string'],
    ];
    for (const [dateAdded, message] of cases) {
      const added = await add(g, c[1]!, dateAdded);
      expect(added.statusCode, String(dateAdded)).toBe(400);
      expect(fieldErrors(added), String(dateAdded)).toEqual([`body:dateAdded ${message}`]);
      expect(added.json().message, String(dateAdded)).toBe(`Invalid body: dateAdded: ${message}`);
      const set = await setDate(g, c[0]!, dateAdded);
      expect(set.statusCode, String(dateAdded)).toBe(400);
      expect(fieldErrors(set), String(dateAdded)).toEqual([`body:dateAdded ${message}`]);
    }
    expect(await playedIdsInDb(t, g.id)).toEqual([c[0]]);
    expect(await entries(g)).toEqual([{ courseId: c[0], dateAdded: '2010-01-01', datePrecision: 'year' }]);
  });

  it('changes the date of a played course, and the change shows in /user/courses-played', async () => {
    const g = await createGolfer(t);
    await add(g, c[0]!, '2010');
    const set = await setDate(g, c[0]!, '2012-08-15');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ message: 'Date played saved.', data: { courseId: c[0], dateAdded: '2012-08-15', datePrecision: 'day' } });
    expect(await entries(g)).toEqual([{ courseId: c[0], dateAdded: '2012-08-15', datePrecision: 'day' }]);
    expect((await setDate(g, c[0]!, '1999')).json().data).toEqual({ courseId: c[0], dateAdded: '1999-01-01', datePrecision: 'year' });
    expect(await entries(g)).toEqual([{ courseId: c[0], dateAdded: '1999-01-01', datePrecision: 'year' }]);
  });

  it('answers 404 for setting the date of a course the golfer has not played', async () => {
    const g = await createGolfer(t);
    const res = await setDate(g, c[0]!, '2012');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Played course not found.', data: null });
    expect(await playedIdsInDb(t, g.id)).toEqual([]);
  });

  it('pages played courses most recently played first, with the courses, and date changes reorder them', async () => {
    const g = await createGolfer(t);
    await add(g, c[0]!, '2010-05-01');
    await add(g, c[1]!, '2021-05-01');
    await add(g, c[2]!, '2015');
    await add(g, c[3]!); // no date: after every dated one
    await add(g, c[4]!, utcDay(0));
    const url = '/api/lists/preset/courses-played';
    const first = (await call(t, 'GET', `${url}?pageSize=2`, g)).json().data;
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(first.items.map((i: { course: { _id: string } }) => i.course._id)).toEqual([c[4], c[1]]);
    expect(first.items[1]).toMatchObject({ course: { _id: c[1], club_name: 'Played Links 2' }, dateAdded: '2021-05-01', datePrecision: 'day' });
    expect(await pageIds(`${url}?pageSize=2&page=2`, g)).toEqual([c[2], c[0]]);
    expect((await entries(g)).map((e) => e.courseId)).toEqual([c[4], c[1], c[2], c[0], c[3]]);

    await setDate(g, c[0]!, '2022');
    expect(await pageIds(url, g)).toEqual([c[4], c[0], c[1], c[2], c[3]]);
    // The public page of the golfer's played courses says the same, the undated one without a date.
    const pub = (await call(t, 'GET', `/api/users/${g.id}/played`, null)).json().data.items;
    expect(pub.map((i: { course: { _id: string } }) => i.course._id)).toEqual([c[4], c[0], c[1], c[2], c[3]]);
    expect(pub[4]).toMatchObject({ dateAdded: null, datePrecision: null });
  });

  it('takes a date away again with null, and keeps the course played', async () => {
    const g = await createGolfer(t);
    await add(g, c[0]!, '2014');
    const cleared = await setDate(g, c[0]!, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toEqual({ courseId: c[0], dateAdded: null, datePrecision: null });
    expect(await entries(g)).toEqual([{ courseId: c[0], dateAdded: null, datePrecision: null }]);
    expect(await meIds(g)).toEqual([c[0]]);
  });

  it('marks a course ranked in My Lie played without a date', async () => {
    const g = await createGolfer(t);
    const myLie = (await call(t, 'POST', '/api/lists', g, { name: 'My Lie', kind: 'course', type: 'mylie' })).json().data._id as string;
    const res = await call(t, 'POST', `/api/lists/${myLie}/add-item`, g, { listItem: { course: c[5], bucket: 'loved' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(await entries(g)).toEqual([{ courseId: c[5], dateAdded: null, datePrecision: null }]);
  });
});

describe('bad input and other golfers', () => {
  it('answers 404 (not 500) for unknown course ids on add, remove and set date, writing nothing', async () => {
    const g = await createGolfer(t);
    const cases = [[await add(g, UNKNOWN_ID), 'body'], [await add(g, UNKNOWN_ID, '2014'), 'body'], [await remove(g, UNKNOWN_ID), 'body'], [await setDate(g, UNKNOWN_ID, '2014'), 'path']] as const;
    for (const [res, where] of cases) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'courseId: no such course', data: { errors: [{ in: where, path: 'courseId', message: 'no such course' }] } });
    }
    expect(await playedIdsInDb(t, g.id)).toEqual([]);
  });

  it('refuses malformed ids with 400 naming the field', async () => {
    const g = await createGolfer(t);
    expect(fieldErrors(await add(g, 'not-a-uuid'))).toEqual(['body:courseId must be a UUID']);
    expect(fieldErrors(await remove(g, '42'))).toEqual(['body:courseId must be a UUID']);
    expect(fieldErrors(await setDate(g, 'nope', '2014'))).toEqual(['path:courseId must be a UUID']);
    expect(fieldErrors(await call(t, 'POST', '/api/lists/preset/courses-played/add', g, {}))).toEqual(['body:courseId must be a UUID']);
  });

  it('takes upper-case ids as the same course', async () => {
    const g = await createGolfer(t);
    expect((await add(g, c[0]!.toUpperCase())).json().data.courseId).toBe(c[0]);
    expect((await add(g, c[0]!)).statusCode).toBe(409);
    expect((await remove(g, c[0]!.toUpperCase())).json().data).toEqual({ courseId: c[0], removed: true });
  });

  it('refuses extra fields: no write names a golfer, and nobody else’s record changes', async () => {
    const [a, b] = [await createGolfer(t), await createGolfer(t)];
    const writes = [
      call(t, 'POST', '/api/lists/preset/courses-played/add', a, { courseId: c[0], userId: b.id }),
      call(t, 'POST', '/api/lists/preset/courses-played/remove', a, { courseId: c[0], userId: b.id }),
      call(t, 'PUT', `/api/user/courses-played/${c[0]}`, a, { dateAdded: '2014', userId: b.id }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res)).toEqual(['body:userId is not a known field']);
      expect(res.json().message).toBe('Invalid body: unknown body field: userId');
    }
    expect((await call(t, 'GET', '/api/lists/preset/courses-played?userId=x', a)).json().message).toMatch(/unknown query field: userId/);
    expect(await playedIdsInDb(t, a.id)).toEqual([]);
    expect(await playedIdsInDb(t, b.id)).toEqual([]);
  });

  it('never touches another golfer’s record: each golfer adds, dates and removes only their own', async () => {
    const [a, b] = [await createGolfer(t), await createGolfer(t)];
    await add(b, c[0]!, '2005');
    expect((await add(a, c[0]!, '2020')).statusCode).toBe(201);
    expect((await setDate(a, c[0]!, '2021')).statusCode).toBe(200);
    expect((await remove(a, c[0]!)).json().data.removed).toBe(true);
    expect((await setDate(a, c[0]!, '2022')).statusCode).toBe(404);
    expect(await entries(b)).toEqual([{ courseId: c[0], dateAdded: '2005-01-01', datePrecision: 'year' }]);
    expect(await meIds(a)).toEqual([]);
  });

  it('answers 401 when signed out or with a forged token', async () => {
    const requests: [('GET' | 'POST' | 'PUT'), string, unknown][] = [
      ['GET', '/api/lists/preset/courses-played', undefined],
      ['GET', '/api/user/courses-played', undefined],
      ['POST', '/api/lists/preset/courses-played/add', { courseId: c[0] }],
      ['POST', '/api/lists/preset/courses-played/remove', { courseId: c[0] }],
      ['PUT', `/api/user/courses-played/${c[0]}`, { dateAdded: '2014' }],
      ['POST', '/api/user/courses-played/batch', { add: [{ courseId: c[0] }] }],
    ];
    for (const [method, url, body] of requests) {
      expect((await call(t, method, url, null, body)).statusCode, url).toBe(401);
      expect((await call(t, method, url, { auth: FORGED }, body)).statusCode, url).toBe(401);
    }
  });
});
