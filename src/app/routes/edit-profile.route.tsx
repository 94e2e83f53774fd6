import { Text } from '@chakra-ui/react';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { RequireSignIn } from './require-sign-in';

/** Edit profile: display name, full name, picture and golf preferences. */
export function Component() {
  const { data: me } = useCurrentUser();
  return (
    <OverlayPanel title="Edit profile" testId="screen-edit-profile">
      <RequireSignIn purpose="Edit how other golfers see you: display name, full name, picture and your preferences. Sign in first.">
        <Text>Signed in as {me?.email ?? '…'}.</Text>
      </RequireSignIn>
    </OverlayPanel>
  );
}
