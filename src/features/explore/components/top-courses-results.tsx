/**
 * Explore's top courses: the most notable courses under the filters, in the list and on the map.
 * Not numbered: "most notable" is a tier (the notable seed courses, then the rest) and courses of
 * one tier come by name, so a number would claim an order that is not there.
 */
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { RetryError } from '../../../components/ui/retry-error';
import { useExploreCourses } from '../api/get-explore-courses';
import { useRankedMapPins } from '../hooks/use-ranked-map-pins';
import type { ExploreFilters } from '../lib/explore-filters';
import { ExploreResultList } from './explore-result-list';

export function TopCoursesResults({ filters, fitKey }: { filters: ExploreFilters; fitKey: string }) {
  const courses = useExploreCourses(filters);
  const items = useMemo(() => (courses.data?.pages ?? []).flatMap((p) => p.items), [courses.data]);
  const total = courses.data?.pages[0]?.total ?? 0;
  const ranked = useMemo(() => items.map((course, index) => ({ index, course })), [items]);
  const rows = useMemo(() => items.map((course) => ({ key: course._id, course })), [items]);
  // The previous filters' courses stay listed (greyed) until the new ones arrive: the map fits the new ones.
  useRankedMapPins(courses.data ? ranked : null, courses.isPlaceholderData ? null : fitKey, { numbered: false });

  if (courses.isError) return <RetryError message={`Courses could not be loaded: ${courses.error.message}`} onRetry={() => void courses.refetch()} />;
  if (!courses.data) return <Skeleton h="40" />;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted" data-testid="explore-count" aria-live="polite">
        {total === 0 ? 'No course matches these filters.' : `Top ${items.length} of ${total.toLocaleString('en')} courses, most notable first`}
      </Text>
      {total === 0 && <Text fontSize="sm">Try fewer filters: clear the architect or widen the yardage.</Text>}
      <ExploreResultList numbered={false} rows={rows} stale={courses.isPlaceholderData} hasMore={courses.hasNextPage}
        loadingMore={courses.isFetchingNextPage} onMore={() => void courses.fetchNextPage()} />
    </Stack>
  );
}
