import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import type { Page } from '../../../shared/contracts/common.contract';
import type { PublicUser } from '../../../shared/contracts/users.contract';

export const FOLLOWS_PAGE_SIZE = 20;
/** Who follows a golfer, or whom they follow. */
export type FollowSide = 'followers' | 'following';

export const getFollows = (id: string, side: FollowSide, page: number, pageSize = FOLLOWS_PAGE_SIZE, signal?: AbortSignal) =>
  api.get<Page<PublicUser>>(`/user/${encodeURIComponent(id)}/${side}`, { page, pageSize }, signal);

/** Under the golfer's key, so a follow or unfollow (which refreshes ['users']) refreshes the lists too. */
export const followsQueryOptions = (id: string, side: FollowSide) =>
  infiniteQueryOptions({
    queryKey: ['users', id, side],
    queryFn: ({ pageParam, signal }) => getFollows(id, side, pageParam, FOLLOWS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: !!id,
  });

/** A golfer's followers or followings, most recent first, a page at a time. */
export const useFollows = (id: string, side: FollowSide) => useInfiniteQuery(followsQueryOptions(id, side));
