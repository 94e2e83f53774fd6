/**
 * My Lie holds played courses only, and every write to its items takes the list's lock: ranking a
 * course there (which marks it played) raced against unmarking courses played (which takes them
 * out of My Lie) must never answer a 5xx, leave an item of a course no longer played, or put a
 * disliked item among fine ones. On PostgreSQL (the second API run), where the requests really
 * overlap on a connection pool, 480 races of three requests each, eight golfers at once; PGlite has
 * one connection and runs them one after the other, so a quarter of them checks the same there.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, lists, playedCourses } from '../../src/server/data/schema';
import { isBucketOrdered, RANK_BUCKETS, type RankBucket } from '../../src/shared/domain/ranking/buckets';
import { prng } from '../support/prng';
import { createGolfer, type Golfer } from './helpers/golfers';
import { addItem, createList } from './helpers/lists';
import { createTestApp, type TestApp } from './helpers/test-app';
import { all, call, insertCourses } from './helpers/requests';

const GOLFERS = 8;
const RACES_EACH = process.env.TEST_DATABASE_URL ? 60 : 15;

let t: TestApp;
let c: string[];

beforeAll(async () => {
  t = await createTestApp();
  c = await insertCourses(t, 40, 'Race Links');
});
afterAll(() => t.close());

async function myLieRows(listId: string) {
  return t.database.db.select({ course: listItems.courseId, bucket: listItems.bucket, key: listItems.rankKey })
    .from(listItems).where(eq(listItems.listId, listId)).orderBy(asc(listItems.rankKey));
}

describe('My Lie against played/remove', () => {
  it(`${GOLFERS * RACES_EACH} races: no 5xx, no item of a course not played, bands in order`, { timeout: 240_000 }, async () => {
    const statuses = new Map<number, number>();
    const count = (s: number) => statuses.set(s, (statuses.get(s) ?? 0) + 1);

    async function races(g: Golfer, seed: number): Promise<string> {
      const rnd = prng(seed);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
      const list = await createList(t, g, { type: 'mylie' });
      // Ten courses ranked to start with, in every band.
      for (const [i, course] of c.slice(0, 10).entries()) await addItem(t, g, list, { course, bucket: RANK_BUCKETS[i % 3] });
      for (let r = 0; r < RACES_EACH; r++) {
        const course = pick(c);
        const other = pick(c);
        const bucket = rnd() < 0.25 ? undefined : pick(RANK_BUCKETS);
        const results = await all([
          () => call(t, 'POST', `/api/lists/${list}/add-item`, g, { listItem: { course, ...(bucket ? { bucket } : {}) }, atIndex: Math.floor(rnd() * 12) }),
          () => call(t, 'POST', '/api/lists/preset/courses-played/remove', g, { courseId: course }),
          () => call(t, 'POST', '/api/lists/preset/courses-played/remove', g, { courseId: other }),
        ]);
        results.forEach((res) => count(res.statusCode));
      }
      return list;
    }

    const golfers = await Promise.all(Array.from({ length: GOLFERS }, () => createGolfer(t)));
    const myLies = await Promise.all(golfers.map((g, i) => races(g, i + 1)));

    // Successes and clean refusals only: 201 added, 200 removed, 400 an index past a shrunk end, 409 already in My Lie.
    expect([...statuses.keys()].filter((s) => s >= 500), JSON.stringify([...statuses])).toEqual([]);
    expect((statuses.get(201) ?? 0) + (statuses.get(200) ?? 0)).toBeGreaterThan(GOLFERS * RACES_EACH);

    for (const [i, g] of golfers.entries()) {
      const rows = await myLieRows(myLies[i]!);
      const played = new Set((await t.database.db.select({ id: playedCourses.courseId }).from(playedCourses)
        .where(eq(playedCourses.userId, g.id))).map((r) => r.id));
      const orphans = rows.filter((r) => !played.has(r.course));
      expect(orphans, `golfer ${i}: items of courses not played`).toEqual([]);
      expect(isBucketOrdered(rows.map((r) => r.bucket as RankBucket)), `golfer ${i}: ${rows.map((r) => r.bucket).join(',')}`).toBe(true);
      expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
      const [list] = await t.database.db.select({ id: lists.id }).from(lists).where(and(eq(lists.ownerId, g.id), eq(lists.type, 'mylie')));
      expect(list?.id).toBe(myLies[i]);
    }
  });
});
