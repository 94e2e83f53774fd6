/**
 * Wide screens: the filters as a row of chips over the map (Access, Type, Holes, Green fee, More,
 * and Show for a signed-in golfer), then the count of courses in view and Clear all.
 */
import { Button } from '@chakra-ui/react';
import type { MapFacets } from '../../../shared/contracts/bounded-courses.contract';
import type { MapFilters } from '../../../map/map-filters';
import type { FiltersUpdate } from '../hooks/use-map-filter-params';
import { activeCount, CHIP_GROUPS, withGroup } from '../lib/filter-options';
import { CoursesCount } from './courses-count';
import { FacetChip } from './facet-chip';
import { MoreChip } from './more-chip';
import { ShowChip } from './show-chip';

export function FilterChips({ filters, facets, signedIn, onChange }: {
  filters: MapFilters;
  facets: MapFacets | undefined;
  signedIn: boolean;
  onChange: (update: FiltersUpdate) => void;
}) {
  return (
    <>
      {CHIP_GROUPS.map((g) => (
        <FacetChip key={g.key} group={g} values={filters[g.key]} facets={facets}
          onChange={(values) => onChange((f) => withGroup(f, g.key, values))} />
      ))}
      <MoreChip filters={filters} onChange={onChange} />
      {signedIn && <ShowChip filters={filters} onChange={onChange} />}
      <CoursesCount visible />
      {activeCount(filters, signedIn) > 0 && (
        <Button size="xs" variant="surface" bg="bg.panel" boxShadow="sm" borderRadius="full" flexShrink={0}
          onClick={() => onChange(() => ({}))} data-testid="filters-clear-all">
          Clear all
        </Button>
      )}
    </>
  );
}
