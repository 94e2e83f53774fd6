import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { GolfDna } from '../../../shared/contracts/my-lie.contract';
import { userStatsKey } from './get-user-stats';

/** `GET /api/users/{id}/golf-dna`: claims about a golfer's taste and the closest followed golfers. */
export const getGolfDna = (userId: string, signal?: AbortSignal) =>
  api.get<GolfDna>(`/users/${encodeURIComponent(userId)}/golf-dna`, undefined, signal);

/** Under the stats key: played and list writes refresh it with the stats. */
export const golfDnaKey = (userId: string) => [...userStatsKey(userId), 'golf-dna'] as const;

export function useGolfDna(userId: string | undefined) {
  const { ready } = useAuth();
  return useQuery({ queryKey: golfDnaKey(userId ?? ''), queryFn: ({ signal }) => getGolfDna(userId!, signal), enabled: !!userId && ready });
}
