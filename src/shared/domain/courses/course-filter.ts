/**
 * Which courses a course filter keeps, as one pure decision (issue 34): the rules `GET /courses`
 * applies in SQL (src/server/data/courses.repository.ts, `filterConditions`) and the map's
 * in-memory index must apply alike. The map's facets need to know not only whether a course is
 * kept but which filters it fails: a chip's count is taken with every other filter applied.
 *
 * - Lists (membership, type, continent, fee, holes) keep a course with any of the values named.
 * - country and province: equal, ignoring case. architect: any of the course's architects holds the
 *   words, ignoring case. text: the name or the city holds it, ignoring case.
 * - Ranges (year, yardage) are inclusive; a course with no value is left out by a range.
 * - fee: a band holds a fee in its range, never a private course (spec section 9).
 * - holes: the course's number of holes is one of those named (9, 18, 27, 36).
 */
import type { ClubMembership, Continent, CourseType } from '../enums';
import { GREEN_FEE_BANDS, type GreenFeeBand } from '../green-fee';

export const MAP_HOLES = [9, 18, 27, 36] as const;
export type MapHoles = (typeof MAP_HOLES)[number];

/**
 * The map's `only=`: the signed-in golfer's own courses (played, wishlist, watchlist) or their
 * friends' (courses played or ranked by golfers they follow); several: any of them. Here, not in
 * the contract, so the map's first stage reads it without zod.
 */
export const MAP_ONLY = ['played', 'wishlist', 'watchlist', 'friends'] as const;
export type MapOnly = (typeof MAP_ONLY)[number];

export interface CourseFilter {
  membership?: readonly ClubMembership[];
  type?: readonly CourseType[];
  continent?: readonly Continent[];
  country?: string;
  province?: string;
  architect?: string;
  yearMin?: number;
  yearMax?: number;
  yardageMin?: number;
  yardageMax?: number;
  fee?: readonly GreenFeeBand[];
  text?: string;
  holes?: readonly MapHoles[];
}

/** What the filter reads of a course. */
export interface FilterableCourse {
  membership: ClubMembership | null;
  type: CourseType | null;
  continent: Continent | null;
  country: string | null;
  province: string | null;
  city: string | null;
  name: string;
  architects: readonly string[];
  year: number | null;
  yardage: number | null;
  fee: number | null;
  holes: number | null;
}

/** The filters, in a fixed order: a course's failures are a bit set over it. */
export const FILTER_KEYS = [
  'membership', 'type', 'continent', 'country', 'province', 'architect', 'year', 'yardage', 'fee', 'text', 'holes',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export const filterBit = (key: FilterKey): number => 1 << FILTER_KEYS.indexOf(key);

const has = <T>(list: readonly T[] | undefined, value: T | null): boolean => !list?.length || (value !== null && list.includes(value));
const same = (want: string | undefined, value: string | null): boolean => !want || (value !== null && value.toLowerCase() === want.toLowerCase());
const holds = (value: string | null, words: string): boolean => value !== null && value.toLowerCase().includes(words.toLowerCase());
const within = (value: number | null, min: number | undefined, max: number | undefined): boolean =>
  (min == null && max == null) || (value !== null && (min == null || value >= min) && (max == null || value <= max));

export function inFeeBand(band: GreenFeeBand, membership: ClubMembership | null, fee: number | null): boolean {
  const { min, max } = GREEN_FEE_BANDS[band];
  return membership !== 'PRIVATE' && fee !== null && fee >= min && fee <= max;
}

/** The filters a course fails, as bits (filterBit); 0: the filter keeps it. */
export function failedFilters(f: CourseFilter, c: FilterableCourse): number {
  let failed = 0;
  if (!has(f.membership, c.membership)) failed |= filterBit('membership');
  if (!has(f.type, c.type)) failed |= filterBit('type');
  if (!has(f.continent, c.continent)) failed |= filterBit('continent');
  if (!same(f.country, c.country)) failed |= filterBit('country');
  if (!same(f.province, c.province)) failed |= filterBit('province');
  if (f.architect && !c.architects.some((a) => holds(a, f.architect!))) failed |= filterBit('architect');
  if (!within(c.year, f.yearMin, f.yearMax)) failed |= filterBit('year');
  if (!within(c.yardage, f.yardageMin, f.yardageMax)) failed |= filterBit('yardage');
  if (f.fee?.length && !f.fee.some((band) => inFeeBand(band, c.membership, c.fee))) failed |= filterBit('fee');
  if (f.text && !holds(c.name, f.text) && !holds(c.city, f.text)) failed |= filterBit('text');
  if (!has<number>(f.holes, c.holes)) failed |= filterBit('holes');
  return failed;
}

export const keepsCourse = (f: CourseFilter, c: FilterableCourse): boolean => failedFilters(f, c) === 0;

/**
 * Whether a course counts towards a facet's values (the usual faceted-search rule): it passes
 * every filter but, possibly, the facet's own.
 */
export const countsForFacet = (failed: number, facet: FilterKey): boolean => (failed & ~filterBit(facet)) === 0;
