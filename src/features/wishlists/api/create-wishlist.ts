/**
 * `POST /api/user/new-wishlist` or `/new-watchlist` `{name, course}`: Save and Add (spec section 4)
 * creates the list with its first course in one call. The user data is refreshed before the
 * promise resolves, so the screen it leads to already has the new list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Wishlist, WishlistKind } from '../../../shared/contracts/wishlists.contract';
import type { CurrentUser } from '../../../shared/contracts/users.contract';
import { withList } from '../lib/wishlist-kinds';
import { refreshWishlists, wishlistKeys } from './wishlist-keys';

export const createWishlist = (kind: WishlistKind, name: string, course?: string) =>
  api.post<Wishlist>(`/user/new-${kind}`, course ? { name, course } : { name });

export function useCreateWishlist(kind: WishlistKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, course }: { name: string; course?: string }) => createWishlist(kind, name, course),
    onSuccess: async (list) => {
      queryClient.setQueriesData<CurrentUser>({ queryKey: wishlistKeys.me }, (me) => withList(me, kind, list._id, list));
      await refreshWishlists(queryClient);
    },
  });
}
