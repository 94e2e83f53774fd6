import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { TripDetail } from '../../../shared/contracts/trips.contract';
import { tripKeys } from './trip-keys';

/** `GET /api/lists/trip/{id}`: a trip with every day (a shared trip needs no sign-in). */
export const getTrip = (id: string, signal?: AbortSignal) => api.get<TripDetail>(`/lists/trip/${encodeURIComponent(id)}`, undefined, signal);

export const tripQueryOptions = (id: string, viewer: string | null) =>
  queryOptions({ queryKey: tripKeys.detailFor(id, viewer), queryFn: ({ signal }) => getTrip(id, signal) });

/** Waits for the session, so a private trip's golfers are asked with their token. */
export function useTrip(id: string) {
  const { user, ready } = useAuth();
  return useQuery({ ...tripQueryOptions(id, user?.uid ?? null), enabled: !!id && ready });
}
