import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { NearbyCourse } from '../../../shared/contracts/courses.contract';


export const NEARBY_COURSES_LIMIT = 6;

export const getNearbyCourses = (id: string, limit = NEARBY_COURSES_LIMIT, signal?: AbortSignal) =>
  api.get<NearbyCourse[]>(`/courses/nearby/${encodeURIComponent(id)}`, { limit }, signal);

export const nearbyCoursesQueryOptions = (id: string, limit = NEARBY_COURSES_LIMIT) =>
  queryOptions({
    queryKey: ['courses', id, 'nearby', limit],
    queryFn: ({ signal }) => getNearbyCourses(id, limit, signal),
    enabled: !!id,
    // Neighbours change only when an admin adds a course.
    staleTime: 10 * 60_000,
  });

export const useNearbyCourses = (id: string, limit = NEARBY_COURSES_LIMIT) => useQuery(nearbyCoursesQueryOptions(id, limit));
