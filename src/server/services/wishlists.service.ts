/**
 * Wishlists and watchlists (spec sections 4 and 7): a golfer's private named sets of courses.
 * Each write locks what it counts (the owner's row for a new list, the list's row for a course),
 * asks the rules (`shared/domain/wishlist-rules.ts`), then writes. Another golfer's list is
 * treated exactly like one that does not exist.
 */
import type { Wishlist, WishlistKind } from '../../shared/contracts/wishlists.contract';
import { notFoundRefusal } from '../../shared/domain/refusal';
import { mayAddToWishlist, mayCreateWishlist } from '../../shared/domain/wishlist-rules';
import type { WishlistsRepository } from '../data/wishlists.repository';
import { ensure, refuse } from '../lib/refused';

const Title: Record<WishlistKind, string> = { wishlist: 'Wishlist', watchlist: 'Watchlist' };

export function wishlistsService(wishlists: WishlistsRepository) {
  return {
    /** A new list, with its first course when given (Save and Add), in one transaction. */
    create: (ownerId: string, kind: WishlistKind, name: string, courseId: string | undefined): Promise<Wishlist> =>
      wishlists.withOwnerLocked(ownerId, kind, async (owner) => {
        const courseFound = courseId ? await owner.courseExists(courseId) : null;
        ensure(mayCreateWishlist(kind, { count: await owner.count(), courseFound }));
        return owner.insert(name, courseId);
      }),

    /** Puts a course in the list (idempotently) or takes it out; answers the list as it now is. */
    async setCourse(ownerId: string, kind: WishlistKind, id: string, courseId: string, inList: boolean): Promise<Wishlist> {
      const list = await wishlists.withLockedList(ownerId, kind, id, async (locked) => {
        if (inList) {
          const [courseFound, count, present] = [await locked.courseExists(courseId), await locked.count(), await locked.contains(courseId)];
          ensure(mayAddToWishlist(kind, { courseFound, count, present }));
          await locked.add(courseId);
        } else {
          await locked.remove(courseId);
        }
        return locked.touched();
      });
      if (!list) throw refuse(notFoundRefusal(Title[kind]));
      return list;
    },
  };
}

export type WishlistsService = ReturnType<typeof wishlistsService>;
