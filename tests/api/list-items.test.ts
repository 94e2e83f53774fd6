/**
 * A list's items through the real API: add (kept inside its bucket), remove, move, swap (409 when
 * stale), scores, hole lists, My Lie and played courses, and every bad input leaving the list
 * unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/server/data/schema';
import type { ListDetail } from '../../src/shared/contracts/lists.contract';
import { createGolfer, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { addItem, createList, getList, itemIds } from './helpers/lists';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, fieldErrors, insertCourses, playedIdsInDb } from './helpers/requests';

let t: TestApp;
let c: string[];

beforeAll(async () => {
  t = await createTestApp();
  c = await insertCourses(t, 12);
});
afterAll(() => t.close());

const post = (who: Golfer | null, url: string, body?: unknown) => call(t, 'POST', url, who, body);
const view = (list: ListDetail) => list.items.map((i) => [i.course._id, i.bucket, i.score]);

describe('add-item', () => {
  it('keeps each bucket together: an index outside its bucket is pulled to its edge; scores follow the formula', async () => {
    const g = await createGolfer(t);
    const list = await createList(t, g, { type: 'most_fun' });
    await addItem(t, g, list, { course: c[0]!, bucket: 'fine' });
    await addItem(t, g, list, { course: c[1]!, bucket: 'loved' }, 1); // asks for after 'fine': pulled up to the end of loved (0)
    await addItem(t, g, list, { course: c[2]!, bucket: 'disliked' }, 0); // asks for the top: pulled down below fine
    await addItem(t, g, list, { course: c[3]!, bucket: 'loved' }, 0); // top of loved
    await addItem(t, g, list, { course: c[4]!, bucket: 'fine' }); // end of fine (the default)
    expect(view(await getList(t, list))).toEqual([
      [c[3], 'loved', 10], [c[1], 'loved', 8.4], [c[0], 'fine', 6.6], [c[4], 'fine', 5], [c[2], 'disliked', 3.3],
    ]);
  });

  it('answers the new place and the count, and refuses an index past the end without adding', async () => {
    const g = await createGolfer(t);
    const list = await createList(t, g, { type: 'bucket_list' });
    const res = await post(g, `/api/lists/${list}/add-item`, { listItem: { course: c[0] } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ listId: list, itemCount: 1, items: [{ index: 0, bucket: null }] });
    const bad = await post(g, `/api/lists/${list}/add-item`, { listItem: { course: c[1] }, atIndex: 2 });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual(['body:atIndex must be at most 1, the number of items']);
    expect((await getList(t, list)).itemCount).toBe(1);
  });

  it.each([
    ['a bucket in a bucket list', { type: 'bucket_list' }, { bucket: 'loved' }, 400, 'body:listItem.bucket is not used: Bucket list lists rank without loved, fine or disliked'],
    ['a hole in a course list', { type: 'most_fun' }, { bucket: 'loved', holeNumber: 3 }, 400, 'body:listItem.holeNumber is only for hole lists, not a course list'],
    ['no hole in a hole list', { kind: 'hole', type: 'closers' }, { bucket: 'loved' }, 400, 'body:listItem.holeNumber is required in a hole list'],
    ['hole 19 of an 18-hole course', { kind: 'hole', type: 'closers' }, { bucket: 'loved', holeNumber: 19 }, 400, 'body:listItem.holeNumber must be between 1 and 18: the course has 18 holes'],
    ['hole 0', { kind: 'hole', type: 'closers' }, { bucket: 'loved', holeNumber: 0 }, 400, 'body:listItem.holeNumber must be at least 1'],
    ['an unknown course', { type: 'most_fun' }, { bucket: 'loved', course: UNKNOWN_ID }, 404, 'body:listItem.course no such course'],
    ['a note over 2,000 characters', { type: 'most_fun' }, { bucket: 'loved', note: 'x'.repeat(2001) }, 400, 'body:listItem.note must be at most 2000 characters'],
    ['a bucket not in the set', { type: 'most_fun' }, { bucket: 'meh' }, 400, null],
  ] as const)('refuses %s, naming the field, and the list stays as it was', async (_, list, item, status, error) => {
    const g = await createGolfer(t);
    const id = await createList(t, g, list);
    const before = await getList(t, id);
    const res = await post(g, `/api/lists/${id}/add-item`, { listItem: { course: c[5], ...item } });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().status).toBe('error');
    if (error) expect(fieldErrors(res)).toEqual([error]);
    else expect(fieldErrors(res)[0]).toMatch(/^body:listItem\.bucket /);
    expect(await getList(t, id)).toEqual(before);
  });

  it('refuses a course twice in one list (409), but a hole list holds several holes of one course', async () => {
    const g = await createGolfer(t);
    const courseList = await createList(t, g, { type: 'bucket_list' });
    await addItem(t, g, courseList, { course: c[0]! });
    const dup = await post(g, `/api/lists/${courseList}/add-item`, { listItem: { course: c[0] } });
    expect(dup.statusCode).toBe(409);
    expect(fieldErrors(dup)).toEqual(['body:listItem.course is already in this list']);

    const holes = await createList(t, g, { kind: 'hole', type: 'par_3s' });
    await addItem(t, g, holes, { course: c[0]!, holeNumber: 7, bucket: 'loved' });
    await addItem(t, g, holes, { course: c[0]!, holeNumber: 11, bucket: 'loved' });
    const dupHole = await post(g, `/api/lists/${holes}/add-item`, { listItem: { course: c[0], holeNumber: 7, bucket: 'fine' } });
    expect(dupHole.statusCode).toBe(409);
    expect(fieldErrors(dupHole)).toEqual(['body:listItem.holeNumber is already in this list']);
    expect((await getList(t, holes)).items.map((i) => i.holeNumber)).toEqual([7, 11]);
  });

  it("checks a hole against the course's own number of holes", async () => {
    const g = await createGolfer(t);
    const [nine] = await t.database.db.insert(courses).values({ clubName: 'Nine holer', lat: 1, lng: 1, holes: 9 }).returning({ id: courses.id });
    const holes = await createList(t, g, { kind: 'hole', type: 'openers' });
    const res = await post(g, `/api/lists/${holes}/add-item`, { listItem: { course: nine!.id, holeNumber: 10, bucket: 'loved' } });
    expect(fieldErrors(res)).toEqual(['body:listItem.holeNumber must be between 1 and 9: the course has 9 holes']);
    await addItem(t, g, holes, { course: nine!.id, holeNumber: 9, bucket: 'loved' });
  });

  it('refuses a hole of a known par in a list of another par, and takes one whose par the catalogue does not know', async () => {
    const g = await createGolfer(t);
    const [par3, links] = await t.database.db.insert(courses).values([
      { clubName: 'The Cradle', lat: 1, lng: 1, holes: 9, type: 'PAR 3 COURSE' },
      { clubName: 'Par 72 links', lat: 1, lng: 1, holes: 18, par: 72 },
    ]).returning({ id: courses.id });
    const par4s = await createList(t, g, { kind: 'hole', type: 'par_4s' });
    const res = await post(g, `/api/lists/${par4s}/add-item`, { listItem: { course: par3!.id, holeNumber: 5, bucket: 'loved' } });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual(['body:listItem.holeNumber must be a par 4: hole 5 of this course is a par 3']);
    expect((await getList(t, par4s)).itemCount).toBe(0);
    // Which of a par-72 course's holes are par 4s is the golfer's word: the catalogue does not record it.
    await addItem(t, g, par4s, { course: links!.id, holeNumber: 15, bucket: 'loved' });
    const par3s = await createList(t, g, { kind: 'hole', type: 'par_3s' });
    await addItem(t, g, par3s, { course: par3!.id, holeNumber: 5, bucket: 'loved' });
  });

  it("takes a hole's par from the course's scorecard: a card's par 4 is refused in Par 3s, its par 3 and a hole it lacks are taken", async () => {
    const g = await createGolfer(t);
    const scorecard = [{ hole: 7, par: 4, strokeIndex: 5 }, { hole: 8, par: 3, strokeIndex: 17 }, { hole: 9, par: null, strokeIndex: 1 }];
    const [carded] = await t.database.db.insert(courses).values({ clubName: 'Carded links', lat: 1, lng: 1, holes: 18, par: 72, scorecard })
      .returning({ id: courses.id });
    const par3s = await createList(t, g, { kind: 'hole', type: 'par_3s' });
    const res = await post(g, `/api/lists/${par3s}/add-item`, { listItem: { course: carded!.id, holeNumber: 7, bucket: 'loved' } });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual(['body:listItem.holeNumber must be a par 3: hole 7 of this course is a par 4']);
    expect((await getList(t, par3s)).itemCount).toBe(0);
    await addItem(t, g, par3s, { course: carded!.id, holeNumber: 8, bucket: 'loved' });
    // A hole the card has without a par, and one it lacks: the golfer's word, as for a course without a card.
    await addItem(t, g, par3s, { course: carded!.id, holeNumber: 9, bucket: 'loved' });
    await addItem(t, g, par3s, { course: carded!.id, holeNumber: 12, bucket: 'loved' });
    const par4s = await createList(t, g, { kind: 'hole', type: 'par_4s' });
    await addItem(t, g, par4s, { course: carded!.id, holeNumber: 7, bucket: 'loved' });
    const over = await post(g, `/api/lists/${par4s}/add-item`, { listItem: { course: carded!.id, holeNumber: 19, bucket: 'loved' } });
    expect(fieldErrors(over)).toEqual(['body:listItem.holeNumber must be between 1 and 18: the course has 18 holes']);
  });
});

describe('move-item and swap-items', () => {
  async function fiveLoved(g: Golfer) {
    const list = await createList(t, g, { type: 'custom' });
    const ids = [];
    for (const course of c.slice(0, 5)) ids.push(await addItem(t, g, list, { course, bucket: 'loved' }));
    return { list, ids };
  }

  it('moves an item to any index; the others close up and keep their order', async () => {
    const g = await createGolfer(t);
    const { list, ids: [a, b, cc, d, e] } = await fiveLoved(g);
    const res = await post(g, `/api/lists/${list}/move-item`, { listItem: a, toIndex: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ items: [{ _id: a, index: 3, bucket: 'loved' }], itemCount: 5 });
    expect(await itemIds(t, list)).toEqual([b, cc, d, a, e]);
    await post(g, `/api/lists/${list}/move-item`, { listItem: e, toIndex: 0 });
    expect(await itemIds(t, list)).toEqual([e, b, cc, d, a]);
    await post(g, `/api/lists/${list}/move-item`, { listItem: cc, toIndex: 4 });
    expect(await itemIds(t, list)).toEqual([e, b, d, a, cc]);
  });

  it('a move across a band takes the band it lands in, so bands never interleave', async () => {
    const g = await createGolfer(t);
    const list = await createList(t, g, { type: 'beauty' });
    const loved = await addItem(t, g, list, { course: c[0]!, bucket: 'loved' });
    const fine = await addItem(t, g, list, { course: c[1]!, bucket: 'fine' });
    const disliked = await addItem(t, g, list, { course: c[2]!, bucket: 'disliked' });
    const up = await post(g, `/api/lists/${list}/move-item`, { listItem: disliked, toIndex: 0 });
    expect(up.json().data.items).toEqual([{ _id: disliked, index: 0, bucket: 'loved' }]);
    await post(g, `/api/lists/${list}/move-item`, { listItem: loved, toIndex: 2 });
    expect((await getList(t, list)).items.map((i) => [i._id, i.bucket, i.score])).toEqual([
      [disliked, 'loved', 10], [fine, 'fine', 6.6], [loved, 'fine', 5],
    ]);
  });

  it('swaps two items when the indexes are current; 409 naming the stale index otherwise, list unchanged', async () => {
    const g = await createGolfer(t);
    const { list, ids: [a, b, cc, d, e] } = await fiveLoved(g);
    const ok = await post(g, `/api/lists/${list}/swap-items`, { listItemA: b, listItemB: e, currentIndexA: 1, currentIndexB: 4 });
    expect(ok.statusCode).toBe(200);
    expect(await itemIds(t, list)).toEqual([a, e, cc, d, b]);
    const stale = await post(g, `/api/lists/${list}/swap-items`, { listItemA: b, listItemB: a, currentIndexA: 1, currentIndexB: 0 });
    expect(stale.statusCode).toBe(409);
    expect(fieldErrors(stale)).toEqual(['body:currentIndexA the list changed: listItemA is now at 4 and listItemB at 0']);
    expect(await itemIds(t, list)).toEqual([a, e, cc, d, b]);
  });

  it('refuses unknown items, items of another list, indexes out of range and a swap with itself', async () => {
    const g = await createGolfer(t);
    const { list, ids } = await fiveLoved(g);
    const other = await createList(t, g, { name: 'Other', type: 'bucket_list' });
    const foreign = await addItem(t, g, other, { course: c[0]! });
    const before = await itemIds(t, list);
    const cases = [
      ['move-item', { listItem: UNKNOWN_ID, toIndex: 0 }, 404, 'body:listItem is not an item of this list'],
      ['move-item', { listItem: foreign, toIndex: 0 }, 404, 'body:listItem is not an item of this list'],
      ['move-item', { listItem: ids[0], toIndex: 5 }, 400, 'body:toIndex must be at most 4, the last index'],
      ['move-item', { listItem: ids[0], toIndex: -1 }, 400, 'body:toIndex must be at least 0'],
      ['move-item', { listItem: ids[0], toIndex: 1.5 }, 400, 'body:toIndex must be a whole number'],
      ['swap-items', { listItemA: ids[0], listItemB: foreign, currentIndexA: 0, currentIndexB: 0 }, 404, 'body:listItemB is not an item of this list'],
      ['swap-items', { listItemA: ids[0], listItemB: ids[0], currentIndexA: 0, currentIndexB: 0 }, 400, 'body:listItemB must differ from listItemA'],
      ['remove-item', { listItem: foreign }, 404, 'body:listItem is not an item of this list'],
      ['remove-item', { listItem: 'not-an-id' }, 400, 'body:listItem must be a UUID'],
    ] as const;
    for (const [op, body, status, error] of cases) {
      const res = await post(g, `/api/lists/${list}/${op}`, body);
      expect(res.statusCode, `${op} ${JSON.stringify(body)}`).toBe(status);
      expect(fieldErrors(res)).toEqual([error]);
    }
    expect(await itemIds(t, list)).toEqual(before);
    expect(await itemIds(t, other)).toEqual([foreign]);
  });

  it('removes an item; the rest close up', async () => {
    const g = await createGolfer(t);
    const { list, ids: [a, b, cc, d, e] } = await fiveLoved(g);
    const res = await post(g, `/api/lists/${list}/remove-item`, { listItem: cc });
    expect(res.json().data).toEqual({ listId: list, _id: cc, itemCount: 4 });
    expect((await getList(t, list)).items.map((i) => [i._id, i.index, i.score])).toEqual([[a, 0, 10], [b, 1, 9.2], [d, 2, 8.4], [e, 3, 7.5]]);
  });
});

describe('who may write', () => {
  it('another golfer gets 403 on a public list and 404 on a private one; signed out gets 401', async () => {
    const [owner, other] = [await createGolfer(t), await createGolfer(t)];
    const open = await createList(t, owner, { type: 'bucket_list' });
    const closed = await createList(t, owner, { type: 'bucket_list', isPublic: false });
    const item = await addItem(t, owner, open, { course: c[0]! });
    const writes = [
      ['add-item', { listItem: { course: c[1] } }], ['remove-item', { listItem: item }], ['move-item', { listItem: item, toIndex: 0 }],
      [`items/${item}/note`, { note: 'mine now' }],
    ] as const;
    for (const [op, body] of writes) {
      expect((await post(other, `/api/lists/${open}/${op}`, body)).statusCode, op).toBe(403);
      expect((await post(other, `/api/lists/${closed}/${op}`, body)).statusCode, op).toBe(404);
      expect((await post(null, `/api/lists/${open}/${op}`, body)).statusCode, op).toBe(401);
    }
    expect((await call(t, 'POST', `/api/lists/${open}`, other, { name: 'Hijacked' })).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/lists/${open}`, other)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/lists/${closed}`, other)).statusCode).toBe(404);
    const list = await getList(t, open);
    expect([list.name, list.items.map((i) => [i._id, i.note])]).toEqual(['My list', [[item, null]]]);
  });
});

describe('My Lie and played courses', () => {
  it('ranking a course in My Lie marks it played; unmarking it played takes it out of My Lie', async () => {
    const g = await createGolfer(t);
    const myLie = await createList(t, g, { name: 'My Lie', type: 'mylie' });
    await addItem(t, g, myLie, { course: c[0]!, bucket: 'loved' });
    await addItem(t, g, myLie, { course: c[1]!, bucket: 'fine' });
    expect(await playedIdsInDb(t, g.id)).toEqual([c[0], c[1]].sort());
    await post(g, '/api/lists/preset/courses-played/remove', { courseId: c[0] });
    expect((await getList(t, myLie, g)).items.map((i) => i.course._id)).toEqual([c[1]]);
    await post(g, '/api/user/courses-played/batch', { add: [], remove: [c[1]] });
    expect((await getList(t, myLie, g)).items).toEqual([]);
  });

  it('a golfer has one My Lie (409 for a second)', async () => {
    const g = await createGolfer(t);
    await createList(t, g, { type: 'mylie' });
    const res = await post(g, '/api/lists', { name: 'Another', kind: 'course', type: 'mylie' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You already have My Lie: each golfer has one overall ranking.');
  });
});

describe('GET /api/user/ranked-courses/{courseId}', () => {
  it("says where a course stands in the golfer's lists, with rank and score", async () => {
    const g = await createGolfer(t);
    const myLie = await createList(t, g, { name: 'My Lie', type: 'mylie' });
    const fun = await createList(t, g, { name: 'Most fun', type: 'most_fun' });
    await addItem(t, g, myLie, { course: c[0]!, bucket: 'loved' });
    await addItem(t, g, myLie, { course: c[1]!, bucket: 'loved' });
    await addItem(t, g, myLie, { course: c[2]!, bucket: 'loved' });
    await addItem(t, g, fun, { course: c[1]!, bucket: 'fine' });
    const res = await call(t, 'GET', `/api/user/ranked-courses/${c[1]}`, g);
    expect(res.json().data).toEqual([
      { listId: myLie, name: 'My Lie', kind: 'course', type: 'mylie', holeNumber: null, rank: 2, itemCount: 3, score: 8.9 },
      { listId: fun, name: 'Most fun', kind: 'course', type: 'most_fun', holeNumber: null, rank: 1, itemCount: 1, score: 6.6 },
    ]);
    expect((await call(t, 'GET', `/api/user/ranked-courses/${c[1]}`, await createGolfer(t))).json().data).toEqual([]);
  });
});
