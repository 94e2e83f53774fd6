/**
 * The admin's course writes: create (`POST /api/courses`), update (`PUT /api/courses/{id}` with the
 * revision read and a reason), delete (`DELETE` with a reason and the revision), restore
 * (`POST /api/admin/courses/{id}/restore`) and a gallery upload (`POST /api/admin/courses/{id}/gallery`,
 * multipart). Each refreshes what shows the course: its card and lists, the map's markers,
 * search, and the console. A deleted course's own queries are not asked again (they would
 * answer 404): the editor leaves, and they are dropped from the cache once nothing shows them.
 */
import { useMutation, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { GALLERY_FIELD } from '../../../shared/contracts/admin-courses.contract';
import type { CourseInput } from '../../../shared/contracts/course-input.contract';
import type { Course } from '../../../shared/contracts/courses.contract';
import { adminKeys } from './admin-keys';

/** A course's own queries: its card (`['courses', id]`) and what hangs under it (its nearby courses). */
export const courseQueryKey = (id: string) => ['courses', id] as const;
const isCourse = (id: string) => (q: Query) => q.queryKey[0] === 'courses' && q.queryKey[1] === id;

/**
 * Everything that shows courses: the map's viewport markers, cards, course lists, search, the
 * console, golfers' lists and profiles (what refreshAdmin refreshes); never a deleted course's own
 * queries, which would answer 404.
 */
export const refreshCourses = (queryClient: QueryClient, deleted?: string): Promise<unknown> => {
  const shown = deleted ? (q: Query) => !isCourse(deleted)(q) : undefined;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['bounded-courses'] }),
    queryClient.invalidateQueries({ queryKey: ['courses'], predicate: shown }),
    queryClient.invalidateQueries({ queryKey: ['search'] }),
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['users'] }),
    queryClient.invalidateQueries({ queryKey: ['panelists'] }),
    queryClient.invalidateQueries({ queryKey: ['lists'] }),
  ]);
};

/** Drops a deleted course's own queries from the cache (call once nothing shows it: a mounted query would ask again). */
export const forgetCourse = (queryClient: QueryClient, id: string) => queryClient.removeQueries({ predicate: isCourse(id) });

export interface SaveCourse { id: string | null; input: CourseInput; revision?: string; reason?: string }
export const saveCourse = ({ id, input, revision, reason }: SaveCourse) =>
  id ? api.put<Course>(`/courses/${encodeURIComponent(id)}`, { ...input, revision, reason: reason || undefined }) : api.post<Course>('/courses', input);

export const deleteCourse = ({ id, reason, revision }: { id: string; reason: string; revision?: string }) =>
  api.delete<{ _id: string }>(`/courses/${encodeURIComponent(id)}`, { reason, revision });

export const restoreCourse = ({ id, reason }: { id: string; reason: string }) =>
  api.post<Course>(`/admin/courses/${encodeURIComponent(id)}/restore`, { reason });

export function uploadGalleryImage({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append(GALLERY_FIELD, file);
  return api.postForm<Course>(`/admin/courses/${encodeURIComponent(id)}/gallery`, form);
}

/**
 * A 409 whose `data.current` is the course as it stands (someone saved in between; null: it was
 * deleted meanwhile); undefined for any other error.
 */
export function staleCourse(e: unknown): Course | null | undefined {
  if (!(e instanceof ApiError) || e.status !== 409 || !e.data || typeof e.data !== 'object' || !('current' in e.data)) return undefined;
  return (e.data as { current: Course | null }).current;
}

/** A course write that, done, puts the answer in the card's cache and refreshes the rest. */
function useCourseWrite<V, R>(write: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer: R) => {
      const course = answer as unknown as Partial<Course>;
      if (course.club_name !== undefined && course._id) queryClient.setQueryData(courseQueryKey(course._id), course);
    },
    onSettled: () => refreshCourses(queryClient),
  });
}

export const useSaveCourse = () => useCourseWrite(saveCourse);
export const useUploadGalleryImage = () => useCourseWrite(uploadGalleryImage);
export const useRestoreCourse = () => useCourseWrite(restoreCourse);

/** A delete refreshes everything but the deleted course's own queries (the caller leaves its page, then `forgetCourse`). */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSettled: (_, error, { id }) => refreshCourses(queryClient, error ? undefined : id),
  });
}

