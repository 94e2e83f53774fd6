import { Box, Flex, IconButton, Link as ChakraLink, Text, useBreakpointValue } from '@chakra-ui/react';
import { Menu as MenuIcon, Search, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { SearchBox } from '../../features/search/components/search-box';
import { useAuth } from '../../lib/auth-provider';
import { ThemeMenu } from './theme-menu';
import { UnitsMenu } from './units-menu';
import { UserMenu } from './user-menu';

export const TOP_BAR_HEIGHT = 48;

// Signed-in golfers only, and loaded apart from the first paint (it holds the inbox and its stream).
const NotificationBell = lazy(() => import('../../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })));

/** The fixed 48 px top bar: logo, search (a toggle on narrow screens), units (yards or metres), theme menu, notifications, user menu. */
export function TopBar({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const { user, ready } = useAuth();
  // One search box at a time: in the bar from `md` up, in a toggled row below it.
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  return (
    <>
      <Flex as="header" position="fixed" top="0" left="0" right="0" h={`${TOP_BAR_HEIGHT}px`} align="center" px="2" gap="2"
        bg="bg" borderBottomWidth="1px" zIndex="sticky" data-testid="top-bar">
        <IconButton variant="ghost" size="sm" aria-label="Open menu" hideFrom="sm" onClick={onOpenDrawer} data-testid="drawer-toggle">
          <MenuIcon />
        </IconButton>
        <ChakraLink asChild fontWeight="bold" color="brand.fg" px="1" _hover={{ textDecoration: 'none' }}>
          <Link to="/" aria-label="TPL home">
            <Text as="span" fontSize="lg" letterSpacing="tight">TPL</Text>
          </Link>
        </ChakraLink>
        {wide && <Box ms="2"><SearchBox /></Box>}
        <Box flex="1" />
        {!wide && (
          <IconButton variant="ghost" size="sm" aria-label={searchOpen ? 'Close search' : 'Search'} aria-expanded={searchOpen}
            onClick={() => setSearchOpen((o) => !o)} data-testid="search-toggle">
            {searchOpen ? <X /> : <Search />}
          </IconButton>
        )}
        <UnitsMenu />
        <ThemeMenu />
        {ready && user && <Suspense fallback={null}><NotificationBell /></Suspense>}
        <UserMenu />
      </Flex>
      {searchOpen && !wide && (
        <Box position="fixed" top={`${TOP_BAR_HEIGHT}px`} left="0" right="0" px="2" py="2" bg="bg" borderBottomWidth="1px" zIndex="sticky">
          <SearchBox autoFocus onNavigate={() => setSearchOpen(false)} />
        </Box>
      )}
    </>
  );
}
