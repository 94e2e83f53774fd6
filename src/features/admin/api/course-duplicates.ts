/** `GET /api/admin/courses/duplicates` and `POST /api/admin/courses/{id}/merge` (`{into}`: the course kept). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DuplicatePair, MergeCounts } from '../../../shared/contracts/admin-courses.contract';
import type { Course } from '../../../shared/contracts/courses.contract';
import { adminKeys } from './admin-keys';
import { refreshCourses } from './course-writes';

export const duplicatesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.duplicates(), queryFn: ({ signal }) => api.get<DuplicatePair[]>('/admin/courses/duplicates', undefined, signal) });

export const useDuplicateCourses = () => useQuery(duplicatesQueryOptions());

export const mergeCourse = ({ id, into }: { id: string; into: string }) =>
  api.post<{ course: Course; counts: MergeCounts }>(`/admin/courses/${encodeURIComponent(id)}/merge`, { into });

export function useMergeCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: mergeCourse, onSettled: () => refreshCourses(queryClient) });
}
