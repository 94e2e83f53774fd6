import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import type { Page } from '../../../shared/contracts/common.contract';
import type { Course } from '../../../shared/contracts/courses.contract';

/** What the checklist shows: the most notable courses anywhere, or a country, or one of its regions. */
export interface ChecklistScope {
  country?: string;
  province?: string;
}

export const CHECKLIST_PAGE_SIZE = 50;

export const getChecklistCourses = (scope: ChecklistScope, page: number, signal?: AbortSignal) =>
  api.get<Page<Course>>('/courses', { country: scope.country, province: scope.province, sort: 'prominence', page, pageSize: CHECKLIST_PAGE_SIZE }, signal);

export const checklistCoursesQueryOptions = (scope: ChecklistScope) =>
  infiniteQueryOptions({
    queryKey: ['courses', 'checklist', scope.country ?? null, scope.province ?? null],
    queryFn: ({ pageParam, signal }) => getChecklistCourses(scope, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** Most notable first, a page at a time. */
export const useChecklistCourses = (scope: ChecklistScope) => useInfiniteQuery(checklistCoursesQueryOptions(scope));
