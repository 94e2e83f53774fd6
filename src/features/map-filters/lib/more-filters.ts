/** Pure helpers of the "More" filters: the year fields and the yardage slider's bounds query. */
import type { MapFilters } from '../../../map/map-filters';
import type { ExploreFilters } from '../../explore/lib/explore-filters';

const YEAR_MAX = new Date().getUTCFullYear() + 5;

/** A typed year: a whole number from 1400 to five years ahead; anything else is no year. */
export function yearFrom(text: string): number | undefined {
  const t = text.trim();
  if (!/^\d{4}$/.test(t)) return undefined;
  const year = Number(t);
  return year >= 1400 && year <= YEAR_MAX ? year : undefined;
}

/**
 * The filters as Explore's queries take them (lists comma-separated, as the API reads them), for
 * the yardage slider's bounds under the other filters.
 */
export function exploreFiltersOf(f: MapFilters): ExploreFilters {
  const out: ExploreFilters = {};
  if (f.continent) out.continent = f.continent.join(',');
  if (f.country) out.country = f.country;
  if (f.type) out.type = f.type.join(',');
  if (f.membership) out.membership = f.membership.join(',');
  if (f.architect) out.architect = f.architect;
  return out;
}

/** What the More chip reads: "More", or "More · 2" with two of its filters on. */
export const moreSummary = (count: number): string => (count ? `More · ${count}` : 'More');
