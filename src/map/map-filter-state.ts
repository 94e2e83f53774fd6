/**
 * The filters the map applies, and what its latest answer counted, shared by the map (stage one)
 * and the filter chips (stage two). The map reads the URL itself when the page loads, so its first
 * viewport already goes out filtered; from then on the shell publishes the router's URL here on
 * every navigation (features/map-filters/components/map-filter-sync.tsx).
 */
import type { MapFacets } from '../shared/contracts/bounded-courses.contract';
import { filtersApplyAt, mapFiltersFromParams, mapFiltersToParams, type MapFilters } from './map-filters';
import { valueStore } from './value-store';

function fromLocation(): MapFilters {
  if (typeof window === 'undefined' || !filtersApplyAt(window.location.pathname)) return {};
  return mapFiltersFromParams(new URLSearchParams(window.location.search));
}

const filters = valueStore<MapFilters>(fromLocation());
const signature = (f: MapFilters) => JSON.stringify(mapFiltersToParams(f));

export const mapFilters = filters.get;
export const useMapFilters = filters.use;
/** Equal filters (however they were spelled) change nothing: the map does not ask again. */
export function setMapFilters(next: MapFilters): void {
  if (signature(next) !== signature(filters.get())) filters.set(next);
}

export interface MapCounts {
  /** Courses in view under the filters (clusters plus pins). */
  total: number;
  facets: MapFacets;
  /** False while the answer shown is an earlier view's or filters' and the next is on its way. */
  settled: boolean;
}

const counts = valueStore<MapCounts | null>(null);
export const setMapCounts = counts.set;
export const useMapCounts = counts.use;
