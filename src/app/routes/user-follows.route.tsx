/** `/users/{id}/followers` and `/users/{id}/following`: the lists a profile's counts open, one tab each. */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import type { FollowSide } from '../../features/users/api/get-follows';
import { useUser } from '../../features/users/api/get-user';
import { FollowsSection } from '../../features/users/components/follows-section';
import { useCurrentUser } from '../../lib/get-current-user';

export function Component() {
  const { id = '' } = useParams();
  const side: FollowSide = useLocation().pathname.endsWith('/following') ? 'following' : 'followers';
  const { data } = useUser(id);
  const { data: me } = useCurrentUser();
  const name = data?.displayName ?? 'Golfer';
  const tab = (to: FollowSide, label: string, count: number | undefined) => (
    <Button asChild size="sm" variant={side === to ? 'subtle' : 'ghost'} colorPalette="brand" aria-current={side === to ? 'page' : undefined}>
      <Link to={`/users/${encodeURIComponent(id)}/${to}`} replace>{label}{count !== undefined ? ` · ${count}` : ''}</Link>
    </Button>
  );
  return (
    <OverlayPanel title={name} testId="screen-user-follows"
      actions={<Button asChild size="sm" variant="ghost" colorPalette="brand"><Link to={`/users/${encodeURIComponent(id)}`}>Profile</Link></Button>}>
      <Stack gap="4">
        <HStack gap="1" role="navigation" aria-label="Followers and following">
          {tab('followers', 'Followers', data?.counts.followers)}
          {tab('following', 'Following', data?.counts.following)}
        </HStack>
        <FollowsSection key={side} userId={id} side={side} own={me?._id === id} />
      </Stack>
    </OverlayPanel>
  );
}
