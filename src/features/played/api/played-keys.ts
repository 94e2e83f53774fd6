/**
 * Query keys the played writes refresh. The spec names /user/played-courses,
 * /user/played-courses-stats and /user/ranked-courses as cache keys only (section 2); here they are
 * TanStack Query keys under 'user', so signing out drops them with the rest of the user's data
 * (auth-provider.tsx). `['users', id]` holds a golfer's public profile, its counts and its played
 * list (`['users', id, 'played']`).
 */
import type { QueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../lib/get-current-user';

export const playedKeys = {
  me: currentUserKey,
  playedCourses: ['user', 'played-courses'] as const,
  playedStats: ['user', 'played-courses-stats'] as const,
  rankedCourses: ['user', 'ranked-courses'] as const,
  nearMe: ['user', 'courses-near-me'] as const,
  profile: (userId: string) => ['users', userId] as const,
  profilePlayed: (userId: string) => ['users', userId, 'played'] as const,
};

/** After a played course was added, removed or re-dated: everything that shows played courses. */
export function refreshPlayed(queryClient: QueryClient, myId: string | undefined): Promise<unknown> {
  const keys: readonly (readonly unknown[])[] = [
    playedKeys.me, playedKeys.playedCourses, playedKeys.playedStats, playedKeys.rankedCourses,
    ...(myId ? [playedKeys.profile(myId)] : []),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
