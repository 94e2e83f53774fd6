/**
 * Golfers to follow: the ones who played most of the courses you played, then (a newcomer shares
 * none) the golfers who played most, with Follow buttons.
 */
import { Button, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DemoBadge } from '../../../components/ui/demo-badge';
import { RetryError } from '../../../components/ui/retry-error';
import type { Suggestion } from '../../../shared/contracts/community.contract';
import { followUser } from '../../users/api/follow-user';
import { useSuggestions } from '../api/get-suggestions';
import { ProBadge } from '../../../components/ui/pro-badge';
import { GolferAvatar, golferName } from './golfer-avatar';

const courses = (n: number) => `${n} ${n === 1 ? 'course' : 'courses'}`;
const suggestionLine = (s: Suggestion) => (s.sharedCourses > 0 ? `${courses(s.sharedCourses)} in common` : `Played ${courses(s.playedCourses)}`);

function SuggestionRow({ s }: { s: Suggestion }) {
  const queryClient = useQueryClient();
  const follow = useMutation({
    mutationFn: () => followUser(s.user._id, true),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['community'] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
  return (
    <HStack as="li" listStyleType="none" gap="3" py="1.5" data-testid="suggestion">
      <GolferAvatar user={s.user} />
      <Stack gap="0" flex="1" minW="0">
        <HStack gap="2" minW="0">
          <ChakraLink asChild truncate><Link to={`/users/${s.user._id}`}>{golferName(s.user)}</Link></ChakraLink>
          <ProBadge show={s.user.isPremium} size="xs" />
          <DemoBadge user={s.user} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">{suggestionLine(s)}</Text>
      </Stack>
      <Button size="xs" colorPalette="brand" onClick={() => follow.mutate()} loading={follow.isPending} aria-label={`Follow ${golferName(s.user)}`}>
        Follow
      </Button>
      {follow.isError && <Text fontSize="sm" color="fg.error">{follow.error.message}</Text>}
    </HStack>
  );
}

export function SuggestionsSection({ userId }: { userId: string }) {
  const suggestions = useSuggestions(userId);
  return (
    <Stack gap="2" as="section" aria-labelledby="suggestions-heading" data-testid="community-suggestions">
      <Text id="suggestions-heading" as="h2" fontWeight="semibold" fontSize="md">Golfers to follow</Text>
      {suggestions.isError && <RetryError message={`Suggestions could not be loaded: ${suggestions.error.message}`} onRetry={() => void suggestions.refetch()} />}
      {suggestions.isPending && <Skeleton h="16" />}
      {suggestions.isSuccess && suggestions.data.length === 0 && (
        <Text color="fg.muted" data-testid="suggestions-empty">
          No golfers to suggest yet. Mark the courses you have played: golfers who played the same ones show up here. Or find golfers by name below.
        </Text>
      )}
      {suggestions.isSuccess && suggestions.data.length > 0 && (
        <Stack as="ul" gap="0" ps="0" m="0">{suggestions.data.map((s) => <SuggestionRow key={s.user._id} s={s} />)}</Stack>
      )}
    </Stack>
  );
}
