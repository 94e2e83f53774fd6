/** `POST /api/courses/{id}/corrections`: a golfer's suggested correction, for an admin to decide. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Correction, CreateCorrectionBody } from '../../../shared/contracts/corrections.contract';

export const suggestCorrection = (courseId: string, body: CreateCorrectionBody) =>
  api.post<Correction>(`/courses/${encodeURIComponent(courseId)}/corrections`, body);

export function useSuggestCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, body }: { courseId: string; body: CreateCorrectionBody }) => suggestCorrection(courseId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', 'corrections'] }),
  });
}
