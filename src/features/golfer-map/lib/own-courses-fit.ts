import type { MapOnly } from '../../../shared/domain/courses/course-filter';

/**
 * Which of the golfer's own courses the map is fitted to under `only=`: the kinds named, as a key
 * (`played`, `wishlist,watchlist`), when they are all the golfer's own; null otherwise (no `only`,
 * or friends' courses, which the client does not hold).
 */
export function ownCoursesToFit(only: readonly MapOnly[] | undefined): string | null {
  if (!only?.length || only.includes('friends')) return null;
  return only.join(',');
}
