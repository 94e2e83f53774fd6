/** One list in a list of lists (the hub, a profile): its name links to its page. */
import { Badge, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { listPath } from '../lib/list-path';
import { HiddenBadge } from '../../../components/ui/hidden-by-admin';
import { ProBadge } from '../../../components/ui/pro-badge';
import type { ListSummary } from '../../../shared/contracts/lists.contract';
import type { PublicUser } from '../../../shared/contracts/users.contract';
import { listSummaryText } from '../../../shared/domain/list-labels';

export function ListSummaryRow({ list, owner, trailing, testId = 'list-row' }: {
  list: ListSummary;
  /** Someone else's list: whose it is. */
  owner?: PublicUser;
  trailing?: string;
  testId?: string;
}) {
  return (
    <LinkBox as="li" listStyleType="none" px="3" py="2" borderRadius="l2" _hover={{ bg: 'bg.muted' }} data-testid={testId} data-list-id={list._id}>
      <HStack gap="3" align="start">
        <Stack gap="0" flex="1" minW="0">
          <LinkOverlay asChild><Link to={listPath(list)}><Text fontWeight="medium" truncate>{list.name}</Text></Link></LinkOverlay>
          <Text fontSize="sm" color="fg.muted" truncate>
            {listSummaryText(list)}{owner && ` · by ${owner.displayName ?? owner.fullName ?? 'a golfer'}`}
            {owner?.isPremium && <>{' '}<ProBadge size="xs" /></>}
          </Text>
        </Stack>
        <Stack gap="1" align="end" flexShrink={0}>
          {list.hidden && <HiddenBadge hidden={list.hidden} />}
          {!list.isPublic && <Badge size="sm" variant="subtle" colorPalette="gray"><Lock size={12} aria-hidden />Private</Badge>}
          {trailing && <Text fontSize="xs" color="fg.muted">{trailing}</Text>}
        </Stack>
      </HStack>
    </LinkBox>
  );
}
