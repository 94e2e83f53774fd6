/**
 * Query keys of wish- and watchlists, under 'user' so signing out drops them (auth-provider.tsx).
 * The current user (`/user/me`) carries the golfer's lists with their counts.
 */
import type { QueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../lib/get-current-user';
import type { WishlistKind } from '../../../shared/contracts/wishlists.contract';

export const wishlistKeys = {
  me: currentUserKey,
  all: ['user', 'wishlist'] as const,
  one: (kind: WishlistKind, id: string) => ['user', 'wishlist', kind, id] as const,
};

/** After a wishlist or watchlist changed: the current user (its lists) and the list screens. */
export function refreshWishlists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: wishlistKeys.me }),
    queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  ]);
}
