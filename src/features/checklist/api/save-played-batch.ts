import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PlayedBatchResult } from '../../../shared/contracts/played.contract';

export interface PlayedBatch {
  add: { courseId: string; dateAdded?: string }[];
  remove: string[];
}

/** `POST /api/user/courses-played/batch`: every tick and untick in one transaction. */
export const savePlayedBatch = (batch: PlayedBatch) => api.post<PlayedBatchResult>('/user/courses-played/batch', batch);

/** Saves, then refreshes everything that shows played courses (the current user, lists, profile, the map). */
export function useSavePlayedBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlayedBatch,
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: ['user'] }),
      queryClient.invalidateQueries({ queryKey: ['users'] }),
    ]),
  });
}
