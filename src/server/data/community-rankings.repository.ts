/**
 * Every SQL statement about community rankings: reading the public lists a ranking is computed
 * from, replacing a ranking with a new computation, and the filtered reads the API serves.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, sql, sum, type SQL } from 'drizzle-orm';
import type { Page } from '../../shared/contracts/common.contract';
import type {
  CommunityCountry, CommunityFilters, CommunityItem, CommunityStats, CourseCommunityScores,
} from '../../shared/contracts/community.contract';
import type { CommunityKind } from '../../shared/domain/community-rankings';
import type { Continent } from '../../shared/domain/enums';
import { queryRows, type Db } from '../db/client';
import { communityRankingCounts, communityRankingRuns, communityRankings } from '../db/community-schema';
import type { Tx } from './list-order';
import { courses, listItems, lists } from '../db/schema';
import { countCourseFields, courseFieldConditions } from './course-field-counts';
import { courseSummaryColumns, toCourseSummary } from './course-mapper';
import { pagedQuery } from './sql';

/**
 * The public lists of one kind and type as the model's input: each list's items best first, as
 * `course number × 100 + hole` (hole 0 for course lists), where a course's number is its place
 * (from 1) in `courseIds`; lists in owner order. Lists of fewer than two items compare nothing
 * and are left out.
 */
