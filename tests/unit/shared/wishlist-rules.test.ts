import { describe, expect, it } from 'vitest';
import { mayAddToWishlist, mayCreateWishlist, WISHLIST_COURSES_MAX, WISHLISTS_MAX } from '../../../src/shared/domain/wishlist-rules';

const outcome = (r: { reason: string; message: string } | null) => (r ? `${r.reason}: ${r.message}` : 'ok');

describe('a new wishlist or watchlist', () => {
  it.each([
    [{ count: 0, courseFound: null }, 'ok'],
    [{ count: 3, courseFound: true }, 'ok'],
    [{ count: 3, courseFound: false }, 'not-found: no such course'],
    [{ count: WISHLISTS_MAX - 1, courseFound: null }, 'ok'],
    [{ count: WISHLISTS_MAX, courseFound: null }, `conflict: You can keep at most ${WISHLISTS_MAX} wishlists.`],
  ])('%j: %s', (facts, expected) => expect(outcome(mayCreateWishlist('wishlist', facts))).toBe(expected));
});

describe('a course put in a list', () => {
  it.each([
    [{ courseFound: true, count: 0, present: false }, 'ok'],
    [{ courseFound: false, count: 0, present: false }, 'not-found: no such course'],
    [{ courseFound: true, count: WISHLIST_COURSES_MAX, present: false }, `conflict: A watchlist holds at most ${WISHLIST_COURSES_MAX} courses.`],
    // Already in a full list: adding it again changes nothing and is no error.
    [{ courseFound: true, count: WISHLIST_COURSES_MAX, present: true }, 'ok'],
  ])('%j: %s', (facts, expected) => expect(outcome(mayAddToWishlist('watchlist', facts))).toBe(expected));
});
