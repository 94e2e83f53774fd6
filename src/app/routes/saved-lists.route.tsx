import { Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { RequireSignIn } from './require-sign-in';

/** /wishlists and /watchlists: named sets of courses to play, or to keep an eye on. */
export function Component() {
  const kind = useLocation().pathname.startsWith('/watchlists') ? 'watchlist' : 'wishlist';
  const title = kind === 'wishlist' ? 'Wishlists' : 'Watchlists';
  const purpose = kind === 'wishlist'
    ? 'Wishlists hold the courses you dream of playing, in lists you name. Sign in to see yours.'
    : 'Watchlists keep an eye on courses: openings, renovations, tee-time chances. Sign in to see yours.';
  return (
    <OverlayPanel title={title} testId={`screen-${kind}s`}>
      <RequireSignIn purpose={purpose}>
        <Text color="fg.muted">Open a course and use its {kind} button to start a {kind}.</Text>
      </RequireSignIn>
    </OverlayPanel>
  );
}
