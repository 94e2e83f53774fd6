/**
 * 'Refer a Friend' (spec section 2): the invite link {host}/invite/{code}, copied with one click,
 * and the golfers who joined through it (newest first, each linking to their profile).
 */
import { Avatar, Button, CloseButton, Dialog, HStack, Input, LinkBox, LinkOverlay, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { DemoBadge } from '../../../components/ui/demo-badge';
import { notify } from '../../../components/ui/toaster';
import { useCurrentUser } from '../../../lib/get-current-user';
import { formatDate } from '../../../lib/format-date';
import type { Referral } from '../../../shared/contracts/referral.contract';
import { useReferral } from '../api/get-referral';

export const inviteLink = (origin: string, code: string) => `${origin}/invite/${code}`;

/** Who joined through the link: the newest the API lists, and how many more there are. */
function JoinedWithLink({ referral, onOpen }: { referral: Referral; onOpen: () => void }) {
  const { referrals, total } = referral;
  if (total === 0) return <Text fontSize="sm" color="fg.muted" data-testid="referrals-empty">Nobody has joined with your link yet.</Text>;
  return (
    <Stack gap="1" as="section" aria-labelledby="joined-heading" data-testid="referrals">
      <Text id="joined-heading" fontWeight="semibold" fontSize="sm">
        {total} {total === 1 ? 'friend' : 'friends'} joined with your link
      </Text>
      <Stack as="ul" gap="0" ps="0" m="0" mx="-2" maxH="60" overflowY="auto">
        {referrals.map(({ user, createdAt }) => (
          <LinkBox as="li" key={user._id} listStyleType="none" px="2" py="1.5" borderRadius="l2" _hover={{ bg: 'bg.muted' }} data-testid="referral-row">
            <HStack gap="3">
              <Avatar.Root size="xs" colorPalette="brand" flexShrink={0}>
                <Avatar.Fallback name={user.displayName ?? 'Golfer'} />
                {user.picture && <Avatar.Image src={user.picture} alt="" />}
              </Avatar.Root>
              <LinkOverlay asChild flex="1" minW="0">
                <Link to={`/users/${user._id}`} onClick={onOpen}><Text as="span" truncate>{user.displayName ?? 'Golfer'}</Text></Link>
              </LinkOverlay>
              <DemoBadge user={user} />
              <Text fontSize="xs" color="fg.muted" flexShrink={0}>joined {formatDate(createdAt)}</Text>
            </HStack>
          </LinkBox>
        ))}
      </Stack>
      {total > referrals.length && <Text fontSize="xs" color="fg.muted">and {total - referrals.length} more</Text>}
    </Stack>
  );
}

export function ReferDialog({ onClose }: { onClose: () => void }) {
  const { data: me } = useCurrentUser();
  const { data, error } = useReferral(me?._id);
  const link = data ? inviteLink(window.location.origin, data.code) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify('Copied to clipboard');
    } catch {
      notify('Could not copy: select the link and copy it yourself.', 'error');
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="refer-dialog" mx="4">
            <Dialog.Header><Dialog.Title>Refer a Friend</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>Share your link. Friends who sign up with it follow you on TPL.</Text>
                {error ? <Text color="fg.error">{error.message}</Text> : !data ? <Skeleton h="10" /> : (
                  <HStack>
                    <Input value={link} readOnly aria-label="Your invite link" data-testid="invite-link" onFocus={(e) => e.target.select()} />
                    <Button colorPalette="brand" onClick={() => void copy()}>Copy</Button>
                  </HStack>
                )}
                {data && <JoinedWithLink referral={data} onOpen={onClose} />}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label="Close" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
