/**
 * The sources behind courses (course_sources, issue 25), read for a batch of courses in one query,
 * so a page of cards credits its open data without a query per course.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { Course, CourseSource } from '../../shared/contracts/courses.contract';
import { creditOf, SOURCE_CREDITS } from '../../shared/domain/course-sources';
import type { Db } from './database';
import { courseSources } from './import.schema';
import type { courses } from './schema';
import { toCourse } from './course-mapper';

type CourseRow = typeof courses.$inferSelect;

/** Each course's sources by course id (courses no source fed are absent). */
export async function sourcesByCourse(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
  const bySource = new Map<string, string[]>();
  if (ids.length === 0) return bySource;
  const rows = await db.selectDistinct({ courseId: courseSources.courseId, source: courseSources.source })
    .from(courseSources).where(inArray(courseSources.courseId, [...ids]))
    .orderBy(asc(courseSources.courseId), asc(courseSources.source));
  for (const r of rows) {
    const list = bySource.get(r.courseId);
    if (list) list.push(r.source);
    else bySource.set(r.courseId, [r.source]);
  }
  return bySource;
}

/** Course rows as courses, each with every source that fed it. */
export async function toCoursesWithSources(db: Db, rows: readonly CourseRow[]): Promise<Course[]> {
  const fed = await sourcesByCourse(db, rows.map((r) => r.id));
  return rows.map((r) => toCourse(r, fed.get(r.id)));
}

/**
 * The credited sources (OpenGolfAPI, OpenStreetMap) that fed at least one course, for the map's
 * attribution: one primary-key probe per source, whatever the catalogue's size.
 */
export async function creditedSources(db: Db): Promise<CourseSource[]> {
  const found = await Promise.all(Object.keys(SOURCE_CREDITS).map(async (source) => {
    const [row] = await db.select({ one: sql<number>`1` }).from(courseSources).where(sql`${courseSources.source} = ${source}`).limit(1);
    return row ? source : null;
  }));
  return found.filter((s): s is string => s !== null).map((source) => ({ source, credit: creditOf(source) }));
}
