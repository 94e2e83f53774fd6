/**
 * The order of a list is exact under concurrency: 50 move, swap, add and remove requests fired
 * at one list at once leave ranks 0..n-1 with no gaps and no duplicates, every item either in
 * the list or removed, and the buckets still in order. Runs on PGlite and, in the second API
 * run, on PostgreSQL (where the requests really overlap on a connection pool).
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems } from '../../src/server/data/schema';
import { RANK_BUCKETS, type RankBucket } from '../../src/shared/domain/list-rules';
import { prng } from '../support/prng';
import { createGolfer, type Golfer } from './helpers/golfers';
import { addItem, createList, getList } from './helpers/lists';
import { createTestApp, type TestApp } from './helpers/test-app';
import { all, call, insertCourses } from './helpers/requests';

let t: TestApp;
let c: string[];

beforeAll(async () => {
  t = await createTestApp();
  c = await insertCourses(t, 60);
});
afterAll(() => t.close());

describe('50 concurrent writes to one list', () => {
  it.each([1, 2, 3])('leave a permutation: no gaps, no duplicates, nothing lost (seed %i)', async (seed) => {
    const rnd = prng(seed);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const g: Golfer = await createGolfer(t);
    // My Lie: a free golfer ranks up to 50 there (30 to start, at most 13 more added here).
    const list = await createList(t, g, { type: 'mylie' });
    const start: string[] = [];
    for (const course of c.slice(0, 30)) start.push(await addItem(t, g, list, { course, bucket: pick(RANK_BUCKETS) }));
    const fresh = c.slice(30, 60);

    const ops = Array.from({ length: 50 }, (_, i) => () => {
      const kind = i % 4;
      const url = (op: string) => `/api/lists/${list}/${op}`;
      if (kind === 0) return call(t, 'POST', url('move-item'), g, { listItem: pick(start), toIndex: Math.floor(rnd() * 25) });
      if (kind === 1) {
        const [a, b] = [Math.floor(rnd() * 30), Math.floor(rnd() * 30)];
        return call(t, 'POST', url('swap-items'), g, { listItemA: start[a], listItemB: start[b === a ? (a + 1) % 30 : b], currentIndexA: a, currentIndexB: b === a ? (a + 1) % 30 : b });
      }
      if (kind === 2) return call(t, 'POST', url('add-item'), g, { listItem: { course: fresh.pop(), bucket: pick(RANK_BUCKETS) }, atIndex: Math.floor(rnd() * 30) });
      return call(t, 'POST', url('remove-item'), g, { listItem: pick(start) });
    });
    const results = await all(ops);
    // Every answer is a success or a clean refusal (a stale swap, an item removed meanwhile, an index past a shrunk end).
    for (const r of results) expect([200, 201, 400, 404, 409], r.body).toContain(r.statusCode);
    expect(results.filter((r) => r.statusCode < 300).length).toBeGreaterThan(10);

    const rows = await t.database.db.select({ id: listItems.id, bucket: listItems.bucket, key: listItems.rankKey })
      .from(listItems).where(and(eq(listItems.listId, list))).orderBy(asc(listItems.rankKey));
    const keys = rows.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = rows.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);

    const detail = await getList(t, list, g);
    expect(detail.items.map((i) => i.index)).toEqual(ids.map((_, i) => i));
    expect(detail.items.map((i) => i._id)).toEqual(ids);
    expect(detail.itemCount).toBe(ids.length);
    // Nothing lost: every starting item is in the list or was removed by a request that succeeded.
    const removed = new Set(results.flatMap((r) => (r.statusCode === 200 && r.json().data?._id && r.json().data.itemCount !== undefined && !r.json().data.items ? [r.json().data._id as string] : [])));
    for (const id of start) expect(ids.includes(id) !== removed.has(id), id).toBe(true);
    const added = results.filter((r) => r.statusCode === 201).length;
    expect(ids.length).toBe(start.length - removed.size + added);
    // The bands stay in order: loved, then fine, then disliked.
    const order = rows.map((r) => RANK_BUCKETS.indexOf(r.bucket as RankBucket));
    expect(order).toEqual(order.toSorted((a, b) => a - b));
  });
});
