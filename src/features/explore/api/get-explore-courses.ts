/** Explore's reads: the top courses under the filters (`GET /api/courses`, most notable first), architects, yardage bounds. */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import type { Page } from '../../../shared/contracts/common.contract';
import type { Course } from '../../../shared/contracts/courses.contract';
import { coursesQuery, type ExploreFilters } from '../lib/explore-filters';

export const EXPLORE_PAGE_SIZE = 20;

/** The top courses under the filters. */
export function useExploreCourses(filters: ExploreFilters) {
  const query = coursesQuery(filters);
  return useInfiniteQuery({
    queryKey: ['explore', 'courses', query],
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<Course>>('/courses', { ...query, sort: 'prominence', page: pageParam, pageSize: EXPLORE_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    placeholderData: keepPreviousData,
  });
}

/** The yardage slider's bounds under the other filters (yardage itself left out). */
export function useYardageRange(filters: ExploreFilters) {
  const { yardageMin: _min, yardageMax: _max, ...rest } = filters;
  const query = coursesQuery(rest);
  return useQuery({
    queryKey: ['explore', 'yardage-range', query],
    queryFn: ({ signal }) => api.get<{ min: number | null; max: number | null }>('/courses/yardage-range', query, signal),
    placeholderData: keepPreviousData,
  });
}

export interface ArchitectCount {
  name: string;
  courses: number;
}

export function useArchitects(terms: string) {
  return useQuery({
    queryKey: ['explore', 'architects', terms],
    queryFn: ({ signal }) => api.get<ArchitectCount[]>('/courses/architects', { terms, limit: 8 }, signal),
    enabled: terms.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
