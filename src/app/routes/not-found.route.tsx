import { Button, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';

export function Component() {
  const { pathname } = useLocation();
  return (
    <OverlayPanel title="Out of bounds" testId="screen-not-found">
      <Stack gap="3" role="alert">
        <Text>There is no page at {pathname}. The map is still where you left it.</Text>
        <Button asChild colorPalette="brand" alignSelf="start"><Link to="/">Back to the map</Link></Button>
      </Stack>
    </OverlayPanel>
  );
}
