/**
 * Every SQL statement about community rankings: reading the public lists a ranking is computed
 * from, replacing a ranking with a new computation, and the filtered reads the API serves.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../shared/contracts/common.contract';
import type {
  CommunityCountry, CommunityFilters, CommunityItem, CourseCommunityScores,
} from '../../shared/contracts/community-rankings.contract';
import type { CommunityKind } from '../../shared/domain/community-rankings';
import type { Continent } from '../../shared/domain/enums';
import type { Db } from './database';
import { communityRankingCounts, communityRankingRuns, communityRankings } from './community.schema';
import { panelRankingRuns } from './panel.schema';
import { announceRevisionsMoved, answerRevisionOf, rankingRevisionsMoved, type AnswerRevision } from './ranking-revisions';
import { courses } from './schema';
import type { CourseFieldCounts, CourseSummary } from '../../shared/contracts/courses.contract';
import { chunkedBallots, snapshotBallots, type StoredBallots } from './community-ballots';
import { entriesAtOnce, entriesInPages } from './community-ranking-entries';
import { shownGeneration } from './community-generation';
import { lockRankings, recount, replaceRanking, type RankedEntry, type RankingRow, type RankingRun, type ShownRanking } from './community-rankings-write';
import { countCourseFields, courseFieldConditions } from './course-field-counts';
import { courseSummaryColumns, toCourseSummary } from './course-mapper';
import { pagedQuery } from './sql';

export type { RankedEntry, RankingRow, RankingRun, ShownRanking } from './community-rankings-write';

type Filterable = typeof communityRankings | typeof communityRankingCounts;

/** A ranking's counts, or its shown rows (`community-generation.ts`). */
const ofType = (t: Filterable, kind: string, type: string) =>
  and(sql`${t.listKind} = ${kind}`, sql`${t.listType} = ${type}`, t === communityRankings ? shownGeneration(kind, type) : undefined)!;

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

export interface CommunityRepositoryOptions {
  /** Read ballots in short statements (PGlite: one connection). */
  chunkedReads?: boolean;
  /** Whether a ranking's revisions may be remembered between writes now (`ranking-revisions.ts`); never when not given. */
  rememberRevisions?: () => boolean;
}

