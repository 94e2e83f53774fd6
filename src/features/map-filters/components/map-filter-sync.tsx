/**
 * Publishes the URL's filters to the persistent map (src/map/map-filter-state.ts) on every
 * navigation: on the map's own screen and on Explore, which shares them; elsewhere the map shows
 * every course. Renders nothing. Mounted once by the shell.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { filtersApplyAt, mapFiltersFromParams } from '../../../map/map-filters';
import { setMapFilters } from '../../../map/map-filter-state';

export function MapFilterSync() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    setMapFilters(filtersApplyAt(pathname) ? mapFiltersFromParams(new URLSearchParams(search)) : {});
  }, [pathname, search]);
  return null;
}
