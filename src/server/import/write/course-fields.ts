/**
 * The course fields an import writes, as the importer and the data layer share them: the fields of
 * an `ImportedCourse` that land in `courses`, and a catalogue course as the importer sees it.
 */
import type { ImportedCourse } from '../import-record';

/** What a record can set on a course (name and position included: a course it creates is all its own). */
export type CourseFields = Pick<
  ImportedCourse,
  | 'name' | 'lat' | 'lng' | 'country' | 'province' | 'city' | 'continent' | 'membership' | 'type'
  | 'holes' | 'par' | 'totalYardage' | 'yearEstablished' | 'architects'
>;

/** The fields a merge may fill when blank (never the name or the position). */
export const FILLABLE_FIELDS = [
  'country', 'province', 'city', 'continent', 'membership', 'type', 'holes', 'par', 'totalYardage', 'yearEstablished', 'architects',
] as const satisfies readonly (keyof CourseFields)[];

/** Every field a record rewrites on a course of its own. */
export const RECORD_FIELDS = ['name', 'lat', 'lng', ...FILLABLE_FIELDS] as const satisfies readonly (keyof CourseFields)[];

/** A course of the catalogue, as the importer matches and merges against it. */
export interface CatalogueCourse {
  id: string;
  /** courses.source and courses.source_id: who made it. */
  source: string;
  sourceId: string | null;
  /** When an admin last wrote it (courses.curated_at), ISO; null when never. */
  curatedAt: string | null;
  /** `type` is never null here: the catalogue's column has a default. */
  fields: CourseFields;
}

/** What `course_sources` remembers of a record imported before. */
export interface SourceLink {
  courseId: string;
  recordHash: string;
  /** ISO, when the source gave one. */
  sourceUpdatedAt: string | null;
}

/** The fields of a record, in one fixed order (the hash and the writes take them from here). */
export function recordFields(r: ImportedCourse): CourseFields {
  return {
    name: r.name, lat: r.lat, lng: r.lng, country: r.country, province: r.province, city: r.city,
    continent: r.continent, membership: r.membership, type: r.type, holes: r.holes, par: r.par,
    totalYardage: r.totalYardage, yearEstablished: r.yearEstablished, architects: r.architects,
  };
}

/** Curated: seed or an admin made it, or an admin has written it since. Its set fields win over any import. */
export const isCurated = (c: Pick<CatalogueCourse, 'source' | 'curatedAt'>): boolean =>
  c.source === 'seed' || c.source === 'admin' || c.curatedAt != null;
