import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { FollowState } from '../../../shared/contracts/users.contract';

export const followUser = (id: string, follow: boolean) =>
  api.post<FollowState>(`/users/${encodeURIComponent(id)}/${follow ? 'follow' : 'unfollow'}`);

/** Follow or unfollow; both profiles' counts are fetched again afterwards. */
export function useFollowUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => followUser(id, follow),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
