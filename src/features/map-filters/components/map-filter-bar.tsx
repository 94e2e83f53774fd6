/**
 * The map's filters over the map's own screen: chips from `md` up, one Filters button and a bottom
 * sheet below it. The counts are the map's latest answer (map-filter-state.ts); the filters are the
 * URL's. The shell places it in the row over the top-left of the map, after the map key.
 */
import { useBreakpointValue } from '@chakra-ui/react';
import { useAuth } from '../../../lib/auth-provider';
import { useGolferMapState } from '../../../map/golfer-map-state';
import { useMapCounts } from '../../../map/map-filter-state';
import { useMapFilterParams } from '../hooks/use-map-filter-params';
import { CoursesCount } from './courses-count';
import { FilterChips } from './filter-chips';
import { FilterSheet } from './filter-sheet';

export function MapFilterBar() {
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const [filters, change] = useMapFilterParams();
  const facets = useMapCounts()?.facets;
  const { user } = useAuth();
  const { marks } = useGolferMapState();
  // Show needs the golfer's marks too (the map asks `only` and `hide` once it has them).
  const signedIn = !!user && !!marks;
  if (wide) return <FilterChips filters={filters} facets={facets} signedIn={signedIn} onChange={change} />;
  return (
    <>
      <FilterSheet filters={filters} facets={facets} signedIn={signedIn} onChange={change} />
      <CoursesCount visible />
    </>
  );
}
