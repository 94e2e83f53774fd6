/** POST /api/user/courses-played/batch: the back-logging checklist, many ticks in one transaction. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYED_BATCH_MAX } from '../../src/shared/contracts/played.contract';
import { createGolfer, UNKNOWN_ID } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { all, call, fieldErrors, insertCourses, playedIdsInDb, type Who } from './helpers/requests';

let t: TestApp;
let c: string[];

beforeAll(async () => {
  t = await createTestApp();
  c = await insertCourses(t, PLAYED_BATCH_MAX + 1, 'Batch Links');
});
afterAll(() => t.close());

const batch = (who: Who, body: unknown) => call(t, 'POST', '/api/user/courses-played/batch', who, body);
const add = (who: Who, courseId: string, dateAdded?: string) =>
  call(t, 'POST', '/api/lists/preset/courses-played/add', who, dateAdded ? { courseId, dateAdded } : { courseId });
const entries = async (who: Who) => (await call(t, 'GET', '/api/user/courses-played', who)).json().data as { courseId: string; dateAdded: string; datePrecision: string }[];
const sorted = (ids: (string | undefined)[]) => (ids as string[]).slice().sort();

describe('POST /api/user/courses-played/batch', () => {
  it('adds and removes in one go; an already-played course is reported and keeps its date', async () => {
    const g = await createGolfer(t);
    await add(g, c[0]!, '2001');
    await add(g, c[1]!);
    const res = await batch(g, {
      add: [{ courseId: c[2], dateAdded: '2019-06-12' }, { courseId: c[0], dateAdded: '2020-01-01' }, { courseId: c[3], dateAdded: '2015' }, { courseId: c[4] }],
      remove: [c[1], c[5]],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: '3 added to played courses, 1 removed.',
      data: { added: [c[2], c[3], c[4]], alreadyPlayed: [c[0]], removed: [c[1]] },
    });
    expect(await playedIdsInDb(t, g.id)).toEqual(sorted([c[0], c[2], c[3], c[4]]));
    const byId = Object.fromEntries((await entries(g)).map((e) => [e.courseId, e]));
    expect(byId[c[0]!]).toMatchObject({ dateAdded: '2001-01-01', datePrecision: 'year' });
    expect(byId[c[2]!]).toMatchObject({ dateAdded: '2019-06-12', datePrecision: 'day' });
    expect(byId[c[3]!]).toMatchObject({ dateAdded: '2015-01-01', datePrecision: 'year' });
    // Ticked without a date: none (issue 32).
    expect(byId[c[4]!]).toMatchObject({ dateAdded: null, datePrecision: null });
    expect(sorted((await call(t, 'GET', '/api/user/me', g)).json().data.playedCourses)).toEqual(await playedIdsInDb(t, g.id));

    const nothing = await batch(g, { add: [{ courseId: c[0] }], remove: [c[6]] });
    expect(nothing.json()).toMatchObject({ message: 'Nothing changed.', data: { added: [], alreadyPlayed: [c[0]], removed: [] } });
  });

  it('is one transaction: an unknown id among valid ones is a 404 and nothing is written', async () => {
    const g = await createGolfer(t);
    await add(g, c[0]!, '2001');
    const before = await entries(g);
    for (const body of [
      { add: [{ courseId: c[1] }, { courseId: UNKNOWN_ID }, { courseId: c[2] }], remove: [c[0]] },
      { add: [{ courseId: c[1] }], remove: [c[0], UNKNOWN_ID] },
    ]) {
      const res = await batch(g, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: `Course not found: ${UNKNOWN_ID}. Nothing was saved.`, data: null });
      expect(await entries(g)).toEqual(before);
    }
  });

  it('takes exactly 500 courses, and refuses 501 in add or in remove', async () => {
    const g = await createGolfer(t);
    const five = c.slice(0, PLAYED_BATCH_MAX);
    const ok = await batch(g, { add: five.map((courseId) => ({ courseId })) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.added).toHaveLength(PLAYED_BATCH_MAX);
    expect((await playedIdsInDb(t, g.id)).length).toBe(PLAYED_BATCH_MAX);

    const tooManyAdds = await batch(g, { add: c.map((courseId) => ({ courseId })) });
    expect(tooManyAdds.statusCode).toBe(400);
    expect(fieldErrors(tooManyAdds)).toEqual(['body:add at most 500 courses']);
    const tooManyRemoves = await batch(g, { remove: c });
    expect(tooManyRemoves.statusCode).toBe(400);
    expect(fieldErrors(tooManyRemoves)).toEqual(['body:remove at most 500 courses']);
    expect((await playedIdsInDb(t, g.id)).length).toBe(PLAYED_BATCH_MAX);

    const removed = await batch(g, { remove: five });
    expect(removed.json().data.removed).toHaveLength(PLAYED_BATCH_MAX);
    expect(await playedIdsInDb(t, g.id)).toEqual([]);
  });

  it('refuses an empty batch, duplicates, and a course both added and removed, writing nothing', async () => {
    const g = await createGolfer(t);
    await add(g, c[0]!);
    const cases: [unknown, string][] = [
      [{}, 'body:add must add or remove at least one course'],
      [{ add: [], remove: [] }, 'body:add must add or remove at least one course'],
      [{ add: [{ courseId: c[1] }, { courseId: c[1], dateAdded: '2014' }] }, 'body:add names a course twice'],
      [{ add: [{ courseId: c[1] }, { courseId: c[1]!.toUpperCase() }] }, 'body:add names a course twice'],
      [{ remove: [c[0], c[0]] }, 'body:remove names a course twice'],
      [{ add: [{ courseId: c[1] }], remove: [c[1]] }, 'body:remove names a course that add also names'],
    ];
    for (const [body, error] of cases) {
      const res = await batch(g, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldErrors(res), JSON.stringify(body)).toEqual([error]);
    }
    expect(await playedIdsInDb(t, g.id)).toEqual([c[0]]);
  });

  it('refuses bad dates, malformed ids and extra fields, naming each', async () => {
    const g = await createGolfer(t);
    const cases: [unknown, string[]][] = [
      [{ add: [{ courseId: c[1], dateAdded: '2023-02-30' }] }, ['body:add.0.dateAdded is not a calendar date']],
      [{ add: [{ courseId: c[1] }, { courseId: c[2], dateAdded: 'yesterday' }] }, ['body:add.1.dateAdded must be a date (YYYY-MM-DD) or a year (YYYY)']],
      [{ add: [{ courseId: c[1], dateAdded: '1849' }] }, ['body:add.0.dateAdded must not be before 1850']],
      [{ add: [{ courseId: 'x' }] }, ['body:add.0.courseId must be a UUID']],
      [{ remove: ['x'] }, ['body:remove.0 must be a UUID']],
      [{ add: [c[1]] }, ['body:add.0 Invalid input: expected object, received string']],
      [{ add: [{ courseId: c[1], userId: g.id }] }, ['body:add.0.userId is not a known field']],
      [{ remove: [c[1]], userId: g.id }, ['body:userId is not a known field']],
    ];
    for (const [body, errors] of cases) {
      const res = await batch(g, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldErrors(res), JSON.stringify(body)).toEqual(errors);
    }
    expect(await playedIdsInDb(t, g.id)).toEqual([]);
  });

  it('ends consistent when batches naming the same courses in different orders run at once', async () => {
    const g = await createGolfer(t);
    const some = c.slice(0, 100);
    const results = await all(Array.from({ length: 12 }, (_, i) => () => {
      const order = i % 2 === 0 ? some : some.slice().reverse();
      return i % 3 === 2 ? batch(g, { remove: order }) : batch(g, { add: order.map((courseId) => ({ courseId })) });
    }));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const inDb = await playedIdsInDb(t, g.id);
    const added = results.reduce((n, r) => n + r.json().data.added.length, 0);
    const removed = results.reduce((n, r) => n + r.json().data.removed.length, 0);
    expect(added - removed).toBe(inDb.length);
    expect(sorted((await call(t, 'GET', '/api/user/me', g)).json().data.playedCourses)).toEqual(inDb);
  });
});
