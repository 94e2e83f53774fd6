/**
 * Explore (spec section 2, /explore): the top courses or a community ranking under the golfer's
 * filters, as a ranked list and, at the same time, as numbered pins on the map (the map shows
 * exactly what the list shows: the pages loaded so far).
 */
import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { activeFilterCount, communityQuery, filtersFromParams, paramsFromFilters, withFilter, type FilterUpdate } from '../lib/explore-filters';
import { CommunityResults } from './community-results';
import { ExploreFilterBar } from './explore-filter-bar';
import { ExploreTutorial } from './explore-tutorial';
import { RankingPicker } from './ranking-picker';
import { TopCoursesResults } from './top-courses-results';

export const EXPLORE_PANEL_WIDTH = 440;

export function ExploreScreen() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const community = useMemo(() => communityQuery(filters), [filters]);
  // The URL is the newest state: a second change before React re-rendered builds on the first
  // (the router's own params are a render behind).
  const change = (update: FilterUpdate) =>
    setParams(paramsFromFilters(update(filtersFromParams(new URLSearchParams(window.location.search)))), { replace: false });
  const fitKey = `explore:${params.toString()}`;

  return (
    <Stack gap="4" data-testid="explore">
      <ExploreTutorial />
      <RankingPicker value={filters.ranking} onChange={(key) => change((f) => withFilter(f, 'ranking', key))} />
      <ExploreFilterBar filters={filters} onChange={change} />
      {community
        ? <CommunityResults query={community} filtered={activeFilterCount(filters) > 0} fitKey={fitKey} />
        : <TopCoursesResults filters={filters} fitKey={fitKey} />}
    </Stack>
  );
}
