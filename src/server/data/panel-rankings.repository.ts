/**
 * Every SQL statement about panel rankings: replacing one with a new computation (one
 * transaction, under the same kind of advisory lock as the community's), and the reads, each
 * beside the crowd's place for the same item.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from '../../shared/contracts/common.contract';
import type { CoursePanelScores, PanelItem } from '../../shared/contracts/panel-rankings.contract';
import type { CommunityKind } from '../../shared/domain/community-rankings';
import type { ConflictKind } from '../../shared/domain/panel-rankings';
import type { Db } from './database';
import { communityRankingRuns, communityRankings } from './community.schema';
import { shownRow } from './community-generation';
import { panelConflicts, panelRankingRuns, panelRankings } from './panel.schema';
import { announceRevisionsMoved, rankingRevisionsMoved } from './ranking-revisions';
import { courses, panelistRequests, users } from './schema';
import { courseSummaryColumns, toCourseSummary } from './course-mapper';
import { panelBallots } from './panel-ballots';
import { pagedQuery } from './sql';
import { activeUser } from './user-mapper';

export interface PanelRow {
  rank: number;
  courseId: string;
  holeNumber: number | null;
  score: number;
  strength: number;
  panelists: number;
  spread: number;
  trimmed: number;
  conflicts: number;
  latestAt: Date;
}

export type PanelRun = Omit<typeof panelRankingRuns.$inferInsert, 'listKind' | 'listType' | 'items'>;

const ofType = (kind: string, type: string) => and(sql`${panelRankings.listKind} = ${kind}`, sql`${panelRankings.listType} = ${type}`);
const runOf = (kind: string, type: string) => and(sql`${panelRankingRuns.listKind} = ${kind}`, sql`${panelRankingRuns.listType} = ${type}`);

/** The crowd's (shown) row for the same item of the same ranking (a left join: null when the crowd has not ranked it). */
const sameCommunityItem = and(
  eq(communityRankings.listKind, panelRankings.listKind), eq(communityRankings.listType, panelRankings.listType),
  eq(communityRankings.courseId, panelRankings.courseId),
  sql`${communityRankings.holeNumber} is not distinct from ${panelRankings.holeNumber}`,
  shownRow,
);

const INSERT_CHUNK = 1000;

