import { OverlayPanel } from '../../components/ui/overlay-panel';
import { ListsHub } from '../../features/lists/components/lists-hub';
import { RequireSignIn } from './require-sign-in';

/** /lists: My Lie, the golfer's course and hole lists, and the lists they saved. */
export function Component() {
  return (
    <OverlayPanel title="My lists" testId="screen-lists">
      <RequireSignIn purpose="Rank the courses and holes you played in lists, and keep the lists of other golfers you like. Sign in to see your lists.">
        <ListsHub />
      </RequireSignIn>
    </OverlayPanel>
  );
}
