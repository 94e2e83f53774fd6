/**
 * The bell in the top bar (issue 35): the unread count on it, and a panel of notifications newest
 * first (more on demand), Mark all read and the settings. Kept live by the stream while signed in.
 */
import { Box, Button, Flex, Float, Heading, IconButton, Popover, Portal, Spinner, Text } from '@chakra-ui/react';
import { Bell, Settings } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RetryError } from '../../../components/ui/retry-error';
import type { NotificationView } from '../../../shared/contracts/notifications.contract';
import { useInbox, useMarkRead } from '../api/notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { NotificationItem } from './notification-item';

const countText = (n: number) => (n > 99 ? '99+' : String(n));

export function NotificationBell() {
  useNotificationStream();
  const inbox = useInbox();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = inbox.data?.pages[0]?.unread ?? 0;
  const items = inbox.data?.pages.flatMap((p) => p.items) ?? [];

  const openOne = (n: NotificationView) => {
    if (!n.read) markRead.mutate({ ids: [n.id] });
    setOpen(false);
    navigate(n.path);
  };

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" position="relative" data-testid="notification-bell"
          aria-label={unread > 0 ? `Notifications: ${unread} unread` : 'Notifications'}>
          <Bell />
          {unread > 0 && (
            <Float placement="top-end" offset="2">
              <Box as="span" display="inline-flex" alignItems="center" justifyContent="center" minW="4.5" h="4.5" px="1" rounded="full"
                bg="red.solid" color="white" fontSize="11px" fontWeight="bold" lineHeight="1" data-testid="notification-count">
                {countText(unread)}
              </Box>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="24rem" maxW="calc(100vw - 1rem)" aria-label="Notifications" data-testid="notification-panel">
            <Flex align="center" gap="2" px="3" py="2" borderBottomWidth="1px">
              <Heading as="h2" textStyle="md" flex="1">Notifications</Heading>
              <Button size="xs" variant="ghost" disabled={unread === 0} onClick={() => markRead.mutate({ all: true })} data-testid="notifications-read-all">
                Mark all read
              </Button>
              <IconButton size="xs" variant="ghost" aria-label="Notification settings" data-testid="notification-settings-link"
                onClick={() => { setOpen(false); navigate('/settings/notifications'); }}>
                <Settings />
              </IconButton>
            </Flex>
            <Box maxH="min(70dvh, 32rem)" overflowY="auto">
              {inbox.isPending && <Flex justify="center" py="6"><Spinner size="sm" /></Flex>}
              {inbox.isError && <Box p="3"><RetryError message={inbox.error.message} onRetry={() => void inbox.refetch()} testId="notifications-error" /></Box>}
              {inbox.isSuccess && items.length === 0 && (
                <Text textStyle="sm" color="fg.muted" p="4" data-testid="notifications-empty">
                  Nothing yet. New followers, trip invitations and reactions to your lists show here.
                </Text>
              )}
              {items.length > 0 && <Box as="ul" m="0" p="0">{items.map((n) => <NotificationItem key={n.id} n={n} onOpen={openOne} />)}</Box>}
              {inbox.hasNextPage && (
                <Flex justify="center" py="2">
                  <Button size="xs" variant="ghost" loading={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>Show older</Button>
                </Flex>
              )}
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