export function panelRankingsRepository(db: Db) {
  return {
    ballots: (kind: string, type: string) => panelBallots(db, kind, type),

    /** Replaces one panel ranking: readers see the old one or the new one, never a mix. */
    async replace(kind: CommunityKind, type: string, rows: PanelRow[], run: PanelRun): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`panel_rankings:${kind}:${type}`}))`);
        await tx.delete(panelRankings).where(ofType(kind, type));
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          await tx.insert(panelRankings).values(rows.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, listKind: kind, listType: type as never })));
        }
        const values = { ...run, listKind: kind, listType: type as never, items: rows.length };
        await tx.insert(panelRankingRuns).values(values).onConflictDoUpdate({ target: [panelRankingRuns.listKind, panelRankingRuns.listType], set: values });
        await announceRevisionsMoved(tx);
      });
      rankingRevisionsMoved(db);
    },

    async anyComputed(): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(panelRankingRuns);
      return (row?.n ?? 0) > 0;
    },

    async run(kind: string, type: string) {
      const [row] = await db.select().from(panelRankingRuns).where(runOf(kind, type));
      return row ?? null;
    },

    /** One page of a panel ranking, each item with the crowd's place beside it. */
    page(kind: string, type: string, page: number, pageSize: number): Promise<Page<PanelItem>> {
      const p = panelRankings;
      const rows = db.select({
        rank: p.rank, holeNumber: p.holeNumber, score: p.score, panelists: p.panelists, spread: p.spread, trimmed: p.trimmed,
        conflicts: p.conflicts, latestAt: p.latestAt, course: courseSummaryColumns,
        communityRank: communityRankings.rank, communityGolfers: communityRankings.golfers, communityScore: communityRankings.score,
      }).from(p).innerJoin(courses, eq(courses.id, p.courseId)).leftJoin(communityRankings, sameCommunityItem)
        .where(ofType(kind, type)).orderBy(asc(p.rank)).$dynamic();
      const total = db.select({ n: count() }).from(p).where(ofType(kind, type)).then(([row]) => row?.n ?? 0);
      return pagedQuery(rows, total, page, pageSize, (r) => ({
        rank: r.rank, course: toCourseSummary(r.course), holeNumber: r.holeNumber, score: r.score, panelists: r.panelists,
        spread: r.spread, trimmed: r.trimmed, conflicts: r.conflicts, latestAt: r.latestAt.toISOString(),
        community: r.communityRank === null ? null : { rank: r.communityRank, golfers: r.communityGolfers!, score: r.communityScore! },
      }));
    },

    /** The panel's place and panelists for some items of one ranking, by `courseId:hole` (hole empty for courses). */
    async places(kind: string, type: string, courseIds: string[]): Promise<Map<string, { rank: number; panelists: number }>> {
      if (courseIds.length === 0) return new Map();
      const p = panelRankings;
      const rows = await db.select({ courseId: p.courseId, holeNumber: p.holeNumber, rank: p.rank, panelists: p.panelists }).from(p)
        .where(and(ofType(kind, type), inArray(p.courseId, [...new Set(courseIds)])));
      return new Map(rows.map((r) => [`${r.courseId}:${r.holeNumber ?? ''}`, { rank: r.rank, panelists: r.panelists }]));
    },

    /** Course items both the panel and the crowd rank in one type, with both places and the course. */
    async common(type: string) {
      const p = panelRankings;
      return db.select({
        panelRank: p.rank, panelScore: p.score, panelists: p.panelists,
        communityRank: communityRankings.rank, communityScore: communityRankings.score, golfers: communityRankings.golfers,
        course: courseSummaryColumns,
      }).from(p).innerJoin(communityRankings, sameCommunityItem).innerJoin(courses, eq(courses.id, p.courseId))
        .where(ofType('course', type)).orderBy(asc(p.rank))
        .then((rows) => rows.map(({ course, ...r }) => ({ ...r, id: course.id, course: toCourseSummary(course) })));
    },

    /** Where the panel puts a course in every ranking it is in, beside the crowd; null for no such course. */
    async ofCourse(courseId: string): Promise<CoursePanelScores['rankings'] | null> {
      const p = panelRankings;
      const rows = await db.select({
        kind: p.listKind, type: p.listType, holeNumber: p.holeNumber, rank: p.rank, of: panelRankingRuns.items, score: p.score,
        panelists: p.panelists, spread: p.spread, trimmed: p.trimmed, conflicts: p.conflicts, latestAt: p.latestAt,
        communityRank: communityRankings.rank, communityOf: communityRankingRuns.items, communityGolfers: communityRankings.golfers,
        communityScore: communityRankings.score,
      }).from(p)
        .innerJoin(panelRankingRuns, and(eq(panelRankingRuns.listKind, p.listKind), eq(panelRankingRuns.listType, p.listType)))
        .leftJoin(communityRankings, sameCommunityItem)
        .leftJoin(communityRankingRuns, and(eq(communityRankingRuns.listKind, p.listKind), eq(communityRankingRuns.listType, p.listType)))
        .where(eq(p.courseId, courseId))
        .orderBy(sql`${p.listKind} = 'course' desc`, sql`${p.listType} = 'mylie' desc`, asc(p.rank));
      if (rows.length === 0 && (await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId))).length === 0) return null;
      return rows.map((r) => ({
        kind: r.kind as CommunityKind, type: r.type, holeNumber: r.holeNumber, rank: r.rank, of: r.of, score: r.score,
        panelists: r.panelists, spread: r.spread, trimmed: r.trimmed, conflicts: r.conflicts, latestAt: r.latestAt.toISOString(),
        community: r.communityRank === null ? null : { rank: r.communityRank, of: r.communityOf ?? 0, golfers: r.communityGolfers!, score: r.communityScore! },
      }));
    },

    /** The conflicts approved, enabled panelists declared on a course, a row per panelist. */
    async declaredOn(courseId: string): Promise<CoursePanelScores['declared']> {
      const rows = await db.select({ id: users.id, displayName: users.displayName, kind: panelConflicts.kind })
        .from(panelConflicts).innerJoin(users, eq(users.id, panelConflicts.userId))
        .innerJoin(panelistRequests, and(eq(panelistRequests.userId, users.id), eq(panelistRequests.status, 'Approved')))
        .where(and(eq(panelConflicts.courseId, courseId), activeUser))
        .orderBy(asc(users.displayName), asc(users.id), asc(panelConflicts.kind));
      const byGolfer = new Map<string, CoursePanelScores['declared'][number]>();
      for (const r of rows) {
        const entry = byGolfer.get(r.id) ?? { golfer: { _id: r.id, displayName: r.displayName }, kinds: [] as ConflictKind[] };
        entry.kinds.push(r.kind);
        byGolfer.set(r.id, entry);
      }
      return [...byGolfer.values()];
    },
  };
}

export type PanelRankingsRepository = ReturnType<typeof panelRankingsRepository>;
