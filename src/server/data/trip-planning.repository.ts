/**
 * The planner's reads beside a trip (issue 15): candidate courses in a viewport, best first, and
 * what the trip's golfers wished for and played (the overlap the planner shows).
 */
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Course } from '../../shared/contracts/courses.contract';
import type { TripCandidate, TripCandidatesQuery } from '../../shared/contracts/trips.contract';
import type { PublicUser } from '../../shared/contracts/users.contract';
import type { Db } from './database';
import { communityRankings } from './community.schema';
import { shownGeneration } from './community-generation';
import { wishlistCourses, wishlists, courses, playedCourses } from './schema';
import { toCourse } from './course-mapper';
import { filterConditions } from './courses.repository';

export interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

export interface CoursePlace {
  courseId: string;
  lat: number;
  lng: number;
}

export interface PartyCourses {
  user: PublicUser;
  wished: CoursePlace[];
  watched: CoursePlace[];
  played: CoursePlace[];
}

/** Access a traveller can usually book; private clubs only when asked for. */
export const DEFAULT_TRIP_ACCESS = ['PUBLIC', 'LIMITED'] as const;

/** The box's longitudes; a box whose west is east of its east crosses the antimeridian. */
function longitudeWithin(west: number, east: number): SQL {
  return west <= east
    ? and(gte(courses.lng, west), lte(courses.lng, east))!
    : or(gte(courses.lng, west), lte(courses.lng, east))!;
}

export function tripPlanningRepository(db: Db) {
  return {
    /**
     * Courses in the box under the filters, best first: the community's overall score (My Lie
     * ranking), then notability. A course without a community score comes after every scored one.
     */
    async candidates(q: TripCandidatesQuery): Promise<TripCandidate[]> {
      const where = and(
        gte(courses.lat, q.south), lte(courses.lat, q.north), longitudeWithin(q.west, q.east),
        ...filterConditions({ membership: q.membership ?? [...DEFAULT_TRIP_ACCESS], fee: q.fee, type: q.type }),
      );
      const rows = await db.select({ course: courses, score: communityRankings.score, golfers: communityRankings.golfers })
        .from(courses)
        .leftJoin(communityRankings, and(
          eq(communityRankings.courseId, courses.id), eq(communityRankings.listKind, 'course'), eq(communityRankings.listType, 'mylie'),
          shownGeneration('course', 'mylie'),
        ))
        .where(where)
        .orderBy(sql`${communityRankings.score} desc nulls last`, desc(courses.prominence), asc(courses.clubName), asc(courses.id))
        .limit(q.limit);
      return rows.map((r): TripCandidate => ({ course: toCourse(r.course) as Course, communityScore: r.score, communityGolfers: r.golfers }));
    },

    /**
     * Each golfer's wished, watched and played courses inside the box (a bound the caller narrows
     * further), with where they are, in the order of `golfers`.
     */
    async party(golfers: PublicUser[], box: Box): Promise<PartyCourses[]> {
      const ids = golfers.map((g) => g._id);
      if (ids.length === 0) return [];
      const inBox = and(gte(courses.lat, box.south), lte(courses.lat, box.north), longitudeWithin(box.west, box.east));
      const where = { lat: courses.lat, lng: courses.lng };
      const [kept, played] = await Promise.all([
        db.selectDistinct({ userId: wishlists.ownerId, kind: wishlists.kind, courseId: wishlistCourses.courseId, ...where })
          .from(wishlistCourses).innerJoin(wishlists, eq(wishlists.id, wishlistCourses.wishlistId))
          .innerJoin(courses, eq(courses.id, wishlistCourses.courseId))
          .where(and(inArray(wishlists.ownerId, ids), inBox)),
        db.select({ userId: playedCourses.userId, courseId: playedCourses.courseId, ...where }).from(playedCourses)
          .innerJoin(courses, eq(courses.id, playedCourses.courseId))
          .where(and(inArray(playedCourses.userId, ids), inBox)),
      ]);
      const place = (r: { courseId: string; lat: number; lng: number }) => ({ courseId: r.courseId, lat: r.lat, lng: r.lng });
      return golfers.map((user) => ({
        user,
        wished: kept.filter((r) => r.userId === user._id && r.kind === 'wishlist').map(place),
        watched: kept.filter((r) => r.userId === user._id && r.kind === 'watchlist').map(place),
        played: played.filter((r) => r.userId === user._id).map(place),
      }));
    },
  };
}

export type TripPlanningRepository = ReturnType<typeof tripPlanningRepository>;
