import { OverlayPanel } from '../../components/ui/overlay-panel';
import { ProCard } from '../../features/pro/components/pro-card';

/** /pro: the Pro plan card (spec section 2). */
export function Component() {
  return (
    <OverlayPanel title="TPL Pro" testId="screen-pro">
      <ProCard />
    </OverlayPanel>
  );
}
