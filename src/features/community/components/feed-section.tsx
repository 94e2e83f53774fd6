/** The feed: what the golfers you follow played, ranked, listed and reacted to, newest first. */
import { Button, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DEMO_GOLFER_LABEL } from '../../../components/ui/demo-badge';
import { RetryError } from '../../../components/ui/retry-error';
import type { FeedEntry } from '../../../shared/contracts/community.contract';
import { useFeed } from '../api/get-feed';
import { feedAction, timeAgo } from '../lib/feed-text';
import { ProBadge } from '../../../components/ui/pro-badge';
import { GolferAvatar, golferName } from './golfer-avatar';

function FeedRow({ entry }: { entry: FeedEntry }) {
  const { before, between } = feedAction(entry);
  return (
    <HStack as="li" align="start" gap="3" py="2" listStyleType="none" data-testid="feed-entry">
      <GolferAvatar user={entry.actor} />
      <Stack gap="0" minW="0">
        <Text>
          <ChakraLink asChild fontWeight="semibold" colorPalette="brand"><Link to={`/users/${entry.actor._id}`}>{golferName(entry.actor)}</Link></ChakraLink>
          {entry.actor.isPremium && <>{' '}<ProBadge size="xs" /></>}
          {` ${before} `}
          {entry.course && <ChakraLink asChild colorPalette="brand"><Link to={`/courses/${entry.course._id}`}>{entry.course.club_name}</Link></ChakraLink>}
          {entry.course && entry.list ? `${between} ` : ''}
          {entry.list && <ChakraLink asChild colorPalette="brand"><Link to={`/lists/${entry.list._id}`}>{entry.list.name}</Link></ChakraLink>}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={entry.createdAt}>{timeAgo(entry.createdAt)}</time>
          {entry.course?.address.country ? ` · ${entry.course.address.country}` : ''}
          {entry.actor.isDemo ? ` · ${DEMO_GOLFER_LABEL}` : ''}
        </Text>
      </Stack>
    </HStack>
  );
}

export function FeedSection({ userId }: { userId: string }) {
  const feed = useFeed(userId);
  const entries = feed.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="2" as="section" aria-labelledby="feed-heading" data-testid="community-feed">
      <HStack justify="space-between">
        <Text id="feed-heading" as="h2" fontWeight="semibold" fontSize="md">From golfers you follow</Text>
        <Button size="xs" variant="ghost" onClick={() => void feed.refetch()} loading={feed.isRefetching} aria-label="Refresh the feed">
          <RefreshCw size={14} aria-hidden />Refresh
        </Button>
      </HStack>
      {feed.isError && <RetryError message={`The feed could not be loaded: ${feed.error.message}`} onRetry={() => void feed.refetch()} />}
      {feed.isPending && <Skeleton h="24" />}
      {feed.isSuccess && entries.length === 0 && (
        <Text color="fg.muted" data-testid="feed-empty">
          Nothing here yet. Follow golfers (see the suggestions below, or find them by name) and what they play, rank and list shows up here.
        </Text>
      )}
      {entries.length > 0 && <Stack as="ul" gap="0" ps="0" m="0">{entries.map((e) => <FeedRow key={e._id} entry={e} />)}</Stack>}
      {feed.hasNextPage && (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
