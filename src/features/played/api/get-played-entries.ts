import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { PlayedEntry } from '../../../shared/contracts/played.contract';
import { playedKeys } from './played-keys';

/** `GET /api/user/courses-played`: every played course of the signed-in golfer, most recently played first. */
export const getPlayedEntries = (signal?: AbortSignal) => api.get<PlayedEntry[]>('/user/courses-played', undefined, signal);

export const playedEntriesQueryOptions = (uid: string | undefined) =>
  queryOptions({ queryKey: [...playedKeys.playedCourses, uid], queryFn: ({ signal }) => getPlayedEntries(signal), enabled: !!uid });

/** The signed-in golfer's played entries (dates included); never fetched while signed out. */
export function usePlayedEntries(enabled = true) {
  const { user } = useAuth();
  return useQuery({ ...playedEntriesQueryOptions(user?.uid), enabled: !!user && enabled });
}
