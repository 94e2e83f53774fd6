/**
 * The courses a golfer narrows the map to (`GET /api/bounded-courses?only=`, issue 34): their own
 * played, wishlist and watchlist courses, and their friends' (courses played, or ranked in a public
 * course list (not a wish- or watchlist) not hidden by an admin, by the golfers they follow whose
 * accounts are not disabled). Each course once; what is asked for is any of them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MapOnly } from '../../shared/contracts/bounded-courses.contract';
import type { Db } from './database';
import { follows, listItems, lists, playedCourses, users, wishlistCourses, wishlists } from './schema';

export function mapScopeRepository(db: Db) {
  const played = (who: SQL) => sql`select ${playedCourses.courseId} as id from ${playedCourses} where ${playedCourses.userId} in ${who}`;
  const saved = (userId: string, kind: 'wishlist' | 'watchlist') => sql`select ${wishlistCourses.courseId} as id from ${wishlistCourses}
    join ${wishlists} on ${wishlists.id} = ${wishlistCourses.wishlistId} where ${wishlists.ownerId} = ${userId} and ${wishlists.kind} = ${kind}`;
  const ranked = (who: SQL) => sql`select ${listItems.courseId} as id from ${listItems} join ${lists} on ${lists.id} = ${listItems.listId}
    where ${lists.ownerId} in ${who} and ${lists.kind} = 'course' and ${lists.type} not in ('wishlist', 'watchlist')
      and ${lists.isPublic} and ${lists.hiddenAt} is null`;
  return {
    async courseIds(userId: string, only: readonly MapOnly[]): Promise<string[]> {
      const me = sql`(select ${userId}::uuid)`;
      const friends = sql`(select f.followee_id from ${follows} f join ${users} u on u.id = f.followee_id
        where f.follower_id = ${userId} and u.disabled_at is null)`;
      const parts = only.flatMap((o) => {
        if (o === 'played') return [played(me)];
        if (o === 'friends') return [played(friends), ranked(friends)];
        return [saved(userId, o)];
      });
      if (parts.length === 0) return [];
      const { rows } = (await db.execute(sql.join(parts, sql` union `))) as unknown as { rows: { id: string }[] };
      return rows.map((r) => r.id);
    },
  };
}

export type MapScopeRepository = ReturnType<typeof mapScopeRepository>;
