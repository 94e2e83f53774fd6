import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import { nextPageParam } from '../../../lib/paging';
import type { Page } from '../../../shared/contracts/common.contract';
import type { ListSummary } from '../../../shared/contracts/lists.contract';

export const LISTS_PAGE_SIZE = 10;

export const getUserLists = (userId: string, page: number, pageSize = LISTS_PAGE_SIZE, signal?: AbortSignal) =>
  api.get<Page<ListSummary>>(`/lists/user/${encodeURIComponent(userId)}`, { page, pageSize }, signal);

/** Keyed by the viewer too: the owner also gets their private lists. */
export const userListsQueryOptions = (userId: string, viewer: string | undefined) =>
  infiniteQueryOptions({
    queryKey: ['lists', 'user', userId, viewer ?? null],
    queryFn: ({ pageParam, signal }) => getUserLists(userId, pageParam, LISTS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: !!userId,
  });

/** A golfer's lists, most recently changed first; waits for the session so the owner's token goes along. */
export function useUserLists(userId: string) {
  const { user, ready } = useAuth();
  return useInfiniteQuery({ ...userListsQueryOptions(userId, user?.uid), enabled: !!userId && ready });
}
