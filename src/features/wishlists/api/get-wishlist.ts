import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { WishlistDetail, WishlistKind } from '../../../shared/contracts/wishlists.contract';
import { wishlistKeys } from './wishlist-keys';

/** `GET /api/wishlists/{id}` or `/api/watchlists/{id}`: one of the golfer's lists with its courses. */
export const getWishlist = (kind: WishlistKind, id: string, signal?: AbortSignal) =>
  api.get<WishlistDetail>(`/${kind}s/${encodeURIComponent(id)}`, undefined, signal);

export const wishlistQueryOptions = (kind: WishlistKind, id: string) =>
  queryOptions({ queryKey: wishlistKeys.one(kind, id), queryFn: ({ signal }) => getWishlist(kind, id, signal) });

export function useWishlist(kind: WishlistKind, id: string, enabled = true) {
  const { user } = useAuth();
  return useQuery({ ...wishlistQueryOptions(kind, id), enabled: !!user && enabled });
}
