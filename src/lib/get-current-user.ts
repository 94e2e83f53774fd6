import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../shared/contracts/users.contract';
import { api } from './api-client';
import { useAuth } from './auth-provider';

export const getCurrentUser = (signal?: AbortSignal) => api.get<CurrentUser>('/user/me', undefined, signal);

/** The signed-in golfer's own record (`/user/me`): its counts and wish- and watchlists. Under 'user', so signing out drops it. */
export const currentUserKey = ['user', 'me'] as const;

export const currentUserQueryOptions = (uid: string | undefined) =>
  queryOptions({ queryKey: [...currentUserKey, uid], queryFn: ({ signal }) => getCurrentUser(signal), enabled: !!uid });

/** The signed-in golfer's TPL profile; never fetched while signed out. */
export function useCurrentUser() {
  const { user } = useAuth();
  return useQuery(currentUserQueryOptions(user?.uid));
}
