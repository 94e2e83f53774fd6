import { useLocation } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { SavedListsScreen } from '../../features/tracking/components/saved-lists-screen';
import { SAVED_LIST_COPY } from '../../features/tracking/lib/saved-list-kinds';
import { RequireSignIn } from './require-sign-in';

/** /wishlists and /watchlists: named sets of courses to play, or to keep an eye on. */
export function Component() {
  const kind = useLocation().pathname.startsWith('/watchlists') ? 'watchlist' : 'wishlist';
  const copy = SAVED_LIST_COPY[kind];
  return (
    <OverlayPanel title={copy.plural} testId={`screen-${kind}s`}>
      <RequireSignIn purpose={`${copy.purpose} Sign in to see your ${copy.noun}s.`}>
        <SavedListsScreen kind={kind} />
      </RequireSignIn>
    </OverlayPanel>
  );
}
