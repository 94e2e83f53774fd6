import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { Completion } from '../../../shared/contracts/my-lie.contract';
import { userStatsKey } from './get-user-stats';

/** `GET /api/users/{id}/completion`: progress through the notable tiers, architects' and countries' courses. */
export const getCompletion = (userId: string, signal?: AbortSignal) =>
  api.get<Completion>(`/users/${encodeURIComponent(userId)}/completion`, undefined, signal);

export const completionKey = (userId: string) => [...userStatsKey(userId), 'completion'] as const;

export function useCompletion(userId: string | undefined) {
  const { ready } = useAuth();
  return useQuery({ queryKey: completionKey(userId ?? ''), queryFn: ({ signal }) => getCompletion(userId!, signal), enabled: !!userId && ready });
}
