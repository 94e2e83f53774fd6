/**
 * `POST /api/lists/preset/courses-played/remove`, optimistic (spec section 4): the course leaves
 * the current user's played ids and the played entries at once; a failure puts it back and says
 * so. Removing is idempotent on the server, so a retried request cannot flip anything back.
 */
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PlayedEntry } from '../../../shared/contracts/played.contract';
import type { CurrentUser } from '../../../shared/contracts/users.contract';
import { withEntry, withoutEntry, withPlayed } from '../lib/played-cache';
import type { PlayedEffects, PlayedTarget } from './played-target';
import { refreshPlayed, playedKeys } from './played-keys';

export const removePlayed = (courseId: string) =>
  api.post<{ courseId: string; removed: boolean }>('/lists/preset/courses-played/remove', { courseId });

export const REMOVED_MESSAGE = 'Removed from played courses.';

/** What the optimistic update took away, to give back on failure. */
export interface RemovePlayedContext {
  wasPlayed: boolean;
  entry: PlayedEntry | undefined;
}

export function removePlayedMutationOptions(
  queryClient: QueryClient, effects: PlayedEffects,
): MutationOptions<unknown, Error, PlayedTarget, RemovePlayedContext> {
  return {
    mutationKey: ['played', 'remove'],
    mutationFn: (t) => removePlayed(t.courseId),
    onMutate: async (t) => {
      // A user fetch already on its way would answer with the course still played: drop it.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: playedKeys.me }),
        queryClient.cancelQueries({ queryKey: playedKeys.playedCourses }),
      ]);
      let wasPlayed = false;
      let entry: PlayedEntry | undefined;
      queryClient.setQueriesData<CurrentUser>({ queryKey: playedKeys.me }, (me) => {
        wasPlayed ||= !!me?.playedCourses.includes(t.courseId);
        return withPlayed(me, t.courseId, false);
      });
      queryClient.setQueriesData<PlayedEntry[]>({ queryKey: playedKeys.playedCourses }, (entries) => {
        entry ??= entries?.find((e) => e.courseId === t.courseId);
        return withoutEntry(entries, t.courseId);
      });
      return { wasPlayed, entry };
    },
    onSuccess: () => effects.notify(REMOVED_MESSAGE),
    onError: (error, t, context) => {
      if (context?.wasPlayed) queryClient.setQueriesData<CurrentUser>({ queryKey: playedKeys.me }, (me) => withPlayed(me, t.courseId, true));
      const entry = context?.entry;
      if (entry) queryClient.setQueriesData<PlayedEntry[]>({ queryKey: playedKeys.playedCourses }, (entries) => withEntry(entries, entry));
      effects.notify(`${t.courseName} is still in your played courses: removing it failed (${error.message})`, 'error');
    },
    onSettled: (_data, _error, t) => refreshPlayed(queryClient, t.myId),
  };
}
