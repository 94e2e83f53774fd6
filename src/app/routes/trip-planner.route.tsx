import { OverlayPanel } from '../../components/ui/overlay-panel';
import { TripsHub } from '../../features/trips/components/trips-hub';
import { RequireSignIn } from './require-sign-in';

/** /trip-planner: the golfer's trips and a new one (issue 15). */
export function Component() {
  return (
    <OverlayPanel title="Trip planner" testId="screen-trip-planner">
      <RequireSignIn purpose="Plan a golf trip: pick a destination on the map, put courses on its days in the shortest order, and plan it with friends. Sign in to plan a trip.">
        <TripsHub />
      </RequireSignIn>
    </OverlayPanel>
  );
}
