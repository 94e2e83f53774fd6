/**
 * Reads behind Golf DNA, list completion and the year in review: a golfer's played courses with
 * their My Lie scores, the catalogue's counts per attribute, the followed golfers' tastes, and how
 * far a golfer is through the notable tiers, each architect's and each country's courses.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CourseSummary } from '../../shared/contracts/courses.contract';
import type { PublicUser } from '../../shared/contracts/users.contract';
import { dnaKey, eraOf, type DnaFacts } from '../../shared/domain/golf-dna';
import type { PlayedDatePrecision } from '../../shared/domain/played-date';
import type { RankBucket } from '../../shared/domain/ranking/buckets';
import { scoresOf } from '../../shared/domain/ranking/score';
import { queryRows, type Db } from './database';
import { courses, follows, listItems, lists, playedCourses, users } from './schema';
import { toCourseSummary } from './course-mapper';
import { publicUserColumns, toPublicUser } from './user-mapper';

export interface PlayedWithScore {
  course: CourseSummary;
  facts: DnaFacts;
  /** Null (both) when the golfer gave no date. */
  dateAdded: string | null;
  datePrecision: PlayedDatePrecision | null;
  /** The My Lie score and 1-based rank, when ranked in a list the reader may see. */
  score: number | null;
  rank: number | null;
}

/** Notable tiers by the seed's prominence (tier 1 = 300, tier 2 = 200). */
export const NOTABLE_TIERS = [
  { key: 'tier1', name: 'Notable courses: tier 1', min: 300, max: null },
  { key: 'tier2', name: 'Notable courses: tier 2', min: 200, max: 299 },
] as const;

