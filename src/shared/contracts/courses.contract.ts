import { z } from 'zod';
import { CLUB_MEMBERSHIPS, CONTINENTS, COURSE_TYPES, type ClubMembership, type Continent, type CourseType } from '../domain/enums';
import { MAP_HOLES } from '../domain/courses/course-filter';
import { WEBSITE_MAX } from '../domain/courses/course-contact';
import { hasControlCharacters, idSchema, inputText, pageOf, pagingSchema, queryInt, queryList, queryNumber } from './common.contract';

const YEAR_MAX = new Date().getUTCFullYear() + 5;

export const membershipSchema = z.enum(CLUB_MEMBERSHIPS, { error: `must be one of ${CLUB_MEMBERSHIPS.join(', ')}` });
export const courseTypeSchema = z.enum(COURSE_TYPES, { error: `must be one of ${COURSE_TYPES.join(', ')}` });
export const continentSchema = z.enum(CONTINENTS, { error: `must be one of ${CONTINENTS.join(', ')}` });
export const greenFeeBandSchema = z.enum(['$', '$$', '$$$'], { error: "must be one of $, $$, $$$" });
/** A course's holes as filters take them (issue 34): 9, 18, 27 or 36. */
export const mapHolesSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.literal(MAP_HOLES, { error: `must be one of ${MAP_HOLES.join(', ')}` }),
);

/** An http(s) URL of at most 2,000 characters. */
export const httpUrl = () =>
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .max(WEBSITE_MAX, `must be at most ${WEBSITE_MAX} characters`)
    .refine((s) => !hasControlCharacters(s), 'must not contain control characters');

/** A file this server stores (an uploaded gallery image): `/api/files/<key>`. */
const STORED_FILE = /^\/api\/files\/(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9._/-]{0,500}$/;
/** An image's address: an http(s) URL, or a file uploaded to this server. */
export const imageUrl = () =>
  z.union([z.string().regex(STORED_FILE), httpUrl()], { error: 'must be an http(s) URL or an uploaded file (/api/files/...)' });

export const galleryItemSchema = z.strictObject({ src: imageUrl() });
export const videoItemSchema = z.strictObject({
  youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character YouTube video id'),
});

/** One source of a course's data and the credit its licence asks for (null: none). */
export const courseSourceSchema = z.object({ source: z.string(), credit: z.string().nullable() });
export type CourseSource = z.infer<typeof courseSourceSchema>;

/** One hole of a scorecard (shared/domain/courses/scorecard.ts): par and stroke index where known, yards per tee where the source has them. */
export const scorecardHoleSchema = z.object({
  hole: z.number().int(),
  par: z.number().int().nullable(),
  strokeIndex: z.number().int().nullable(),
  yards: z.array(z.object({ tee: z.string(), yards: z.number().int() })).optional(),
});

/** Where a course is, as the spec names it (country, province, city): what lists and search results carry. */
export const placeSchema = z.object({ country: z.string().nullable(), province: z.string().nullable(), city: z.string().nullable() });
export type CoursePlace = z.infer<typeof placeSchema>;

export const courseSchema = z.object({
  _id: idSchema,
  club_name: z.string(),
  architects: z.array(z.string()),
  year_established: z.number().int().nullable(),
  club_membership: membershipSchema.nullable(),
  type: courseTypeSchema,
  continent: continentSchema.nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  /** The place, and (issue 34) the street and postal code where known. */
  address: placeSchema.extend({ street: z.string().nullable(), postal_code: z.string().nullable() }),
  peak_green_fee: z.number().nullable(),
  holes: z.number().int().nullable(),
  par: z.number().int().nullable(),
  total_yardage: z.number().int().nullable(),
  gallery: z.array(z.object({ src: z.string() })),
  videos: z.array(z.object({ youtubeId: z.string() })),
  main_image: z.string().nullable(),
  updatedAt: z.string(),
  /**
   * The open data behind the course (issue 25), each source once with the credit its licence asks
   * for (shared/domain/course-sources.ts); empty for our own curated courses.
   */
  sources: z.array(courseSourceSchema),
  /** The holes the source knows, in hole order; empty when none (issue 34). A partial card stays partial. */
  scorecard: z.array(scorecardHoleSchema),
  /** An http(s) URL. */
  website: z.string().nullable(),
  /** E.164 ("+441334466666"). */
  phone: z.string().nullable(),
});
export type Course = z.infer<typeof courseSchema>;

/** Enough of a course to list it (profiles, played courses and wishlists) and open it. */
export const courseSummarySchema = courseSchema.pick({
  _id: true, club_name: true, architects: true, year_established: true, club_membership: true, type: true,
  location: true, main_image: true,
}).extend({ address: placeSchema });
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** A course's revision as the API answers it (`updatedAt`): an ISO date-time. */
export const revisionSchema = z.iso.datetime({ offset: true, error: 'must be the updatedAt you read (an ISO date-time)' });

/** The body of an admin create or update: course-input.contract.ts. */


export const COURSE_SORTS = ['prominence', 'name', '-name', 'year', '-year', 'fee', '-fee', 'yardage', '-yardage'] as const;

const rangeRefine = <T extends Record<string, unknown>>(min: keyof T & string, max: keyof T & string) => ({
  check: (q: T) => q[min] == null || q[max] == null || (q[min] as number) <= (q[max] as number),
  message: `must not exceed ${max}`,
  path: [min],
});

