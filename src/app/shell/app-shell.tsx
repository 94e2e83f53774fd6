/**
 * The frame around every route, over the persistent map (which the boot stage mounted before the
 * shell loaded and which navigation never remounts): the top bar, the icon rail or drawer, the
 * routed overlay, and the course-card sheet of a clicked pin (`?card={id}`, so Back closes it).
 */
import { Box, HStack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { ConfirmProvider } from '../../components/ui/confirm-dialog';
import { notify, Toaster } from '../../components/ui/toaster';
import { AccountDisabledDialog } from '../../features/auth/components/account-disabled-dialog';
import { AuthDialogProvider } from '../../features/auth/components/auth-dialog-provider';
import { GoogleOneTap } from '../../features/auth/components/google-one-tap';
import { GolferMapSync } from '../../features/golfer-map/components/golfer-map-sync';
import { MapKey } from '../../features/golfer-map/components/map-key';
import { MapFilterBar } from '../../features/map-filters/components/map-filter-bar';
import { MapFilterSync } from '../../features/map-filters/components/map-filter-sync';
import { exploreLinkFrom } from '../../features/map-filters/lib/explore-handover';
import { RankingProvider } from '../../features/ranking/components/ranking-provider';
import { PlayedDateDialogProvider } from '../../features/played/components/played-date-dialog-host';
import { InviteAttribution } from '../../features/referral/components/invite-attribution';
import { WishlistDialogProvider } from '../../features/wishlists/components/wishlist-dialog-host';
import { useCurrentUser } from '../../lib/get-current-user';
import { onCourseClick } from '../../map/course-clicks';
import { onMapNotice } from '../../map/map-notices';
import { NAV_ITEMS } from './nav-items';
import { NavDrawer } from './nav-drawer';
import { NavRail } from './nav-rail';
import { TopBar } from './top-bar';

const CourseCardSheet = lazy(() => import('../../features/courses/components/course-card-sheet').then((m) => ({ default: m.CourseCardSheet })));

export function AppShell() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { data: me } = useCurrentUser();
  const { pathname, search } = useLocation();
  const home = pathname === '/';
  // From the map, Explore opens with the filters the two share (features/map-filters).
  const items = NAV_ITEMS.filter((i) => !i.adminOnly || me?.isAdmin)
    .map((i) => (home && i.to === '/explore' ? { ...i, to: exploreLinkFrom(search) } : i));
  const [params, setParams] = useSearchParams();
  const cardId = params.get('card');

  // A pin click on the map opens its card over whatever screen is open.
  useEffect(() => onCourseClick((id) => setParams((p) => {
    p.set('card', id);
    return p;
  })), [setParams]);

  // The map's messages (a refused location) go in the snackbar. Its toaster mounts through a
  // portal a render after the shell, and drops what is sent before: messages from before the shell
  // was there wait that long.
  useEffect(() => {
    let stop = () => {};
    const timer = window.setTimeout(() => {
      stop = onMapNotice((message) => notify(message, 'warning'));
    }, 300);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, []);

  return (
    <ConfirmProvider>
      <AuthDialogProvider>
        <WishlistDialogProvider>
          <PlayedDateDialogProvider>
            <RankingProvider>
              <TopBar onOpenDrawer={() => setDrawerOpen(true)} />
              <NavRail items={items} />
              <NavDrawer items={items} open={drawerOpen} onOpenChange={setDrawerOpen} />
              {/* The row over the top-left of the map: the key, and on the map's own screen its filters. */}
              <HStack position="fixed" top="56px" left={{ base: '2', sm: '56px' }} right="2" zIndex="1" gap="1.5" flexWrap="wrap"
                align="center" pointerEvents="none" css={{ '& > *': { pointerEvents: 'auto' } }} data-testid="map-toolbar">
                <MapKey />
                {home && <MapFilterBar />}
              </HStack>
              <GolferMapSync />
              <MapFilterSync />
              <Box as="main">
                <Suspense fallback={null}>
                  <Outlet />
                </Suspense>
              </Box>
              {cardId && (
                <Suspense fallback={null}>
                  <CourseCardSheet courseId={cardId} onClose={() => setParams((p) => { p.delete('card'); return p; })} />
                </Suspense>
              )}
              <Toaster />
              <GoogleOneTap />
              <AccountDisabledDialog />
              <InviteAttribution />
            </RankingProvider>
          </PlayedDateDialogProvider>
        </WishlistDialogProvider>
      </AuthDialogProvider>
    </ConfirmProvider>
  );
}
