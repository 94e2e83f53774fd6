/**
 * Query keys of trips. A trip's detail is keyed by the viewer (its golfers edit, others read a
 * shared trip). Keys under 'user' are dropped with the rest of the user's data on sign-out.
 */
import type { QueryClient } from '@tanstack/react-query';

export const tripKeys = {
  all: ['trips'] as const,
  mine: ['user', 'trips'] as const,
  /** A trip's detail for every viewer. */
  detail: (id: string) => ['trips', 'detail', id] as const,
  detailFor: (id: string, viewer: string | null) => ['trips', 'detail', id, viewer] as const,
  party: (id: string) => ['user', 'trips', 'party', id] as const,
  candidates: (query: object) => ['trips', 'candidates', query] as const,
};

/** After a trip write: the trip, the golfer's trips, and the lists that count trips. */
export function refreshTrips(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tripKeys.all }),
    queryClient.invalidateQueries({ queryKey: tripKeys.mine }),
    queryClient.invalidateQueries({ queryKey: ['lists'] }),
  ]);
}
