import { Text } from '@chakra-ui/react';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { BlockedGolfers } from '../../features/safety/components/blocked-golfers';

/** The golfers you blocked (issue 35). */
export function Component() {
  return (
    <OverlayPanel title="Blocked golfers" testId="screen-blocked-golfers">
      <Text textStyle="sm" color="fg.muted" mb="3">They cannot follow you, see your profile or lists, or invite you on a trip. Unblocking does not bring back follows.</Text>
      <BlockedGolfers />
    </OverlayPanel>
  );
}
