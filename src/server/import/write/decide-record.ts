/**
 * What one record does to the catalogue (issue 25, "Idempotent and safe"): a pure decision from
 * the record, what `course_sources` remembers of it, and the courses near it.
 *
 * Which course the record is:
 *   0. none, when an admin deleted the course it made (a tombstone keeps its (source, source id))
 *      and no course holds it again: 'deleted', skipped, never merged into a namesake either;
 *   1. the course `course_sources` links to its (source, source id), else the course that source
 *      made under that id (courses.source, courses.source_id);
 *   2. else the closest course with the same normalised name (the admin duplicates finder's
 *      `normaliseCourseName`) within `DUPLICATE_RADIUS_KM` (1 km): merged into it;
 *   3. else none: a new course.
 *
 * What it changes (`mergeFields`):
 *   - the same record again (same hash) -> unchanged, nothing written;
 *   - an older release than the one stored (stored source_updated_at later than the record's)
 *     -> unchanged: an older release never overwrites a newer one;
 *   - the record's own course (this source made it) and nobody curated it -> updated in place,
 *     every field the record's (a null type keeps the course's type);
 *   - a curated course (seed, admin, or curated_at set) or another source's -> only its blank
 *     fields are filled (null, or no architects); its name, position and every set field stay.
 * Counted: `updated` when the course is the record's own, `merged` when it is another's.
 */
import { haversineKm } from '../../../shared/domain/geo';
import { DUPLICATE_RADIUS_KM, normaliseCourseName } from '../../../shared/domain/courses/course-duplicates';
import type { ImportedCourse } from '../import-record';
import { FILLABLE_FIELDS, RECORD_FIELDS, isCurated, recordFields, type CatalogueCourse, type CourseFields, type SourceLink } from './course-fields';

export type RecordDecision =
  | { outcome: 'deleted' }
  | { outcome: 'inserted' }
  | { outcome: 'unchanged'; courseId: string }
  | { outcome: 'updated' | 'merged'; courseId: string; patch: Partial<CourseFields> };

export interface RecordContext {
  /** What course_sources holds for (record.source, record.sourceId). */
  link: SourceLink | null;
  /** The course the link names, else the course this source made under this id. */
  known: CatalogueCourse | null;
  /** Courses near the record (any name; the data layer's bounding box). */
  near: readonly CatalogueCourse[];
  /** An admin deleted a course this (source, source id) fed (course_source_tombstones). */
  deleted: boolean;
}

const isBlank = (v: unknown): boolean => v == null || (Array.isArray(v) && v.length === 0);
/** JSON with every object's keys in one order: a scorecard read back from jsonb has its keys in jsonb's order. */
const canonical = (v: unknown): string => JSON.stringify(v, (_, x: unknown) =>
  (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x));
const same = (a: unknown, b: unknown): boolean => (Array.isArray(a) || Array.isArray(b) ? canonical(a) === canonical(b) : a === b);

/**
 * The changes that bring `course` to `next` under the rule: 'replace' takes every field of the
 * record (a null type keeps the course's); 'fill' only sets the course's blank fields.
 */
export function mergeFields(course: CourseFields, record: CourseFields, mode: 'replace' | 'fill'): Partial<CourseFields> {
  const patch: Partial<CourseFields> = {};
  const fields = mode === 'replace' ? RECORD_FIELDS : FILLABLE_FIELDS;
  for (const k of fields) {
    const value = record[k];
    if (mode === 'fill' && (!isBlank(course[k]) || isBlank(value))) continue;
    if (k === 'type' && value == null) continue;
    if (!same(course[k], value)) (patch as Record<string, unknown>)[k] = value;
  }
  return patch;
}

/** The closest course within the radius whose name normalises the same, or null. */
export function matchByName(record: Pick<ImportedCourse, 'name' | 'lat' | 'lng'>, near: readonly CatalogueCourse[]): CatalogueCourse | null {
  const key = normaliseCourseName(record.name);
  let best: CatalogueCourse | null = null;
  let bestKm = Infinity;
  for (const c of near) {
    const km = haversineKm(record, c.fields);
    if (km > DUPLICATE_RADIUS_KM || km >= bestKm) continue;
    if (normaliseCourseName(c.fields.name) !== key) continue;
    best = c;
    bestKm = km;
  }
  return best;
}

export function decideRecord(record: ImportedCourse, hash: string, ctx: RecordContext): RecordDecision {
  const fields = recordFields(record);
  const known = ctx.known;
  if (known) {
    if (ctx.link?.recordHash === hash) return { outcome: 'unchanged', courseId: known.id };
    const stored = ctx.link?.sourceUpdatedAt;
    if (stored && record.sourceUpdatedAt && Date.parse(stored) > Date.parse(record.sourceUpdatedAt)) {
      return { outcome: 'unchanged', courseId: known.id };
    }
    const own = known.source === record.source && known.sourceId === record.sourceId;
    const patch = mergeFields(known.fields, fields, own && !isCurated(known) ? 'replace' : 'fill');
    return { outcome: own ? 'updated' : 'merged', courseId: known.id, patch };
  }
  if (ctx.deleted) return { outcome: 'deleted' };
  const match = matchByName(record, ctx.near);
  if (match) return { outcome: 'merged', courseId: match.id, patch: mergeFields(match.fields, fields, 'fill') };
  return { outcome: 'inserted' };
}
