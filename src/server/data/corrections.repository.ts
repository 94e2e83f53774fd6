/**
 * Golfers' suggested corrections to a course (issue 24, item 5): the submit under the golfer's
 * row lock (so the cap on open suggestions holds however many tabs send at once), the reads, and
 * the decision's writes under the suggestion's and the course's row locks, with the audit entries
 * in the same transaction. No rules here: the service asks `correction-rules.ts`.
 */
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Correction, CorrectionValues } from '../../shared/contracts/corrections.contract';
import type { CorrectionStatus } from '../../shared/domain/moderation/correction-rules';
import type { Db } from './database';
import { courseCorrections } from './moderation.schema';
import { courses, users } from './schema';
import { appendAudit, type AuditRecord } from './audit-log.repository';
import type { Tx } from './list-order';
import { publicUserColumns, toPublicUser } from './user-mapper';

type CourseRow = typeof courses.$inferSelect;

/** A course's values of every correctable field, as the course API names them. */
export const correctableOf = (c: CourseRow): Required<CorrectionValues> => ({
  location: { lat: c.lat, lng: c.lng },
  architects: c.architects,
  year_established: c.yearEstablished,
  club_membership: c.clubMembership,
  peak_green_fee: c.peakGreenFee,
  type: c.type,
});

/** Only the named fields of `values` (the diff's "current" column). */
const pick = (values: Required<CorrectionValues>, names: readonly string[]): CorrectionValues =>
  Object.fromEntries(names.map((n) => [n, values[n as keyof CorrectionValues]])) as CorrectionValues;

/** The course columns a correction's values set. */
function courseColumnsOf(v: CorrectionValues): Partial<CourseRow> {
  return {
    ...(v.location ? { lat: v.location.lat, lng: v.location.lng } : {}),
    ...(v.architects !== undefined ? { architects: v.architects } : {}),
    ...(v.year_established !== undefined ? { yearEstablished: v.year_established } : {}),
    ...(v.club_membership !== undefined ? { clubMembership: v.club_membership } : {}),
    ...(v.peak_green_fee !== undefined ? { peakGreenFee: v.peak_green_fee } : {}),
    ...(v.type !== undefined ? { type: v.type } : {}),
  };
}

export interface CorrectionRow {
  id: string; courseId: string | null; courseName: string; userId: string; proposed: CorrectionValues;
  status: CorrectionStatus; note: string | null; reason: string | null;
}

function decisionWriter(tx: Tx) {
  return {
    async lock(id: string): Promise<CorrectionRow | null> {
      const [row] = await tx.select().from(courseCorrections).where(eq(courseCorrections.id, id)).for('update');
      return row ? { ...row, proposed: row.proposed as CorrectionValues, status: row.status as CorrectionStatus } : null;
    },
    async lockCourse(id: string): Promise<CourseRow | null> {
      const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
      return row ?? null;
    },
    /** An accepted correction: an admin's write, so the course is curated from then on (issue 25). */
    async applyToCourse(id: string, v: CorrectionValues): Promise<CourseRow> {
      const [row] = await tx.update(courses).set({ ...courseColumnsOf(v), updatedAt: new Date(), curatedAt: new Date() }).where(eq(courses.id, id)).returning();
      return row!;
    },
    async decide(id: string, status: CorrectionStatus, reason: string, by: string): Promise<void> {
      await tx.update(courseCorrections).set({ status, reason, decidedBy: by, decidedAt: new Date() }).where(eq(courseCorrections.id, id));
    },
    audit: (r: AuditRecord) => appendAudit(tx, r),
  };
}
export type DecisionWriter = ReturnType<typeof decisionWriter>;

export function correctionsRepository(db: Db) {
  async function read(where: SQL, order: 'oldest' | 'newest'): Promise<Correction[]> {
    const rows = await db.select({ c: courseCorrections, user: publicUserColumns, course: courses }).from(courseCorrections)
      .innerJoin(users, eq(users.id, courseCorrections.userId))
      .leftJoin(courses, eq(courses.id, courseCorrections.courseId))
      .where(where)
      .orderBy(order === 'oldest' ? asc(courseCorrections.createdAt) : desc(courseCorrections.createdAt), asc(courseCorrections.id))
      .limit(200);
    return rows.map(({ c, user, course }) => {
      const proposed = c.proposed as CorrectionValues;
      return {
        _id: c.id, courseId: c.courseId, courseName: course?.clubName ?? c.courseName, user: toPublicUser(user), proposed,
        current: course ? pick(correctableOf(course), Object.keys(proposed)) : null,
        note: c.note, status: c.status as CorrectionStatus, reason: c.reason,
        decidedAt: c.decidedAt?.toISOString() ?? null, createdAt: c.createdAt.toISOString(),
      };
    });
  }

  return {
    /**
     * Runs `work` under a lock on the golfer's row (NO KEY UPDATE, as a new list does) with the
     * course's current values and the golfer's open count; `work` returns the row to insert, or throws.
     */
    async submit(userId: string, courseId: string, work: (facts: { course: CourseRow | null; open: number }) => { proposed: CorrectionValues; note: string | null }): Promise<string> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        // Locked against a delete or merge until the suggestion is in (course-references.ts).
        const [course] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('key share');
        const [open] = await tx.select({ n: count() }).from(courseCorrections)
          .where(and(eq(courseCorrections.userId, userId), eq(courseCorrections.status, 'Pending')));
        const row = work({ course: course ?? null, open: open?.n ?? 0 });
        const [saved] = await tx.insert(courseCorrections).values({
          courseId, courseName: course!.clubName, userId, proposed: row.proposed, note: row.note,
        }).returning({ id: courseCorrections.id });
        return saved!.id;
      });
    },

    one: async (id: string): Promise<Correction | null> => (await read(eq(courseCorrections.id, id), 'oldest'))[0] ?? null,
    /** A golfer's suggestions, newest first. */
    mine: (userId: string) => read(eq(courseCorrections.userId, userId), 'newest'),
    /** The admin's queue: oldest first when pending (first come, first decided), else newest decided first. */
    byStatus: (status: CorrectionStatus) => read(eq(courseCorrections.status, status), status === 'Pending' ? 'oldest' : 'newest'),

    write: <T>(work: (w: DecisionWriter) => Promise<T>): Promise<T> => db.transaction((tx) => work(decisionWriter(tx))),
  };
}

export type CorrectionsRepository = ReturnType<typeof correctionsRepository>;
