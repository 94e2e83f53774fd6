/**
 * One panel ranking, best first: each course with its panel score and panelists, beside the
 * crowd's place, and the method's details; above it what it was built from and what was left out.
 */
import { Badge, Box, Button, HStack, Link as ChakraLink, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { RetryError } from '../../../components/ui/retry-error';
import { PANEL_RANKINGS } from '../../../shared/domain/panel-rankings';
import { rankingKey, rankingName } from '../../community-rankings/lib/community-rankings-text';
import { usePanelRanking } from '../api/get-panel-ranking';
import { evaluationDay, leftOutText, panelBesideCrowd, panelBuiltFrom, panelDetails } from '../lib/panel-text';

export function PanelRankingList() {
  const [key, setKey] = useState(rankingKey('course', 'mylie'));
  const { kind, type } = PANEL_RANKINGS.find((r) => rankingKey(r.kind, r.type) === key) ?? PANEL_RANKINGS[0]!;
  const ranking = usePanelRanking(kind, type);
  const items = useMemo(() => (ranking.data?.pages ?? []).flatMap((p) => p.items), [ranking.data]);
  const first = ranking.data?.pages[0];
  const leftOut = first && leftOutText(first.run);
  return (
    <Stack gap="3">
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label="Panel ranking" value={key} onChange={(e) => setKey(e.target.value)} data-testid="panel-ranking-type">
          {PANEL_RANKINGS.map((r) => <option key={rankingKey(r.kind, r.type)} value={rankingKey(r.kind, r.type)}>{rankingName(r.kind, r.type)}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {ranking.isError ? (
        <RetryError message={`The panel ranking could not be loaded: ${ranking.error.message}`} onRetry={() => void ranking.refetch()} />
      ) : !first ? <Skeleton h="40" /> : (
        <>
          <Stack gap="0.5" textStyle="sm" color="fg.muted" data-testid="panel-run">
            <Text>{panelBuiltFrom(first.run.lists, first.run.panelists, first.run.roster)}{first.run.computedAt ? ` · updated ${evaluationDay(first.run.computedAt)}` : ''}</Text>
            {leftOut && <Text>{leftOut}</Text>}
          </Stack>
          {items.length === 0 ? (
            <Text textStyle="sm" data-testid="panel-empty">
              No {kind === 'hole' ? 'hole' : 'course'} has been evaluated by {first.run.minPanelists} panelists yet.{' '}
              <ChakraLink asChild color="brand.fg" textDecoration="underline"><Link to="/panelists">Meet the panel</Link></ChakraLink>.
            </Text>
          ) : (
            <Stack as="ol" gap="0" ps="0" data-testid="panel-ranking">
              {items.map((item) => (
                <Box as="li" key={`${item.course._id}:${item.holeNumber ?? ''}`} listStyleType="none" py="2.5" borderBottomWidth="1px"
                  display="grid" gridTemplateColumns="2.5rem 1fr auto" gap="2" alignItems="start" data-testid="panel-row">
                  <Text fontWeight="bold" color="brand.fg" textAlign="end">{item.rank}</Text>
                  <Stack gap="0.5" minW="0">
                    <ChakraLink asChild fontWeight="semibold" color="fg"><Link to={`/courses/${item.course._id}`}>{item.course.club_name}</Link></ChakraLink>
                    <Text textStyle="xs" color="fg.muted">
                      {item.holeNumber ? `Hole ${item.holeNumber} · ` : ''}{panelBesideCrowd(item, item.community)}
                    </Text>
                    <Text textStyle="xs" color="fg.muted">{panelDetails(item)}</Text>
                  </Stack>
                  <Badge colorPalette="brand" variant="subtle" size="md" title="Panel score (0–10)">{item.score.toFixed(1)}</Badge>
                </Box>
              ))}
            </Stack>
          )}
          {ranking.hasNextPage && (
            <HStack justify="center">
              <Button size="sm" variant="outline" loading={ranking.isFetchingNextPage} onClick={() => void ranking.fetchNextPage()}>Show more</Button>
            </HStack>
          )}
        </>
      )}
    </Stack>
  );
}
