/**
 * The map key: what the pins mean (fill: access; ring: the golfer's played, wishlist and watchlist
 * courses). A small button at the start of the row over the top-left of the map; which courses
 * show is the filter chips' (features/map-filters), the Show chip for the golfer's own.
 */
import { Button, Circle, HStack, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { Layers } from 'lucide-react';
import { useAuth } from '../../../lib/auth-provider';
import { MEMBERSHIP_COLORS, RING_COLORS } from '../../../map/course-layers';
import { useGolferMapState } from '../../../map/golfer-map-state';

function Swatch({ fill, ring, label }: { fill: string; ring?: string; label: string }) {
  return (
    <HStack gap="2">
      <Circle size="3.5" bg={fill} borderWidth={ring ? '3px' : '2px'} borderColor={ring ?? 'white'} boxShadow="0 0 0 1px rgba(0,0,0,0.25)" />
      <Text textStyle="sm">{label}</Text>
    </HStack>
  );
}

export function MapKey() {
  const { user } = useAuth();
  const state = useGolferMapState();
  const signedIn = !!user && !!state.marks;
  return (
    <HStack data-testid="map-key" flexShrink={0}>
      <Popover.Root positioning={{ placement: 'bottom-start' }}>
        <Popover.Trigger asChild>
          <Button size="xs" variant="surface" bg="bg.panel" boxShadow="sm">
            <Layers aria-hidden="true" />
            Map key
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content maxW="280px">
              <Popover.Body>
                <Stack gap="4">
                  {!signedIn && (
                    <Text textStyle="sm" color="fg.muted">Sign in to see the courses you played and saved on the map.</Text>
                  )}
                  <Stack gap="1.5">
                    <Text textStyle="sm" fontWeight="semibold">Access</Text>
                    <Swatch fill={MEMBERSHIP_COLORS.PUBLIC} label="Public" />
                    <Swatch fill={MEMBERSHIP_COLORS.LIMITED} label="Limited" />
                    <Swatch fill={MEMBERSHIP_COLORS.PRIVATE} label="Private" />
                  </Stack>
                  {signedIn && (
                    <Stack gap="1.5">
                      <Text textStyle="sm" fontWeight="semibold">Your golf (ring)</Text>
                      <Swatch fill={MEMBERSHIP_COLORS.PUBLIC} ring={RING_COLORS.played} label="Played" />
                      <Swatch fill={MEMBERSHIP_COLORS.PUBLIC} ring={RING_COLORS.wishlist} label="On a wishlist" />
                      <Swatch fill={MEMBERSHIP_COLORS.PUBLIC} ring={RING_COLORS.watchlist} label="On a watchlist" />
                    </Stack>
                  )}
                </Stack>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </HStack>
  );
}
