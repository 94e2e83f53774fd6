import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CourseListItem } from '../../components/ui/course-list-item';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { useCoursesNearMe } from '../../features/courses/api/get-courses-near-me';
import { RequireSignIn } from './require-sign-in';

/** /user/courses-near-me?lat&lng&exclude[]=…: what else to play near a course just marked played. */
export function Component() {
  const [params] = useSearchParams();
  const query = useMemo(() => {
    const lat = Number(params.get('lat'));
    const lng = Number(params.get('lng'));
    if (!params.get('lat') || !params.get('lng') || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
    return { lat, lng, exclude: params.getAll('exclude[]') };
  }, [params]);
  const { data, error, isPending } = useCoursesNearMe(query);
  return (
    <OverlayPanel title="Courses near you" testId="screen-courses-near-me">
      <RequireSignIn purpose="After you mark a course played, TPL suggests the courses nearby you have not played yet. Sign in to see them.">
        {!query ? <Text>Open a course and mark it played to see what else is nearby.</Text>
          : error ? <Text color="fg.error">{error.message}</Text>
          : isPending ? <Stack>{[0, 1, 2].map((i) => <Skeleton key={i} h="10" />)}</Stack>
          : (
            <Stack as="ol" gap="0" ps="0">
              {data.map((c) => <CourseListItem key={c._id} course={c} trailing={`${c.distanceKm} km`} />)}
            </Stack>
          )}
      </RequireSignIn>
    </OverlayPanel>
  );
}
