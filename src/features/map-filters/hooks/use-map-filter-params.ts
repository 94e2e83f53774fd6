/**
 * The map's filters from the URL, and a change that pushes a history entry (Back undoes it). Other
 * parameters (an open card's `card`) stay as they are.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { mapFiltersFromParams, withMapFilters, type MapFilters } from '../../../map/map-filters';

export type FiltersUpdate = (filters: MapFilters) => MapFilters;

export function useMapFilterParams(): [MapFilters, (update: FiltersUpdate) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => mapFiltersFromParams(params), [params]);
  // The URL is the newest state: two quick changes both land (the router's params are a render behind).
  const change = useCallback((update: FiltersUpdate) => {
    const now = new URLSearchParams(window.location.search);
    setParams(withMapFilters(now, update(mapFiltersFromParams(now))));
  }, [setParams]);
  return [filters, change];
}
