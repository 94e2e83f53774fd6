/**
 * Blocks and reports (issue 35): `POST`/`DELETE /api/users/{id}/block`, `GET /api/user/blocks`,
 * `POST /api/reports`. A block or unblock changes what the golfer sees everywhere, so cached reads
 * are fetched again after one; after a block, not those of the blocked golfer's own screens (their
 * profile now answers 404: the caller leaves it).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { Page } from '../../../shared/contracts/common.contract';
import type { BlockState, ReportBody } from '../../../shared/contracts/safety.contract';
import type { PublicUser } from '../../../shared/contracts/users.contract';

export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) =>
      (block ? api.post<BlockState>(`/users/${encodeURIComponent(userId)}/block`) : api.delete<BlockState>(`/users/${encodeURIComponent(userId)}/block`)),
    onSuccess: (_state, { userId, block }) => {
      void queryClient.invalidateQueries({ predicate: (q) => !block || !q.queryKey.includes(userId) });
    },
  });
}

export function useBlocked(page: number) {
  const { user, ready } = useAuth();
  return useQuery({
    queryKey: ['safety', 'blocks', user?.uid, page],
    queryFn: ({ signal }) => api.get<Page<PublicUser>>('/user/blocks', { page, pageSize: 50 }, signal),
    enabled: ready && !!user,
  });
}

export function useReport() {
  return useMutation({ mutationFn: (body: ReportBody) => api.post<{ _id: string }>('/reports', body) });
}
