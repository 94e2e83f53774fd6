/**
 * The map key: what the pins mean (fill: access; ring: the golfer's played, wishlist and watchlist
 * courses) and, signed in, which pins to show: all, played, not yet played, or on my lists.
 * A small button over the top-left of the map; it names the filter when one is on.
 */
import { Box, Button, Circle, HStack, Popover, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Layers } from 'lucide-react';
import { useAuth } from '../../../lib/auth-provider';
import { MEMBERSHIP_COLORS, RING_COLORS } from '../../../map/course-layers';
import { effectiveFilter, MAP_FILTERS, setMapFilter, useGolferMapState, type MapFilter } from '../../../map/golfer-map-state';

export const FILTER_LABELS: Record<MapFilter, string> = {
  all: 'All courses',
  played: 'Played',
  unplayed: 'Not yet played',
  lists: 'On my lists',
};

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
  const filter = effectiveFilter(state);
  const signedIn = !!user && !!state.marks;
  return (
    <Box position="fixed" top="56px" left={{ base: '2', sm: '56px' }} zIndex="1" data-testid="map-key">
      <Popover.Root positioning={{ placement: 'bottom-start' }}>
        <Popover.Trigger asChild>
          <Button size="xs" variant="surface" bg="bg.panel" boxShadow="sm" aria-label={`Map key${filter !== 'all' ? `, showing ${FILTER_LABELS[filter]}` : ''}`}>
            <Layers aria-hidden="true" />
            {filter === 'all' ? 'Map key' : FILTER_LABELS[filter]}
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content maxW="280px">
              <Popover.Body>
                <Stack gap="4">
                  {signedIn ? (
                    <Stack gap="2">
                      <Text textStyle="sm" fontWeight="semibold" id="map-filter-label">Show on the map</Text>
                      <RadioGroup.Root
                        size="sm"
                        value={filter}
                        aria-labelledby="map-filter-label"
                        onValueChange={(e) => e.value && setMapFilter(e.value as MapFilter)}
                      >
                        <Stack gap="2">
                          {MAP_FILTERS.map((f) => (
                            <RadioGroup.Item key={f} value={f} data-testid={`map-filter-${f}`}>
                              <RadioGroup.ItemHiddenInput />
                              <RadioGroup.ItemIndicator />
                              <RadioGroup.ItemText>{FILTER_LABELS[f]}</RadioGroup.ItemText>
                            </RadioGroup.Item>
                          ))}
                        </Stack>
                      </RadioGroup.Root>
                    </Stack>
                  ) : (
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
    </Box>
  );
}
