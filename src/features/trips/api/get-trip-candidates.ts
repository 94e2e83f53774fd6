import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TripCandidate } from '../../../shared/contracts/trips.contract';
import type { ClubMembership, CourseType } from '../../../shared/domain/enums';
import { tripKeys } from './trip-keys';

export interface CandidateQuery {
  south: number;
  north: number;
  west: number;
  east: number;
  membership: ClubMembership[];
  fee: string[];
  type: CourseType[];
}

/** `GET /api/lists/trip/candidates`: courses in the map's view, best first. */
export const getTripCandidates = (q: CandidateQuery, signal?: AbortSignal) =>
  api.get<TripCandidate[]>('/lists/trip/candidates', {
    south: q.south, north: q.north, west: q.west, east: q.east,
    membership: q.membership.join(','), fee: q.fee.join(','), type: q.type.join(','), limit: 40,
  }, signal);

export function useTripCandidates(q: CandidateQuery | null) {
  return useQuery({
    queryKey: tripKeys.candidates(q ?? {}),
    queryFn: ({ signal }) => getTripCandidates(q!, signal),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });
}
