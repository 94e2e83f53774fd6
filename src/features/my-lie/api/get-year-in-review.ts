import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { YearInReview } from '../../../shared/contracts/my-lie.contract';
import { userStatsKey } from './get-user-stats';

/** `GET /api/users/{id}/year-in-review?year`: the qualifying years and one year's review (the newest without `year`). */
export const getYearInReview = (userId: string, year: number | undefined, signal?: AbortSignal) =>
  api.get<YearInReview>(`/users/${encodeURIComponent(userId)}/year-in-review`, { year }, signal);

export const yearInReviewKey = (userId: string, year: number | undefined) => [...userStatsKey(userId), 'year-in-review', year ?? 'latest'] as const;

export function useYearInReview(userId: string | undefined, year: number | undefined) {
  const { ready } = useAuth();
  return useQuery({
    queryKey: yearInReviewKey(userId ?? '', year),
    queryFn: ({ signal }) => getYearInReview(userId!, year, signal),
    enabled: !!userId && ready,
    placeholderData: keepPreviousData,
  });
}
