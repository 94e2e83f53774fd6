import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { FeedPage } from '../../../shared/contracts/community.contract';

export const FEED_PAGE_SIZE = 20;

/** `GET /api/community/feed`: what the golfers you follow did, newest first, by cursor. */
export const getFeed = (before: string | undefined, signal?: AbortSignal) =>
  api.get<FeedPage>('/community/feed', { limit: FEED_PAGE_SIZE, ...(before ? { before } : {}) }, signal);

export const feedQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ['community', 'feed', userId],
    queryFn: ({ pageParam, signal }) => getFeed(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export function useFeed(userId: string | undefined) {
  const { ready } = useAuth();
  return useInfiniteQuery({ ...feedQueryOptions(userId ?? ''), enabled: !!userId && ready });
}
