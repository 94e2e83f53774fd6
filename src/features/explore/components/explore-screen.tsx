/**
 * Explore (spec section 2, /explore): the most notable courses under the golfer's filters, as a
 * ranked list and, at the same time, as numbered pins on the map (the map shows exactly what the
 * list shows: the pages loaded so far). Community rankings join it with the rest of issue 13.
 */
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CourseListItem } from '../../../components/ui/course-list-item';
import { RetryError } from '../../../components/ui/retry-error';
import { useExploreCourses } from '../api/get-explore-courses';
import { useRankedMapPins } from '../hooks/use-ranked-map-pins';
import { filtersFromParams, paramsFromFilters, type ExploreFilters } from '../lib/explore-filters';
import { ExploreFilterBar } from './explore-filter-bar';
import { ExploreTutorial } from './explore-tutorial';

export const EXPLORE_PANEL_WIDTH = 440;

export function ExploreScreen() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const courses = useExploreCourses(filters);
  const items = useMemo(() => (courses.data?.pages ?? []).flatMap((p) => p.items), [courses.data]);
  const total = courses.data?.pages[0]?.total ?? 0;
  const ranked = useMemo(() => items.map((course, index) => ({ index, course })), [items]);
  useRankedMapPins(courses.data ? ranked : null, `explore:${params.toString()}`, EXPLORE_PANEL_WIDTH);
  const change = (next: ExploreFilters) => setParams(paramsFromFilters(next), { replace: false });

  return (
    <Stack gap="4" data-testid="explore">
      <ExploreTutorial />
      <ExploreFilterBar filters={filters} onChange={change} />
      {courses.isError && <RetryError message={`Courses could not be loaded: ${courses.error.message}`} onRetry={() => void courses.refetch()} />}
      {!courses.data && !courses.isError && <Skeleton h="40" />}
      {courses.data && (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted" data-testid="explore-count" aria-live="polite">
            {total === 0 ? 'No course matches these filters.' : `Top ${items.length} of ${total.toLocaleString('en')} courses, most notable first`}
          </Text>
          {total === 0 && <Text fontSize="sm">Try fewer filters: clear the architect or widen the yardage.</Text>}
          <Stack as="ol" gap="0" ps="0" m="0" data-testid="explore-results" opacity={courses.isPlaceholderData ? 0.6 : 1}>
            {items.map((course, i) => <CourseListItem key={course._id} course={course} rank={i + 1} />)}
          </Stack>
          {courses.hasNextPage && (
            <Button size="sm" variant="outline" alignSelf="start" loading={courses.isFetchingNextPage} onClick={() => void courses.fetchNextPage()} data-testid="explore-more">
              Show more
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
