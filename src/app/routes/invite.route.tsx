import { Button, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { useAuth } from '../../features/auth/auth-provider';
import { useAuthDialog } from '../../features/auth/components/auth-dialog-provider';

/** {host}/invite/{code}: a friend's referral link. */
export function Component() {
  const { code = '' } = useParams();
  const { user } = useAuth();
  const { open } = useAuthDialog();
  return (
    <OverlayPanel title="You’re invited to TPL" testId="screen-invite">
      <Stack gap="4">
        <Text>A friend invited you to TPL: track the courses you have played, rank them, and see where your friends have been.</Text>
        <Text fontSize="sm" color="fg.muted">Invite code: {code}</Text>
        {!user && <Button colorPalette="brand" alignSelf="start" onClick={() => open()}>Sign up</Button>}
      </Stack>
    </OverlayPanel>
  );
}
