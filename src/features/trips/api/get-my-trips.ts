import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { TripSummary } from '../../../shared/contracts/trips.contract';
import { tripKeys } from './trip-keys';

/** `GET /api/lists/trips`: the golfer's trips (owned or a companion on), upcoming first. */
export const getMyTrips = (signal?: AbortSignal) => api.get<TripSummary[]>('/lists/trips', undefined, signal);

export const myTripsQueryOptions = () => queryOptions({ queryKey: tripKeys.mine, queryFn: ({ signal }) => getMyTrips(signal) });

export function useMyTrips() {
  const { user } = useAuth();
  return useQuery({ ...myTripsQueryOptions(), enabled: !!user });
}
