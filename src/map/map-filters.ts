/**
 * The map's filters as the URL holds them (issue 34): `/?membership=PUBLIC,LIMITED&holes=18`.
 * Pure: a URL's parameters become filters (unknown and malformed values dropped, lists in one fixed
 * order without repeats) and filters become parameters again. The names and meanings are
 * GET /api/bounded-courses's, which are GET /courses's and Explore's. Here in src/map and free of
 * zod: the map's first stage reads the URL before the router and the contracts load.
 */
import { MAP_ONLY, type MapOnly } from '../shared/domain/courses/course-filter';
import { CONTINENTS, COURSE_TYPES, type ClubMembership, type Continent, type CourseType } from '../shared/domain/enums';
import type { GreenFeeBand } from '../shared/domain/green-fee';

/** Access in the order golfers scan it: who can play first. */
export const MEMBERSHIP_ORDER: readonly ClubMembership[] = ['PUBLIC', 'LIMITED', 'PRIVATE'];
export const FEE_ORDER: readonly GreenFeeBand[] = ['$', '$$', '$$$'];
/** Holes as the URL and the facets spell them. */
export const HOLE_ORDER = ['9', '18', '27', '36'] as const;
export type HoleCount = (typeof HOLE_ORDER)[number];

export interface MapFilters {
  membership?: ClubMembership[];
  type?: CourseType[];
  holes?: HoleCount[];
  fee?: GreenFeeBand[];
  continent?: Continent[];
  country?: string;
  architect?: string;
  yearMin?: number;
  yearMax?: number;
  yardageMin?: number;
  yardageMax?: number;
  /** The signed-in golfer's own courses or their friends' (ignored signed out). */
  only?: MapOnly[];
  /** `played`: without the signed-in golfer's played courses (ignored signed out). */
  hide?: 'played';
}
export type MapFilterKey = keyof MapFilters;

const LISTS = {
  membership: MEMBERSHIP_ORDER, type: COURSE_TYPES, holes: HOLE_ORDER, fee: FEE_ORDER, continent: CONTINENTS, only: MAP_ONLY,
} as const;
type ListKey = keyof typeof LISTS;
const TEXTS = { country: 80, architect: 100 } as const;
const YEAR_MAX = new Date().getUTCFullYear() + 5;
const NUMBERS = { yearMin: [1400, YEAR_MAX], yearMax: [1400, YEAR_MAX], yardageMin: [0, 12_000], yardageMax: [0, 12_000] } as const;

/** Every parameter the filters own, in the order they are written. */
export const MAP_FILTER_PARAMS: readonly MapFilterKey[] = [
  'membership', 'type', 'holes', 'fee', 'continent', 'country', 'architect', 'yearMin', 'yearMax', 'yardageMin', 'yardageMax', 'only', 'hide',
];

/** A comma list (or repeated parameter) kept to the allowed values, in their order, once each; none: undefined. */
export function parseList<T extends string>(values: readonly string[], allowed: readonly T[]): T[] | undefined {
  const named = new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim()));
  const kept = allowed.filter((a) => named.has(a));
  return kept.length ? kept : undefined;
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

export function mapFiltersFromParams(params: URLSearchParams): MapFilters {
  const out: MapFilters = {};
  for (const key of Object.keys(LISTS) as ListKey[]) {
    const kept = parseList(params.getAll(key), LISTS[key] as readonly string[]);
    if (kept) (out as Record<string, string[]>)[key] = kept;
  }
  for (const [key, max] of Object.entries(TEXTS) as [keyof typeof TEXTS, number][]) {
    const v = params.get(key)?.trim();
    if (v && v.length <= max && !CONTROL.test(v)) out[key] = v;
  }
  for (const [key, [min, max]] of Object.entries(NUMBERS) as [keyof typeof NUMBERS, readonly [number, number]][]) {
    const raw = params.get(key)?.trim();
    const v = Number(raw);
    if (raw && /^\d+$/.test(raw) && v >= min && v <= max) out[key] = v;
  }
  // A range that ends before it starts keeps its start (as Explore does).
  if (out.yearMin !== undefined && out.yearMax !== undefined && out.yearMin > out.yearMax) delete out.yearMax;
  if (out.yardageMin !== undefined && out.yardageMax !== undefined && out.yardageMin > out.yardageMax) delete out.yardageMax;
  if (params.get('hide') === 'played') out.hide = 'played';
  return out;
}

/** The filters as URL (and API) parameters, lists comma-separated, in MAP_FILTER_PARAMS' order. */
export function mapFiltersToParams(filters: MapFilters): [MapFilterKey, string][] {
  const out: [MapFilterKey, string][] = [];
  for (const key of MAP_FILTER_PARAMS) {
    const v = filters[key];
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out.push([key, Array.isArray(v) ? v.join(',') : String(v)]);
  }
  return out;
}

/** `search` with its filter parameters replaced by `filters`; the rest (`card`, `ranking`) kept. */
export function withMapFilters(search: URLSearchParams, filters: MapFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of MAP_FILTER_PARAMS) next.delete(key);
  for (const [key, value] of mapFiltersToParams(filters)) next.set(key, value);
  return next;
}

/** Where the URL's filters apply to the map: its own screen (and a card over it) and Explore, which shares them. */
export const filtersApplyAt = (pathname: string): boolean => pathname === '/' || pathname === '/explore' || pathname === '/explore/';

/** What GET /api/bounded-courses is asked: `only` and `hide` need a signed-in golfer (the API answers 401). */
export function mapFiltersQuery(filters: MapFilters, signedIn: boolean): Record<string, string> {
  const { only: _only, hide: _hide, ...course } = filters;
  return Object.fromEntries(mapFiltersToParams(signedIn ? filters : course));
}
