import { Text } from '@chakra-ui/react';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { RequireSignIn } from './require-sign-in';

/** Trip planner: golf trips as ranked lists of courses with dates. */
export function Component() {
  return (
    <OverlayPanel title="Trip planner" testId="screen-trip-planner">
      <RequireSignIn purpose="Plan a golf trip: pick a destination on the map, collect the courses you want to play, put them in order and share the plan with friends. Sign in to plan a trip.">
        <Text color="fg.muted">Your trips appear here. Pan the map to a destination and open courses to add them to a trip.</Text>
      </RequireSignIn>
    </OverlayPanel>
  );
}
