import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { Page } from '../../../shared/contracts/common.contract';
import type { PlayedCourse } from '../../../shared/contracts/played.contract';
import { playedKeys } from '../../played/api/played-keys';

/** `GET /api/lists/preset/courses-played?page&pageSize`: the signed-in golfer's played courses, most recently played first. */
export const getPlayedPage = (page: number, pageSize: number, signal?: AbortSignal) =>
  api.get<Page<PlayedCourse>>('/lists/preset/courses-played', { page, pageSize }, signal);

/** Under the played-courses key: adding, removing or re-dating a played course refreshes it. */
export const playedPageKey = (page: number, pageSize: number) => [...playedKeys.playedCourses, 'page', page, pageSize] as const;

export function usePlayedPage(page: number, pageSize: number, enabled = true) {
  const { ready, user } = useAuth();
  return useQuery({
    queryKey: playedPageKey(page, pageSize),
    queryFn: ({ signal }) => getPlayedPage(page, pageSize, signal),
    enabled: enabled && ready && !!user,
    placeholderData: keepPreviousData,
  });
}
