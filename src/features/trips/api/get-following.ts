import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../shared/contracts/common.contract';
import type { PublicUser } from '../../../shared/contracts/users.contract';

/** `GET /api/user/following`: the golfers the signed-in golfer follows, the ones a trip's owner may invite. */
export function useFollowing(enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'following', 'all'],
    queryFn: ({ signal }) => api.get<Page<PublicUser>>('/user/following', { pageSize: 100 }, signal),
    enabled,
  });
}
