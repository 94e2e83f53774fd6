import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SavedListKind } from '../../../shared/contracts/saved-lists.contract';
import type { CurrentUser } from '../../../shared/contracts/users.contract';
import { withList } from '../lib/saved-list-kinds';
import { refreshSavedLists, trackingKeys } from './tracking-keys';

/** `DELETE /api/wishlists/{id}` or `/api/watchlists/{id}`: the list goes, its courses stay on TPL. */
export const deleteSavedList = (kind: SavedListKind, id: string) => api.delete<{ _id: string }>(`/${kind}s/${encodeURIComponent(id)}`);

export function useDeleteSavedList(kind: SavedListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSavedList(kind, id),
    onSuccess: async (_answer, id) => {
      queryClient.setQueriesData<CurrentUser>({ queryKey: trackingKeys.me }, (me) => withList(me, kind, id, null));
      queryClient.removeQueries({ queryKey: trackingKeys.savedList(kind, id) });
      await refreshSavedLists(queryClient);
    },
  });
}
