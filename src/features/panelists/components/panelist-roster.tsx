/** The public roster of panelists (`/panelists`): each with the Panelist badge, played count and public lists. */
import { Avatar, Badge, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { PanelistBadge } from '../../../components/ui/panelist-badge';
import { ProBadge } from '../../../components/ui/pro-badge';
import { usePanelists } from '../api/get-panelists';

export function PanelistRoster() {
  const { data, error, isPending } = usePanelists();
  if (isPending) return <Skeleton h="24" />;
  if (error) return <Text color="fg.error">{error.message}</Text>;
  if (!data.length) return <Text color="fg.muted">No panelists yet.</Text>;
  return (
    <Stack as="ul" gap="2" ps="0" data-testid="panelist-roster">
      {data.map((p) => (
        <LinkBox as="li" key={p.user._id} listStyleType="none" borderWidth="1px" borderRadius="l2" p="3">
          <HStack gap="3" align="start">
            <Avatar.Root size="sm" colorPalette="brand" flexShrink={0}>
              <Avatar.Fallback name={p.user.displayName ?? '?'} />
              {p.user.picture && <Avatar.Image src={p.user.picture} alt="" />}
            </Avatar.Root>
            <Stack gap="1" minW="0" flex="1">
              <HStack gap="2" minW="0">
                <LinkOverlay asChild fontWeight="semibold" truncate><Link to={`/users/${p.user._id}`}>{p.user.displayName ?? 'Golfer'}</Link></LinkOverlay>
                <PanelistBadge size="xs" />
                <ProBadge show={p.user.isPremium} size="xs" />
              </HStack>
              <Text textStyle="sm" color="fg.muted">{p.playedCount} courses played · {p.lists.length} public {p.lists.length === 1 ? 'list' : 'lists'}</Text>
              {p.lists.length > 0 && (
                <Wrap gap="1">{p.lists.slice(0, 5).map((l) => <Badge key={l._id} size="sm" variant="outline">{l.name}</Badge>)}</Wrap>
              )}
            </Stack>
          </HStack>
        </LinkBox>
      ))}
    </Stack>
  );
}
