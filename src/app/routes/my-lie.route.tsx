import { Stack, Text } from '@chakra-ui/react';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { RequireSignIn } from './require-sign-in';

/** My Lie: where you stand as a golfer — courses played, your rankings, your golf DNA. */
export function Component() {
  const { data: me } = useCurrentUser();
  return (
    <OverlayPanel title="My Lie" testId="screen-my-lie">
      <RequireSignIn purpose="My Lie is your golf journey: the courses you have played, the lists you rank them in, and what they say about the golfer you are. Sign in to start yours.">
        <Stack gap="3">
          <Text fontSize="lg" fontWeight="medium">Hello {me?.displayName ?? 'golfer'}.</Text>
          <Text color="fg.muted">Open any course on the map and mark it played; your played courses and rankings collect here.</Text>
        </Stack>
      </RequireSignIn>
    </OverlayPanel>
  );
}
