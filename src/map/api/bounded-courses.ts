/** GET /api/bounded-courses: what the map draws. In src/map, not src/features: the map loads first and imports no feature. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { BoundedCourses } from '../../shared/contracts/bounded-courses.contract';
import type { MapFilterKey } from '../map-filters';

/** The viewport, and the filters as URL parameters (map-filters.ts: lists comma-separated). */
export type BoundedCoursesParams = ViewportParams & Partial<Record<MapFilterKey, string>>;

export interface ViewportParams {
  south: number;
  west: number;
  north: number;
  east: number;
  zoom: number;
  page?: number;
  pageSize?: number;
  /** The course the golfer has open: drawn on its own, out of any cluster. */
  focus?: string;
}

export const getBoundedCourses = (params: BoundedCoursesParams, signal?: AbortSignal) =>
  api.get<BoundedCourses>('/bounded-courses', { ...params }, signal);

/**
 * `viewerKey` names what an `only` or `hide` answer depends on (the golfer's marked courses): when
 * the golfer marks a course played or saves one, the key changes and the viewport loads again.
 */
export const boundedCoursesQueryOptions = (params: BoundedCoursesParams, viewerKey: string | null = null) =>
  queryOptions({
    queryKey: ['bounded-courses', params, viewerKey],
    queryFn: ({ signal }) => getBoundedCourses(params, signal),
    // Keep the previous markers on the map while the next viewport loads.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useBoundedCourses = (params: BoundedCoursesParams | null, viewerKey: string | null = null) =>
  useQuery({ ...boundedCoursesQueryOptions(params ?? { south: 0, west: 0, north: 0, east: 0, zoom: 0 }, viewerKey), enabled: params != null });
