/** A golfer's credit for course corrections an admin accepted (issue 24, item 5): shown on their profile once there is one. */
import { HStack, Text } from '@chakra-ui/react';
import { BadgeCheck } from 'lucide-react';

export function CorrectionsCredit({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm" data-testid="corrections-credit">
      <BadgeCheck size={16} aria-hidden="true" color="var(--chakra-colors-brand-fg)" />
      <Text><Text as="span" fontWeight="semibold" color="fg">{count}</Text> {count === 1 ? 'correction' : 'corrections'} to the course catalogue accepted</Text>
    </HStack>
  );
}
