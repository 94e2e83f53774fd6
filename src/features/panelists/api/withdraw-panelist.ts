/** `DELETE /api/panelist`: withdraw a pending request, or step down as a panelist. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PanelistRequest } from '../../../shared/contracts/panelists.contract';
import { panelistKeys, refreshPanelists } from './panelist-keys';

export const withdrawPanelist = () => api.delete<PanelistRequest>('/panelist');

export function useWithdrawPanelist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawPanelist,
    onSuccess: (request) => queryClient.setQueryData(panelistKeys.mine, request),
    onSettled: () => refreshPanelists(queryClient),
  });
}
