import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { UserListStats } from '../../../shared/contracts/lists.contract';

/** `GET /api/lists/user/{userId}/stats`: a golfer's lists and played courses counted (the owner sees private lists counted too). */
export const getUserStats = (userId: string, signal?: AbortSignal) =>
  api.get<UserListStats>(`/lists/user/${encodeURIComponent(userId)}/stats`, undefined, signal);

/**
 * Under the spec's cache key /user/played-courses-stats (playedKeys.playedStats): played and
 * list writes refresh it, and signing out drops it with the rest of the user's data.
 */
export const userStatsKey = (userId: string) => ['user', 'played-courses-stats', userId] as const;

export function useUserStats(userId: string | undefined) {
  const { ready } = useAuth();
  return useQuery({ queryKey: userStatsKey(userId ?? ''), queryFn: ({ signal }) => getUserStats(userId!, signal), enabled: !!userId && ready });
}
