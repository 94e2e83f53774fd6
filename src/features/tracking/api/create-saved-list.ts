/**
 * `POST /api/user/new-wishlist` or `/new-watchlist` `{name, course}`: Save and Add (spec section 4)
 * creates the list with its first course in one call. The user data is refreshed before the
 * promise resolves, so the screen it leads to already has the new list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SavedList, SavedListKind } from '../../../shared/contracts/saved-lists.contract';
import type { CurrentUser } from '../../../shared/contracts/users.contract';
import { withList } from '../lib/saved-list-kinds';
import { refreshSavedLists, trackingKeys } from './tracking-keys';

export const createSavedList = (kind: SavedListKind, name: string, course?: string) =>
  api.post<SavedList>(`/user/new-${kind}`, course ? { name, course } : { name });

export function useCreateSavedList(kind: SavedListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, course }: { name: string; course?: string }) => createSavedList(kind, name, course),
    onSuccess: async (list) => {
      queryClient.setQueriesData<CurrentUser>({ queryKey: trackingKeys.me }, (me) => withList(me, kind, list._id, list));
      await refreshSavedLists(queryClient);
    },
  });
}
