/** Leaderboards: most courses played, most countries, most notable courses; all time or this year; among people you follow or everyone. */
import { Button, ButtonGroup, HStack, Link as ChakraLink, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RetryError } from '../../../components/ui/retry-error';
import type { LeaderboardRow } from '../../../shared/contracts/community.contract';
import { useLeaderboard, type LeaderboardChoice } from '../api/get-leaderboard';
import { countText } from '../lib/feed-text';
import { ProBadge } from '../../../components/ui/pro-badge';
import { GolferAvatar, golferName } from './golfer-avatar';

function Toggle<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: [T, string][]; onChange: (v: T) => void }) {
  return (
    <ButtonGroup size="xs" variant="outline" attached role="group" aria-label={label}>
      {options.map(([v, text]) => (
        <Button key={v} aria-pressed={v === value} variant={v === value ? 'solid' : 'outline'} colorPalette={v === value ? 'brand' : 'gray'} onClick={() => onChange(v)}>
          {text}
        </Button>
      ))}
    </ButtonGroup>
  );
}

function Row({ row, metric, mine }: { row: LeaderboardRow; metric: LeaderboardChoice['metric']; mine: boolean }) {
  return (
    <HStack as="li" listStyleType="none" gap="3" py="1.5" px="2" borderRadius="l2" bg={mine ? 'bg.muted' : undefined} data-testid="leaderboard-row">
      <Text w="6" textAlign="end" fontWeight="semibold" color="fg.muted">{row.place}</Text>
      <GolferAvatar user={row.user} size="xs" />
      <ChakraLink asChild flex="1" minW="0" truncate><Link to={`/users/${row.user._id}`}>{golferName(row.user)}{mine ? ' (you)' : ''}</Link></ChakraLink>
      <ProBadge show={row.user.isPremium} size="xs" />
      <Text fontSize="sm" color="fg.muted">{countText(metric, row.count)}</Text>
    </HStack>
  );
}

export function LeaderboardSection({ userId }: { userId: string | undefined }) {
  const [choice, setChoice] = useState<LeaderboardChoice>({ metric: 'played', period: 'all', scope: userId ? 'following' : 'everyone' });
  const board = useLeaderboard(choice, userId);
  const set = (patch: Partial<LeaderboardChoice>) => setChoice((c) => ({ ...c, ...patch }));
  const rows = board.data?.rows ?? [];
  const me = board.data?.me;
  return (
    <Stack gap="2" as="section" aria-labelledby="leaderboard-heading" data-testid="community-leaderboard">
      <Text id="leaderboard-heading" as="h2" fontWeight="semibold" fontSize="md">Leaderboards</Text>
      <Wrap gap="2">
        <Toggle label="Count" value={choice.metric} onChange={(metric) => set({ metric })}
          options={[['played', 'Courses'], ['countries', 'Countries'], ['notable', 'Notable']]} />
        <Toggle label="Period" value={choice.period} onChange={(period) => set({ period })} options={[['all', 'All time'], ['year', 'This year']]} />
        {userId && <Toggle label="Among" value={choice.scope} onChange={(scope) => set({ scope })} options={[['following', 'Following'], ['everyone', 'Everyone']]} />}
      </Wrap>
      {board.isError && <RetryError message={`The leaderboard could not be loaded: ${board.error.message}`} onRetry={() => void board.refetch()} />}
      {board.isPending && <Skeleton h="20" />}
      {board.isSuccess && rows.length === 0 && (
        <Text color="fg.muted" data-testid="leaderboard-empty">
          {choice.scope === 'following' ? 'No one you follow has played a course in this count yet. Mark the courses you have played and follow golfers to compare.' : 'No golfer counts here yet.'}
        </Text>
      )}
      {rows.length > 0 && (
        <Stack as="ol" gap="0" ps="0" m="0">
          {rows.map((r) => <Row key={r.user._id} row={r} metric={choice.metric} mine={r.user._id === userId} />)}
          {me && !rows.some((r) => r.user._id === me.user._id) && <><Text as="li" listStyleType="none" ps="10" color="fg.muted" aria-hidden>…</Text><Row row={me} metric={choice.metric} mine /></>}
        </Stack>
      )}
    </Stack>
  );
}
