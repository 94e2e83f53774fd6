/**
 * `POST /api/user/add-to-{kind}` and `/remove-from-{kind}` (spec section 4 "Toggle in list"). The
 * checkbox follows the click at once (optimistic, in the current user's lists) and the answer, the
 * list as it now is, replaces it; a failure takes the click back and says so. The snackbar says
 * what the API says: 'Added course to watchlist', 'Removed course from wishlist'.
 */
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import type { Notify } from '../../../components/ui/toaster';
import { api } from '../../../lib/api-client';
import type { Wishlist, WishlistKind } from '../../../shared/contracts/wishlists.contract';
import type { CurrentUser } from '../../../shared/contracts/users.contract';
import { withCourseInList, withList } from '../lib/wishlist-kinds';
import { refreshWishlists, wishlistKeys } from './wishlist-keys';

export interface ListToggle {
  kind: WishlistKind;
  listId: string;
  listName: string;
  courseId: string;
  /** true: put the course in the list; false: take it out. */
  inList: boolean;
}

export const setCourseInWishlist = ({ kind, listId, courseId, inList }: ListToggle) =>
  api.post<Wishlist>(`/user/${inList ? 'add-to' : 'remove-from'}-${kind}`, { [kind]: listId, course: courseId });

export const toggleToast = (kind: WishlistKind, inList: boolean) => `${inList ? 'Added course to' : 'Removed course from'} ${kind}`;

export function toggleWishlistMutationOptions(queryClient: QueryClient, notify: Notify): MutationOptions<Wishlist, Error, ListToggle> {
  const apply = (t: ListToggle, inList: boolean) =>
    queryClient.setQueriesData<CurrentUser>({ queryKey: wishlistKeys.me }, (me) => withCourseInList(me, t.kind, t.listId, t.courseId, inList));
  return {
    mutationKey: ['wishlist', 'toggle'],
    mutationFn: setCourseInWishlist,
    onMutate: async (t) => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.me });
      apply(t, t.inList);
    },
    onSuccess: (list, t) => {
      queryClient.setQueriesData<CurrentUser>({ queryKey: wishlistKeys.me }, (me) => withList(me, t.kind, list._id, list));
      notify(toggleToast(t.kind, t.inList));
    },
    onError: (error, t) => {
      apply(t, !t.inList);
      notify(`${t.inList ? 'Not added to' : 'Not removed from'} ${t.listName}: ${error.message}`, 'error');
    },
    onSettled: () => refreshWishlists(queryClient),
  };
}
