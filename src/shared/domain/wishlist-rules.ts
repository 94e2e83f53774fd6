/**
 * The rules of wishlists and watchlists (spec sections 3, 4 "Add to list", 7): how many a golfer
 * keeps of each kind, and how many courses one holds. Decided from the facts the service reads
 * under the owner's or the list's lock.
 */
import { refusal, type Refusal } from './refusal';

/** Per golfer and kind. */
export const WISHLISTS_MAX = 100;
/** Per list. */
export const WISHLIST_COURSES_MAX = 2000;

type Kind = 'wishlist' | 'watchlist';

/** A new list, given how many of its kind the golfer has (and whether the first course exists). */
export function mayCreateWishlist(kind: Kind, facts: { count: number; courseFound: boolean | null }): Refusal | null {
  if (facts.courseFound === false) return refusal('not-found', 'no such course', 'course');
  if (facts.count >= WISHLISTS_MAX) return refusal('conflict', `You can keep at most ${WISHLISTS_MAX} ${kind}s.`);
  return null;
}

/** A course put in a list: it exists, and a full list takes no new course (one already in stays in). */
export function mayAddToWishlist(kind: Kind, facts: { courseFound: boolean; count: number; present: boolean }): Refusal | null {
  if (!facts.courseFound) return refusal('not-found', 'no such course', 'course');
  if (facts.count >= WISHLIST_COURSES_MAX && !facts.present) return refusal('conflict', `A ${kind} holds at most ${WISHLIST_COURSES_MAX} courses.`);
  return null;
}
