import { OverlayPanel } from '../../components/ui/overlay-panel';
import { CommunityScreen } from '../../features/community/components/community-screen';

/** Community: the feed of golfers you follow, leaderboards, golfers to follow. */
export function Component() {
  return (
    <OverlayPanel title="Community" testId="screen-community">
      <CommunityScreen />
    </OverlayPanel>
  );
}
