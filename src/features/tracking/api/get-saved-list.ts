import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { SavedListDetail, SavedListKind } from '../../../shared/contracts/saved-lists.contract';
import { trackingKeys } from './tracking-keys';

/** `GET /api/wishlists/{id}` or `/api/watchlists/{id}`: one of the golfer's lists with its courses. */
export const getSavedList = (kind: SavedListKind, id: string, signal?: AbortSignal) =>
  api.get<SavedListDetail>(`/${kind}s/${encodeURIComponent(id)}`, undefined, signal);

export const savedListQueryOptions = (kind: SavedListKind, id: string) =>
  queryOptions({ queryKey: trackingKeys.savedList(kind, id), queryFn: ({ signal }) => getSavedList(kind, id, signal) });

export function useSavedList(kind: SavedListKind, id: string, enabled = true) {
  const { user } = useAuth();
  return useQuery({ ...savedListQueryOptions(kind, id), enabled: !!user && enabled });
}
