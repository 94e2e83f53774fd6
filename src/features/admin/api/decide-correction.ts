/** `POST /api/admin/corrections/{id}`: accept (the course takes the values) or reject, with a reason. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Correction, DecideCorrectionBody } from '../../../shared/contracts/corrections.contract';
import { refreshAdmin } from './admin-keys';

export const decideCorrection = (id: string, body: DecideCorrectionBody) => api.post<Correction>(`/admin/corrections/${encodeURIComponent(id)}`, body);

export function useDecideCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecideCorrectionBody }) => decideCorrection(id, body),
    onSettled: () => refreshAdmin(queryClient),
  });
}
