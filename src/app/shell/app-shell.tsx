/**
 * The frame around every route: the persistent map underneath (mounted once, never remounted by
 * navigation), the top bar, the icon rail or drawer, the routed overlay, and the course-card sheet
 * of a clicked pin (`?card={id}`, so Back closes it).
 */
import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { ConfirmProvider } from '../../components/ui/confirm-dialog';
import { Toaster } from '../../components/ui/toaster';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { AuthDialogProvider } from '../../features/auth/components/auth-dialog-provider';
import { GoogleOneTap } from '../../features/auth/components/google-one-tap';
import { InviteAttribution } from '../../features/referral/components/invite-attribution';
import { MapView } from '../../map/map-view';
import { NAV_ITEMS } from './nav-items';
import { NavDrawer } from './nav-drawer';
import { NavRail, RAIL_WIDTH } from './nav-rail';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar';

const CourseCardSheet = lazy(() => import('../../features/courses/components/course-card-sheet').then((m) => ({ default: m.CourseCardSheet })));

export function AppShell() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { data: me } = useCurrentUser();
  const items = NAV_ITEMS.filter((i) => !i.adminOnly || me?.isAdmin);
  const [params, setParams] = useSearchParams();
  const cardId = params.get('card');

  return (
    <ConfirmProvider>
      <AuthDialogProvider>
        <Box position="fixed" inset="0">
          {/* A landmark for the map and its controls; attribution links are underlined, not told apart by colour alone (axe). */}
          <Box as="section" aria-label="Course map" position="absolute" top={`${TOP_BAR_HEIGHT}px`} left={{ base: '0', sm: `${RAIL_WIDTH}px` }} right="0" bottom="0"
            css={{ '& .maplibregl-ctrl-attrib a': { textDecoration: 'underline' } }}>
            <MapView />
          </Box>
          <TopBar onOpenDrawer={() => setDrawerOpen(true)} />
          <NavRail items={items} />
          <NavDrawer items={items} open={drawerOpen} onOpenChange={setDrawerOpen} />
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
          <InviteAttribution />
        </Box>
      </AuthDialogProvider>
    </ConfirmProvider>
  );
}
