import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { PanelistRoster } from '../../features/panelists/components/panelist-roster';

/** The panel: every approved panelist (issue 24). */
export function Component() {
  return (
    <OverlayPanel title="Panelists" testId="screen-panelists">
      <Text textStyle="sm" color="fg.muted" mb="3">
        Their public rankings make the <ChakraLink asChild color="brand.fg" textDecoration="underline"><Link to="/panel">course panel’s ranking</Link></ChakraLink>.
      </Text>
      <PanelistRoster />
    </OverlayPanel>
  );
}
