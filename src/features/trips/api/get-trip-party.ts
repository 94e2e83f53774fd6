import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TripParty } from '../../../shared/contracts/trips.contract';
import { tripKeys } from './trip-keys';

/** `GET /api/lists/trip/{id}/party`: what the trip's golfers wished for and played (its golfers only). */
export const getTripParty = (id: string, signal?: AbortSignal) => api.get<TripParty>(`/lists/trip/${encodeURIComponent(id)}/party`, undefined, signal);

export function useTripParty(id: string, enabled: boolean) {
  return useQuery({ queryKey: tripKeys.party(id), queryFn: ({ signal }) => getTripParty(id, signal), enabled: !!id && enabled });
}
