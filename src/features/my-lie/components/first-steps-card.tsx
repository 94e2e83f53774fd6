/**
 * The 'me' tutorial: three first steps, ticked off as the golfer does them. "Hide these tips" (or
 * the close button) puts it away for good: the golfer's 'me' tutorial is recorded as done.
 */
import { Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, Circle } from 'lucide-react';
import type { FirstStep } from '../lib/first-steps';

export function FirstStepsCard({ steps, onDismiss }: { steps: readonly FirstStep[]; onDismiss: () => void }) {
  const done = steps.filter((s) => s.done).length;
  return (
    <Box position="relative" borderWidth="1px" borderColor="border" borderRadius="l3" p="4" data-testid="first-steps">
      <CloseButton size="sm" position="absolute" top="2" insetEnd="2" aria-label="Hide the first steps" onClick={onDismiss} />
      <Text fontWeight="semibold" pe="8">Start your golf journey</Text>
      <Text fontSize="sm" color="fg.muted" mb="3">{done} of {steps.length} done</Text>
      <Stack as="ol" gap="3" ps="0" m="0">
        {steps.map((s) => (
          <HStack as="li" key={s.id} align="start" gap="3" listStyleType="none" data-testid={`first-step-${s.id}`} data-done={s.done}>
            <Box color={s.done ? 'brand.fg' : 'fg.subtle'} pt="0.5" aria-hidden>{s.done ? <CircleCheck size={18} /> : <Circle size={18} />}</Box>
            <Stack gap="0">
              <Text fontWeight="medium" textDecoration={s.done ? 'line-through' : undefined}>
                {s.title}<Box as="span" srOnly>{s.done ? ' (done)' : ' (to do)'}</Box>
              </Text>
              {!s.done && <Text fontSize="sm" color="fg.muted">{s.how}</Text>}
            </Stack>
          </HStack>
        ))}
      </Stack>
      <Button size="xs" variant="ghost" mt="3" ms="-2" onClick={onDismiss} data-testid="first-steps-hide">Hide these tips</Button>
    </Box>
  );
}
