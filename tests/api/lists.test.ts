/**
 * GET /api/lists/user/{userId}: a golfer's lists, public to all, private to the owner only. Lists go
 * straight into the database here, to set their dates; items take the keys 'a0', 'a1', ...
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, listItems, lists } from '../../src/server/data/schema';
import type { ListSummary } from '../../src/shared/contracts/lists.contract';
import { createGolfer, FORGED, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let courseIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.insert(courses)
    .values(['Old Course', 'Augusta', 'Pine Valley'].map((clubName) => ({ clubName, lat: 56, lng: -3 })))
    .returning({ id: courses.id });
  courseIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

const get = (url: string, who?: { auth: Record<string, string> }) => t.app.inject({ url, headers: who?.auth });
const names = (page: { items: ListSummary[] }) => page.items.map((l) => l.name);
const day = (d: number) => new Date(Date.UTC(2024, 4, d));

type NewList = typeof lists.$inferInsert;
async function addList(owner: Golfer, values: Partial<NewList> & { name: string }, items = 0): Promise<string> {
  const [row] = await t.database.db.insert(lists)
    .values({ ownerId: owner.id, kind: 'course', type: 'custom', ...values })
    .returning({ id: lists.id });
  if (items > 0) {
    await t.database.db.insert(listItems)
      .values(courseIds.slice(0, items).map((courseId, i) => ({ listId: row!.id, courseId, rankKey: `a${i}` })));
  }
  return row!.id;
}

describe('GET /api/lists/user/{userId}', () => {
  it("shows others only the golfer's public lists, newest change first, with kind, type, item count and date", async () => {
    const [owner, other] = [await createGolfer(t), await createGolfer(t)];
    const bucket = await addList(owner, { name: 'Bucket list', type: 'bucket_list', updatedAt: day(3) }, 3);
    const closers = await addList(owner, { name: 'Great closers', kind: 'hole', type: 'closers', updatedAt: day(2) }, 1);
    await addList(owner, { name: 'Secret gems', type: 'hidden_gems', isPublic: false, updatedAt: day(4) }, 2);
    // Someone else's public list never shows among the owner's.
    await addList(other, { name: 'Not theirs', updatedAt: day(5) });

    for (const viewer of [undefined, other]) {
      const res = await get(`/api/lists/user/${owner.id}`, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        items: [
          { _id: bucket, name: 'Bucket list', kind: 'course', type: 'bucket_list', isPublic: true, itemCount: 3, updatedAt: day(3).toISOString(), hidden: null },
          { _id: closers, name: 'Great closers', kind: 'hole', type: 'closers', isPublic: true, itemCount: 1, updatedAt: day(2).toISOString(), hidden: null },
        ],
        page: 1,
        pageSize: 20,
        total: 2,
      });
    }
  });

  it('shows the owner their private lists too, and the count on their profile stays public-only', async () => {
    const owner = await createGolfer(t);
    await addList(owner, { name: 'Public one', updatedAt: day(1) });
    const secret = await addList(owner, { name: 'Private one', isPublic: false, updatedAt: day(2) }, 2);

    const own = (await get(`/api/lists/user/${owner.id}`, owner)).json().data;
    expect(names(own)).toEqual(['Private one', 'Public one']);
    expect(own.total).toBe(2);
    expect(own.items[0]).toMatchObject({ _id: secret, isPublic: false, itemCount: 2 });

    expect(names((await get(`/api/lists/user/${owner.id}`)).json().data)).toEqual(['Public one']);
    expect((await get(`/api/users/${owner.id}`, owner)).json().data.counts.lists).toBe(1);
  });

  it('is empty for a golfer without lists, and for one with private lists only when others look', async () => {
    const [empty, shy] = [await createGolfer(t), await createGolfer(t)];
    await addList(shy, { name: 'Only mine', isPublic: false });
    const emptyPage = { items: [], page: 1, pageSize: 20, total: 0 };
    expect((await get(`/api/lists/user/${empty.id}`)).json().data).toEqual(emptyPage);
    expect((await get(`/api/lists/user/${shy.id}`, empty)).json().data).toEqual(emptyPage);
    expect((await get(`/api/lists/user/${shy.id}`, shy)).json().data.total).toBe(1);
  });

  it('pages by page and pageSize, ties on the same date in a stable order', async () => {
    const owner = await createGolfer(t);
    for (let i = 1; i <= 5; i++) await addList(owner, { name: `List ${i}`, updatedAt: day(i) });
    // Two more on the same day: each shows exactly once across the pages.
    await addList(owner, { name: 'Tie A', updatedAt: day(9) });
    await addList(owner, { name: 'Tie B', updatedAt: day(9) });

    const page1 = (await get(`/api/lists/user/${owner.id}?pageSize=3`)).json().data;
    expect(page1).toMatchObject({ page: 1, pageSize: 3, total: 7 });
    expect(names(page1).slice(2)).toEqual(['List 5']);
    expect(new Set(names(page1).slice(0, 2))).toEqual(new Set(['Tie A', 'Tie B']));
    const page2 = (await get(`/api/lists/user/${owner.id}?pageSize=3&page=2`)).json().data;
    expect(names(page2)).toEqual(['List 4', 'List 3', 'List 2']);
    const page3 = (await get(`/api/lists/user/${owner.id}?page=3&pageSize=3`)).json().data;
    expect(names(page3)).toEqual(['List 1']);
    expect((await get(`/api/lists/user/${owner.id}?page=4&pageSize=3`)).json().data).toMatchObject({ items: [], total: 7 });
  });

  it('answers 404 for an unknown golfer and 400 naming the field for a malformed id or query', async () => {
    const unknown = await get(`/api/lists/user/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', message: 'Golfer not found.', data: null });

    const bad = await get('/api/lists/user/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/path.*userId/);

    const g = await createGolfer(t);
    expect((await get(`/api/lists/user/${g.id}?pageSize=101`)).json().message).toMatch(/pageSize/);
    expect((await get(`/api/lists/user/${g.id}?page=0`)).statusCode).toBe(400);
    const unknownField = await get(`/api/lists/user/${g.id}?kind=course`);
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().message).toMatch(/unknown query field: kind/);
  });

  it('refuses a bad token instead of quietly treating the caller as a visitor', async () => {
    const g = await createGolfer(t);
    expect((await get(`/api/lists/user/${g.id}`, { auth: FORGED })).statusCode).toBe(401);
  });
});
