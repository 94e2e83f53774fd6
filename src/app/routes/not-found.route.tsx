import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';

export function Component() {
  const { pathname } = useLocation();
  return (
    <Card.Root position="absolute" top="72px" left="50%" transform="translateX(-50%)" w="min(420px, calc(100vw - 32px))" zIndex="overlay" role="alert">
      <Card.Body gap="3">
        <Heading size="md">Out of bounds</Heading>
        <Text color="fg.muted">There is no page at {pathname}. The map is still where you left it.</Text>
        <Button asChild colorPalette="brand" alignSelf="start"><Link to="/">Back to the map</Link></Button>
      </Card.Body>
    </Card.Root>
  );
}
