import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { UserProfile } from '../../../shared/contracts/users.contract';

export const getUser = (id: string, signal?: AbortSignal) => api.get<UserProfile>(`/users/${encodeURIComponent(id)}`, undefined, signal);

/** Keyed by the viewer too: `isFollowing` depends on who asks. */
export const userQueryOptions = (id: string, viewer: string | undefined) =>
  queryOptions({ queryKey: ['users', id, viewer ?? null], queryFn: ({ signal }) => getUser(id, signal), enabled: !!id });

export function useUser(id: string) {
  const { user, ready } = useAuth();
  return useQuery({ ...userQueryOptions(id, user?.uid), enabled: !!id && ready });
}
