/**
 * Explore's view and filters live in the URL (`/explore?ranking=most_fun&continent=EUROPE`), so a
 * view can be shared and Back steps through it. Unknown or malformed values are dropped, never sent.
 * Without `ranking` Explore shows the top courses; with one, that community ranking.
 *
 * The course filters mean what the map's do (src/map/map-filters.ts, issue 34): continent, type and
 * access are lists (`membership=PUBLIC,LIMITED`, as the map's chips and the API take them), held
 * here comma-separated in the map's order; Explore's selects choose one, and show a list as it is.
 */
import { MEMBERSHIP_ORDER, parseList } from '../../../map/map-filters';
import { CONTINENTS, COURSE_TYPES } from '../../../shared/domain/enums';
import type { CommunityQuery } from '../../community-rankings/api/get-community-rankings';
import { parseRankingKey } from '../../community-rankings/lib/community-rankings-text';

export interface ExploreFilters {
  /** A community ranking's key (`mylie`, `hole:closers`); absent: the top courses. */
  ranking?: string;
  continent?: string;
  country?: string;
  type?: string;
  membership?: string;
  architect?: string;
  yardageMin?: number;
  yardageMax?: number;
}

const ENUMS: Partial<Record<keyof ExploreFilters, readonly string[]>> = { continent: CONTINENTS, type: COURSE_TYPES, membership: MEMBERSHIP_ORDER };
const TEXT = ['country', 'architect'] as const;
const NUMBERS = ['yardageMin', 'yardageMax'] as const;
const MAX_TEXT = 80;

export function filtersFromParams(params: URLSearchParams): ExploreFilters {
  const out: ExploreFilters = {};
  for (const [key, allowed] of Object.entries(ENUMS) as [keyof ExploreFilters, readonly string[]][]) {
    const v = parseList(params.getAll(key), allowed);
    if (v) (out as Record<string, string>)[key] = v.join(',');
  }
  if (parseRankingKey(params.get('ranking'))) out.ranking = params.get('ranking')!;
  for (const key of TEXT) {
    const v = params.get(key)?.trim();
    if (v && v.length <= MAX_TEXT) out[key] = v;
  }
  for (const key of NUMBERS) {
    const v = Number(params.get(key));
    if (params.get(key) && Number.isInteger(v) && v >= 0 && v <= 12_000) out[key] = v;
  }
  if (out.yardageMin !== undefined && out.yardageMax !== undefined && out.yardageMin > out.yardageMax) delete out.yardageMax;
  return out;
}

/** The view and filters as URL parameters. */
export function paramsFromFilters(filters: ExploreFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') out[key] = String(value);
  return out;
}

/** The course filters as `/api/courses` takes them (the names are the API's). */
export function coursesQuery(filters: ExploreFilters): Record<string, string> {
  const { ranking: _ranking, ...rest } = paramsFromFilters(filters);
  return rest;
}

/** The community ranking the view shows with the filters as `/api/lists/preset` takes them; null for the top courses. */
export function communityQuery(filters: ExploreFilters): CommunityQuery | null {
  const ranking = parseRankingKey(filters.ranking);
  if (!ranking) return null;
  const { type: courseType, ...rest } = coursesQuery(filters);
  return { ...rest, ...(courseType ? { courseType } : {}), kind: ranking.kind, type: ranking.type };
}

/** A change of the filters, applied to the newest ones. */
export type FilterUpdate = (filters: ExploreFilters) => ExploreFilters;

/** Changing where (continent) clears a country that may not be in it. */
export function withFilter(filters: ExploreFilters, key: keyof ExploreFilters, value: string | number | undefined): ExploreFilters {
  const next: ExploreFilters = { ...filters, [key]: value === '' ? undefined : value };
  if (key === 'continent') delete next.country;
  return Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) as ExploreFilters;
}

/** Filters set, the view (top courses or a ranking) not counted. */
export const activeFilterCount = (filters: ExploreFilters): number => Object.keys(coursesQuery(filters)).length;
