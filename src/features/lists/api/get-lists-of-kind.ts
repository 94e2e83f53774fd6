import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { ListSummary } from '../../../shared/contracts/lists.contract';
import type { ListKind } from '../../../shared/domain/enums';
import { listKeys } from './list-keys';

const PATH: Record<ListKind, string> = { course: 'all', hole: 'all-holes', trip: 'all-trips' };

/** `GET /api/lists/user/{userId}/all`, `/all-holes`, `/all-trips`: every list of one kind, My Lie first. */
export const getListsOfKind = (userId: string, kind: ListKind, signal?: AbortSignal) =>
  api.get<ListSummary[]>(`/lists/user/${encodeURIComponent(userId)}/${PATH[kind]}`, undefined, signal);

export const listsOfKindQueryOptions = (userId: string, kind: ListKind, viewer: string | null) =>
  queryOptions({ queryKey: listKeys.ofKind(userId, kind, viewer), queryFn: ({ signal }) => getListsOfKind(userId, kind, signal) });

/** A golfer's lists of one kind (their own include private ones); `userId` undefined waits. */
export function useListsOfKind(userId: string | undefined, kind: ListKind) {
  const { user, ready } = useAuth();
  return useQuery({ ...listsOfKindQueryOptions(userId ?? '', kind, user?.uid ?? null), enabled: !!userId && ready });
}
