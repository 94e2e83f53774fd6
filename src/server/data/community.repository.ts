/**
 * Every SQL statement about community rankings: reading the public lists a ranking is computed
 * from, replacing a ranking with a new computation, and the filtered reads the API serves.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../shared/contracts/common.contract';
import type { CommunityCountry, CommunityFilters, CommunityItem } from '../../shared/contracts/community.contract';
import type { CommunityKind } from '../../shared/domain/community';
import type { Continent } from '../../shared/domain/enums';
import { queryRows, type Db } from '../db/client';
import { communityRankingRuns, communityRankings } from '../db/community-schema';
import { courses, listItems, lists } from '../db/schema';
import { toCourseSummary } from './course-mapper';
import { pagedQuery } from './sql';

/**
 * The public lists of one kind and type, as compact text: each list's items best first, as
 * `course number × 100 + hole` (hole 0 for course lists), where a course's number is its place
 * (from 1) in `courseIds`. Lists of fewer than two items compare nothing and are left out.
 */
export interface StoredBallots {
  courseIds: string[];
  lists: { owner: string; items: string }[];
}

export interface RankingRow {
  rank: number;
  courseId: string;
  holeNumber: number | null;
  score: number;
  golfers: number;
  strength: number;
}

export interface RankingRun {
  computedAt: Date;
  golfers: number;
  lists: number;
  iterations: number;
  durationMs: number;
}

/** Rows per INSERT: the rows travel as one JSON parameter, unpacked by jsonb_to_recordset. */
const INSERT_CHUNK = 5000;

const ofType = (kind: string, type: string) =>
  and(sql`${communityRankings.listKind} = ${kind}`, sql`${communityRankings.listType} = ${type}`)!;

function filterConditions(f: CommunityFilters): SQL[] {
  const where: SQL[] = [];
  if (f.continent?.length) where.push(inArray(communityRankings.continent, f.continent));
  if (f.country) where.push(sql`lower(${communityRankings.country}) = ${f.country.toLowerCase()}`);
  if (f.membership?.length) where.push(inArray(communityRankings.clubMembership, f.membership));
  if (f.courseType?.length) where.push(inArray(communityRankings.courseType, f.courseType));
  return where;
}

export function communityRepository(db: Db) {
  return {
    /** What a recompute reads, from one snapshot (course numbers and lists agree). */
    ballots(kind: string, type: string): Promise<StoredBallots> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`set local work_mem = '64MB'`);
        const numbered = await queryRows<{ id: string }>(tx, sql`select id from ${courses} order by id`);
        const rows = await queryRows<{ owner: string; items: string }>(tx, sql`
          with numbered as (select id, row_number() over (order by id) as n from ${courses})
          select l.owner_id as owner, string_agg((numbered.n * 100 + coalesce(li.hole_number, 0))::text, ',' order by li.rank_key) as items
          from ${lists} l
          join ${listItems} li on li.list_id = l.id
          join numbered on numbered.id = li.course_id
          where l.kind = ${kind} and l.type = ${type} and l.is_public
          group by l.owner_id, l.id
          having count(*) >= 2
          order by l.owner_id, l.id`);
        return { courseIds: numbered.map((r) => r.id), lists: rows };
      }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
    },

    /**
     * Replaces one ranking in one transaction: readers see the old ranking or the new one, never
     * a mix. Recomputes of the same ranking (two replicas) take turns on an advisory lock.
     */
    async replace(kind: CommunityKind, type: string, rows: RankingRow[], run: RankingRun): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`community_rankings:${kind}:${type}`}))`);
        await tx.delete(communityRankings).where(ofType(kind, type));
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          const chunk = JSON.stringify(rows.slice(i, i + INSERT_CHUNK));
          await tx.execute(sql`
            insert into ${communityRankings} (list_kind, list_type, rank, course_id, hole_number, score, golfers, strength,
              continent, country, club_membership, course_type)
            select ${kind}, ${type}, r.rank, r."courseId", r."holeNumber", r.score, r.golfers, r.strength,
              c.continent, c.country, c.club_membership, c.type
            from jsonb_to_recordset(${chunk}::jsonb)
              as r(rank int, "courseId" uuid, "holeNumber" int, score float8, golfers int, strength float8)
            join ${courses} c on c.id = r."courseId"`);
        }
        const values = { listKind: kind, listType: type, ...run, items: rows.length };
        await tx.insert(communityRankingRuns).values(values)
          .onConflictDoUpdate({ target: [communityRankingRuns.listKind, communityRankingRuns.listType], set: values });
      });
    },

    /** The kind and type of each list that still exists. */
    async typesOfLists(listIds: string[]): Promise<{ kind: string; type: string }[]> {
      if (!listIds.length) return [];
      return db.selectDistinct({ kind: lists.kind, type: lists.type }).from(lists).where(inArray(lists.id, listIds));
    },

    /** Whether any ranking was ever computed (the server computes them all at start when none was). */
    async anyComputed(): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(communityRankingRuns);
      return (row?.n ?? 0) > 0;
    },

    /** Copies a course's continent, country, membership and type into its ranked rows again (after a course edit). */
    async refreshCourse(courseId: string): Promise<void> {
      await db.execute(sql`
        update ${communityRankings} r set continent = c.continent, country = c.country, club_membership = c.club_membership, course_type = c.type
        from ${courses} c where c.id = ${courseId} and r.course_id = c.id`);
    },

    async computedAt(kind: string, type: string): Promise<Date | null> {
      const [row] = await db.select({ at: communityRankingRuns.computedAt }).from(communityRankingRuns)
        .where(and(sql`${communityRankingRuns.listKind} = ${kind}`, sql`${communityRankingRuns.listType} = ${type}`));
      return row?.at ?? null;
    },

    /** One page of a ranking, filtered, in rank order; `rank` counts within the filter. */
    page(kind: string, type: string, filters: CommunityFilters, page: number, pageSize: number): Promise<Page<CommunityItem>> {
      const where = and(ofType(kind, type), ...filterConditions(filters));
      const rows = db.select({ r: communityRankings, course: courses }).from(communityRankings)
        .innerJoin(courses, eq(courses.id, communityRankings.courseId))
        .where(where).orderBy(asc(communityRankings.rank)).$dynamic();
      const total = db.$count(communityRankings, where);
      const first = (page - 1) * pageSize;
      let place = first;
      return pagedQuery(rows, total, page, pageSize, ({ r, course }) => ({
        rank: ++place,
        overallRank: r.rank,
        course: toCourseSummary(course),
        holeNumber: r.holeNumber,
        score: r.score,
        golfers: r.golfers,
      }));
    },

    /** Countries with items in a ranking, most first. */
    async countries(kind: string, type: string, continent?: Continent): Promise<CommunityCountry[]> {
      const rows = await db.select({
        country: communityRankings.country,
        continent: sql<Continent | null>`min(${communityRankings.continent}::text)`,
        courses: count(),
      }).from(communityRankings)
        .where(and(ofType(kind, type), isNotNull(communityRankings.country), continent ? eq(communityRankings.continent, continent) : undefined))
        .groupBy(communityRankings.country)
        .orderBy(desc(count()), asc(communityRankings.country));
      return rows.map((r) => ({ country: r.country!, continent: r.continent, courses: r.courses }));
    },
  };
}

export type CommunityRepository = ReturnType<typeof communityRepository>;
