import { useLocation } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { CourseActionIcons } from '../../features/played/components/course-actions';
import { WishlistsScreen } from '../../features/wishlists/components/wishlists-screen';
import { WISHLIST_COPY } from '../../features/wishlists/lib/wishlist-kinds';
import { RequireSignIn } from './require-sign-in';

/** /wishlists and /watchlists: named sets of courses to play, or to keep an eye on. */
export function Component() {
  const kind = useLocation().pathname.startsWith('/watchlists') ? 'watchlist' : 'wishlist';
  const copy = WISHLIST_COPY[kind];
  return (
    <OverlayPanel title={copy.plural} testId={`screen-${kind}s`}>
      <RequireSignIn purpose={`${copy.purpose} Sign in to see your ${copy.noun}s.`}>
        <WishlistsScreen kind={kind} actions={(c) => <CourseActionIcons course={c} afterPlayed={null} rank={false} />} />
      </RequireSignIn>
    </OverlayPanel>
  );
}
