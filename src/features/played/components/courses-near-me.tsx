/**
 * The courses near a point that the golfer has not played (spec section 2's soft navigation after
 * marking a course played), nearest first, each with its distance and its played, wishlist and
 * watchlist actions; the map fits to them. Marking one played here keeps the centre: that row goes
 * and the next nearest comes in, so a golfer can keep going round a region.
 *
 * The server leaves out exclude[] and every course the golfer played; the list also drops a course
 * the moment this golfer marks it played, before the next answer arrives.
 */
import { Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo } from 'react';
import { CourseListItem } from '../../../components/ui/course-list-item';
import { RetryError } from '../../../components/ui/retry-error';
import { useCurrentUser } from '../../../lib/get-current-user';
import { useFitMapTo } from '../../../map/use-fit-map-to';
import { useCoursesNearMe } from '../api/get-courses-near-me';
import { useNearMeAfterPlayed } from '../hooks/use-near-me-after-played';
import type { NearMeParams } from '../lib/near-me-url';
import { CourseActionIcons } from './course-actions';

export const NEAR_ME_SHOWN = 10;

const km = (n: number) => `${n.toLocaleString(undefined, { maximumFractionDigits: n < 10 ? 1 : 0 })} km`;

export function CoursesNearMe({ at }: { at: NearMeParams }) {
  const { data: me } = useCurrentUser();
  const { data, error, isPending, isPlaceholderData, refetch } = useCoursesNearMe({ ...at, limit: NEAR_ME_SHOWN });
  const afterPlayed = useNearMeAfterPlayed(at);

  const courses = useMemo(() => {
    const played = new Set(me?.playedCourses ?? []);
    return (data ?? []).filter((c) => !played.has(c._id)).slice(0, NEAR_ME_SHOWN);
  }, [data, me?.playedCourses]);

  const points = useMemo(() => [{ lat: at.lat, lng: at.lng }, ...courses.map((c) => c.location)], [at.lat, at.lng, courses]);
  const fitKey = isPending || isPlaceholderData ? null : `${at.lat},${at.lng}:${courses.map((c) => c._id).join(',')}`;
  useFitMapTo(points, fitKey);

  if (error) {
    return <RetryError message={error.message} onRetry={() => void refetch()} testId="near-me-error" />;
  }
  if (isPending) {
    return (
      <Stack aria-busy="true">
        <VisuallyHidden role="status">Loading the courses near you</VisuallyHidden>
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} h="12" />)}
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted">The nearest courses you have not played, closest first.</Text>
      {courses.length === 0 ? (
        <Text data-testid="near-me-empty">You have played every course near here. Open a course elsewhere and mark it played to see its neighbours.</Text>
      ) : (
        <Stack as="ol" gap="0" ps="0" mx="-3" aria-busy={isPlaceholderData || undefined} opacity={isPlaceholderData ? 0.7 : 1} data-testid="near-me-list">
          {courses.map((c) => (
            <CourseListItem key={c._id} course={c} trailing={km(c.distanceKm)}
              actions={<CourseActionIcons course={c} afterPlayed={afterPlayed} rank={false} />} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
