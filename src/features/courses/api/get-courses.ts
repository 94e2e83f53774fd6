import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../shared/contracts/common.contract';
import type { Course } from '../../../shared/contracts/courses.contract';

export interface CoursesQuery {
  text?: string;
  sort?: 'prominence' | 'name' | '-year' | 'year';
  page?: number;
  pageSize?: number;
}

export const getCourses = (q: CoursesQuery, signal?: AbortSignal) => api.get<Page<Course>>('/courses', { ...q }, signal);

export const coursesQueryOptions = (q: CoursesQuery) =>
  queryOptions({ queryKey: ['courses', 'list', q], queryFn: ({ signal }) => getCourses(q, signal), placeholderData: keepPreviousData });

export const useCourses = (q: CoursesQuery) => useQuery(coursesQueryOptions(q));
