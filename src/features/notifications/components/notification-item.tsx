/**
 * One inbox entry: who (the first actor's picture), what it says, when; an unread dot. Choosing it
 * opens what it is about and marks it read. A grouped entry ("Ailsa and 11 others") expands to
 * the golfers it names.
 */
import { Box, Button, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Bell, ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format-date';
import type { NotificationView } from '../../../shared/contracts/notifications.contract';
import { GolferAvatar, golferName } from '../../community/components/golfer-avatar';

export function NotificationItem({ n, onOpen }: { n: NotificationView; onOpen: (n: NotificationView) => void }) {
  const [expanded, setExpanded] = useState(false);
  const first = n.actors[0];
  return (
    <Box as="li" listStyleType="none" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid="notification" data-read={n.read}>
      <Flex align="start" gap="3" px="3" py="2.5" as="button" w="full" textAlign="start" cursor="pointer"
        bg={n.read ? undefined : 'brand.subtle'} _hover={{ bg: 'bg.muted' }} onClick={() => onOpen(n)}>
        {first ? <GolferAvatar user={first} /> : (
          <Flex boxSize="8" flexShrink={0} align="center" justify="center" rounded="full" bg="bg.emphasized" color="fg.muted"><Bell size={16} aria-hidden /></Flex>
        )}
        <Box flex="1" minW="0">
          <Text textStyle="sm" color="fg">{n.text}</Text>
          <Text textStyle="xs" color="fg.muted">{formatDateTime(n.updatedAt)}</Text>
        </Box>
        {!n.read && <Box boxSize="2" mt="1.5" flexShrink={0} rounded="full" bg="brand.solid" aria-label="Unread" />}
      </Flex>
      {n.actorCount > 1 && n.actors.length > 1 && (
        <Box px="3" pb="2" ps="14">
          <Button size="2xs" variant="ghost" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded} data-testid="notification-expand">
            {expanded ? <ChevronUp size={14} aria-hidden /> : <ChevronDown size={14} aria-hidden />}
            {expanded ? 'Hide' : 'Who'}
          </Button>
          {expanded && (
            <Stack as="ul" gap="1" mt="1">
              {n.actors.map((a) => (
                <Flex as="li" key={a._id} align="center" gap="2" listStyleType="none">
                  <GolferAvatar user={a} size="xs" />
                  <ChakraLink asChild textStyle="sm" color="fg"><Link to={`/users/${a._id}`}>{golferName(a)}</Link></ChakraLink>
                </Flex>
              ))}
              {n.actorCount > n.actors.length && <Text as="li" listStyleType="none" textStyle="xs" color="fg.muted">and {n.actorCount - n.actors.length} more</Text>}
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}
