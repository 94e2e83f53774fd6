/** 'Refer a Friend' (spec section 2): the invite link {host}/invite/{code}, copied with one click. */
import { Button, CloseButton, Dialog, HStack, Input, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { notify } from '../../../components/ui/toaster';
import { useCurrentUser } from '../../../lib/get-current-user';
import { useReferral } from '../api/get-referral';

export const inviteLink = (origin: string, code: string) => `${origin}/invite/${code}`;

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
                {data && data.total > 0 && <Text fontSize="sm" color="fg.muted">{data.total} friend{data.total === 1 ? '' : 's'} joined with your link.</Text>}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label="Close" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
