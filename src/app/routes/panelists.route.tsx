import { OverlayPanel } from '../../components/ui/overlay-panel';
import { PanelistRoster } from '../../features/panelists/components/panelist-roster';

/** The panel: every approved panelist (issue 24). */
export function Component() {
  return (
    <OverlayPanel title="Panelists" testId="screen-panelists">
      <PanelistRoster />
    </OverlayPanel>
  );
}
