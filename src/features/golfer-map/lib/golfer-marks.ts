import type { GolferMarks } from '../../../map/golfer-map-state';
import type { CurrentUser } from '../../../shared/contracts/users.contract';

/** The current user's marks as the sets the map looks pins up in. */
export function marksOf(me: Pick<CurrentUser, 'playedCourses' | 'wishlists' | 'watchlists'>): GolferMarks {
  return {
    played: new Set(me.playedCourses),
    wishlist: new Set(me.wishlists.flatMap((l) => l.courses)),
    watchlist: new Set(me.watchlists.flatMap((l) => l.courses)),
  };
}

/**
 * A short fingerprint of which courses are marked (sizes and an FNV-1a hash of the sorted ids):
 * equal marks give equal signatures whatever the order they arrived in.
 */
export function marksSignature(marks: GolferMarks): string {
  const ids = [...new Set([...marks.played, ...marks.wishlist, ...marks.watchlist])].sort();
  let h = 0x811c9dc5;
  for (const id of ids) {
    for (let i = 0; i < id.length; i++) {
      h ^= id.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x2c; // a separator, so ["ab","c"] and ["a","bc"] differ
  }
  return `${ids.length}:${(h >>> 0).toString(36)}`;
}
