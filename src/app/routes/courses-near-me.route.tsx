import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { CoursesNearMe } from '../../features/played/components/courses-near-me';
import { parseNearMeParams } from '../../features/played/lib/near-me-url';
import { RequireSignIn } from './require-sign-in';

/** /user/courses-near-me?lat&lng&exclude[]=…: what else to play near a course just marked played. */
export function Component() {
  const [params] = useSearchParams();
  const at = useMemo(() => parseNearMeParams(params), [params]);
  return (
    <OverlayPanel title="Courses near you" testId="screen-courses-near-me">
      <RequireSignIn purpose="After you mark a course played, TPL suggests the courses nearby you have not played yet. Sign in to see them.">
        {at ? <CoursesNearMe at={at} /> : <Text>Open a course and mark it played to see what else is nearby.</Text>}
      </RequireSignIn>
    </OverlayPanel>
  );
}
