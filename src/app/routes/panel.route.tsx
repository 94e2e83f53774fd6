import { OverlayPanel } from '../../components/ui/overlay-panel';
import { PanelScreen } from '../../features/panel-rankings/components/panel-screen';

/** The course panel's ranking beside the crowd, panel vs crowd, and the published method (issue 24). */
export function Component() {
  return (
    <OverlayPanel title="Course panel" testId="screen-panel">
      <PanelScreen />
    </OverlayPanel>
  );
}
