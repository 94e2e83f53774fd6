/** The top of a list page: type (kind-aware), owner, visibility, counts and the description. */
import { Badge, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Bookmark, Globe, Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { HiddenListBanner } from '../../../components/ui/hidden-by-admin';
import { ProBadge } from '../../../components/ui/pro-badge';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import { listItemsText, listTypeLabel } from '../../../shared/domain/list-labels';

/** "Most fun · course list", "Par 3s · hole list", "Trip". */
export function listKindLine(list: Pick<ListDetail, 'kind' | 'type'>): string {
  if (list.kind === 'trip') return 'Trip';
  return `${listTypeLabel(list.type)} · ${list.kind} list`;
}

export function ListHeader({ list }: { list: ListDetail }) {
  const owner = list.owner.displayName ?? list.owner.fullName ?? 'a golfer';
  return (
    <Stack gap="2" data-testid="list-header">
      {list.hidden && <HiddenListBanner hidden={list.hidden} what={list.kind === 'trip' ? 'trip' : 'list'} />}
      <HStack gap="2" wrap="wrap">
        <Badge variant="subtle" colorPalette="brand" data-testid="list-type">{listKindLine(list)}</Badge>
        {list.isPublic
          ? <Badge variant="outline" data-testid="list-visibility"><Globe size={12} aria-hidden="true" />Public</Badge>
          : <Badge variant="outline" colorPalette="gray" data-testid="list-visibility"><Lock size={12} aria-hidden="true" />Private</Badge>}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        By{' '}
        <ChakraLink asChild color="fg" fontWeight="medium" data-testid="list-owner">
          <Link to={`/users/${list.owner._id}`}>{owner}</Link>
        </ChakraLink>
        {list.owner.isPremium && <>{' '}<ProBadge size="xs" /></>}
        {' · '}
        <Text as="span" data-testid="list-count">{listItemsText(list.kind, list.items.length)}</Text>
        {list.savedCount > 0 && (
          <>
            {' · '}
            <Text as="span" whiteSpace="nowrap" data-testid="list-saved-count">
              {/* The gap is the icon's margin, not a space: the line's text reads "4 courses · saved by 1". */}
              <Bookmark size={12} aria-hidden="true" style={{ display: 'inline', verticalAlign: '-1px', marginInlineEnd: '0.25em' }} />saved by {list.savedCount}
            </Text>
          </>
        )}
      </Text>
      {list.description && <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="list-description">{list.description}</Text>}
    </Stack>
  );
}
