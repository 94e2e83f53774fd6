import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SavedList, SavedListKind } from '../../../shared/contracts/saved-lists.contract';
import type { CurrentUser } from '../../../shared/contracts/users.contract';
import { withList } from '../lib/saved-list-kinds';
import { refreshSavedLists, trackingKeys } from './tracking-keys';

/** `POST /api/wishlists/{id}` or `/api/watchlists/{id}` `{name}`: rename. */
export const renameSavedList = (kind: SavedListKind, id: string, name: string) =>
  api.post<SavedList>(`/${kind}s/${encodeURIComponent(id)}`, { name });

export function useRenameSavedList(kind: SavedListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameSavedList(kind, id, name),
    onSuccess: async (list) => {
      queryClient.setQueriesData<CurrentUser>({ queryKey: trackingKeys.me }, (me) => withList(me, kind, list._id, list));
      await refreshSavedLists(queryClient);
    },
  });
}
