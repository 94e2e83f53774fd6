/**
 * A write that names a course (a list item, a played course, a wishlist entry, a trip's round, a
 * declared conflict, a correction) reads the course here, inside its transaction and before it
 * writes: `FOR KEY SHARE`, the lock the row's foreign key would take anyway, taken first. Golfers'
 * writes never wait for each other on it; an admin's delete or merge (which lock the course FOR
 * UPDATE, `courses.repository.ts`) waits for the write to commit and then takes what it wrote
 * along (a delete's cascade, a merge's repoint), or, when the admin came first, the write waits
 * and then finds no course: a refusal naming the field (404), never a foreign-key violation (500).
 * Several courses are locked in id order, as a merge locks its two, so the two cannot deadlock.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { courses } from './schema';
import type { Tx } from './list-order';

/** The course's holes, par and type (what a hole list's policy asks) under the lock; null when there is no such course (or it went meanwhile). */
export async function shareCourse(tx: Tx, courseId: string): Promise<Pick<typeof courses.$inferSelect, 'holes' | 'par' | 'type'> | null> {
  const [row] = await tx.select({ holes: courses.holes, par: courses.par, type: courses.type }).from(courses).where(eq(courses.id, courseId)).for('key share');
  return row ?? null;
}

/** As `shareCourse`, with the scorecard's holes and pars, which say a hole's par for a par list (hole-par.ts). */
export async function shareCourseWithCard(tx: Tx, courseId: string): Promise<Pick<typeof courses.$inferSelect, 'holes' | 'par' | 'type' | 'scorecard'> | null> {
  const [row] = await tx.select({ holes: courses.holes, par: courses.par, type: courses.type, scorecard: courses.scorecard }).from(courses)
    .where(eq(courses.id, courseId)).for('key share');
  return row ?? null;
}

/** Which of `ids` name a course, each locked as above. */
export async function shareCourses(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: courses.id }).from(courses)
    .where(inArray(courses.id, [...new Set(ids)])).orderBy(asc(courses.id)).for('key share');
  return new Set(rows.map((r) => r.id));
}
