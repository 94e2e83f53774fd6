import { useLocation } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { EXPLORE_PANEL_WIDTH, ExploreScreen } from '../../features/explore/components/explore-screen';
import { mapLinkFrom } from '../../features/map-filters/lib/explore-handover';

/** Explore: the world's courses under your filters, as a ranked list and numbered on the map. */
export function Component() {
  // Closing goes back to the map with the filters the two share (same names, same meanings).
  const { search } = useLocation();
  return (
    <OverlayPanel title="Explore" testId="screen-explore" width={`${EXPLORE_PANEL_WIDTH}px`} closeTo={mapLinkFrom(search)}>
      <ExploreScreen />
    </OverlayPanel>
  );
}
