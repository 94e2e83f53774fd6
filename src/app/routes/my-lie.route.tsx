import { OverlayPanel } from '../../components/ui/overlay-panel';
import { MyLieScreen } from '../../features/my-lie/components/my-lie-screen';
import { RequireSignIn } from './require-sign-in';

/** My Lie: where you stand as a golfer — courses played, your rankings, your lists. */
export function Component() {
  return (
    <OverlayPanel title="My Lie" testId="screen-my-lie">
      <RequireSignIn purpose="My Lie is your golf journey: the courses you have played, the lists you rank them in, and what they say about the golfer you are. Sign in to start yours.">
        <MyLieScreen />
      </RequireSignIn>
    </OverlayPanel>
  );
}
