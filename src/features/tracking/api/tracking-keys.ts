/**
 * Query keys the tracking writes refresh. The spec names /user/played-courses,
 * /user/played-courses-stats and /user/ranked-courses as cache keys only (section 2); here they are
 * TanStack Query keys under 'user', so signing out drops them with the rest of the user's data
 * (auth-provider.tsx). `['users', id]` holds a golfer's public profile, its counts and its played
 * list (`['users', id, 'played']`).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SavedListKind } from '../../../shared/contracts/saved-lists.contract';

export const trackingKeys = {
  me: ['user', 'me'] as const,
  playedCourses: ['user', 'played-courses'] as const,
  playedStats: ['user', 'played-courses-stats'] as const,
  rankedCourses: ['user', 'ranked-courses'] as const,
  nearMe: ['user', 'courses-near-me'] as const,
  savedLists: ['user', 'saved-list'] as const,
  savedList: (kind: SavedListKind, id: string) => ['user', 'saved-list', kind, id] as const,
  profile: (userId: string) => ['users', userId] as const,
  profilePlayed: (userId: string) => ['users', userId, 'played'] as const,
};

/** After a played course was added, removed or re-dated: everything that shows played courses. */
export function refreshPlayed(queryClient: QueryClient, myId: string | undefined): Promise<unknown> {
  const keys: readonly (readonly unknown[])[] = [
    trackingKeys.me, trackingKeys.playedCourses, trackingKeys.playedStats, trackingKeys.rankedCourses,
    ...(myId ? [trackingKeys.profile(myId)] : []),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** After a wishlist or watchlist changed: the current user (its lists) and the list screens. */
export function refreshSavedLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trackingKeys.me }),
    queryClient.invalidateQueries({ queryKey: trackingKeys.savedLists }),
  ]);
}
