/**
 * The course fields an import writes: which fields a merge fills and a record rewrites, and the rules
 * over them. The types (CourseFields, CatalogueCourse, SourceLink) live in data/course-import-rows.ts,
 * which the data layer shares without importing the importer.
 */
import type { CatalogueCourse, CourseFields, ImportedCourse } from '../../data/course-import-rows';

export type { CatalogueCourse, CourseFields, SourceLink } from '../../data/course-import-rows';

/**
 * The fields issue 34 added: a scorecard (blank when empty), website, phone, street, postal code.
 * The record hash takes them only when a record has one (write/record-hash.ts).
 */
export const FACT_FIELDS = ['scorecard', 'website', 'phone', 'street', 'postalCode'] as const satisfies readonly (keyof CourseFields)[];

/** The fields a merge may fill when blank (never the name or the position). */
export const FILLABLE_FIELDS = [
  'country', 'province', 'city', 'continent', 'membership', 'type', 'holes', 'par', 'totalYardage', 'yearEstablished', 'architects',
  ...FACT_FIELDS,
] as const satisfies readonly (keyof CourseFields)[];

/** Every field a record rewrites on a course of its own. */
export const RECORD_FIELDS = ['name', 'lat', 'lng', ...FILLABLE_FIELDS] as const satisfies readonly (keyof CourseFields)[];

/** The fields of a record, in one fixed order (the hash and the writes take them from here). */
export function recordFields(r: ImportedCourse): CourseFields {
  return {
    name: r.name, lat: r.lat, lng: r.lng, country: r.country, province: r.province, city: r.city,
    continent: r.continent, membership: r.membership, type: r.type, holes: r.holes, par: r.par,
    totalYardage: r.totalYardage, yearEstablished: r.yearEstablished, architects: r.architects,
    scorecard: r.scorecard, website: r.website, phone: r.phone, street: r.street, postalCode: r.postalCode,
  };
}

/** Curated: seed or an admin made it, or an admin has written it since. Its set fields win over any import. */
export const isCurated = (c: Pick<CatalogueCourse, 'source' | 'curatedAt'>): boolean =>
  c.source === 'seed' || c.source === 'admin' || c.curatedAt != null;
