import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Course } from '../../../shared/contracts/courses.contract';

export const getCourse = (id: string, signal?: AbortSignal) => api.get<Course>(`/courses/${encodeURIComponent(id)}`, undefined, signal);

export const courseQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['courses', id], queryFn: ({ signal }) => getCourse(id, signal), enabled: !!id });

export const useCourse = (id: string) => useQuery(courseQueryOptions(id));
