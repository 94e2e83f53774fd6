import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CourseMarker } from '../../../shared/contracts/bounded-courses.contract';

export const getMapCourses = (signal?: AbortSignal) => api.get<CourseMarker[]>('/user/map-courses', undefined, signal);

/**
 * `signature` names the golfer's marked ids (lib/golfer-marks.ts): when the golfer marks or
 * unmarks a course the key changes and the markers load again, the previous ones shown meanwhile.
 */
export const mapCoursesQueryOptions = (uid: string | undefined, signature: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['user', 'map-courses', uid, signature],
    queryFn: ({ signal }) => getMapCourses(signal),
    enabled: !!uid && enabled,
    placeholderData: keepPreviousData,
  });

export const useMapCourses = (uid: string | undefined, signature: string, enabled: boolean) =>
  useQuery(mapCoursesQueryOptions(uid, signature, enabled));
