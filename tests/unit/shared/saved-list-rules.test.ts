import { describe, expect, it } from 'vitest';
import { mayAddToSavedList, mayCreateSavedList, SAVED_LIST_COURSES_MAX, SAVED_LISTS_MAX } from '../../../src/shared/domain/saved-list-rules';

const outcome = (r: { reason: string; message: string } | null) => (r ? `${r.reason}: ${r.message}` : 'ok');

describe('a new wishlist or watchlist', () => {
  it.each([
    [{ count: 0, courseFound: null }, 'ok'],
    [{ count: 3, courseFound: true }, 'ok'],
    [{ count: 3, courseFound: false }, 'not-found: Course not found.'],
    [{ count: SAVED_LISTS_MAX - 1, courseFound: null }, 'ok'],
    [{ count: SAVED_LISTS_MAX, courseFound: null }, `conflict: You can keep at most ${SAVED_LISTS_MAX} wishlists.`],
  ])('%j: %s', (facts, expected) => expect(outcome(mayCreateSavedList('wishlist', facts))).toBe(expected));
});

describe('a course put in a list', () => {
  it.each([
    [{ courseFound: true, count: 0, present: false }, 'ok'],
    [{ courseFound: false, count: 0, present: false }, 'not-found: Course not found.'],
    [{ courseFound: true, count: SAVED_LIST_COURSES_MAX, present: false }, `conflict: A watchlist holds at most ${SAVED_LIST_COURSES_MAX} courses.`],
    // Already in a full list: adding it again changes nothing and is no error.
    [{ courseFound: true, count: SAVED_LIST_COURSES_MAX, present: true }, 'ok'],
  ])('%j: %s', (facts, expected) => expect(outcome(mayAddToSavedList('watchlist', facts))).toBe(expected));
});
