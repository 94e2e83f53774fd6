/**
 * The signed-in golfer as `GET /api/user/me` answers it: the account, their wishlists and
 * watchlists with course ids, and the ids of the courses they played (spec section 3, User).
 * Profile writes answer the same, so the client's cache of the current user stays whole.
 */
import type { CurrentUser } from '../../shared/contracts/users.contract';
import type { PlayedRepository } from '../data/played.repository';
import type { WishlistsRepository } from '../data/wishlists.repository';
import { toAccount, type UserRow } from '../data/user-mapper';

export function currentUserService({ played, wishlists }: { played: PlayedRepository; wishlists: WishlistsRepository }) {
  return {
    async view(user: UserRow): Promise<CurrentUser> {
      const [lists, playedCourses] = await Promise.all([wishlists.allOfOwner(user.id), played.courseIds(user.id)]);
      return { ...toAccount(user), wishlists: lists.wishlist, watchlists: lists.watchlist, playedCourses };
    },
  };
}

export type CurrentUserService = ReturnType<typeof currentUserService>;
