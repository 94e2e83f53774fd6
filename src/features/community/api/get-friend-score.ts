import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { FriendScore } from '../../../shared/contracts/community.contract';

/** `GET /api/courses/{id}/friend-scores`: the mean My Lie score of the golfers you follow who ranked it. */
export const getFriendScore = (courseId: string, signal?: AbortSignal) =>
  api.get<FriendScore>(`/courses/${encodeURIComponent(courseId)}/friend-scores`, undefined, signal);

export function useFriendScore(courseId: string) {
  const { user, ready } = useAuth();
  return useQuery({
    queryKey: ['community', 'friend-score', courseId, user?.uid ?? null],
    queryFn: ({ signal }) => getFriendScore(courseId, signal),
    enabled: ready && !!user,
    staleTime: 60_000,
  });
}
