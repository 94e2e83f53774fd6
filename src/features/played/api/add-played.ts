/**
 * `POST /api/lists/preset/courses-played/add` (spec section 4 "Played toggle"). Not optimistic: the
 * golfer waits for the answer, because what comes next (the courses near me) needs it. A 409 means
 * the course was played already (another tab, a stale page): the snackbar gives the API's message,
 * 'Course already added to played courses.', and the button shows it played.
 *
 * The played snackbar keeps its one action, "Add date"; the offer to rank the course in My Lie
 * follows in a second, quieter snackbar ("info") with its own action, "Rank it": a snackbar holds
 * one action, and the date and the ranking are separate thoughts.
 */
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import type { PlayedEntry } from '../../../shared/contracts/played.contract';
import type { CurrentUser } from '../../../shared/contracts/users.contract';
import { withEntry, withPlayed } from '../lib/played-cache';
import type { PlayedEffects, PlayedTarget } from './played-target';
import { refreshPlayed, playedKeys } from './played-keys';

export const addPlayed = (courseId: string, dateAdded?: string) =>
  api.post<PlayedEntry>('/lists/preset/courses-played/add', dateAdded ? { courseId, dateAdded } : { courseId });

export const ADDED_MESSAGE = 'Added to played courses.';
export const rankOfferMessage = (courseName: string) => `Rank ${courseName} in your My Lie?`;

export function addPlayedMutationOptions(
  queryClient: QueryClient, effects: PlayedEffects,
): MutationOptions<PlayedEntry, Error, PlayedTarget> {
  const markPlayed = (courseId: string) =>
    queryClient.setQueriesData<CurrentUser>({ queryKey: playedKeys.me }, (me) => withPlayed(me, courseId, true));
  return {
    mutationKey: ['played', 'add'],
    mutationFn: (t) => addPlayed(t.courseId),
    onSuccess: (entry, t) => {
      markPlayed(t.courseId);
      queryClient.setQueriesData<PlayedEntry[]>({ queryKey: playedKeys.playedCourses }, (entries) => withEntry(entries, entry));
      const askDate = effects.askDate;
      effects.notify(ADDED_MESSAGE, 'success', askDate ? { action: { label: 'Add date', onClick: () => askDate(t) } } : undefined);
      const rankIt = effects.rankIt;
      if (rankIt) effects.notify(rankOfferMessage(t.courseName), 'info', { action: { label: 'Rank it', onClick: () => rankIt(t) } });
    },
    onError: (error, t) => {
      if (error instanceof ApiError && error.status === 409) {
        markPlayed(t.courseId);
        effects.notify(error.message, 'info');
      } else {
        effects.notify(`${t.courseName} was not added to your played courses: ${error.message}`, 'error');
      }
    },
    onSettled: (_data, _error, t) => refreshPlayed(queryClient, t.myId),
  };
}
