/** GET /api/bounded-courses: what the map draws. In src/map, not src/features: the map loads first and imports no feature. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { BoundedCourses } from '../../shared/contracts/courses.contract';

export interface BoundedCoursesParams {
  south: number;
  west: number;
  north: number;
  east: number;
  zoom: number;
  page?: number;
  pageSize?: number;
}

export const getBoundedCourses = (params: BoundedCoursesParams, signal?: AbortSignal) =>
  api.get<BoundedCourses>('/bounded-courses', { ...params }, signal);

export const boundedCoursesQueryOptions = (params: BoundedCoursesParams) =>
  queryOptions({
    queryKey: ['bounded-courses', params],
    queryFn: ({ signal }) => getBoundedCourses(params, signal),
    // Keep the previous markers on the map while the next viewport loads.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useBoundedCourses = (params: BoundedCoursesParams | null) =>
  useQuery({ ...boundedCoursesQueryOptions(params ?? { south: 0, west: 0, north: 0, east: 0, zoom: 0 }), enabled: params != null });
