import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { NearbyCourse } from '../../../shared/contracts/courses.contract';

export interface NearMeQuery {
  lat: number;
  lng: number;
  exclude: string[];
  /** 1..50, default 10. */
  limit?: number;
}

export const getCoursesNearMe = (q: NearMeQuery, signal?: AbortSignal) =>
  api.get<NearbyCourse[]>('/user/courses-near-me', { lat: q.lat, lng: q.lng, 'exclude[]': q.exclude, limit: q.limit }, signal);

export const coursesNearMeQueryOptions = (q: NearMeQuery, uid: string | undefined) =>
  queryOptions({ queryKey: ['user', 'courses-near-me', uid, q], queryFn: ({ signal }) => getCoursesNearMe(q, signal), enabled: !!uid });

/** The nearest courses to a point, leaving out `exclude`; the last answer stays shown while the next loads. */
export function useCoursesNearMe(q: NearMeQuery | null) {
  const { user } = useAuth();
  return useQuery({
    ...coursesNearMeQueryOptions(q ?? { lat: 0, lng: 0, exclude: [] }, user?.uid),
    enabled: !!user && !!q,
    placeholderData: keepPreviousData,
  });
}
