/**
 * The map's contract (`GET /api/bounded-courses`): its query (the viewport, cards, the golfer's
 * part and GET /courses's filter fields) and its answer (clusters, pins, cards, facets).
 */
import { z } from 'zod';
import { CLUB_MEMBERSHIPS, COURSE_TYPES } from '../domain/enums';
import { MAP_ONLY } from '../domain/courses/course-filter';
import { idSchema, pageOf, queryInt, queryList, queryNumber } from './common.contract';
import { courseFilterFields, courseSchema, membershipSchema, yardageRange, yearRange } from './courses.contract';

/** `only=` (the golfer's own courses or their friends'): shared/domain/courses/course-filter.ts. */
export { MAP_ONLY, type MapOnly } from '../domain/courses/course-filter';

export const boundsQuerySchema = z
  .strictObject({
    south: queryNumber(-90, 90),
    north: queryNumber(-90, 90),
    west: queryNumber(-180, 180),
    east: queryNumber(-180, 180),
    zoom: queryNumber(0, 24),
    // Cards are for browsing a viewport, not for walking the whole catalogue (use /courses).
    page: queryInt(1, 100).default(1),
    pageSize: queryInt(0, 50).default(20),
    /** `played`: leave out the signed-in golfer's played courses (the map's "not yet played"). */
    hide: z.enum(['played'], { error: 'must be played' }).optional(),
    /**
     * The course the golfer has open (a card, a course page): drawn on its own whatever the zoom,
     * left out of the clusters and answered among `courses` when inside the box (issue 32).
     */
    focus: idSchema.optional(),
    /** The map's filters (issue 34): the same fields, rules and parser as `GET /courses`. */
    ...courseFilterFields,
    only: queryList(z.enum(MAP_ONLY, { error: `must be one of ${MAP_ONLY.join(', ')}` }), 4),
  })
  .refine((q) => q.south <= q.north, { message: 'must not exceed north', path: ['south'] })
  .refine(yearRange.check, yearRange)
  .refine(yardageRange.check, yardageRange);
export type BoundsQuery = z.infer<typeof boundsQuerySchema>;

export const clusterMarkerSchema = z.object({
  clusterId: z.number().int(),
  lng: z.number(),
  lat: z.number(),
  count: z.number().int(),
  /** Where the bubble splits into two or more markers (supercluster's getClusterExpansionZoom). */
  expansionZoom: z.number(),
  /** [west, south, east, north] of its courses: a click fits the map to them. */
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export const courseMarkerSchema = z.object({ _id: idSchema, lng: z.number(), lat: z.number(), m: membershipSchema });
export type ClusterMarker = z.infer<typeof clusterMarkerSchema>;
export type CourseMarker = z.infer<typeof courseMarkerSchema>;

const countsOf = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>);
/**
 * Per value of the map's chips, how many courses in the viewport have it, counted with every other
 * active filter applied and without the facet's own (so a chip shows what choosing it would give).
 * Courses whose value is not known count in none.
 */
export const mapFacetsSchema = z.object({
  membership: countsOf(CLUB_MEMBERSHIPS),
  type: countsOf(COURSE_TYPES),
  fee: countsOf(['$', '$$', '$$$'] as const),
  holes: countsOf(['9', '18', '27', '36'] as const),
});
export type MapFacets = z.infer<typeof mapFacetsSchema>;

/**
 * What the map needs to draw one viewport, and the first page of cards for it:
 * clusters (bubbles with counts) and single courses as compact markers, never thousands of
 * full course objects; `cards` is a page of full courses inside the viewport, most notable first.
 */
export const boundedCoursesSchema = z.object({
  zoom: z.number(),
  total: z.number().int(),
  clusters: z.array(clusterMarkerSchema),
  courses: z.array(courseMarkerSchema),
  cards: pageOf(courseSchema),
  facets: mapFacetsSchema,
});
export type BoundedCourses = z.infer<typeof boundedCoursesSchema>;
