/** One list's completion: its name, "3 of 12" and a bar. */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { progressPercent, progressText } from '../lib/my-lie-text';

export function ProgressRow({ name, played, total }: { name: string; played: number; total: number }) {
  const text = progressText(played, total);
  const percent = progressPercent(played, total);
  return (
    <Stack as="li" gap="1" listStyleType="none" data-testid="completion-row" aria-label={`${name}: ${text}`}>
      <HStack justify="space-between" gap="3">
        <Text fontSize="sm" truncate title={name}>{name}</Text>
        <Text fontSize="sm" color="fg.muted" flexShrink={0} fontVariantNumeric="tabular-nums" aria-hidden>{text}</Text>
      </HStack>
      <Box h="2" bg="bg.muted" borderRadius="full" overflow="hidden" role="progressbar" aria-label={name}
        aria-valuemin={0} aria-valuemax={total} aria-valuenow={played} aria-valuetext={text}>
        <Box h="full" w={`${percent}%`} bg={percent === 100 ? 'brand.fg' : 'brand.solid'} borderRadius="full" />
      </Box>
    </Stack>
  );
}
