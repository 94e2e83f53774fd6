/**
 * Explore's community ranking: every golfer's public lists of one type added up (issue 13), under
 * the filters, numbered in the list and on the map; what it is built from and when; an empty
 * ranking says how to add to it.
 */
import { Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { RetryError } from '../../../components/ui/retry-error';
import { timeAgo } from '../../community/lib/feed-text';
import { useCommunityRanking, useCommunityStats, type CommunityQuery } from '../../community-rankings/api/get-community-rankings';
import { builtFromText, itemScoreText, rankingName } from '../../community-rankings/lib/community-rankings-text';
import { panelBesideCrowd } from '../../panel-rankings/lib/panel-text';
import { useRankedMapPins } from '../hooks/use-ranked-map-pins';
import { ExploreResultList } from './explore-result-list';

export function CommunityResults({ query, filtered, fitKey }: {
  query: CommunityQuery; filtered: boolean; fitKey: string;
}) {
  const ranking = useCommunityRanking(query);
  const stats = useCommunityStats(query);
  const items = useMemo(() => (ranking.data?.pages ?? []).flatMap((p) => p.items), [ranking.data]);
  const first = ranking.data?.pages[0];
  const total = first?.total ?? 0;
  const ranked = useMemo(() => items.map((item, index) => ({ index, course: item.course })), [items]);
  const rows = useMemo(() => items.map((item) => ({
    key: `${item.course._id}:${item.holeNumber ?? ''}`, course: item.course, rank: item.rank,
    trailing: `${item.holeNumber ? `Hole ${item.holeNumber} · ` : ''}${itemScoreText(item.score, item.golfers)}`,
    // Beside the crowd, the course panel's place where it ranked the item (issue 24).
    detail: item.panel ? panelBesideCrowd(item.panel, { rank: item.overallRank, golfers: item.golfers }) : undefined,
  })), [items]);
  // The previous filters' courses stay listed (greyed) until the new ones arrive: the map fits the new ones.
  useRankedMapPins(ranking.data ? ranked : null, ranking.isPlaceholderData ? null : fitKey);
  const name = rankingName(query.kind, query.type);
  const noun = query.kind === 'hole' ? 'holes' : 'courses';

  if (ranking.isError) return <RetryError message={`The ranking could not be loaded: ${ranking.error.message}`} onRetry={() => void ranking.refetch()} />;
  if (!first) return <Skeleton h="40" />;
  return (
    <Stack gap="2">
      <Stack gap="0">
        <Text fontSize="sm" color="fg.muted" data-testid="explore-count" aria-live="polite">
          {total === 0
            ? `No ${noun} in the community's ${name} ranking${filtered ? ' under these filters' : ''} yet.`
            : `${name}: ${items.length} of ${total.toLocaleString('en')} ${noun}, ranked by at least ${first.minGolfers} golfers each`}
        </Text>
        {stats.data && stats.data.lists > 0 && (
          <Text fontSize="xs" color="fg.muted" data-testid="explore-built-from">
            {builtFromText(stats.data.lists, stats.data.golfers)}{first.computedAt ? ` · updated ${timeAgo(first.computedAt)}` : ''}
            {' · '}<ChakraLink asChild color="brand.fg" textDecoration="underline"><Link to="/panel" data-testid="explore-panel-link">the course panel’s ranking</Link></ChakraLink>
          </Text>
        )}
      </Stack>
      {total === 0 && (
        <Text fontSize="sm" data-testid="explore-community-empty">
          {filtered ? 'Try fewer filters. ' : ''}
          A {noun === 'holes' ? 'hole' : 'course'} shows here once {first.minGolfers} golfers have ranked it in public lists.{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="medium"><Link to="/lists">Rank the ones you played</Link></ChakraLink> to add yours.
        </Text>
      )}
      <ExploreResultList rows={rows} stale={ranking.isPlaceholderData} hasMore={ranking.hasNextPage}
        loadingMore={ranking.isFetchingNextPage} onMore={() => void ranking.fetchNextPage()} />
    </Stack>
  );
}
