import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WishlistKind } from '../../../shared/contracts/wishlists.contract';
import type { CurrentUser } from '../../../shared/contracts/users.contract';
import { withList } from '../lib/wishlist-kinds';
import { refreshWishlists, wishlistKeys } from './wishlist-keys';

/** `DELETE /api/wishlists/{id}` or `/api/watchlists/{id}`: the list goes, its courses stay on TPL. */
export const deleteWishlist = (kind: WishlistKind, id: string) => api.delete<{ _id: string }>(`/${kind}s/${encodeURIComponent(id)}`);

export function useDeleteWishlist(kind: WishlistKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteWishlist(kind, id),
    onSuccess: async (_answer, id) => {
      queryClient.setQueriesData<CurrentUser>({ queryKey: wishlistKeys.me }, (me) => withList(me, kind, id, null));
      queryClient.removeQueries({ queryKey: wishlistKeys.one(kind, id) });
      await refreshWishlists(queryClient);
    },
  });
}
