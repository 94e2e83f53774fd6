/**
 * Lists as wholes through the real API: create (the server picks the id), read, save name /
 * description / visibility, delete; who sees what; Free and Pro limits; saving others' lists; a
 * golfer's lists of each kind; the admins' views.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses } from '../../src/server/data/schema';
import type { ListDetail, OwnedListSummary } from '../../src/shared/contracts/lists.contract';
import { createAppWithGolferAndAdmin, createGolfer, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { addItem, createList, getList, setPremium } from './helpers/lists';
import type { TestApp } from './helpers/test-app';
import { call, fieldErrors, insertCourses } from './helpers/requests';

let t: TestApp;
let admin: Golfer;
let c: string[];

beforeAll(async () => {
  ({ t, admin } = await createAppWithGolferAndAdmin());
  c = await insertCourses(t, 20);
});
afterAll(() => t.close());

const post = (who: Golfer | null, url: string, body?: unknown) => call(t, 'POST', url, who, body);
const PRO_LINK = /TPL Pro .* see \/pro\.$/;

describe('POST /api/lists and GET /api/lists/{id}', () => {
  it('creates a list with a server-picked id and answers it whole', async () => {
    const g = await createGolfer(t, { displayName: 'Ada' });
    const res = await post(g, '/api/lists', { name: '  Best closers  ', kind: 'hole', type: 'closers', description: 'Finishing holes', isPublic: false });
    expect(res.statusCode).toBe(201);
    const list = res.json().data as ListDetail;
    expect(list).toMatchObject({
      name: 'Best closers', kind: 'hole', type: 'closers', description: 'Finishing holes', isPublic: false, itemCount: 0, items: [],
      owner: { _id: g.id, displayName: 'Ada' }, usesBuckets: true, maxItems: 10, isSaved: false, savedCount: 0,
    });
    expect(list._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await getList(t, list._id, g)).toEqual(list);
  });

  it.each([
    [{ kind: 'course', type: 'closers' }, 'body:type must be one of mylie, bucket_list, hidden_gems, most_fun, best_value, munis, beauty, vibe, executive, custom for a course list'],
    [{ kind: 'course', type: 'wishlist' }, "body:type 'wishlist' lists have their own endpoints (wishlists, watchlists, played courses)"],
    [{ kind: 'course', type: 'custom', name: '' }, 'body:name must not be empty'],
    [{ kind: 'course', type: 'custom', name: 'x'.repeat(61) }, 'body:name must be at most 60 characters'],
    [{ kind: 'course', type: 'custom', description: 'x'.repeat(501) }, 'body:description must be at most 500 characters'],
    [{ kind: 'course', type: 'custom', _id: UNKNOWN_ID }, 'body:_id is not a known field'],
  ])('refuses %j naming the field', async (body, error) => {
    const g = await createGolfer(t);
    const res = await post(g, '/api/lists', { name: 'A list', ...body });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([error]);
    expect((await call(t, 'GET', `/api/lists/user/${g.id}`, g)).json().data.total).toBe(0);
  });

  it('shows a public list to anyone, signed out included; a private one only to its owner (404 to others)', async () => {
    const [owner, other] = [await createGolfer(t), await createGolfer(t)];
    const open = await createList(t, owner, { type: 'most_fun' });
    const closed = await createList(t, owner, { type: 'most_fun', isPublic: false });
    await addItem(t, owner, closed, { course: c[0]!, bucket: 'loved' });
    expect((await call(t, 'GET', `/api/lists/${open}`, null)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/lists/${open}`, other)).json().data.maxItems).toBeNull();
    for (const who of [null, other]) {
      const res = await call(t, 'GET', `/api/lists/${closed}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'List not found.', data: null });
    }
    expect((await call(t, 'GET', `/api/lists/${UNKNOWN_ID}`, owner)).statusCode).toBe(404);
  });
});

describe('POST /api/lists/{id} and DELETE /api/lists/{id}', () => {
  it('saves name, description and visibility; a private list disappears for others', async () => {
    const [owner, other] = [await createGolfer(t), await createGolfer(t)];
    const id = await createList(t, owner, { type: 'beauty', description: 'Old' });
    const res = await post(owner, `/api/lists/${id}`, { name: 'Prettiest', description: '', isPublic: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Prettiest', description: null, isPublic: false });
    expect((await call(t, 'GET', `/api/lists/${id}`, other)).statusCode).toBe(404);
    expect(fieldErrors(await post(owner, `/api/lists/${id}`, {}))).toEqual(['body: name, description or isPublic is required']);
    // The list as read is a body too; its type is set at creation.
    expect(fieldErrors(await post(owner, `/api/lists/${id}`, { name: 'Prettier', type: 'vibe' }))).toEqual(['body:type cannot change: this list is a course list of type beauty']);
    expect(fieldErrors(await post(owner, `/api/lists/${id}`, { name: 'Prettier', colour: 'green' }))).toEqual(['body:colour is not a known field']);
    expect((await call(t, 'GET', `/api/lists/${id}`, owner)).json().data.name).toBe('Prettiest');
  });

  it('deletes a list with its items; its id is then unknown', async () => {
    const owner = await createGolfer(t);
    const id = await createList(t, owner);
    await addItem(t, owner, id, { course: c[0]!, bucket: 'loved' });
    const res = await call(t, 'DELETE', `/api/lists/${id}`, owner);
    expect(res.json()).toEqual({ status: 'success', message: 'List deleted.', data: { _id: id, deleted: true } });
    expect((await call(t, 'GET', `/api/lists/${id}`, owner)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/lists/${id}`, owner)).statusCode).toBe(404);
  });
});

describe('Free and Pro', () => {
  it('a free golfer keeps 5 ranked lists besides My Lie and trips; the sixth is a 403 naming Pro; Pro lifts it', async () => {
    const g = await createGolfer(t);
    await createList(t, g, { type: 'mylie' });
    expect((await post(g, '/api/lists/trip', { name: 'Trip', startDate: '2027-06-01', endDate: '2027-06-03' })).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) await createList(t, g, { name: `List ${i}` });
    const sixth = await post(g, '/api/lists', { name: 'Sixth', kind: 'course', type: 'custom' });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().message).toMatch(/^Free golfers keep up to 5 ranked lists besides My Lie\. TPL Pro gives you unlimited lists: see \/pro\.$/);
    await setPremium(t, admin, g, true);
    await createList(t, g, { name: 'Sixth' });
  });

  it('Pro list types need Pro: 403 naming the field and the plan', async () => {
    const g = await createGolfer(t);
    const res = await post(g, '/api/lists', { name: 'Munis', kind: 'course', type: 'munis' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(PRO_LINK);
    expect(fieldErrors(res)).toEqual(['body:type Munis lists are a TPL Pro list type: see /pro.']);
    await setPremium(t, admin, g, true);
    const munis = await createList(t, g, { name: 'Munis', type: 'munis' });
    await addItem(t, g, munis, { course: c[0]!, bucket: 'loved' });
    // After Pro ends, the list stays readable but takes no more items.
    await setPremium(t, admin, g, false);
    const add = await post(g, `/api/lists/${munis}/add-item`, { listItem: { course: c[1], bucket: 'loved' } });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toBe('Munis lists are a TPL Pro list type: see /pro.');
    expect((await getList(t, munis, g)).itemCount).toBe(1);
  });

  it('a free list holds 10 items and a Pro list 15 (5 extra); My Lie holds 50 free', async () => {
    const g = await createGolfer(t);
    const list = await createList(t, g, { type: 'bucket_list' });
    for (const course of c.slice(0, 10)) await addItem(t, g, list, { course });
    const full = await post(g, `/api/lists/${list}/add-item`, { listItem: { course: c[10] } });
    expect(full.statusCode).toBe(403);
    expect(full.json().message).toBe('Free golfers rank up to 10 items in each list. TPL Pro gives you 5 extra in every list: see /pro.');
    expect((await getList(t, list, g)).maxItems).toBe(10);
    await setPremium(t, admin, g, true);
    expect((await getList(t, list, g)).maxItems).toBe(15);
    for (const course of c.slice(10, 15)) await addItem(t, g, list, { course });
    const proFull = await post(g, `/api/lists/${list}/add-item`, { listItem: { course: c[15] } });
    expect([proFull.statusCode, proFull.json().message]).toEqual([403, 'This list is full: it holds up to 15 items.']);
    await setPremium(t, admin, g, false);
    expect((await getList(t, await createList(t, g, { type: 'mylie' }), g)).maxItems).toBe(50);
  });

  it('only admins set the Pro flag', async () => {
    const g = await createGolfer(t);
    expect((await post(g, `/api/users/admin/${g.id}`, { isPremium: true })).statusCode).toBe(403);
    expect((await post(admin, `/api/users/admin/${UNKNOWN_ID}`, { isPremium: true })).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/user/me', g)).json().data.isPremium).toBe(false);
  });
});

describe('saving other golfers\' lists', () => {
  it('saves and unsaves idempotently; GET /api/lists/user/saved lists them with their owners', async () => {
    const [owner, fan] = [await createGolfer(t, { displayName: 'Owner' }), await createGolfer(t)];
    const id = await createList(t, owner, { name: 'Hidden gems', type: 'hidden_gems' });
    for (let i = 0; i < 2; i++) {
      const res = await post(fan, `/api/lists/${id}/add`);
      expect(res.json().data).toEqual({ listId: id, isSaved: true, savedCount: 1 });
    }
    expect((await getList(t, id, fan)).isSaved).toBe(true);
    const saved = (await call(t, 'GET', '/api/lists/user/saved', fan)).json().data;
    expect(saved.items.map((l: OwnedListSummary) => [l._id, l.name, l.owner.displayName])).toEqual([[id, 'Hidden gems', 'Owner']]);
    expect((await post(fan, `/api/lists/${id}/remove`)).json().data).toEqual({ listId: id, isSaved: false, savedCount: 0 });
    expect((await call(t, 'GET', '/api/lists/user/saved', fan)).json().data.total).toBe(0);
  });

  it("refuses saving one's own list (400) and a private list of someone else's (404); a list made private drops out", async () => {
    const [owner, fan] = [await createGolfer(t), await createGolfer(t)];
    const id = await createList(t, owner);
    expect(fieldErrors(await post(owner, `/api/lists/${id}/add`))).toEqual(['body:id is your own list: your lists are always in your lists']);
    await post(fan, `/api/lists/${id}/add`);
    await post(owner, `/api/lists/${id}`, { isPublic: false });
    expect((await call(t, 'GET', '/api/lists/user/saved', fan)).json().data).toMatchObject({ items: [], total: 0 });
    expect((await post(fan, `/api/lists/${id}/add`)).statusCode).toBe(404);
  });
});

describe("a golfer's lists", () => {
  it('/all, /all-holes and /all-trips list one kind each, My Lie first; others see public ones only', async () => {
    const [owner, other] = [await createGolfer(t), await createGolfer(t)];
    const fun = await createList(t, owner, { name: 'Fun', type: 'most_fun' });
    const myLie = await createList(t, owner, { name: 'My Lie', type: 'mylie' });
    const secret = await createList(t, owner, { name: 'Secret', type: 'custom', isPublic: false });
    const holes = await createList(t, owner, { name: 'Par 3s', kind: 'hole', type: 'par_3s' });
    const trip = (await post(owner, '/api/lists/trip', { name: 'Scotland', startDate: '2027-06-01', endDate: '2027-06-03', isPublic: true })).json().data._id;
    const ids = async (path: string, who: Golfer | null) => (await call(t, 'GET', `/api/lists/user/${owner.id}/${path}`, who)).json().data.map((l: { _id: string }) => l._id);
    expect(await ids('all', owner)).toEqual([myLie, secret, fun]);
    expect(await ids('all', other)).toEqual([myLie, fun]);
    expect(await ids('all-holes', null)).toEqual([holes]);
    expect(await ids('all-trips', null)).toEqual([trip]);
    expect((await call(t, 'GET', `/api/lists/user/${UNKNOWN_ID}/all`, null)).statusCode).toBe(404);
  });

  it('/stats counts lists by kind, courses ranked in My Lie and played courses by country, membership, type and decade', async () => {
    const g = await createGolfer(t);
    const myLie = await createList(t, g, { type: 'mylie' });
    await addItem(t, g, myLie, { course: c[0]!, bucket: 'loved' });
    await addItem(t, g, myLie, { course: c[1]!, bucket: 'fine' });
    await post(g, '/api/lists/preset/courses-played/add', { courseId: c[2] });
    await createList(t, g, { kind: 'hole', type: 'openers' });
    await t.database.db.update(courses).set({ architects: ['Alister MacKenzie', 'Perry Maxwell'], yearEstablished: 1934, continent: 'NORTH AMERICA' }).where(eq(courses.id, c[0]!));
    await t.database.db.update(courses).set({ architects: ['Alister MacKenzie'], yearEstablished: 1931 }).where(eq(courses.id, c[1]!));
    const stats = (await call(t, 'GET', `/api/lists/user/${g.id}/stats`, null)).json().data;
    expect(stats).toEqual({
      lists: { course: 1, hole: 1, trip: 0 },
      rankedCourses: 2,
      played: {
        total: 3, byCountry: [{ key: 'Scotland', count: 3 }], byContinent: [{ key: 'NORTH AMERICA', count: 1 }], byMembership: [],
        byType: [{ key: 'FULL LENGTH', count: 3 }], byDecade: [{ key: '1930s', count: 2 }],
        byArchitect: [{ key: 'Alister MacKenzie', count: 2 }, { key: 'Perry Maxwell', count: 1 }],
      },
    });
  });
});

describe('admin views', () => {
  it('GET /api/lists/all and /api/lists/admin/{id}/all show private lists to admins only', async () => {
    const owner = await createGolfer(t);
    const secret = await createList(t, owner, { name: 'Secret', isPublic: false });
    expect((await call(t, 'GET', '/api/lists/all', owner)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/lists/admin/${owner.id}/all`, owner)).statusCode).toBe(403);
    const mine = (await call(t, 'GET', `/api/lists/admin/${owner.id}/all`, admin)).json().data;
    expect(mine.items.map((l: OwnedListSummary) => [l._id, l.owner._id, l.isPublic])).toEqual([[secret, owner.id, false]]);
    const all = (await call(t, 'GET', '/api/lists/all?pageSize=100', admin)).json().data;
    expect(all.items.map((l: OwnedListSummary) => l._id)).toContain(secret);
    expect((await call(t, 'GET', `/api/lists/admin/${UNKNOWN_ID}/all`, admin)).statusCode).toBe(404);
  });
});
