import { Badge, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { listSummaryText } from '../../../shared/domain/list-labels';
import { shortDate } from '../../../lib/short-date';
import { useUserLists } from '../api/get-user-lists';

/**
 * A golfer's lists on their profile: the public ones, and on your own profile your private ones
 * too (marked, since only you see them).
 */
export function UserListsSection({ userId, own }: { userId: string; own: boolean }) {
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useUserLists(userId);
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;

  return (
    <Stack as="section" aria-labelledby="lists-heading" gap="2" data-testid="user-lists">
      <Heading as="h2" id="lists-heading" size="sm">Lists{total > 0 && <Text as="span" color="fg.muted" fontWeight="normal"> · {total}</Text>}</Heading>
      {isPending ? <Stack>{[0, 1].map((i) => <Skeleton key={i} h="10" />)}</Stack>
        : error ? <Text color="fg.error">{error.message}</Text>
        : items.length === 0 ? (
          <Text color="fg.muted" data-testid="lists-empty">{own ? 'No lists yet. Rank courses, holes or trips in lists and they show here.' : 'No public lists yet.'}</Text>
        ) : (
          <>
            <Stack as="ul" gap="0" ps="0" mx="-3">
              {items.map((l) => (
                <HStack as="li" key={l._id} listStyleType="none" px="3" py="2" gap="3" align="start" data-testid="user-list-item">
                  <Stack gap="0" flex="1" minW="0">
                    <Text fontWeight="medium" truncate>{l.name}</Text>
                    <Text fontSize="sm" color="fg.muted" truncate>{listSummaryText(l)}</Text>
                  </Stack>
                  <Stack gap="1" align="end" flexShrink={0}>
                    {!l.isPublic && <Badge size="sm" variant="subtle" colorPalette="gray"><Lock size={12} aria-hidden />Private</Badge>}
                    <Text fontSize="xs" color="fg.muted">Updated {shortDate(l.updatedAt)}</Text>
                  </Stack>
                </HStack>
              ))}
            </Stack>
            {hasNextPage && (
              <Button size="sm" variant="outline" alignSelf="start" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                Show more ({total - items.length} more)
              </Button>
            )}
          </>
        )}
      {own && items.some((l) => !l.isPublic) && <Text fontSize="xs" color="fg.muted">Private lists are shown to you only.</Text>}
    </Stack>
  );
}
