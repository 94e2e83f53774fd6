/** A small bar chart of played counts: a list of labelled bars, readable without colour or sight. */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Bar } from '../lib/played-bars';

export function PlayedBarsChart({ title, bars, testId }: { title: string; bars: readonly Bar[]; testId: string }) {
  if (bars.length === 0) return null;
  return (
    <Stack gap="2" data-testid={testId}>
      <Text fontWeight="medium" fontSize="sm">{title}</Text>
      <Stack as="ul" gap="1.5" ps="0" m="0" aria-label={title}>
        {bars.map((b) => (
          <HStack as="li" key={b.key} gap="2" listStyleType="none" aria-label={`${b.label}: ${b.count}`} data-testid="played-bar">
            <Text fontSize="sm" w="8.5rem" flexShrink={0} truncate title={b.label}>{b.label}</Text>
            <Box flex="1" h="2.5" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden>
              <Box h="full" w={`${Math.max(4, Math.round(b.share * 100))}%`} bg="brand.solid" borderRadius="full" />
            </Box>
            <Text fontSize="sm" w="2.5rem" textAlign="end" color="fg.muted" aria-hidden>{b.count}</Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
