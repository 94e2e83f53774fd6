import { Badge, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { listPath } from '../lib/list-path';
import { HiddenBadge } from '../../../components/ui/hidden-by-admin';
import { PagedSection } from '../../../components/ui/paged-section';
import { formatDate } from '../../../lib/format-date';
import { listSummaryText } from '../../../shared/domain/list-labels';
import { useUserLists } from '../api/get-user-lists';

/**
 * A golfer's lists on their profile: the public ones, and on your own profile your private ones
 * too (marked, since only you see them), and lists an admin hid, with the reason (issue 24).
 * Each opens its list page.
 */
export function UserListsSection({ userId, own }: { userId: string; own: boolean }) {
  return (
    <PagedSection
      id="user-lists"
      title="Lists"
      query={useUserLists(userId)}
      empty={(
        <Text color="fg.muted" data-testid="lists-empty">
          {own ? 'No lists yet. Rank courses, holes or trips in lists and they show here.' : 'No public lists yet.'}
        </Text>
      )}
      renderItem={(l) => (
        <LinkBox as="li" key={l._id} listStyleType="none" px="3" py="2" borderRadius="l2" _hover={{ bg: 'bg.muted' }}
          display="flex" gap="3" alignItems="start" data-testid="user-list-item" data-list-id={l._id}>
          <Stack gap="0" flex="1" minW="0">
            <LinkOverlay asChild><Link to={listPath(l)}><Text fontWeight="medium" truncate>{l.name}</Text></Link></LinkOverlay>
            <Text fontSize="sm" color="fg.muted" truncate>{listSummaryText(l)}</Text>
            {l.hidden && <Text fontSize="xs" color="fg.muted" data-testid="hidden-reason">Hidden by an admin: {l.hidden.reason}</Text>}
          </Stack>
          <Stack gap="1" align="end" flexShrink={0}>
            {l.hidden && <HiddenBadge hidden={l.hidden} />}
            {!l.isPublic && <Badge size="sm" variant="subtle" colorPalette="gray"><Lock size={12} aria-hidden />Private</Badge>}
            <Text fontSize="xs" color="fg.muted">Updated {formatDate(l.updatedAt)}</Text>
          </Stack>
        </LinkBox>
      )}
      footer={(items) => own && items.some((l) => !l.isPublic) && <Text fontSize="xs" color="fg.muted">Private lists are shown to you only.</Text>}
    />
  );
}