export function myLieRepository(db: Db) {
  /** Scores by course of the My Lie lists of `ownerIds` (public ones only unless `includePrivateOf` owns them). */
  async function myLieScores(ownerIds: string[], includePrivateOf: string | null): Promise<Map<string, Map<string, { score: number | null; rank: number }>>> {
    if (ownerIds.length === 0) return new Map();
    const visible = includePrivateOf
      ? sql`((${lists.isPublic} and ${lists.hiddenAt} is null) or ${lists.ownerId} = ${includePrivateOf})`
      : sql`(${lists.isPublic} and ${lists.hiddenAt} is null)`;
    const rows = await db.select({ ownerId: lists.ownerId, courseId: listItems.courseId, bucket: listItems.bucket })
      .from(listItems).innerJoin(lists, eq(lists.id, listItems.listId))
      .where(and(inArray(lists.ownerId, ownerIds), eq(lists.type, 'mylie'), visible))
      .orderBy(lists.ownerId, asc(listItems.rankKey));
    const byOwner = new Map<string, { courseId: string; bucket: RankBucket | null }[]>();
    for (const r of rows) byOwner.set(r.ownerId, [...(byOwner.get(r.ownerId) ?? []), r]);
    const out = new Map<string, Map<string, { score: number | null; rank: number }>>();
    for (const [owner, items] of byOwner) {
      const scores = scoresOf(items.map((i) => i.bucket));
      out.set(owner, new Map(items.map((i, index) => [i.courseId, { score: scores[index] ?? null, rank: index + 1 }])));
    }
    return out;
  }

  return {
    /** Every played course of a golfer with its facts and My Lie score, most recently played first. */
    async playedWithScores(userId: string, includePrivate: boolean): Promise<PlayedWithScore[]> {
      const [rows, scores] = await Promise.all([
        db.select({ p: playedCourses, c: courses }).from(playedCourses).innerJoin(courses, eq(courses.id, playedCourses.courseId))
          .where(eq(playedCourses.userId, userId))
          .orderBy(sql`${playedCourses.dateAdded} desc nulls last`, sql`${playedCourses.createdAt} desc`),
        myLieScores([userId], includePrivate ? userId : null),
      ]);
      const mine = scores.get(userId) ?? new Map();
      return rows.map(({ p, c }) => ({
        course: toCourseSummary(c),
        facts: { architects: c.architects, year: c.yearEstablished, membership: c.clubMembership, continent: c.continent, country: c.country, type: c.type },
        dateAdded: p.dateAdded,
        datePrecision: p.datePrecision,
        score: mine.get(c.id)?.score ?? null,
        rank: mine.get(c.id)?.rank ?? null,
      }));
    },

    /** How many catalogue courses have each attribute value (keyed by dnaKey), and how many courses there are. */
    async catalogueCounts(): Promise<{ counts: Map<string, number>; total: number }> {
      const [architects, grouped] = await Promise.all([
        queryRows<{ v: string; n: number }>(db, sql`select a as v, count(*)::int as n from ${courses} cross join lateral unnest(${courses.architects}) a group by a`),
        queryRows<{ set: number; y: number | null; m: string | null; ct: string | null; co: string | null; t: string | null; n: number }>(db, sql`
          select grouping(year_established) + 2 * grouping(club_membership) + 4 * grouping(continent) + 8 * grouping(country) + 16 * grouping(type) as set,
            year_established as y, club_membership::text as m, continent::text as ct, country as co, type::text as t, count(*)::int as n
          from ${courses} group by grouping sets ((year_established), (club_membership), (continent), (country), (type), ())`),
      ]);
      const counts = new Map<string, number>();
      const add = (key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);
      for (const r of architects) add(dnaKey('architect', r.v), r.n);
      let total = 0;
      for (const r of grouped) {
        const set = Number(r.set);
        if (set === 31) total = r.n;
        else if (set === 30 && r.y !== null) add(dnaKey('era', eraOf(r.y)!), r.n);
        else if (set === 29 && r.m !== null) add(dnaKey('access', r.m), r.n);
        else if (set === 27 && r.ct !== null) add(dnaKey('continent', r.ct), r.n);
        else if (set === 23 && r.co !== null) add(dnaKey('country', r.co), r.n);
        else if (set === 15 && r.t !== null) add(dnaKey('type', r.t), r.n);
      }
      return { counts, total };
    },

    /** The golfers `userId` follows, each with their played courses and public My Lie scores. */
    async followeeTastes(userId: string): Promise<{ user: PublicUser; courses: { id: string; score: number | null }[] }[]> {
      const followees = await db.select(publicUserColumns).from(follows).innerJoin(users, eq(users.id, follows.followeeId))
        .where(eq(follows.followerId, userId));
      if (followees.length === 0) return [];
      const ids = followees.map((f) => f.id);
      const [played, scores] = await Promise.all([
        db.select({ userId: playedCourses.userId, courseId: playedCourses.courseId }).from(playedCourses).where(inArray(playedCourses.userId, ids)),
        myLieScores(ids, null),
      ]);
      // Grouped once: filtering every followee's rows out of all of them is quadratic at 1,000 followees.
      const playedBy = new Map<string, string[]>();
      for (const p of played) {
        const list = playedBy.get(p.userId);
        if (list) list.push(p.courseId);
        else playedBy.set(p.userId, [p.courseId]);
      }
      return followees.map((f) => ({
        user: toPublicUser(f),
        courses: (playedBy.get(f.id) ?? []).map((id) => ({ id, score: scores.get(f.id)?.get(id)?.score ?? null })),
      }));
    },

    /** Played and total counts of the notable tiers, and of every architect's and country's courses the golfer has started. */
    async completion(userId: string) {
      const mine = sql`(select course_id from ${playedCourses} where user_id = ${userId})`;
      const [tiers, architects, countries] = await Promise.all([
        queryRows<{ key: string; total: number; played: number }>(db, sql`
          select case when prominence >= 300 then 'tier1' else 'tier2' end as key, count(*)::int as total,
            count(*) filter (where id in ${mine})::int as played
          from ${courses} where prominence >= 200 group by 1`),
        queryRows<{ key: string; total: number; played: number }>(db, sql`
          select a as key, count(*)::int as total, count(*) filter (where c.id in ${mine})::int as played
          from ${courses} c cross join lateral unnest(c.architects) a
          where a in (select unnest(c2.architects) from ${courses} c2 where c2.id in ${mine})
          group by a`),
        queryRows<{ key: string; total: number; played: number }>(db, sql`
          select c.country as key, count(*)::int as total, count(*) filter (where c.id in ${mine})::int as played
          from ${courses} c
          where c.country in (select c2.country from ${courses} c2 where c2.id in ${mine})
          group by c.country`),
      ]);
      return { tiers, architects, countries };
    },
  };
}

export type MyLieRepository = ReturnType<typeof myLieRepository>;
