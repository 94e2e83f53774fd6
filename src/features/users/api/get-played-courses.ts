import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import type { Page } from '../../../shared/contracts/common.contract';
import type { PlayedCourse } from '../../../shared/contracts/played.contract';

export const PLAYED_PAGE_SIZE = 10;

export const getPlayedCourses = (id: string, page: number, pageSize = PLAYED_PAGE_SIZE, signal?: AbortSignal) =>
  api.get<Page<PlayedCourse>>(`/users/${encodeURIComponent(id)}/played`, { page, pageSize }, signal);

/** The same for every viewer; under the golfer's key, so a profile refresh refreshes it too. */
export const playedCoursesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: ['users', id, 'played'],
    queryFn: ({ pageParam, signal }) => getPlayedCourses(id, pageParam, PLAYED_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: !!id,
  });

/** A golfer's played courses, most recent first, a page at a time. */
export const usePlayedCourses = (id: string) => useInfiniteQuery(playedCoursesQueryOptions(id));