export const courseFilterFields = {
  membership: queryList(membershipSchema),
  type: queryList(courseTypeSchema),
  continent: queryList(continentSchema),
  country: inputText({ max: 80 }).optional(),
  /** The province, state or region (address.province), compared case-insensitively. */
  province: inputText({ max: 80 }).optional(),
  architect: inputText({ max: 100 }).optional(),
  yearMin: queryInt(1400, YEAR_MAX).optional(),
  yearMax: queryInt(1400, YEAR_MAX).optional(),
  yardageMin: queryInt(0, 12_000).optional(),
  yardageMax: queryInt(0, 12_000).optional(),
  fee: queryList(greenFeeBandSchema, 3),
  text: inputText({ max: 100 }).optional(),
  /** The course's number of holes, one of 9, 18, 27, 36 (issue 34). */
  holes: queryList(mapHolesSchema, 4),
};

export const yearRange = rangeRefine<{ yearMin?: number; yearMax?: number }>('yearMin', 'yearMax');
/** `yardageMin` must not exceed `yardageMax`: `.refine(yardageRange.check, yardageRange)`. */
export const yardageRange = rangeRefine<{ yardageMin?: number; yardageMax?: number }>('yardageMin', 'yardageMax');

/**
 * Filters on a course's own fields for endpoints whose items are something else (community
 * rankings, a golfer's stats): there `type` names the list type, so the course type is `courseType`.
 */
export const courseFieldFilterFields = {
  continent: courseFilterFields.continent,
  country: courseFilterFields.country,
  membership: courseFilterFields.membership,
  courseType: courseFilterFields.type,
  architect: courseFilterFields.architect,
  yardageMin: courseFilterFields.yardageMin,
  yardageMax: courseFilterFields.yardageMax,
};
export interface CourseFieldFilters {
  continent?: Continent[];
  country?: string;
  membership?: ClubMembership[];
  courseType?: CourseType[];
  architect?: string;
  yardageMin?: number;
  yardageMax?: number;
}

const countsSchema = z.array(z.object({ key: z.string(), count: z.number().int() }));
/** Items (played courses, ranked courses or holes) counted by their course's fields, most first. */
export const courseFieldCountsSchema = z.object({
  total: z.number().int(),
  byCountry: countsSchema,
  byContinent: countsSchema,
  byMembership: countsSchema,
  byType: countsSchema,
  /** '1920s', ...; courses without a year are left out. */
  byDecade: countsSchema,
  /** Each architect of a course; a course by two architects counts for both. */
  byArchitect: countsSchema,
});
export type CourseFieldCounts = z.infer<typeof courseFieldCountsSchema>;

export const courseFiltersSchema = z
  .strictObject({
    ...courseFilterFields,
    sort: z.enum(COURSE_SORTS, { error: `must be one of ${COURSE_SORTS.join(', ')}` }).default('prominence'),
    ...pagingSchema,
  })
  .refine(yearRange.check, yearRange)
  .refine(yardageRange.check, yardageRange);
export type CourseFilters = z.infer<typeof courseFiltersSchema>;

/** Filters without paging, for aggregate endpoints (yardage range). */
export const courseAggregateQuerySchema = z
  .strictObject(courseFilterFields)
  .refine(yearRange.check, yearRange)
  .refine(yardageRange.check, yardageRange);
export type CourseAggregateQuery = z.infer<typeof courseAggregateQuerySchema>;

export const coursesPageSchema = pageOf(courseSchema);

export const topCoursesQuerySchema = z.strictObject({
  continent: continentSchema.optional(),
  country: inputText({ max: 80 }).optional(),
  type: courseTypeSchema.optional(),
  membership: membershipSchema.optional(),
  limit: queryInt(1, 100).default(10),
});

export const yardageRangeSchema = z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() });

export const architectsQuerySchema = z.strictObject({
  terms: inputText({ max: 100, allowEmpty: true }).optional(),
  limit: queryInt(1, 200).default(50),
});
/**
 * `GET /api/courses/regions`: every country with its course count and its regions (provinces,
 * states), most courses first; courses without a province are counted in the country only.
 */
export const countryRegionsSchema = z.object({
  country: z.string(),
  continent: continentSchema.nullable(),
  courses: z.number().int(),
  regions: z.array(z.object({ name: z.string(), courses: z.number().int() })),
});
export type CountryRegions = z.infer<typeof countryRegionsSchema>;

export const architectCountSchema = z.object({ name: z.string(), courses: z.number().int() });

export const nearbyQuerySchema = z.strictObject({ limit: queryInt(1, 50).default(10) });
export const nearbyCourseSchema = courseSchema.extend({ distanceKm: z.number() });
/** A course with its distance from a point: the course page's neighbours, courses near me. */
export type NearbyCourse = z.infer<typeof nearbyCourseSchema>;

/** A search hit: enough to list it, place it on the map and open it. */
export const courseSearchResultSchema = courseSchema.pick({ _id: true, club_name: true, club_membership: true, location: true }).extend({ address: placeSchema });
export type CourseSearchResult = z.infer<typeof courseSearchResultSchema>;

/** `exclude[]` repeats once per course id to leave out (spec section 2). */
export const coursesNearMeQuerySchema = z.strictObject({
  lat: queryNumber(-90, 90),
  lng: queryNumber(-180, 180),
  'exclude[]': queryList(idSchema, 500),
  limit: queryInt(1, 50).default(10),
});

export const searchQuerySchema = z.strictObject({
  terms: inputText({ max: 200 }),
  limit: queryInt(1, 50).default(10),
});
