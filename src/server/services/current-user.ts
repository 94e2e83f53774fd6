/**
 * The signed-in golfer as `GET /api/user/me` answers it: the account, their wishlists and
 * watchlists with course ids, and the ids of the courses they played (spec section 3, User).
 * Profile writes answer the same, so the client's cache of the current user stays whole.
 */
import type { CurrentUser } from '../../shared/contracts/users.contract';
import type { PlayedRepository } from '../data/played.repository';
import type { WishlistsRepository } from '../data/wishlists.repository';
import { grantHolds } from '../../shared/domain/pro-status';
import { toAccount, type UserRow } from '../data/user-mapper';

export function currentUserService({ played, wishlists, subscriptionsOf }: {
  played: PlayedRepository;
  wishlists: WishlistsRepository;
  /** The golfer's subscriptions (the portal's condition: a customer with at least one). */
  subscriptionsOf: (userId: string) => Promise<unknown[]>;
}) {
  return {
    async view(user: UserRow): Promise<CurrentUser> {
      const [lists, playedCourses, subs] = await Promise.all([wishlists.allOfOwner(user.id), played.courseIds(user.id), subscriptionsOf(user.id)]);
      const grant = { grantedAt: user.proGrantedAt, until: user.proGrantUntil };
      return {
        ...toAccount(user), wishlists: lists.wishlist, watchlists: lists.watchlist, playedCourses,
        proGrant: grantHolds(grant, new Date()) ? { until: user.proGrantUntil?.toISOString() ?? null } : null,
        canManageSubscription: user.stripeCustomerId != null && subs.length > 0,
      };
    },
  };
}

export type CurrentUserService = ReturnType<typeof currentUserService>;
