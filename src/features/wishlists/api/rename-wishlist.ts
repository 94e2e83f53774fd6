import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Wishlist, WishlistKind } from '../../../shared/contracts/wishlists.contract';
import type { CurrentUser } from '../../../shared/contracts/users.contract';
import { withList } from '../lib/wishlist-kinds';
import { refreshWishlists, wishlistKeys } from './wishlist-keys';

/** `POST /api/wishlists/{id}` or `/api/watchlists/{id}` `{name}`: rename. */
export const renameWishlist = (kind: WishlistKind, id: string, name: string) =>
  api.post<Wishlist>(`/${kind}s/${encodeURIComponent(id)}`, { name });

export function useRenameWishlist(kind: WishlistKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameWishlist(kind, id, name),
    onSuccess: async (list) => {
      queryClient.setQueriesData<CurrentUser>({ queryKey: wishlistKeys.me }, (me) => withList(me, kind, list._id, list));
      await refreshWishlists(queryClient);
    },
  });
}
