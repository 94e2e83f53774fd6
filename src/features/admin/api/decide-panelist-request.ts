/** `POST /api/admin/panelist-requests/{userId}`: approve, deny, or revoke (Denied on an approved panelist). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PanelistDecisionBody, PanelistRequest } from '../../../shared/contracts/panelists.contract';
import { refreshAdmin } from './admin-keys';

export const decidePanelistRequest = (userId: string, body: PanelistDecisionBody) =>
  api.post<PanelistRequest>(`/admin/panelist-requests/${encodeURIComponent(userId)}`, body);

export function useDecidePanelistRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: PanelistDecisionBody }) => decidePanelistRequest(userId, body),
    onSettled: () => refreshAdmin(queryClient),
  });
}
