/** `POST /api/panelist`: send the request, or update its message while it is Pending. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PanelistRequest } from '../../../shared/contracts/panelists.contract';
import { panelistKeys, refreshPanelists } from './panelist-keys';

export const submitPanelist = (message: string) => api.post<PanelistRequest>('/panelist', { message });

export function useSubmitPanelist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPanelist,
    onSuccess: (request) => queryClient.setQueryData(panelistKeys.mine, request),
    onSettled: () => refreshPanelists(queryClient),
  });
}
