/** `PUT /api/user/courses-played/{courseId}` `{dateAdded}`: when a played course was played ("YYYY-MM-DD" or "YYYY"; null: no date). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PlayedEntry } from '../../../shared/contracts/played.contract';
import { withEntry } from '../lib/played-cache';
import { refreshPlayed, playedKeys } from './played-keys';

export const setPlayedDate = (courseId: string, dateAdded: string | null) =>
  api.put<PlayedEntry>(`/user/courses-played/${encodeURIComponent(courseId)}`, { dateAdded });

export function useSetPlayedDate(myId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, dateAdded }: { courseId: string; dateAdded: string | null }) => setPlayedDate(courseId, dateAdded),
    onSuccess: (entry) => {
      queryClient.setQueriesData<PlayedEntry[]>({ queryKey: playedKeys.playedCourses }, (entries) => withEntry(entries, entry));
      void refreshPlayed(queryClient, myId);
    },
  });
}