export function communityRankingsRepository(db: Db, options: CommunityRepositoryOptions = {}) {
  // Read for every page of a ranking: built once (drizzle's prepared statement), not per request.
  const answerRevisionQuery = db.select({ revision: communityRankingRuns.revision, panelAt: panelRankingRuns.computedAt })
    .from(communityRankingRuns)
    .leftJoin(panelRankingRuns, and(eq(panelRankingRuns.listKind, communityRankingRuns.listKind), eq(panelRankingRuns.listType, communityRankingRuns.listType)))
    .where(and(sql`${communityRankingRuns.listKind} = ${sql.placeholder('kind')}`, sql`${communityRankingRuns.listType} = ${sql.placeholder('type')}`))
    .prepare('community_answer_revision');
  return {
    /** What a recompute reads (see `community-ballots.ts`). */
    ballots(kind: string, type: string): Promise<StoredBallots> {
      return options.chunkedReads ? chunkedBallots(db, kind, type) : snapshotBallots(db, kind, type);
    },

    /** Replaces one ranking with a new computation: written hidden in short batches, then shown at once (see `community-rankings-write.ts`). */
    replace(kind: CommunityKind, type: string, rows: RankingRow[], run: RankingRun, onShown?: (shown: ShownRanking) => void): Promise<ShownRanking> {
      return replaceRanking(db, kind, type, rows, run, onShown);
    },

    /** Whether any ranking was ever computed (the server computes them all at start when none was). */
    async anyComputed(): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(communityRankingRuns);
      return (row?.n ?? 0) > 0;
    },

    /**
     * Copies a course's continent, country, membership and type into its ranked rows again (after a
     * course edit): each ranking it is in by itself, in its own short transaction (on PGlite a
     * recount of every ranking at once kept requests waiting for hundreds of milliseconds).
     */
    async refreshCourse(courseId: string): Promise<void> {
      const types = await db.selectDistinct({ kind: communityRankings.listKind, type: communityRankings.listType })
        .from(communityRankings).where(eq(communityRankings.courseId, courseId));
      for (const { kind, type } of types) {
        await nextTurn();
        await db.transaction(async (tx) => {
          await lockRankings(tx, [{ kind, type }]);
          await tx.execute(sql`
            update ${communityRankings} r set continent = c.continent, country = c.country, club_membership = c.club_membership, course_type = c.type
            from ${courses} c where c.id = ${courseId} and r.course_id = c.id and r.list_kind = ${kind} and r.list_type = ${type}`);
          await recount(tx, kind, type);
          await announceRevisionsMoved(tx);
        });
        rankingRevisionsMoved(db);
      }
    },

    /** A deleted course's rows went with it (the foreign key); its rankings' counts follow, one ranking a transaction. */
    async recountAll(): Promise<void> {
      const types = await db.select({ kind: communityRankingRuns.listKind, type: communityRankingRuns.listType }).from(communityRankingRuns);
      for (const { kind, type } of types) {
        await nextTurn();
        await db.transaction(async (tx) => {
          await lockRankings(tx, [{ kind, type }]);
          await recount(tx, kind, type);
          await announceRevisionsMoved(tx);
        });
        rankingRevisionsMoved(db);
      }
    },

    /** When a ranking was last computed and its current revision; null before its first computation. */
    async run(kind: string, type: string): Promise<{ computedAt: Date; revision: number; golfers: number; lists: number } | null> {
      const r = communityRankingRuns;
      const [row] = await db.select({ computedAt: r.computedAt, revision: r.revision, golfers: r.golfers, lists: r.lists }).from(r).where(ofRun(kind, type));
      return row ?? null;
    },

    /**
     * What a page of a ranking is computed from, in one statement: the ranking's revision and when
     * the panel (whose places the items show) last computed the same type; null before the
     * ranking's first computation.
     */
    answerRevision(kind: string, type: string): Promise<AnswerRevision | null> {
      return answerRevisionOf(db, options.rememberRevisions ?? (() => false), kind, type, async () => (await answerRevisionQuery.execute({ kind, type }))[0] ?? null);
    },

    /**
     * One page of a ranking filtered on the courses' own fields too (architect, yardage, which the
     * ranking does not copy), in rank order (`rank` counts within the filter), with its total
     * counted over the join. Other filters are answered from the ranking servers hold in memory.
     */
    page(kind: string, type: string, filters: CommunityFilters, page: number, pageSize: number): Promise<Page<Omit<CommunityItem, 'panel'>>> {
      const r = communityRankings;
      const where = and(filtered(r, kind, type, filters), onCourse(filters));
      const rows = db.select({ rank: r.rank, holeNumber: r.holeNumber, score: r.score, golfers: r.golfers, course: courseSummaryColumns })
        .from(r).innerJoin(courses, eq(courses.id, r.courseId))
        .where(where).orderBy(asc(r.rank)).$dynamic();
      const total = db.select({ n: count() }).from(r).innerJoin(courses, eq(courses.id, r.courseId)).where(where).then(([row]) => row?.n ?? 0);
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

    /** Every item of a ranking in rank order, with the fields filters read (the server holds these; see CommunityRankingIndex). */
    entries(kind: string, type: string): Promise<RankedEntry[]> {
      return options.chunkedReads ? entriesInPages(db, kind, type) : entriesAtOnce(db, kind, type);
    },

    /** The summaries of these courses, by id. */
    async summaries(courseIds: string[]): Promise<Map<string, CourseSummary>> {
      if (courseIds.length === 0) return new Map();
      const rows = await db.select(courseSummaryColumns).from(courses).where(inArray(courses.id, [...new Set(courseIds)]));
      return new Map(rows.map((row) => [row.id, toCourseSummary(row)]));
    },

    /** A ranking's items under the filters, counted by their course's fields. */
    countItems(kind: string, type: string, filters: CommunityFilters): Promise<CourseFieldCounts> {
      const r = communityRankings;
      return countCourseFields(db, sql`
        select ${r.courseId} as course_id from ${r} join ${courses} on ${courses.id} = ${r.courseId}
        where ${and(filtered(r, kind, type, filters), onCourse(filters))}`);
    },

    /** Where a course (and its holes) stands in every ranking it is in, the overall ranking first; null for no such course. */
    async ofCourse(courseId: string): Promise<CourseCommunityScores['rankings'] | null> {
      const r = communityRankings;
      const rows = await db.select({
        kind: r.listKind, type: r.listType, holeNumber: r.holeNumber, rank: r.rank, score: r.score, golfers: r.golfers, of: communityRankingRuns.items,
      }).from(r).innerJoin(communityRankingRuns, and(
        eq(communityRankingRuns.listKind, r.listKind), eq(communityRankingRuns.listType, r.listType), eq(communityRankingRuns.generation, r.generation),
      ))
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
