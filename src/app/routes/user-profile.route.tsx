import { Avatar, Box, Button, HStack, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { DemoBadge } from '../../components/ui/demo-badge';
import { notify } from '../../components/ui/toaster';
import { PanelistBadge } from '../../components/ui/panelist-badge';
import { ProBadge } from '../../components/ui/pro-badge';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { UserListsSection } from '../../features/lists/components/user-lists-section';
import { PanelistCard } from '../../features/panelists/components/panelist-card';
import { CorrectionsCredit } from '../../features/users/components/corrections-credit';
import { PlayedCoursesSection } from '../../features/played/components/played-courses-section';
import { GolferSafetyMenu } from '../../features/safety/components/golfer-safety-menu';
import { useFollowUser } from '../../features/users/api/follow-user';
import { useUser } from '../../features/users/api/get-user';
import { WishlistsLinks } from '../../features/wishlists/components/wishlists-links';
import { useAuthDialog } from '../../lib/auth-dialog-context';
import { useAuth } from '../../lib/auth-provider';
import { useCurrentUser } from '../../lib/get-current-user';

/** A golfer's profile: picture, names, counts, Follow / Unfollow, played courses and lists. */
export function Component() {
  const { id = '' } = useParams();
  const { data, error, isPending } = useUser(id);
  const { user } = useAuth();
  const { data: me } = useCurrentUser();
  const { open } = useAuthDialog();
  const follow = useFollowUser(id);
  const own = me?._id === id;

  const toggleFollow = () => {
    if (!user) return open();
    follow.mutate(!data?.isFollowing, { onError: (e) => notify(e.message, 'error') });
  };

  return (
    <OverlayPanel title={data?.displayName ?? 'Golfer'} testId="screen-user-profile">
      {isPending ? <Skeleton h="16" /> : error ? <Text color="fg.error">{error.message}</Text> : (
        <Stack gap="5">
          <HStack gap="4">
            <Avatar.Root size="xl" colorPalette="brand" flexShrink={0} data-testid="profile-picture">
              <Avatar.Fallback name={data.displayName ?? '?'} />
              {data.picture && <Avatar.Image src={data.picture} alt="" />}
            </Avatar.Root>
            <Stack gap="0" flex="1" minW="0">
              <HStack minW="0" wrap="wrap" columnGap="2" rowGap="1"><Text fontSize="xl" fontWeight="bold" truncate maxW="100%">{data.displayName ?? 'Golfer'}</Text><ProBadge show={data.isPremium} /><PanelistBadge show={data.isPanelist} /><DemoBadge user={data} /></HStack>
              {data.fullName && <Text color="fg.muted" truncate>{data.fullName}</Text>}
            </Stack>
            {own ? (
              <Button asChild size="sm" variant="outline" flexShrink={0}><Link to="/account/edit-profile">Edit profile</Link></Button>
            ) : (
              <>
                <Button size="sm" flexShrink={0} colorPalette="brand" variant={data.isFollowing ? 'outline' : 'solid'} loading={follow.isPending}
                  onClick={toggleFollow} data-testid="follow-button">
                  {data.isFollowing ? 'Unfollow' : 'Follow'}
                </Button>
                {user && <GolferSafetyMenu userId={id} name={data.displayName ?? 'this golfer'} />}
              </>
            )}
          </HStack>
          <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2" data-testid="profile-counts">
            {([['played', 'Played'], ['lists', 'Lists'], ['followers', 'Followers'], ['following', 'Following']] as const).map(([key, label]) => {
              const stat = (
                <Stat.Root data-testid={`count-${key}`}>
                  <Stat.Label>
                    {key === 'followers' || key === 'following'
                      ? <LinkOverlay asChild><Link to={`/users/${encodeURIComponent(id)}/${key}`}>{label}</Link></LinkOverlay>
                      : label}
                  </Stat.Label>
                  <Stat.ValueText>{data.counts[key]}</Stat.ValueText>
                </Stat.Root>
              );
              // Followers and following open their lists: the whole count is the link.
              return key === 'followers' || key === 'following'
                ? <LinkBox key={key} borderRadius="l2" px="2" mx="-2" py="1" my="-1" _hover={{ bg: 'bg.muted' }}>{stat}</LinkBox>
                : <Box key={key}>{stat}</Box>;
            })}
          </SimpleGrid>
          <CorrectionsCredit count={data.counts.correctionsAccepted} />
          {own && <PanelistCard />}
          {own && <WishlistsLinks />}
          <PlayedCoursesSection userId={id} own={own} />
          <UserListsSection userId={id} own={own} />
        </Stack>
      )}
    </OverlayPanel>
  );
}
