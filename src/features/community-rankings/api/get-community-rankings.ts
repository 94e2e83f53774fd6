/**
 * Community rankings' reads: a ranking's pages under Explore's filters (`GET /api/lists/preset`),
 * what it is built from (`/lists/preset/stats`), and where a course stands in each ranking
 * (`/courses/{id}/community-scores`). All public.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import type { CommunityRanking, CommunityStats, CourseCommunityScores } from '../../../shared/contracts/community-rankings.contract';
import type { CommunityKind } from '../../../shared/domain/community-rankings';

export const COMMUNITY_PAGE_SIZE = 20;

/** The query of one ranking: its kind and type and the course filters, named as the API names them. */
export type CommunityQuery = { kind: CommunityKind; type: string } & Record<string, string>;

export function useCommunityRanking(query: CommunityQuery | null) {
  return useInfiniteQuery({
    queryKey: ['community-rankings', 'ranking', query],
    queryFn: ({ pageParam, signal }) =>
      api.get<CommunityRanking>('/lists/preset', { ...query, page: pageParam, pageSize: COMMUNITY_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    placeholderData: keepPreviousData,
    enabled: query !== null,
  });
}

export function useCommunityStats(query: CommunityQuery | null) {
  return useQuery({
    queryKey: ['community-rankings', 'stats', query],
    queryFn: ({ signal }) => api.get<CommunityStats>('/lists/preset/stats', query ?? undefined, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCourseCommunityScores(courseId: string) {
  return useQuery({
    queryKey: ['community-rankings', 'course', courseId],
    queryFn: ({ signal }) => api.get<CourseCommunityScores>(`/courses/${encodeURIComponent(courseId)}/community-scores`, undefined, signal),
    staleTime: 60_000,
  });
}
