/**
 * The courses near a point that the golfer has not played (spec section 2's soft navigation after
 * marking a course played), nearest first, each with its distance (in the golfer's units) and its
 * played, wishlist and watchlist actions; the map fits to the point and to them. Only what is near
 * shows (lib/near-me-rule.ts: within 50 km or 30 miles, at most ten; the nearest three when none is). Marking one played here keeps the centre: that row goes
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
import { NEAR_ME_SHOWN, nearMeRadiusKm, nearMeShown, nearMeSummary } from '../lib/near-me-rule';
import { useLengthUnit } from '../../../lib/length-unit';
import { formatDistance } from '../../../shared/domain/units';
import { CourseActionIcons } from './course-actions';


export function CoursesNearMe({ at }: { at: NearMeParams }) {
  const { data: me } = useCurrentUser();
  const { data, error, isPending, isPlaceholderData, refetch } = useCoursesNearMe({ ...at, limit: NEAR_ME_SHOWN });
  const afterPlayed = useNearMeAfterPlayed(at);

  // Miles with yards, kilometres with metres: the golfer's setting (lib/length-unit.ts).
  const { system: units, locale } = useLengthUnit();
  const { courses, within } = useMemo(() => {
    const played = new Set(me?.playedCourses ?? []);
    return nearMeShown((data ?? []).filter((c) => !played.has(c._id)), nearMeRadiusKm(units));
  }, [data, me?.playedCourses, units]);

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
      <Text textStyle="sm" color="fg.muted" data-testid="near-me-summary">{nearMeSummary(within, units)}</Text>
      {courses.length === 0 ? (
        <Text data-testid="near-me-empty">You have played every course near here. Open a course elsewhere and mark it played to see its neighbours.</Text>
      ) : (
        <Stack as="ol" gap="0" ps="0" mx="-3" aria-busy={isPlaceholderData || undefined} opacity={isPlaceholderData ? 0.7 : 1} data-testid="near-me-list">
          {courses.map((c) => (
            <CourseListItem key={c._id} course={c} trailing={formatDistance(c.distanceKm, units, locale)}
              actions={<CourseActionIcons course={c} afterPlayed={afterPlayed} rank={false} />} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
