import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { EditProfileForm } from '../../features/users/components/edit-profile-form';
import { useCurrentUser } from '../../lib/get-current-user';
import { RequireSignIn } from './require-sign-in';

/** Edit profile: display name, full name, picture and golf preferences. */
export function Component() {
  const { data: me, error } = useCurrentUser();
  return (
    <OverlayPanel
      title="Edit profile"
      testId="screen-edit-profile"
      actions={me && <Button asChild size="sm" variant="ghost" colorPalette="brand"><Link to={`/users/${me._id}`}>View your profile</Link></Button>}
    >
      <RequireSignIn purpose="Edit how other golfers see you: display name, full name, picture and your preferences. Sign in first.">
        {error ? <Text color="fg.error">{error.message}</Text>
          : !me ? <Stack gap="4">{[0, 1, 2].map((i) => <Skeleton key={i} h="12" />)}</Stack>
          // A new form per account: another golfer signing in here never sees the last one's edits.
          : <EditProfileForm key={me._id} me={me} />}
      </RequireSignIn>
    </OverlayPanel>
  );
}
