/**
 * One source record, before the data-quality rules: what each format's reader (read/) pulls out of
 * a GeoJSON feature, an OSM-tagged feature or a CSV row, in the source's own spelling. Values are
 * raw (strings or numbers as found); to-imported-course.ts reads them through values.ts.
 */
import type { ScorecardRow } from './holes-and-par';

export interface RawCourse {
  /** 1-based line where the record starts. */
  line: number;
  id: unknown;
  name: unknown;
  /** Null when the source gives no position at all. */
  lat: unknown;
  lng: unknown;
  country: unknown;
  province: unknown;
  city: unknown;
  /** Who may play: OpenGolf's `type`, OSM's `access`, a CSV's membership/access column. */
  access: unknown;
  /** The kind of course when the source states it (OSM `golf:type`, a CSV type column). */
  courseType: unknown;
  holes: unknown;
  par: unknown;
  yardage: unknown;
  year: unknown;
  architect: unknown;
  updatedAt: unknown;
  scorecard: ScorecardRow[];
  /** Issue 34: how to reach the course, as the source writes it. */
  website: unknown;
  phone: unknown;
  /** The street line (OpenGolf's `address`), or OSM's `addr:street` with `houseNumber` apart. */
  street: unknown;
  houseNumber: unknown;
  postalCode: unknown;
  /** Why the source's own tags say this is not a course (OSM `golf=driving_range`), or null. */
  notACourse: string | null;
}

export const emptyRaw = (line: number): RawCourse => ({
  line, id: null, name: null, lat: null, lng: null, country: null, province: null, city: null, access: null,
  courseType: null, holes: null, par: null, yardage: null, year: null, architect: null, updatedAt: null, scorecard: [],
  website: null, phone: null, street: null, houseNumber: null, postalCode: null, notACourse: null,
});
