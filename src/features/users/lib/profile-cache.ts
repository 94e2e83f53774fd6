import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../shared/contracts/users.contract';

/**
 * After the signed-in golfer changed their profile or picture: the current user (top bar, menu)
 * shows the answer at once, and it and their public profile are fetched again.
 */
export async function refreshOwnProfile(queryClient: QueryClient, me: CurrentUser): Promise<void> {
  queryClient.setQueriesData<CurrentUser>({ queryKey: ['user', 'me'] }, (old) => (old?._id === me._id ? me : old));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['user', 'me'] }),
    queryClient.invalidateQueries({ queryKey: ['users', me._id] }),
  ]);
}
