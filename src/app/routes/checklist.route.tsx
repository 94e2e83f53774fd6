import { OverlayPanel } from '../../components/ui/overlay-panel';
import { ChecklistPanel } from '../../features/checklist/components/checklist-panel';
import { RequireSignIn } from './require-sign-in';

/** /checklist?country=&region=: tick off the courses you played, many at once. */
export function Component() {
  return (
    <OverlayPanel title="Played checklist" testId="screen-checklist">
      <RequireSignIn purpose="The played checklist lets you tick off every course you have played, country by country. Sign in to start.">
        <ChecklistPanel />
      </RequireSignIn>
    </OverlayPanel>
  );
}
