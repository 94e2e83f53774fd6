import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import { listKeys } from './list-keys';

/** `GET /api/lists/{id}`: a list with every item in rank order (public lists need no sign-in). */
export const getList = (id: string, signal?: AbortSignal) => api.get<ListDetail>(`/lists/${encodeURIComponent(id)}`, undefined, signal);

export const listQueryOptions = (id: string, viewer: string | null) =>
  queryOptions({ queryKey: listKeys.detailFor(id, viewer), queryFn: ({ signal }) => getList(id, signal) });

/** Waits for the session, so a private list's owner is asked with their token. */
export function useList(id: string) {
  const { user, ready } = useAuth();
  return useQuery({ ...listQueryOptions(id, user?.uid ?? null), enabled: !!id && ready });
}
