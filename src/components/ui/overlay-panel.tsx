/**
 * The panel every routed screen opens in, over the persistent map: on the right from the `md`
 * breakpoint up, a bottom sheet below it (the top of the map, with its course or pins, stays in
 * sight). It tells the map what it covers (useMapCover), so the map centres its flights and fits
 * on the rest and keeps its controls clear of it. Closing returns to the bare map.
 */
import { Box, CloseButton, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMapCover } from '../../lib/overlay-covers';

/** Where the phone's sheet starts: the map keeps the top 45% of the screen (less the top bar). */
const PHONE_SHEET_TOP = '45dvh';

export function OverlayPanel({ title, children, testId, width = '440px', actions, closeTo = '/' }: {
  title: ReactNode;
  children: ReactNode;
  testId?: string;
  width?: string;
  actions?: ReactNode;
  /** Where Close goes: the bare map, or (Explore) the map with the filters the screen shares with it. */
  closeTo?: string;
}) {
  const navigate = useNavigate();
  const cover = useMapCover<HTMLElement>();
  return (
    <Box
      ref={cover}
      as="section"
      aria-label={typeof title === 'string' ? title : undefined}
      data-testid={testId}
      position="fixed"
      zIndex="docked"
      top={{ base: PHONE_SHEET_TOP, md: '64px' }}
      right={{ base: '0', md: '16px' }}
      bottom={{ base: '0', md: '16px' }}
      left={{ base: '0', md: 'auto' }}
      w={{ base: 'auto', md: width }}
      bg="bg.panel"
      borderTopRadius="l3"
      borderBottomRadius={{ base: '0', md: 'l3' }}
      borderWidth={{ base: '0', md: '1px' }}
      borderTopWidth="1px"
      boxShadow="lg"
      display="flex"
      flexDirection="column"
      overflow="hidden"
    >
      <Flex align="center" gap="2" px="4" py="3" borderBottomWidth="1px">
        <Heading as="h1" size="md" flex="1" truncate>{title}</Heading>
        {actions}
        <CloseButton size="sm" aria-label="Close" onClick={() => navigate(closeTo)} />
      </Flex>
      <Box flex="1" overflowY="auto" px="4" py="4">{children}</Box>
    </Box>
  );
}
