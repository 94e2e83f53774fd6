/** The 'me' tutorial: three first steps, ticked off as the golfer does them. */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, Circle } from 'lucide-react';
import type { FirstStep } from '../lib/first-steps';

export function FirstStepsCard({ steps }: { steps: readonly FirstStep[] }) {
  const done = steps.filter((s) => s.done).length;
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="l3" p="4" data-testid="first-steps">
      <Text fontWeight="semibold">Start your golf journey</Text>
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
    </Box>
  );
}
