import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { Leaderboard, LeaderboardMetric, LeaderboardPeriod, LeaderboardScope } from '../../../shared/contracts/community.contract';

export interface LeaderboardChoice { metric: LeaderboardMetric; period: LeaderboardPeriod; scope: LeaderboardScope }

/** `GET /api/community/leaderboard`: the top ten and the viewer's own place. */
export const getLeaderboard = (c: LeaderboardChoice, signal?: AbortSignal) =>
  api.get<Leaderboard>('/community/leaderboard', { ...c, limit: 10 }, signal);

export function useLeaderboard(c: LeaderboardChoice, userId: string | undefined) {
  const { ready } = useAuth();
  return useQuery({
    queryKey: ['community', 'leaderboard', c.metric, c.period, c.scope, userId ?? null],
    queryFn: ({ signal }) => getLeaderboard(c, signal),
    enabled: ready && (c.scope === 'everyone' || !!userId),
    placeholderData: keepPreviousData,
  });
}
