/**
 * What an import batch reads and writes, as the data layer (course-import.repository.ts) and the
 * importer (src/server/import) share it. The importer sits above data/ and imports these; data/
 * never imports the importer. `ImportedCourse` is the record the reader makes (import-record.ts
 * re-exports it for read/ and rules/); the rest is the catalogue's side of a batch.
 */
import type { ImportProblem } from '../../shared/contracts/course-import.contract';
import type { ScorecardHole } from '../../shared/domain/courses/scorecard';
import type { ClubMembership, Continent, CourseType } from '../../shared/domain/enums';

/** One source record after mapping: unknown values are null (never guessed). */
export interface ImportedCourse {
  /** The --source name, else 'opengolfapi' or 'osm' from the data itself. */
  source: string;
  /** Stable within the source: OpenGolf's id, 'way/123' for OSM, a CSV id column, else a hash of name and position. */
  sourceId: string;
  name: string;
  lat: number;
  lng: number;
  /** Full English names as the catalogue writes them ("United States", "Illinois"); the country from the position when the source lacks it. */
  country: string | null;
  province: string | null;
  city: string | null;
  continent: Continent | null;
  membership: ClubMembership | null;
  /** Null when the source does not say (the catalogue's column default, FULL LENGTH, then applies to a new course). */
  type: CourseType | null;
  /** 9, 18, 27 or 36 only. */
  holes: number | null;
  par: number | null;
  totalYardage: number | null;
  yearEstablished: number | null;
  architects: string[];
  /** The source's own last-updated time, ISO, when given. */
  sourceUpdatedAt: string | null;
  /** Issue 34: the holes the source knows (partial stays partial; [] when none). */
  scorecard: ScorecardHole[];
  /** An http(s) URL. */
  website: string | null;
  /** E.164. */
  phone: string | null;
  street: string | null;
  postalCode: string | null;
}

/** What a record can set on a course (name and position included: a course it creates is all its own). */
export type CourseFields = Pick<
  ImportedCourse,
  | 'name' | 'lat' | 'lng' | 'country' | 'province' | 'city' | 'continent' | 'membership' | 'type'
  | 'holes' | 'par' | 'totalYardage' | 'yearEstablished' | 'architects' | 'scorecard' | 'website' | 'phone' | 'street' | 'postalCode'
>;

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

/** What the data layer found for a batch (course-import.repository.ts, `lookup`). */
export interface BatchLookup {
  /** course_sources rows by source id. */
  links: ReadonlyMap<string, SourceLink>;
  /** Courses this source made, by source id (courses.source_id), for records without a link row. */
  owned: ReadonlyMap<string, string>;
  /** Every course named by `links`, `owned` or `near`. */
  courses: ReadonlyMap<string, CatalogueCourse>;
  /** For each record of the batch (same order), the ids of the courses in its bounding box. */
  near: readonly (readonly string[])[];
  /** Source ids an admin's delete remembers (course_source_tombstones). */
  deleted: ReadonlySet<string>;
}

export interface LinkRow {
  sourceId: string;
  courseId: string;
  recordHash: string;
  sourceUpdatedAt: string | null;
}

/** One batch's writes, as import/write/plan-batch.ts decides them. */
export interface BatchPlan {
  inserts: { id: string; record: ImportedCourse }[];
  updates: { id: string; patch: Partial<CourseFields> }[];
  links: LinkRow[];
  counts: Record<'inserted' | 'updated' | 'unchanged' | 'merged', number>;
  /** Records not imported (an admin deleted their course), by their place in the batch. */
  skips: ({ index: number } & ImportProblem)[];
  /** Courses inserted or whose fields changed (to announce). */
  changedIds: string[];
}
