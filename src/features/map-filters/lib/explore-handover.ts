/**
 * The filters the map and Explore share (same names, same meanings: GET /courses's): continent,
 * country, type, access, architect and yardage. Moving between the two carries them; the map's
 * own (holes, green fee, years, Show) stay with the map, Explore's view (`ranking`) with Explore.
 */
import { mapFiltersFromParams, mapFiltersToParams, type MapFilters } from '../../../map/map-filters';

export const SHARED_WITH_EXPLORE = ['continent', 'country', 'type', 'membership', 'architect', 'yardageMin', 'yardageMax'] as const;

function shared(search: string): string {
  const filters = mapFiltersFromParams(new URLSearchParams(search));
  const kept: MapFilters = Object.fromEntries(SHARED_WITH_EXPLORE.filter((k) => filters[k] !== undefined).map((k) => [k, filters[k]]));
  const params = new URLSearchParams(mapFiltersToParams(kept));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Explore's link from the map: `/explore?membership=PUBLIC` for a map filtered to public courses. */
export const exploreLinkFrom = (search: string): string => `/explore${shared(search)}`;

/** The map's link from Explore (its Close): the shared filters, without Explore's view. */
export const mapLinkFrom = (search: string): string => `/${shared(search)}`;
