/**
 * A whole community ranking as servers hold it, read in short statements (PGlite's way, issue 34:
 * one statement of 36,000 rows held PGlite's connection for about 200 ms) against the same
 * ranking read in one statement, on the test's database; and a course edit landing between two
 * statements never gives a ranking that is half before it and half after. And the counts a
 * recompute writes from the rows it wrote are the counts of the rows shown.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAtOnce, entriesInPages } from '../../src/server/data/community-ranking-entries';
import { communityRankingsRepository } from '../../src/server/data/community-rankings.repository';
import { queryRows } from '../../src/server/data/database';
import { courses } from '../../src/server/data/schema';
import { insertFilterableCourses, rankCourses } from './helpers/community';
import { createGolfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertFilterableCourses(t, [
    { clubName: 'Alpha', country: 'Scotland', continent: 'EUROPE', clubMembership: 'PUBLIC', type: 'FULL LENGTH' },
    { clubName: 'Bravo', country: 'Scotland', continent: 'EUROPE', clubMembership: 'PUBLIC', type: 'FULL LENGTH' },
    { clubName: 'Charlie', country: 'Scotland', continent: 'EUROPE', clubMembership: 'PRIVATE', type: 'FULL LENGTH' },
    { clubName: 'Delta', country: 'Japan', continent: 'ASIA', clubMembership: null, type: 'EXECUTIVE' },
    { clubName: 'Echo', country: null, continent: null, clubMembership: 'PUBLIC', type: 'FULL LENGTH' },
  ]);
  const golfers = await Promise.all(Array.from({ length: 4 }, () => createGolfer(t)));
  await Promise.all(golfers.map((g, i) => rankCourses(t, g, i % 2 ? ids : [...ids].reverse())));
  await t.communityRankings.recompute();
});
afterAll(() => t.close());

describe('a ranking read in short statements', () => {
  it('is the ranking one statement reads, whatever the statements\' size', async () => {
    const whole = await entriesAtOnce(t.database.db, 'course', 'mylie');
    expect(whole.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(whole.find((e) => e.courseId === ids[0])).toMatchObject({ country: 'scotland', continent: 'EUROPE', membership: 'PUBLIC', courseType: 'FULL LENGTH', holeNumber: null });
    for (const pageSize of [1, 2, 3, 5, 4000]) expect(await entriesInPages(t.database.db, 'course', 'mylie', { pageSize })).toEqual(whole);
  });

  it('comes with counts by field that a count over the shown rows gives (the recompute counted what it wrote)', async () => {
    const byFields = sql`continent::text, country, club_membership::text as membership, course_type::text as type`;
    const order = sql`order by country nulls first, membership nulls first, type`;
    const kept = await queryRows(t.database.db, sql`select ${byFields}, items from community_ranking_counts
      where list_kind = 'course' and list_type = 'mylie' ${order}`);
    const counted = await queryRows(t.database.db, sql`select ${byFields}, count(*)::int as items from community_rankings r
      where list_kind = 'course' and list_type = 'mylie'
        and generation = (select generation from community_ranking_runs where list_kind = 'course' and list_type = 'mylie')
      group by continent, country, club_membership, course_type ${order}`);
    expect(counted).toHaveLength(4);
    expect(kept).toEqual(counted);
  });

  it('reads again when a course edit lands between its statements: all before it or all after, never half', async () => {
    const db = t.database.db;
    const repo = communityRankingsRepository(db);
    const before = await entriesAtOnce(db, 'course', 'mylie');
    const [first, last] = [before[0]!.courseId, before[4]!.courseId];
    let edits = 0;
    const read = await entriesInPages(db, 'course', 'mylie', {
      pageSize: 2,
      // After the first two ranks are read, the first and the last course move to Wales.
      betweenPages: async () => {
        if (edits++ > 0) return;
        for (const id of [first, last]) {
          await db.update(courses).set({ country: 'Wales' }).where(eq(courses.id, id));
          await repo.refreshCourse(id);
        }
      },
    });
    const after = await entriesAtOnce(db, 'course', 'mylie');
    expect(after.filter((e) => e.country === 'wales').map((e) => e.courseId)).toEqual([first, last]);
    expect(read).toEqual(after);
  });
});
