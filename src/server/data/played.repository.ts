/** Every SQL statement about played courses (spec section 3: played-courses list items). */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from '../../shared/contracts/common.contract';
import type { PlayedBatchResult, PlayedCourse, PlayedEntry } from '../../shared/contracts/played.contract';
import type { PlayedDatePrecision } from '../../shared/domain/played-date';
import type { Db } from './database';
import { courses, listItems, lists, playedCourses } from './schema';
import { MY_LIE_TYPE } from '../../shared/domain/list-rules';
import type { Tx } from './list-order';
import { toCourseSummary } from './course-mapper';
import { pagedQuery } from './sql';
import { shareCourse, shareCourses } from './course-references';

export interface PlayedDate {
  date: string;
  precision: PlayedDatePrecision;
}

export type AddPlayedResult = { status: 'added'; entry: PlayedEntry } | { status: 'already-played' } | { status: 'no-course' };

const entryColumns = {
  courseId: playedCourses.courseId,
  dateAdded: playedCourses.dateAdded,
  datePrecision: playedCourses.datePrecision,
};
/** Most recently played first; undated entries last, most recently marked first (played-date.ts). */
const newestFirst = [sql`${playedCourses.dateAdded} desc nulls last`, desc(playedCourses.createdAt), playedCourses.courseId] as const;

/**
 * Locks the golfer's My Lie (if they have one) before their played courses change: My Lie holds
 * only played courses, so an unmark takes the course out of it, and that is a write to the list's
 * items, which always takes the list's lock first (as add-item does before it marks a course
 * played). Same lock, same order: the two cannot interleave.
 */
async function lockMyLie(tx: Tx, ownerId: string): Promise<string | null> {
  const [row] = await tx.select({ id: lists.id }).from(lists)
    .where(and(eq(lists.ownerId, ownerId), eq(lists.type, MY_LIE_TYPE))).for('update');
  return row?.id ?? null;
}

/** Courses no longer played leave My Lie (inside the caller's transaction, under the list's lock). */
async function removeFromMyLie(tx: Tx, myLieId: string | null, courseIds: string[]): Promise<void> {
  if (!myLieId || courseIds.length === 0) return;
  await tx.delete(listItems).where(and(eq(listItems.listId, myLieId), inArray(listItems.courseId, courseIds)));
}

