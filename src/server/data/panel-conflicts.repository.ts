/** A golfer's declared conflicts of interest (issue 24): read and replaced per course. */
import { and, asc, eq } from 'drizzle-orm';
import type { MyConflict } from '../../shared/contracts/panel-rankings.contract';
import type { ConflictKind } from '../../shared/domain/panel-rankings';
import type { Db } from './database';
import { panelConflicts } from './panel.schema';
import { courses } from './schema';
import { courseSummaryColumns, toCourseSummary } from './course-mapper';
import { shareCourse } from './course-references';

export function panelConflictsRepository(db: Db) {
  return {
    /** The golfer's conflicts, a row per course, by course name. */
    async mine(userId: string): Promise<MyConflict[]> {
      const rows = await db.select({ kind: panelConflicts.kind, course: courseSummaryColumns })
        .from(panelConflicts).innerJoin(courses, eq(courses.id, panelConflicts.courseId))
        .where(eq(panelConflicts.userId, userId)).orderBy(asc(courses.clubName), asc(courses.id), asc(panelConflicts.kind));
      const byCourse = new Map<string, MyConflict>();
      for (const r of rows) {
        const entry = byCourse.get(r.course.id) ?? { course: toCourseSummary(r.course), kinds: [] as ConflictKind[] };
        entry.kinds.push(r.kind);
        byCourse.set(r.course.id, entry);
      }
      return [...byCourse.values()];
    },

    /** Replaces the golfer's conflicts on a course in one transaction; false when there is no such course. */
    async replace(userId: string, courseId: string, kinds: readonly ConflictKind[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await shareCourse(tx, courseId))) return false;
        await tx.delete(panelConflicts).where(and(eq(panelConflicts.userId, userId), eq(panelConflicts.courseId, courseId)));
        if (kinds.length) await tx.insert(panelConflicts).values([...new Set(kinds)].map((kind) => ({ userId, courseId, kind })));
        return true;
      });
    },
  };
}

export type PanelConflictsRepository = ReturnType<typeof panelConflictsRepository>;
