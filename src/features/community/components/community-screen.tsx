/**
 * Community (spec section 2, /community): the feed of the golfers you follow, leaderboards,
 * golfers to follow and a search by name. Signed out: what Community is, a Sign in button and
 * everyone's leaderboard.
 */
import { Button, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAuthDialog } from '../../../lib/auth-dialog-context';
import { useAuth } from '../../../lib/auth-provider';
import { useCurrentUser } from '../../../lib/get-current-user';
import { FeedSection } from './feed-section';
import { FindGolfers } from './find-golfers';
import { LeaderboardSection } from './leaderboard-section';
import { SuggestionsSection } from './suggestions-section';

function SignedOut() {
  const { open } = useAuthDialog();
  return (
    <Stack gap="5" data-testid="community-signed-out">
      <Stack gap="3" data-testid="sign-in-required">
        <Text>
          Community is where golfers you follow show up: what they played, how they ranked it and the lists they make, with
          leaderboards to compare and golfers to follow who played the courses you did. Sign in to follow golfers.
        </Text>
        <Button colorPalette="brand" alignSelf="start" onClick={() => open()}>Sign in to continue</Button>
      </Stack>
      <Separator />
      <LeaderboardSection userId={undefined} />
    </Stack>
  );
}

export function CommunityScreen() {
  const { user, ready } = useAuth();
  const me = useCurrentUser();
  if (!ready) return null;
  if (!user) return <SignedOut />;
  if (!me.data) return <Skeleton h="40" data-testid="community-loading" />;
  const userId = me.data._id;
  return (
    <Stack gap="5" data-testid="community">
      <FeedSection userId={userId} />
      <Separator />
      <LeaderboardSection userId={userId} />
      <Separator />
      <SuggestionsSection userId={userId} />
      <Separator />
      <FindGolfers />
    </Stack>
  );
}
