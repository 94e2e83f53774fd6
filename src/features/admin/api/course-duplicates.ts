/**
 * `GET /api/admin/courses/duplicates`, `POST /api/admin/courses/{id}/merge` (`{into}`: the course
 * kept) and `POST /api/admin/courses/{id}/not-duplicate` (`{of, reason}`: the pair is never shown again).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DismissedPair, DuplicatePair, MergeCounts } from '../../../shared/contracts/admin-courses.contract';
import type { Course } from '../../../shared/contracts/courses.contract';
import { adminKeys, refreshAdmin } from './admin-keys';
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

export const notDuplicate = ({ id, of, reason }: { id: string; of: string; reason: string }) =>
  api.post<DismissedPair>(`/admin/courses/${encodeURIComponent(id)}/not-duplicate`, { of, reason });

export function useNotDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: notDuplicate, onSettled: () => refreshAdmin(queryClient) });
}
