import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CourseSearchResult } from '../../../shared/contracts/courses.contract';

/** How many hits the search popover asks for (it scrolls inside its 350 px). */
export const COURSE_SEARCH_LIMIT = 20;

export const searchCourses = (terms: string, limit = COURSE_SEARCH_LIMIT, signal?: AbortSignal) =>
  api.get<CourseSearchResult[]>('/search', { terms, limit }, signal);

export const searchCoursesQueryOptions = (terms: string, limit = COURSE_SEARCH_LIMIT) =>
  queryOptions({
    queryKey: ['search', 'courses', terms, limit],
    queryFn: ({ signal }) => searchCourses(terms, limit, signal),
    enabled: terms.trim() !== '',
    // The previous hits stay listed (under the loading bar) while the next terms load.
    placeholderData: keepPreviousData,
  });

/** Typo-tolerant course search; `terms` is already debounced and trimmed by the caller. */
export const useSearchCourses = (terms: string, limit = COURSE_SEARCH_LIMIT) => useQuery(searchCoursesQueryOptions(terms, limit));
