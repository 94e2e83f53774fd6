/**
 * The facts a map filter reads of a course but its place (membership, type, continent, fee band,
 * holes, year, yardage), as one number: the course catalogue keeps one per course (a million
 * courses: 8 MB in one field, not seven), and the map index unpacks them into its arrays
 * (src/server/geo/course-attributes.ts). 50 bits, exact in a double: membership 2 bits, type 3,
 * continent 3, fee band 2, holes 8 (the 18 low bits), then year 16 and yardage 16. 0 is "not
 * known" in every field; the fee is kept as the band a filter reads (course-filter.ts inFeeBand).
 */
import { CLUB_MEMBERSHIPS, CONTINENTS, COURSE_TYPES } from '../enums';
import type { GreenFeeBand } from '../green-fee';
import { inFeeBand, type FilterableCourse } from './course-filter';

export type CodedFacts = Pick<FilterableCourse, 'membership' | 'type' | 'continent' | 'fee' | 'holes' | 'year' | 'yardage'>;

export const FEE_BANDS: readonly GreenFeeBand[] = ['$', '$$', '$$$'];
/** 0 is "not known". */
const codeOf = <T>(values: readonly T[], value: T | null): number => (value === null ? 0 : values.indexOf(value) + 1);
const clamp16 = (v: number | null): number => (v === null || !Number.isFinite(v) ? 0 : Math.min(Math.max(Math.round(v), 1), 0xffff));

const LOW = 2 ** 18;
const YEAR_AT = LOW;
const YARDAGE_AT = LOW * 0x10000;

export function packFacts(f: CodedFacts): number {
  const feeBand = FEE_BANDS.findIndex((b) => inFeeBand(b, f.membership, f.fee)) + 1;
  const holes = f.holes !== null && f.holes >= 1 && f.holes <= 255 ? f.holes : 0;
  const low = codeOf(CLUB_MEMBERSHIPS, f.membership) | (codeOf(COURSE_TYPES, f.type) << 2) | (codeOf(CONTINENTS, f.continent) << 5)
    | (feeBand << 8) | (holes << 10);
  return low + clamp16(f.year) * YEAR_AT + clamp16(f.yardage) * YARDAGE_AT;
}

/**
 * The codes of a packed number: membership, type and continent 1.. in CLUB_MEMBERSHIPS,
 * COURSE_TYPES and CONTINENTS order, feeBand 1..3 ($..$$$), holes, year and yardage as numbers.
 */
export function unpackFacts(code: number): { membership: number; type: number; continent: number; feeBand: number; holes: number; year: number; yardage: number } {
  const low = code % LOW;
  return {
    membership: low & 3, type: (low >> 2) & 7, continent: (low >> 5) & 7, feeBand: (low >> 8) & 3, holes: (low >> 10) & 255,
    year: Math.floor(code / YEAR_AT) % 0x10000, yardage: Math.floor(code / YARDAGE_AT),
  };
}