export function playedRepository(db: Db) {
  /** The ids among `ids` that name no course; the others are locked against a delete or merge (course-references.ts). */
  async function unknownCourses(tx: Tx, ids: string[]): Promise<string[]> {
    const known = await shareCourses(tx, ids);
    return ids.filter((id) => !known.has(id));
  }

  return {
    /**
     * Marks a course played: the course is read under its key-share lock first (an admin's delete
     * or merge at that moment either waits for this or makes it find no course), and the primary
     * key keeps one entry per golfer and course however many adds race.
     */
    add(userId: string, courseId: string, when?: PlayedDate): Promise<AddPlayedResult> {
      return db.transaction(async (tx) => {
        if (!(await shareCourse(tx, courseId))) return { status: 'no-course' };
        // No date given, none stored: a tick is not a round played today.
        const [row] = await tx.insert(playedCourses)
          .values({ userId, courseId, ...(when ? { dateAdded: when.date, datePrecision: when.precision } : {}) })
          .onConflictDoNothing()
          .returning(entryColumns);
        return row ? { status: 'added', entry: row } : { status: 'already-played' };
      });
    },

    /** Idempotent: true when this call removed an entry. The course leaves My Lie with it. */
    async remove(userId: string, courseId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const myLie = await lockMyLie(tx, userId);
        const rows = await tx.delete(playedCourses)
          .where(and(eq(playedCourses.userId, userId), eq(playedCourses.courseId, courseId)))
          .returning({ courseId: playedCourses.courseId });
        await removeFromMyLie(tx, myLie, rows.map((r) => r.courseId));
        return rows.length > 0;
      });
    },

    /** Changes when a played course was played (null: no date); null when the golfer has not played it. */
    async setDate(userId: string, courseId: string, when: PlayedDate | null): Promise<PlayedEntry | null> {
      const [row] = await db.update(playedCourses)
        .set({ dateAdded: when?.date ?? null, datePrecision: when?.precision ?? null })
        .where(and(eq(playedCourses.userId, userId), eq(playedCourses.courseId, courseId)))
        .returning(entryColumns);
      return row ?? null;
    },

    async courseExists(courseId: string): Promise<boolean> {
      const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      return !!row;
    },

    /** The ids of every course a golfer played, aggregated in SQL (one row however many). */
    async courseIds(userId: string): Promise<string[]> {
      const [row] = await db.select({ ids: sql<string | null>`string_agg(${playedCourses.courseId}::text, ',')` })
        .from(playedCourses).where(eq(playedCourses.userId, userId));
      return row?.ids ? row.ids.split(',') : [];
    },

    /** Every played entry of a golfer, most recently played first. */
    entries(userId: string): Promise<PlayedEntry[]> {
      return db.select(entryColumns).from(playedCourses).where(eq(playedCourses.userId, userId)).orderBy(...newestFirst);
    },

    /** A page of a golfer's played courses with the courses themselves, most recently played first. */
    page(userId: string, page: number, pageSize: number): Promise<Page<PlayedCourse>> {
      const mine = eq(playedCourses.userId, userId);
      const rows = db.select({ course: courses, dateAdded: playedCourses.dateAdded, datePrecision: playedCourses.datePrecision })
        .from(playedCourses)
        .innerJoin(courses, eq(courses.id, playedCourses.courseId))
        .where(mine)
        .orderBy(...newestFirst)
        .$dynamic();
      return pagedQuery(rows, db.$count(playedCourses, mine), page, pageSize,
        (r) => ({ course: toCourseSummary(r.course), dateAdded: r.dateAdded, datePrecision: r.datePrecision }));
    },

    /**
     * Ticks and unticks many courses in one transaction: either every change is made or, when a
     * course id is unknown, none is (`unknown` lists them). Ticked courses already played keep
     * their date; unticked courses not played are left alone.
     */
    async batch(
      userId: string,
      add: { courseId: string; when?: PlayedDate }[],
      remove: string[],
    ): Promise<PlayedBatchResult | { unknown: string[] }> {
      return db.transaction(async (tx) => {
        const unknown = await unknownCourses(tx, [...add.map((a) => a.courseId), ...remove]);
        if (unknown.length > 0) return { unknown };
        const myLie = remove.length === 0 ? null : await lockMyLie(tx, userId);
        // Rows go in in course-id order, so two batches naming the same courses in different
        // orders take their row locks in the same order and cannot deadlock each other.
        const inserted = add.length === 0 ? [] : await tx.insert(playedCourses)
          .values(add.toSorted((x, y) => (x.courseId < y.courseId ? -1 : 1)).map((a) => ({
            userId,
            courseId: a.courseId,
            ...(a.when ? { dateAdded: a.when.date, datePrecision: a.when.precision } : {}),
          })))
          .onConflictDoNothing()
          .returning({ courseId: playedCourses.courseId });
        const removed = remove.length === 0 ? [] : await tx.delete(playedCourses)
          .where(and(eq(playedCourses.userId, userId), inArray(playedCourses.courseId, remove)))
          .returning({ courseId: playedCourses.courseId });
        await removeFromMyLie(tx, myLie, removed.map((r) => r.courseId));
        const added = new Set(inserted.map((r) => r.courseId));
        return {
          added: add.filter((a) => added.has(a.courseId)).map((a) => a.courseId),
          alreadyPlayed: add.filter((a) => !added.has(a.courseId)).map((a) => a.courseId),
          removed: removed.map((r) => r.courseId),
        };
      });
    },
  };
}

export type PlayedRepository = ReturnType<typeof playedRepository>;
