/** The frame around every route: the persistent map underneath, the top bar, and the routed overlay. */
import { Box, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { MapView } from '../../map/map-view';

export const TOP_BAR_HEIGHT = 48;

export function AppShell() {
  return (
    <Box position="fixed" inset="0">
      <Box position="absolute" top={`${TOP_BAR_HEIGHT}px`} left="0" right="0" bottom="0" data-testid="map-container">
        <MapView />
      </Box>
      <Flex as="header" position="absolute" top="0" left="0" right="0" h={`${TOP_BAR_HEIGHT}px`} align="center" px="3" gap="3"
        bg="bg" borderBottomWidth="1px" zIndex="docked">
        <ChakraLink asChild fontWeight="bold" color="brand.fg" _hover={{ textDecoration: 'none' }}>
          <Link to="/" aria-label="TPL home">
            <Text as="span" fontSize="lg" letterSpacing="tight">TPL</Text>
          </Link>
        </ChakraLink>
        <Text fontSize="sm" color="fg.muted" hideBelow="sm">Your courses, ranked</Text>
      </Flex>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
