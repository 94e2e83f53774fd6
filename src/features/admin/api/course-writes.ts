/**
 * The admin's course writes: create (`POST /api/courses`), update (`PUT /api/courses/{id}`),
 * delete, and a gallery upload (`POST /api/admin/courses/{id}/gallery`, multipart). Each refreshes
 * what shows the course: its card and lists, the map's markers, search, and the console.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { GALLERY_FIELD } from '../../../shared/contracts/admin-courses.contract';
import type { Course, CourseInput } from '../../../shared/contracts/courses.contract';
import { refreshAdmin } from './admin-keys';

/** Everything that shows courses: the map's viewport markers, cards, course lists, search, the console. */
export const refreshCourses = (queryClient: QueryClient): Promise<unknown> => Promise.all([
  queryClient.invalidateQueries({ queryKey: ['bounded-courses'] }),
  queryClient.invalidateQueries({ queryKey: ['courses'] }),
  queryClient.invalidateQueries({ queryKey: ['search'] }),
  refreshAdmin(queryClient),
]);

export const saveCourse = ({ id, input }: { id: string | null; input: CourseInput }) =>
  id ? api.put<Course>(`/courses/${encodeURIComponent(id)}`, input) : api.post<Course>('/courses', input);

export const deleteCourse = (id: string) => api.delete<{ _id: string }>(`/courses/${encodeURIComponent(id)}`);

export function uploadGalleryImage({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append(GALLERY_FIELD, file);
  return api.postForm<Course>(`/admin/courses/${encodeURIComponent(id)}/gallery`, form);
}

/** A course write that, done, puts the answer in the card's cache and refreshes the rest. */
function useCourseWrite<V, R>(write: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer: R) => {
      const course = answer as unknown as Partial<Course>;
      if (course.club_name !== undefined && course._id) queryClient.setQueryData(['courses', course._id], course);
    },
    onSettled: () => refreshCourses(queryClient),
  });
}

export const useSaveCourse = () => useCourseWrite(saveCourse);
export const useDeleteCourse = () => useCourseWrite(deleteCourse);
export const useUploadGalleryImage = () => useCourseWrite(uploadGalleryImage);
