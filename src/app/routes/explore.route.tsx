import { OverlayPanel } from '../../components/ui/overlay-panel';
import { EXPLORE_PANEL_WIDTH, ExploreScreen } from '../../features/explore/components/explore-screen';

/** Explore: the world's courses under your filters, as a ranked list and numbered on the map. */
export function Component() {
  return (
    <OverlayPanel title="Explore" testId="screen-explore" width={`${EXPLORE_PANEL_WIDTH}px`}>
      <ExploreScreen />
    </OverlayPanel>
  );
}
