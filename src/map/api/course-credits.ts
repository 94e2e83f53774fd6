/** GET /api/courses/credits: the open-data sources the catalogue holds, for the map's attribution. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { CourseSource } from '../../shared/contracts/courses.contract';

/** The console's import refreshes this key when a run that wrote ends. */
export const COURSE_CREDITS_KEY = ['course-credits'] as const;

export const courseCreditsQueryOptions = () =>
  queryOptions({
    queryKey: COURSE_CREDITS_KEY,
    queryFn: ({ signal }) => api.get<CourseSource[]>('/courses/credits', undefined, signal),
    // Changes only with an import; a few minutes old is fine.
    staleTime: 5 * 60_000,
  });

export const useCourseCredits = () => useQuery(courseCreditsQueryOptions());