export interface StoredBallots {
  courseIds: string[];
  lists: { owner: string; items: Int32Array }[];
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

/** Lists per statement while reading ballots. */
const BALLOT_CHUNK = 500;

/** Rows per INSERT: the rows travel as one JSON parameter, unpacked by jsonb_to_recordset. */
const INSERT_CHUNK = 5000;

type Filterable = typeof communityRankings | typeof communityRankingCounts;

const ofType = (t: Filterable, kind: string, type: string) => and(sql`${t.listKind} = ${kind}`, sql`${t.listType} = ${type}`)!;

const ofRun = (kind: string, type: string) =>
  and(sql`${communityRankingRuns.listKind} = ${kind}`, sql`${communityRankingRuns.listType} = ${type}`)!;

/** The filters on either the ranking or its counts (the same columns) that the counts can answer. */
function filtered(t: Filterable, kind: string, type: string, f: CommunityFilters): SQL {
  const where: SQL[] = [ofType(t, kind, type)];
  if (f.continent?.length) where.push(inArray(t.continent, f.continent));
  if (f.country) where.push(sql`lower(${t.country}) = ${f.country.toLowerCase()}`);
  if (f.membership?.length) where.push(inArray(t.clubMembership, f.membership));
  if (f.courseType?.length) where.push(inArray(t.courseType, f.courseType));
  return and(...where)!;
}

/**
 * Architect and yardage are not copied into the ranking: they filter on the joined course, and a
 * page's total is then counted over the join instead of the counts table.
 */
const onCourse = (f: CommunityFilters): SQL | undefined =>
  and(...courseFieldConditions({ architect: f.architect, yardageMin: f.yardageMin, yardageMax: f.yardageMax }));

/**
 * Every write to a ranking's rows or counts first takes its advisory lock (for the transaction),
 * so recomputes (one per replica) and course edits take turns instead of interleaving.
 */
const lockRanking = (tx: Tx, kind: string, type: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`community_rankings:${kind}:${type}`}))`);

/** Locks several rankings in one order (two writers never wait on each other crosswise). */
async function lockRankings(tx: Tx, types: { kind: string; type: string }[]): Promise<{ kind: string; type: string }[]> {
  const sorted = [...new Map(types.map((t) => [`${t.kind}:${t.type}`, t])).entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, t]) => t);
  for (const { kind, type } of sorted) await lockRanking(tx, kind, type);
  return sorted;
}

/** Counts a ranking's items by continent, country, membership and course type again. */
async function recount(tx: Tx, kind: string, type: string): Promise<void> {
  await tx.update(communityRankingRuns).set({ revision: sql`${communityRankingRuns.revision} + 1` }).where(ofRun(kind, type));
  await tx.delete(communityRankingCounts).where(ofType(communityRankingCounts, kind, type));
  await tx.execute(sql`
    insert into ${communityRankingCounts} (list_kind, list_type, continent, country, club_membership, course_type, items)
    select list_kind, list_type, continent, country, club_membership, course_type, count(*)::int
    from ${communityRankings} where list_kind = ${kind} and list_type = ${type}
    group by list_kind, list_type, continent, country, club_membership, course_type`);
}

export function communityRankingsRepository(db: Db) {
  return {
    /**
     * What a recompute reads, in short statements: the course numbers, the lists, then the lists'
     * items `BALLOT_CHUNK` lists at a time, so other requests get the connection in between
     * (PGlite has one, and a statement holds it, and the event loop, until it ends). Not one
     * snapshot: a list changed while it is read marks its type for the next recompute anyway, and
     * an item whose course arrived after the numbering is left for that one too.
     */
    async ballots(kind: string, type: string): Promise<StoredBallots> {
      const courseIds = (await queryRows<{ id: string }>(db, sql`select id::text as id from ${courses} order by id`)).map((r) => r.id);
      const numberOf = new Map(courseIds.map((id, i) => [id, i + 1]));
      const owned = await queryRows<{ id: string; owner: string }>(db, sql`
        select id::text as id, owner_id::text as owner from ${lists}
        where kind = ${kind} and type = ${type} and is_public order by owner_id, id`);
      const out: StoredBallots['lists'] = [];
      for (let i = 0; i < owned.length; i += BALLOT_CHUNK) {
        const chunk = owned.slice(i, i + BALLOT_CHUNK);
        const rows = await queryRows<{ list: string; items: string }>(db, sql`
          select list_id::text as list, string_agg(course_id::text || ':' || coalesce(hole_number, 0), ',' order by rank_key) as items
          from ${listItems} where list_id = any(${`{${chunk.map((l) => l.id).join(',')}}`}::uuid[])
          group by list_id having count(*) >= 2`);
        const itemsOf = new Map(rows.map((r) => [r.list, r.items]));
        for (const list of chunk) {
          const items = itemsOf.get(list.id);
          if (!items) continue;
          const codes: number[] = [];
          for (const pair of items.split(',')) {
            const colon = pair.indexOf(':');
            const n = numberOf.get(pair.slice(0, colon));
            if (n !== undefined) codes.push(n * 100 + Number(pair.slice(colon + 1)));
          }
          if (codes.length >= 2) out.push({ owner: list.owner, items: Int32Array.from(codes) });
        }
      }
      return { courseIds, lists: out };
    },

    /**
     * Replaces one ranking in one transaction: readers see the old ranking or the new one, never
     * a mix. Recomputes of the same ranking (two replicas) take turns on an advisory lock.
     */
    async replace(kind: CommunityKind, type: string, rows: RankingRow[], run: RankingRun): Promise<void> {
      await db.transaction(async (tx) => {
        await lockRanking(tx, kind, type);
        await tx.delete(communityRankings).where(ofType(communityRankings, kind, type));
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
        await recount(tx, kind, type);
        const values = { listKind: kind, listType: type, ...run, items: rows.length };
        await tx.insert(communityRankingRuns).values(values).onConflictDoUpdate({
          target: [communityRankingRuns.listKind, communityRankingRuns.listType],
          set: { ...values, revision: sql`${communityRankingRuns.revision} + 1` },
        });
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
      await db.transaction(async (tx) => {
        const types = await lockRankings(tx, await tx.selectDistinct({ kind: communityRankings.listKind, type: communityRankings.listType })
          .from(communityRankings).where(eq(communityRankings.courseId, courseId)));
        await tx.execute(sql`
          update ${communityRankings} r set continent = c.continent, country = c.country, club_membership = c.club_membership, course_type = c.type
          from ${courses} c where c.id = ${courseId} and r.course_id = c.id`);
        for (const { kind, type } of types) await recount(tx, kind, type);
      });
    },

    /** A deleted course's rows went with it (the foreign key); its rankings' counts follow. */
    async recountAll(): Promise<void> {
      await db.transaction(async (tx) => {
        const types = await lockRankings(tx, await tx.select({ kind: communityRankingRuns.listKind, type: communityRankingRuns.listType })
          .from(communityRankingRuns));
        for (const { kind, type } of types) await recount(tx, kind, type);
      });
    },

    /** When a ranking was last computed and its current revision; null before its first computation. */
    async run(kind: string, type: string): Promise<{ computedAt: Date; revision: number } | null> {
      const [row] = await db.select({ computedAt: communityRankingRuns.computedAt, revision: communityRankingRuns.revision })
        .from(communityRankingRuns).where(ofRun(kind, type));
      return row ?? null;
    },

    /**
     * One page of a ranking, filtered, in rank order (`rank` counts within the filter): the page
     * is one index range in rank order, its total a sum over the counts.
     */
    page(kind: string, type: string, filters: CommunityFilters, page: number, pageSize: number): Promise<Page<CommunityItem>> {
      const r = communityRankings;
      const where = and(filtered(r, kind, type, filters), onCourse(filters));
      const rows = db.select({ rank: r.rank, holeNumber: r.holeNumber, score: r.score, golfers: r.golfers, course: courseSummaryColumns })
        .from(r).innerJoin(courses, eq(courses.id, r.courseId))
        .where(where).orderBy(asc(r.rank)).$dynamic();
      const total = onCourse(filters)
        ? db.select({ n: count() }).from(r).innerJoin(courses, eq(courses.id, r.courseId)).where(where).then(([row]) => row?.n ?? 0)
        : db.select({ n: sum(communityRankingCounts.items).mapWith(Number) }).from(communityRankingCounts)
          .where(filtered(communityRankingCounts, kind, type, filters)).then(([row]) => row?.n ?? 0);
      let place = (page - 1) * pageSize;
      return pagedQuery(rows, total, page, pageSize, (row) => ({
        rank: ++place,
        overallRank: row.rank,
        course: toCourseSummary(row.course),
        holeNumber: row.holeNumber,
        score: row.score,
        golfers: row.golfers,
      }));
    },

    /** A ranking's items under the filters counted by their course's fields, with what went into the ranking. */
    async stats(kind: string, type: string, filters: CommunityFilters): Promise<Omit<CommunityStats, 'computedAt' | 'minGolfers'>> {
      const r = communityRankings;
      const [[run], items] = await Promise.all([
        db.select({ golfers: communityRankingRuns.golfers, lists: communityRankingRuns.lists }).from(communityRankingRuns).where(ofRun(kind, type)),
        countCourseFields(db, sql`
          select ${r.courseId} as course_id from ${r} join ${courses} on ${courses.id} = ${r.courseId}
          where ${and(filtered(r, kind, type, filters), onCourse(filters))}`),
      ]);
      return { kind: kind as CommunityKind, type, golfers: run?.golfers ?? 0, lists: run?.lists ?? 0, items };
    },

    /** Where a course (and its holes) stands in every ranking it is in, the overall ranking first; null for no such course. */
    async ofCourse(courseId: string): Promise<CourseCommunityScores['rankings'] | null> {
      const r = communityRankings;
      const rows = await db.select({
        kind: r.listKind, type: r.listType, holeNumber: r.holeNumber, rank: r.rank, score: r.score, golfers: r.golfers, of: communityRankingRuns.items,
      }).from(r).innerJoin(communityRankingRuns, and(eq(communityRankingRuns.listKind, r.listKind), eq(communityRankingRuns.listType, r.listType)))
        .where(eq(r.courseId, courseId))
        .orderBy(sql`${r.listKind} = 'course' desc`, sql`${r.listType} = 'mylie' desc`, asc(r.rank));
      if (rows.length === 0 && (await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId))).length === 0) return null;
      return rows.map((row) => ({ ...row, kind: row.kind as CommunityKind }));
    },

    /** Countries with items in a ranking, most first. */
    async countries(kind: string, type: string, continent?: Continent): Promise<CommunityCountry[]> {
      const t = communityRankingCounts;
      const courses = sql<number>`sum(${t.items})::int`;
      const rows = await db.select({ country: t.country, continent: sql<Continent | null>`min(${t.continent}::text)`, courses })
        .from(t)
        .where(and(ofType(t, kind, type), isNotNull(t.country), continent ? eq(t.continent, continent) : undefined))
        .groupBy(t.country)
        .orderBy(desc(courses), asc(t.country));
      return rows.map((r) => ({ country: r.country!, continent: r.continent, courses: r.courses }));
    },
  };
}

export type CommunityRankingsRepository = ReturnType<typeof communityRankingsRepository>;
