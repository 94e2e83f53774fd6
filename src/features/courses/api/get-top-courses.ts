import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Course } from '../../../shared/contracts/courses.contract';
import type { Continent } from '../../../shared/domain/enums';

export interface TopCoursesQuery {
  continent?: Continent;
  country?: string;
  limit?: number;
}

export const getTopCourses = (q: TopCoursesQuery, signal?: AbortSignal) => api.get<Course[]>('/courses/top', { ...q }, signal);

export const topCoursesQueryOptions = (q: TopCoursesQuery) =>
  queryOptions({ queryKey: ['courses', 'top', q], queryFn: ({ signal }) => getTopCourses(q, signal) });

export const useTopCourses = (q: TopCoursesQuery) => useQuery(topCoursesQueryOptions(q));
