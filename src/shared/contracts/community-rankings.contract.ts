/**
 * Community rankings (spec section 7, Lists: `/lists/preset…`; issue 13). Every golfer's public
 * lists of one type add up to one ranking of that type; these are its reads. Public: anyone,
 * signed out included.
 */
import { z } from 'zod';
import { COMMUNITY_KINDS, COMMUNITY_TYPES, MIN_GOLFERS, type CommunityKind } from '../domain/community-rankings';
import { pageOf, pagingSchema } from './common.contract';
import {
  continentSchema, courseFieldCountsSchema, courseFieldFilterFields, courseSummarySchema, yardageRange, type CourseFieldFilters,
} from './courses.contract';

const ALL_TYPES = [...new Set(Object.values(COMMUNITY_TYPES).flat())] as [string, ...string[]];
const DEFAULT_TYPE: Record<CommunityKind, string | null> = { course: 'mylie', hole: null };

/**
 * Filters every community ranking takes: lists take `a,b` or repeats; the country is compared
 * case-insensitively, the architect as a part of any architect's name.
 */
const pagedFilterFields = { ...courseFieldFilterFields, ...pagingSchema };

/** `/lists/preset/my-lie`, `/bucket-list`, `/best-value`, `/hidden-gems`, `/most-fun`: the type is the path's. */
export const presetRankingQuerySchema = z.strictObject(pagedFilterFields).refine(yardageRange.check, yardageRange);

export const rankingTypeFields = {
  kind: z.enum(COMMUNITY_KINDS, { error: `must be one of ${COMMUNITY_KINDS.join(', ')}` }).default('course'),
  type: z.enum(ALL_TYPES, { error: `must be one of ${ALL_TYPES.join(', ')}` }).optional(),
};

/** `type` defaults to mylie for courses, must be given for holes, and must be one of its kind's. */
export function withRankingType<Q extends { kind: CommunityKind; type?: string | undefined }>(q: Q, ctx: z.RefinementCtx) {
  const type = q.type ?? DEFAULT_TYPE[q.kind];
  if (type === null) {
    ctx.addIssue({ code: 'custom', path: ['type'], message: `is required for ${q.kind} lists` });
    return z.NEVER;
  }
  if (!(COMMUNITY_TYPES[q.kind] as readonly string[]).includes(type)) {
    ctx.addIssue({ code: 'custom', path: ['type'], message: `must be one of ${COMMUNITY_TYPES[q.kind].join(', ')} for ${q.kind} lists` });
    return z.NEVER;
  }
  return { ...q, type };
}

/**
 * `GET /api/lists/preset?kind&type&…`: any community ranking. `kind` is course (default) or hole;
 * `type` defaults to mylie for courses and must be given for holes.
 */
export const communityRankingQuerySchema = z
  .strictObject({ ...rankingTypeFields, ...pagedFilterFields })
  .refine(yardageRange.check, yardageRange)
  .transform(withRankingType);
export type CommunityRankingQuery = z.infer<typeof communityRankingQuerySchema>;
export type CommunityFilters = CourseFieldFilters;

export const communityItemSchema = z.object({
  /** Place among the items this filter keeps (1 = the best of them). */
  rank: z.number().int(),
  /** Place in the whole ranking of this type, whatever the filter. */
  overallRank: z.number().int(),
  course: courseSummarySchema,
  /** Hole lists: the hole of `course`; null for course lists. */
  holeNumber: z.number().int().nullable(),
  /** 0.0–10.0: 10 × the model's chance that golfers prefer it to a typical ranked item. */
  score: z.number(),
  /** Distinct golfers who ranked it (at least `minGolfers`). */
  golfers: z.number().int(),
  /** Where the course panel puts the same item (issue 24), or null when the panel has not ranked it. */
  panel: z.object({ rank: z.number().int(), panelists: z.number().int() }).nullable(),
});
export type CommunityItem = z.infer<typeof communityItemSchema>;

export const communityRankingSchema = pageOf(communityItemSchema).extend({
  kind: z.enum(COMMUNITY_KINDS),
  type: z.string(),
  /** When this ranking was last computed; null before its first computation. */
  computedAt: z.string().nullable(),
  /** Golfers an item needs before it shows. */
  minGolfers: z.literal(MIN_GOLFERS),
});
export type CommunityRanking = z.infer<typeof communityRankingSchema>;

/** `GET /api/lists/preset/my-lie/countries?continent`: countries with courses in the community My Lie. */
export const communityCountriesQuerySchema = z.strictObject({ continent: continentSchema.optional() });
export const communityCountrySchema = z.object({
  country: z.string(),
  continent: continentSchema.nullable(),
  /** Courses of that country in the community ranking. */
  courses: z.number().int(),
});
export type CommunityCountry = z.infer<typeof communityCountrySchema>;

/**
 * `GET /api/lists/preset/stats?kind&type&{filters}`: what a community ranking holds under the
 * filters, counted by the courses' fields (the same query as `/lists/preset` without paging).
 */
export const communityStatsQuerySchema = z
  .strictObject({ ...rankingTypeFields, ...courseFieldFilterFields })
  .refine(yardageRange.check, yardageRange)
  .transform(withRankingType);
export type CommunityStatsQuery = z.infer<typeof communityStatsQuerySchema>;

export const communityStatsSchema = z.object({
  kind: z.enum(COMMUNITY_KINDS),
  type: z.string(),
  computedAt: z.string().nullable(),
  minGolfers: z.literal(MIN_GOLFERS),
  /** Golfers whose public lists of this type went into the ranking, and those lists (whatever the filters). */
  golfers: z.number().int(),
  lists: z.number().int(),
  /** The ranked items (courses, or holes) that match the filters, counted by their course's fields. */
  items: courseFieldCountsSchema,
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;

/** `GET /api/courses/{id}/community-scores`: where a course stands in each community ranking it is in. */
export const courseCommunityScoreSchema = z.object({
  kind: z.enum(COMMUNITY_KINDS),
  type: z.string(),
  holeNumber: z.number().int().nullable(),
  rank: z.number().int(),
  /** Items in that ranking. */
  of: z.number().int(),
  score: z.number(),
  golfers: z.number().int(),
});
export const courseCommunityScoresSchema = z.object({
  courseId: z.string(),
  /** The overall (mylie) ranking first, then other course rankings, then holes; best place first within each. */
  rankings: z.array(courseCommunityScoreSchema),
});
export type CourseCommunityScores = z.infer<typeof courseCommunityScoresSchema>;
