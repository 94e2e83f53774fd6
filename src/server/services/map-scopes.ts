/**
 * The courses of `only=` on the map (issue 34): the golfer's own (played, wishlist, watchlist) are
 * read from the database on every request, so a course just marked shows at once; their friends'
 * (200 followed golfers: thousands of courses, the costliest read of a viewport by far) are kept
 * per golfer for FRIENDS_TTL_MS, so a golfer panning under "Friends' courses" pays the read once,
 * and a friend's new round shows within that time. The golfer's own follow or unfollow on this
 * server drops what was kept at once (`forget`, on the follows-changed event).
 */
import type { MapOnly } from '../../shared/contracts/bounded-courses.contract';
import type { MapScopeRepository } from '../data/map-scope.repository';

export const FRIENDS_TTL_MS = 15_000;
/** Golfers whose friends' courses are kept at most (the oldest go first). */
const KEPT = 1000;

export interface MapScopes {
  courseIds(userId: string, only: readonly MapOnly[]): Promise<readonly string[]>;
  /** Drops the friends' courses kept for a golfer (they followed or unfollowed someone). */
  forget(userId: string): void;
}

export function mapScopes(repo: Pick<MapScopeRepository, 'courseIds'>, now: () => number = Date.now): MapScopes {
  const friends = new Map<string, { ids: readonly string[]; until: number }>();

  async function friendsOf(userId: string): Promise<readonly string[]> {
    const kept = friends.get(userId);
    if (kept && kept.until > now()) return kept.ids;
    const ids = await repo.courseIds(userId, ['friends']);
    friends.delete(userId);
    if (friends.size >= KEPT) friends.delete(friends.keys().next().value!);
    friends.set(userId, { ids, until: now() + FRIENDS_TTL_MS });
    return ids;
  }

  return {
    async courseIds(userId, only) {
      const own = only.filter((o) => o !== 'friends');
      const [mine, theirs] = await Promise.all([
        own.length ? repo.courseIds(userId, own) : null,
        only.includes('friends') ? friendsOf(userId) : null,
      ]);
      if (!mine) return theirs ?? [];
      if (!theirs) return mine;
      return [...new Set([...theirs, ...mine])];
    },
    forget(userId) {
      friends.delete(userId);
    },
  };
}
