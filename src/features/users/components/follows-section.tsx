/** A golfer's followers or the golfers they follow, most recent first, each linking to their profile. */
import { Avatar, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { DemoBadge } from '../../../components/ui/demo-badge';
import { PagedSection } from '../../../components/ui/paged-section';
import { useFollows, type FollowSide } from '../api/get-follows';

const TITLES: Record<FollowSide, string> = { followers: 'Followers', following: 'Following' };

export function FollowsSection({ userId, side, own }: { userId: string; side: FollowSide; own: boolean }) {
  const query = useFollows(userId, side);
  const empty = side === 'followers'
    ? (own ? 'Nobody follows you yet. Golfers who follow you show up here.' : 'Nobody follows this golfer yet.')
    : (own ? 'You follow nobody yet. Find golfers in Community and follow them to see what they play.' : 'This golfer follows nobody yet.');
  return (
    <PagedSection
      id={`follows-${side}`}
      title={TITLES[side]}
      query={query}
      empty={<Text color="fg.muted" data-testid="follows-empty">{empty}</Text>}
      renderItem={(u) => (
        <LinkBox as="li" key={u._id} listStyleType="none" px="3" py="2" borderRadius="l2" _hover={{ bg: 'bg.muted' }} data-testid="follows-row">
          <HStack gap="3">
            <Avatar.Root size="sm" colorPalette="brand" flexShrink={0}>
              <Avatar.Fallback name={u.displayName ?? 'Golfer'} />
              {u.picture && <Avatar.Image src={u.picture} alt="" />}
            </Avatar.Root>
            <Stack gap="0" flex="1" minW="0">
              <LinkOverlay asChild><Link to={`/users/${u._id}`}><Text as="span" fontWeight="medium" truncate>{u.displayName ?? 'Golfer'}</Text></Link></LinkOverlay>
              {u.fullName && <Text fontSize="sm" color="fg.muted" truncate>{u.fullName}</Text>}
            </Stack>
            <DemoBadge user={u} />
          </HStack>
        </LinkBox>
      )}
    />
  );
}
