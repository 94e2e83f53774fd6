/** The map's view of one golfer's courses: every course they played or keep in a wishlist or watchlist. */
import { eq, inArray, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { CourseMarker } from '../../shared/contracts/bounded-courses.contract';
import type { Db } from './database';
import { wishlistCourses, wishlists, courses, playedCourses } from './schema';

export function golferMapRepository(db: Db) {
  return {
    /** Compact markers (id, position, access) of the golfer's played and saved courses, each once. */
    async markers(userId: string): Promise<CourseMarker[]> {
      const mine = union(
        db.select({ id: playedCourses.courseId }).from(playedCourses).where(eq(playedCourses.userId, userId)),
        db.select({ id: wishlistCourses.courseId }).from(wishlistCourses)
          .innerJoin(wishlists, eq(wishlists.id, wishlistCourses.wishlistId))
          .where(eq(wishlists.ownerId, userId)),
      );
      const rows = await db
        .select({ id: courses.id, lat: courses.lat, lng: courses.lng, m: sql<string>`coalesce(${courses.clubMembership}::text, 'PUBLIC')` })
        .from(courses)
        .where(inArray(courses.id, mine));
      return rows.map((r) => ({ _id: r.id, lat: r.lat, lng: r.lng, m: r.m as CourseMarker['m'] }));
    },
  };
}

export type GolferMapRepository = ReturnType<typeof golferMapRepository>;
