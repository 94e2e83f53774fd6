import { Avatar, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { useReferralCode } from '../../features/referral/api/get-referral-code';
import { pendingInvite } from '../../features/referral/pending-invite';
import { useAuthDialog } from '../../lib/auth-dialog-context';
import { useAuth } from '../../lib/auth-provider';

/** {host}/invite/{code}: who invited you, and a sign-up call to action. The code is kept until attributed. */
export function Component() {
  const { code = '' } = useParams();
  const { user } = useAuth();
  const { open } = useAuthDialog();
  const { data, error, isPending } = useReferralCode(code);

  useEffect(() => {
    if (data) pendingInvite.set(data.code);
  }, [data]);

  const name = data?.referrer.displayName ?? 'A friend';
  return (
    <OverlayPanel title="You’re invited to TPL" testId="screen-invite">
      <Stack gap="4">
        {isPending ? <Skeleton h="12" /> : error ? (
          <Text>This invite link is not valid (any more). You can still join TPL.</Text>
        ) : (
          <HStack gap="3" data-testid="inviter">
            <Avatar.Root size="md" colorPalette="brand">
              <Avatar.Fallback name={name} />
              {data.referrer.picture && <Avatar.Image src={data.referrer.picture} alt="" />}
            </Avatar.Root>
            <Text><b>{name}</b> invited you to TPL.</Text>
          </HStack>
        )}
        <Text>Track the courses you have played, rank them, and see where your friends have been.</Text>
        {user ? <Text color="fg.muted">You are signed in{data ? `; you follow ${name}.` : '.'}</Text> : (
          <Button colorPalette="brand" alignSelf="start" onClick={() => open()} data-testid="invite-sign-up">Sign up</Button>
        )}
      </Stack>
    </OverlayPanel>
  );
}
